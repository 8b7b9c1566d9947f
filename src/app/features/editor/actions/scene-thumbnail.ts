import { api } from '@app/lib/api'
import { viewportProbe } from '../viewport/viewport-probe'

const THUMBNAIL_WIDTH = 480

type Capture = () => string | null | Promise<string | null>

/** PNG encoding off the main thread (toBlob), as a data URL for the thumbnail call's JSON body. */
function encodePng(canvas: HTMLCanvasElement): Promise<string | null> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return resolve(null)
      const reader = new FileReader()
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
      reader.onerror = () => reject(reader.error)
      reader.readAsDataURL(blob)
    }, 'image/png')
  })
}

/**
 * A PNG data URL of the rendered scene, scaled down for the project card; null without a canvas.
 * The frame is drawn and copied at once (the drawing buffer is only valid until the next frame);
 * only the small copy is encoded, asynchronously, so a big scene's save stays responsive.
 */
export function captureThumbnail(): Promise<string | null> {
  const three = viewportProbe.three?.()
  if (!three) return Promise.resolve(null)
  three.gl.render(three.scene, three.camera)
  const source = three.gl.domElement
  const scale = Math.min(1, THUMBNAIL_WIDTH / source.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(source.width * scale))
  canvas.height = Math.max(1, Math.round(source.height * scale))
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height)
  return encodePng(canvas)
}

/** Captures and sends the thumbnail (editor spec §7); false when there was nothing to capture. */
export async function uploadThumbnail(projectId: string, capture: Capture = captureThumbnail): Promise<boolean> {
  const thumbnailImg = await capture()
  if (!thumbnailImg?.startsWith('data:image/png;base64,')) return false
  await api.patch(`/experience/project/${projectId}/thumbnail/img`, { thumbnailImg })
  return true
}

/** Resolves after the browser has painted what was just rendered (the save toast, for one). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })

/**
 * After a save: the card shows what was saved. It waits for the save's toast to be painted, then
 * runs on its own; a failure (no WebGL, a lost context, the network) is logged and never reaches
 * the save's outcome or its toast.
 */
export function refreshThumbnail(projectId: string, capture?: Capture): Promise<void> {
  return afterNextPaint()
    .then(() => uploadThumbnail(projectId, capture))
    .then(
      () => undefined,
      (error: unknown) => console.warn('thumbnail update failed', error),
    )
}
