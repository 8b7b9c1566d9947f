import type { ScenePreview } from '@shared/api/publish'
import { reportFirstFrame, reportHandOff, reportTrigger, startAnalytics, watchXrSessions } from './analytics-beacon'
import type { CoreViewer } from './core-viewer'
import type { SceneDocument } from '@shared/scene/schema'
import { arModes, projectWorld, requestedSession, unavailableMessage, type ArHost, type ArMode } from './ar-modes'
import { detectXrSupport, requestedXrMode } from './xr-support'

/** What a tap asks of the React page when it takes over: a session, or the QR card for a phone. */
export type ViewerIntent = 'ar' | 'vr' | 'qr'

/**
 * The analytics of this page, handed to the React page: it is built apart, so its own copy of
 * the beacon would be a second queue and count the view twice.
 */
export interface ViewerBeacon {
  reportTrigger: typeof reportTrigger
  reportHandOff: typeof reportHandOff
  watchXrSessions: typeof watchXrSessions
}

// lucide's smartphone, glasses and qr-code, as the React page draws them (no React here).
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`
const ICONS = {
  phone: svg('<rect width="14" height="20" x="5" y="2" rx="2" ry="2"/><path d="M12 18h.01"/>'),
  glasses: svg('<circle cx="6" cy="15" r="4"/><circle cx="18" cy="15" r="4"/><path d="M14 15a2 2 0 0 0-2-2 2 2 0 0 0-2 2"/><path d="M2.5 13 5 7c.7-1.3 1.4-2 3-2"/><path d="M21.5 13 19 7c-.7-1.3-1.5-2-3-2"/>'),
  qr: svg('<rect width="5" height="5" x="3" y="3" rx="1"/><rect width="5" height="5" x="16" y="3" rx="1"/><rect width="5" height="5" x="3" y="16" rx="1"/><path d="M21 16h-3a2 2 0 0 0-2 2v3"/><path d="M21 21v.01"/><path d="M12 7v3a2 2 0 0 1-2 2H7"/><path d="M3 12h.01"/><path d="M12 3h.01"/><path d="M12 16v.01"/><path d="M16 12h1"/><path d="M21 12v.01"/><path d="M12 21v-1"/>'),
}

function control(tag: 'button' | 'a', label: string, icon: string, secondary = false) {
  const element = document.createElement(tag)
  element.className = `viewer-xr-button${secondary ? ' is-secondary' : ''}`
  if (element instanceof HTMLButtonElement) element.type = 'button'
  element.innerHTML = icon
  element.append(` ${label}`)
  return element
}

export interface CoreChromeOptions {
  id: string
  search: string
  embed: boolean
  viewer: CoreViewer
  stage: HTMLElement
  preview: ScenePreview
  /** Loads the React page (R3F, XR, the QR card) with what the visitor asked for. */
  handOff: (intent: ViewerIntent, beacon: ViewerBeacon) => void
  /** Starts fetching the React page's scripts, on a first touch of a control, before the tap ends. */
  warm: () => void
}

/**
 * The viewer's title and AR/VR controls as plain DOM over the core's first frame. The React page,
 * its R3F layer and the XR runtime load only when the visitor taps one of them (or a ?xr= link
 * asks for a session), so a visitor who only looks downloads the core page alone.
 */
export function mountCoreChrome({ id, search, embed, viewer, stage, preview, handOff, warm }: CoreChromeOptions) {
  const beacon: ViewerBeacon = { reportTrigger, reportHandOff, watchXrSessions }
  startAnalytics(id)
  const frame = performance.getEntriesByName('viewer-first-frame')[0]
  if (frame) reportFirstFrame(frame.startTime)
  viewer.onTriggerFired(reportTrigger)

  if (!embed) {
    const header = document.createElement('header')
    header.className = 'viewer-title'
    const brand = document.createElement('span')
    brand.className = 'viewer-brand'
    brand.textContent = 'Spatial Studio'
    const title = document.createElement('h1')
    title.textContent = preview.project_name
    header.append(brand, title)
    stage.append(header)
  }

  let handedOff = false
  const go = (intent: ViewerIntent) => {
    if (handedOff) return
    handedOff = true
    handOff(intent, beacon)
  }
  const actions = document.createElement('div')
  actions.className = 'viewer-actions'
  actions.addEventListener('pointerdown', warm, { once: true })
  stage.append(actions)

  const project = { category: preview.category, doc: preview.sceneData as SceneDocument, name: preview.project_name, usdzUrl: preview.usdzUrl, glbUrl: preview.glbUrl }
  const host: ArHost = { session: go, camera: () => go('ar'), qr: () => go('qr'), report: reportHandOff }
  // A Web 3D project asks nothing of the device: no AR, no VR, no controls.
  if (projectWorld(project.category, project.doc) === 'web3d') return Promise.resolve()
  return detectXrSupport().then((support) => {
    const modes = arModes(support, project)
    for (const mode of modes) actions.append(modeControl(mode, host))
    const message = unavailableMessage(support, project)
    if (message) actions.append(Object.assign(document.createElement('p'), { className: 'viewer-xr-note', textContent: message }))
    // ?xr=ar|vr (the QR code's link): offer that session at once, as the React page did.
    const wanted = requestedSession(requestedXrMode(search), modes)
    if (wanted) go(wanted)
  })
}

/** One mode's control as plain DOM, drawn as the React page draws it. */
function modeControl(mode: ArMode, host: ArHost) {
  const icon = mode.icon === 'camera' ? ICONS.phone : ICONS[mode.icon]
  if (mode.link) {
    const link = control('a', mode.label, icon, mode.secondary) as HTMLAnchorElement
    link.href = mode.link.href
    if (mode.link.rel) {
      link.rel = mode.link.rel
      // Quick Look opens only for an anchor whose first child is an image.
      const img = Object.assign(document.createElement('img'), { src: '/favicon.svg', alt: '', width: 1, height: 1 })
      img.style.cssText = 'position:absolute;opacity:0'
      link.prepend(img)
    }
    link.onclick = () => mode.start(host)
    return link
  }
  const button = control('button', mode.label, icon, mode.secondary)
  if (mode.title) button.title = mode.title
  button.onclick = () => mode.start(host)
  return button
}
