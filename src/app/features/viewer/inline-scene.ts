import type { ScenePreview } from '@shared/api/publish'
import { VIEWER_INLINE_SCENE_ID } from '@shared/api/viewer-inline'

/**
 * The scene the server's page carries inline, when it is the one this address names: the viewer
 * then draws without waiting for a second request. Null in dev (Vite serves the bare page) or when
 * the block is missing or unreadable; the viewer then asks the API as before.
 */
export function readInlineScene(id: string, root: Pick<Document, 'getElementById'> = document): ScenePreview | null {
  const text = root.getElementById(VIEWER_INLINE_SCENE_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as Partial<ScenePreview> | null
    return data && data.id === id && data.sceneData ? (data as ScenePreview) : null
  } catch {
    return null
  }
}

/**
 * The poster the page shows before any script has run (the published thumbnail over the scene's
 * background). Once the 3D has drawn it fades out, so the scene appears to fade in over it.
 */
export function retirePoster(root: Pick<Document, 'getElementById'> = document) {
  const poster = root.getElementById('viewer-poster')
  if (!poster) return
  poster.classList.add('is-leaving')
  window.setTimeout(() => poster.remove(), 450)
}

/**
 * The classes of the "Generating Experience" status (viewer.css): see-through over the poster, and
 * low on the screen when the poster is a picture (the model is usually in its middle).
 */
export function loadingStatusClass(poster: HTMLElement | null): string {
  return `viewer-loading ${poster ? 'is-over-poster' : ''} ${poster?.querySelector('img') ? 'is-over-picture' : ''}`
}

/** The status's bar for the counter's percentage: a transform, which moves on the counter's ticks. */
export const progressTransform = (percent: number) => `scaleX(${percent / 100})`

/** /preview-page/{id}: read from the address itself, so the page runs without the app's router. */
export function previewAddress(): { id: string; search: string } {
  const match = /^\/preview-page\/([^/]+)/.exec(location.pathname)
  return { id: match ? decodeURIComponent(match[1]) : '', search: location.search }
}

/**
 * Where a redirect event leaves to. In an embed the link replaces the host page. Elsewhere a new
 * tab, cut from this page; with 'noopener' window.open always answers null, so the opener is
 * cleared by hand instead, and only a blocked pop-up (null) falls back to this tab.
 */
export function leaveTo(url: string, embed: boolean) {
  if (embed) return void (window.open(url, '_top') ?? location.assign(url))
  const tab = window.open(url, '_blank')
  if (tab) tab.opener = null
  else location.assign(url)
}
