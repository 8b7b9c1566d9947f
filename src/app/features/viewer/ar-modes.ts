import type { SceneDocument } from '@shared/scene/schema'
import { sceneViewerUrl, type XrSupport } from './xr-support'

/**
 * The one place that decides how a device enters a published project, in the spirit of
 * model-viewer's ranked ar-modes: each mode says whether it is available on this device for this
 * project, what its control looks like, and how it starts. The public viewer's core page
 * (core-chrome.ts, plain DOM) and its React page (viewer-page.tsx) both draw the list `arModes`
 * answers, in its order, and start a mode through the host they are.
 */

/**
 * The camera tracking a project runs instead of WebXR: its picture, the visitor's face, a person's
 * body, or the place (GPS and compass) of a Location-Based AR project.
 */
export type CameraTracking = 'image' | 'face' | 'body' | 'location'

/** The facts about a project the choice reads (the public preview or the editor's project). */
export interface ArProject {
  category: string | null | undefined
  doc: SceneDocument
  name: string
  usdzUrl?: string | null
  glbUrl?: string | null
}

/**
 * The one rule for a camera-tracked project, by its type: a Face Tracking project tracks the face,
 * an Image Target project its picture. Where the type is not known (an editor still loading it),
 * a document with a target picture counts as an image project.
 */
export function cameraTracking(category: string | null | undefined, doc: SceneDocument): CameraTracking | null {
  if (category === 'FACE') return 'face'
  if (category === 'BODY') return 'body'
  if (category === 'VPS' && doc.settings.location) return 'location'
  if (category === 'IMAGE' || (category == null && doc.settings.imageTarget)) return 'image'
  return null
}

/** The world a project is made for: a headset's VR, passthrough glasses, a web page, or a phone's AR. */
export type ProjectWorld = 'vr' | 'glasses' | 'web3d' | 'phone'

export function projectWorld(category: string | null | undefined, doc?: SceneDocument): ProjectWorld {
  if (category === 'VR') return 'vr'
  if (category === 'GLASSES') return 'glasses'
  if (category === 'WEB3D') return 'web3d'
  const mode = doc?.settings.xr?.mode
  if (mode === 'immersive-vr') return 'vr'
  if (mode === 'none') return 'web3d'
  if (mode === 'immersive-ar') return 'glasses'
  return 'phone'
}

export type ArModeId = 'webxr-ar' | 'webxr-vr' | 'scene-viewer' | 'quick-look' | 'camera' | 'qr'

/** What a page does when a mode starts; the core page hands each over to the React page. */
export interface ArHost {
  session(mode: 'ar' | 'vr'): void
  camera(tracking: CameraTracking): void
  qr(): void
  report(handOff: 'quicklook' | 'sceneviewer'): void
}

export interface ArMode {
  id: ArModeId
  label: string
  icon: 'phone' | 'glasses' | 'camera' | 'qr'
  /** Drawn as the quieter secondary control. */
  secondary?: boolean
  title?: string
  /** A link the browser follows (Quick Look opens it in place, Scene Viewer by intent). */
  link?: { href: string; rel?: 'ar' }
  /** For camera modes: the tracker the page readies before offering it. */
  tracking?: CameraTracking
  start(host: ArHost): void
}

const arSession: ArMode = { id: 'webxr-ar', label: 'View in AR', icon: 'phone', start: (h) => h.session('ar') }
const vrSession: ArMode = { id: 'webxr-vr', label: 'View in VR', icon: 'glasses', start: (h) => h.session('vr') }
const quickLook = (href: string, label = 'View in AR', secondary = false): ArMode => ({
  id: 'quick-look',
  label,
  icon: 'phone',
  secondary,
  link: { href, rel: 'ar' },
  start: (h) => h.report('quicklook'),
})
const phoneQr: ArMode = {
  id: 'qr',
  label: 'View in AR on your phone',
  icon: 'qr',
  secondary: true,
  title: 'This device has no AR: scan the code with a phone',
  start: (h) => h.qr(),
}

/** What the QR card says and where its code leads, per world (a VR project's code opens VR). */
export function qrCard(world: ProjectWorld): { title: string; text: string; xr: 'ar' | 'vr' } {
  if (world === 'vr') return { title: 'Open on your headset', text: 'This device cannot start VR. Open the link on a VR headset (Meta Quest, Apple Vision Pro) or scan the code with its browser to step into the experience.', xr: 'vr' }
  if (world === 'glasses') return { title: 'Open on your headset', text: 'This device has no passthrough AR. Open the link on AR glasses or a headset with passthrough (Meta Quest 3, Android XR) to place the experience in your room.', xr: 'ar' }
  return { title: 'Open on your phone', text: 'This device cannot start AR. Scan the code with a phone camera to place the experience in your room.', xr: 'ar' }
}

/** Shown instead of controls where a project's world is out of this device's reach. */
export function unavailableMessage(support: XrSupport, project: ArProject): string | null {
  const world = projectWorld(project.category, project.doc)
  const tracking = cameraTracking(project.category, project.doc)
  // Quick Look has no body anchor: an iPhone keeps the camera route, which Safari runs.
  if (tracking === 'body' && support.quickLook && !support.vrOnly) return 'AR Quick Look cannot follow a body. Tap Start to use the camera here in Safari.'
  if (tracking === 'location' && !project.doc.settings.location?.anchor) return 'This place has no coordinates yet: its author sets them in the editor.'
  if (project.category === 'AREA' && !support.ar) {
    return `Area Tracking needs Android or a headset with passthrough AR: it lines the room's scan up with points you tap, which takes WebXR AR (Chrome on Android, Quest Browser).${support.quickLook && project.usdzUrl ? ' Here you can look at the model in Quick Look instead.' : ''}`
  }
  if (world === 'glasses' && !support.ar) return 'This experience is made for AR glasses and passthrough headsets (Meta Quest 3, Android XR). This device cannot start passthrough AR: open the link on one of them.'
  return null
}

/**
 * The controls this device gets for this project, best first. Empty for a Web 3D project (no AR
 * of any kind) and, with no VR either, where nothing can start.
 */
export function arModes(support: XrSupport, project: ArProject): ArMode[] {
  const world = projectWorld(project.category, project.doc)
  if (world === 'web3d') return []
  if (world === 'vr') {
    // A headset project: Enter VR first; a device without VR gets the code for a headset.
    if (support.vr) return [{ ...vrSession, label: 'Enter VR' }]
    return [{ ...phoneQr, label: 'Enter VR on your headset', title: 'This device has no VR: open the link on a headset' }]
  }
  if (world === 'glasses') {
    if (support.ar) return [{ ...arSession, label: 'Enter AR' }]
    return [{ ...phoneQr, label: 'Open on your headset', title: 'This device has no passthrough AR' }]
  }
  // A room's AR is the tap-and-align session (WebXR AR with hit test); without it, the model alone.
  // Never VR: lining content up with a room means nothing where the room is not seen (Vision Pro's
  // Safari has immersive-vr only), so such a headset gets what an iPhone gets.
  if (project.category === 'AREA') {
    if (support.ar) return [{ ...arSession, label: 'Start' }]
    if (support.quickLook && project.usdzUrl) return [quickLook(project.usdzUrl, 'View the model in Quick Look')]
    return []
  }
  const vr = support.vr ? [vrSession] : []
  // A headset without AR (Vision Pro): View in VR is its way in, nothing AR is offered.
  if (support.vrOnly) return vr
  const tracking = cameraTracking(project.category, project.doc)
  // A place's AR is GPS and compass at its coordinates; without them nothing starts. With WebXR AR
  // (Android) the session's world tracking holds the content still once placed; elsewhere (an
  // iPhone) the camera feed with the content turned by the compass.
  if (tracking === 'location') {
    if (!project.doc.settings.location?.anchor) return vr
    if (support.ar) return [{ ...arSession, label: 'Start' }, ...vr]
    return [{ id: 'camera', label: 'Start', icon: 'camera', tracking, start: (h) => h.camera(tracking) }, ...vr]
  }
  if (tracking) {
    // The camera on the face, the body or the picture; Quick Look anchors on a face or a picture
    // natively on an iPhone, never on a body.
    const camera: ArMode = { id: 'camera', label: tracking === 'image' ? 'Start AR' : 'Start', icon: 'camera', tracking, start: (h) => h.camera(tracking) }
    const ql = support.quickLook && project.usdzUrl && tracking !== 'body' ? [quickLook(project.usdzUrl, tracking === 'face' ? 'View in AR' : 'Quick Look', true)] : []
    return [camera, ...ql, ...vr]
  }
  if (support.ar) return [arSession, ...vr]
  if (support.quickLook && project.usdzUrl) return [quickLook(project.usdzUrl, 'View in AR'), ...vr]
  if (support.sceneViewer && project.glbUrl) {
    const href = sceneViewerUrl(project.glbUrl, project.name, location.href)
    return [{ id: 'scene-viewer', label: 'View in AR', icon: 'phone', link: { href }, start: (h) => h.report('sceneviewer') }, ...vr]
  }
  // A desktop without AR: say why, and hand the experience to a phone.
  return [phoneQr, ...vr]
}

/** The ?xr=ar|vr a link asks for, when this device can start it for this project (never for camera or Web 3D projects). */
export function requestedSession(wanted: 'ar' | 'vr' | null, modes: ArMode[]): 'ar' | 'vr' | null {
  if (wanted === 'ar' && modes.some((m) => m.id === 'webxr-ar')) return 'ar'
  if (wanted === 'vr' && modes.some((m) => m.id === 'webxr-vr')) return 'vr'
  return null
}
