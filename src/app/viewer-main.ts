import './styles/base.css'
import './features/viewer/viewer.css'
import { coreReads, r3fFeatures } from '@shared/scene/r3f-features'
import { mountCoreChrome } from './features/viewer/core-chrome'
import { leaveTo, loadingStatusClass, previewAddress, progressTransform, readInlineScene, retirePoster } from './features/viewer/inline-scene'
import type { SceneDocument } from '@shared/scene/schema'
import type { CoreBoot } from './features/viewer/core-stage'
import { earlyContext } from './features/viewer/early-context'
import { cameraTracking } from './features/viewer/ar-modes'

/**
 * The public viewer's entry (viewer.html, served for /preview-page/*): what a phone that scans the
 * QR code downloads. It draws the first frame with the scene core and a plain WebGLRenderer (no
 * React, no R3F, no zod) with its title and AR/VR controls as plain DOM; the React page loads when
 * the visitor taps AR or VR. Scenes the core does not draw alone, and pages without their scene
 * inline (dev), go to the React page at once.
 */
// Built apart from this page (viewer-build-plugin.ts): the server names the file in the page.
const reactUrl = () => document.querySelector('meta[name="viewer-react"]')?.getAttribute('content')

function react(core: CoreBoot | null) {
  ;(window as unknown as Record<string, unknown>).__spatialViewerHandoff = core
  if (import.meta.env.DEV) return import('./viewer-react')
  const url = reactUrl()
  if (!url) throw new Error('The viewer page names no viewer-react script')
  return import(/* @vite-ignore */ url)
}

/** A first touch of a control fetches the React page while the finger is still down. */
function warmReact() {
  const url = reactUrl()
  if (!url || import.meta.env.DEV) return
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }))
}

async function boot() {
  const { id, search } = previewAddress()
  const inline = readInlineScene(id)
  const doc = inline?.sceneData as SceneDocument | undefined
  if (!inline || !doc || !coreReads(doc) || r3fFeatures(doc).length) return void react(null)
  const embed = new URLSearchParams(search).get('embed') === '1'
  // The core (and the three.js it draws with) is a chunk of its own, announced in the page's head
  // (modulepreload, viewer-build-plugin.ts), so it arrives with this script. A scene the R3F layer
  // draws never evaluates it: the page then holds one three.js, the R3F layer's.
  // The context first: the GPU process makes it while the core's chunk is still being parsed.
  const early = earlyContext()
  const { createCoreViewer } = await import('./features/viewer/core-viewer')
  const viewer = createCoreViewer({ doc, onRedirect: (url) => leaveTo(url, embed), early })
  if (!viewer) return void react(null)
  document.title = `${inline.project_name} · Spatial Studio`

  // The page until React takes over: the canvas, faded in over the poster once drawn, and the
  // spec's loading counter (1 % every 50 ms) as plain DOM.
  const poster = document.getElementById('viewer-poster')
  const stage = document.createElement('main')
  stage.className = `viewer ${embed ? 'is-embed' : ''}`
  stage.style.background = poster ? 'transparent' : doc.settings.background
  const loading = document.createElement('div')
  loading.className = loadingStatusClass(poster)
  loading.setAttribute('role', 'status')
  loading.innerHTML = '<div class="viewer-loading-card"><p>Generating Experience</p><strong>0%</strong><div class="viewer-progress"><span></span></div></div>'
  const [shown, bar] = [loading.querySelector('strong')!, loading.querySelector('span')!]
  let percent = 0
  const counter = window.setInterval(() => {
    percent = Math.min(percent + 1, 99)
    shown.textContent = `${percent}%`
    bar.style.transform = progressTransform(percent)
  }, 50)
  stage.append(viewer.host, loading)
  document.body.insertBefore(stage, document.getElementById('root'))

  void viewer.firstFrame.then(() => {
    if (performance.getEntriesByName('viewer-first-frame').length === 0) performance.mark('viewer-first-frame')
    window.clearInterval(counter)
    loading.remove()
    stage.classList.add('is-drawn')
    retirePoster()
    // A camera-tracked project's Start lives in the React page, which readies the tracker at once.
    if (cameraTracking(inline.category, doc)) return void react({ viewer, stage, preview: inline })
    // Others: the React page (R3F, XR, the QR card) waits for a tap on AR or VR: see core-chrome.ts.
    void mountCoreChrome({
      id,
      search,
      embed,
      viewer,
      stage,
      preview: inline,
      warm: warmReact,
      handOff: (intent, beacon) => void react({ viewer, stage, preview: inline, intent, beacon }),
    })
  })
}

void boot()
