/** What this device can do for AR and VR, decided once per page. */
export interface XrSupport {
  ar: boolean
  vr: boolean
  /** iPhone/iPad and Vision Pro Safari: AR Quick Look with a USDZ. */
  quickLook: boolean
  /** Android without WebXR AR: Google's Scene Viewer with the GLB. */
  sceneViewer: boolean
  /**
   * A headset with immersive-vr and no immersive-ar (Apple Vision Pro's Safari): it gets View in
   * VR only, no AR control of any kind (no Quick Look link, no camera AR, no phone QR card), except
   * for an Area Tracking project, which cannot use VR and offers the model in Quick Look instead.
   */
  vrOnly: boolean
}

export async function detectXrSupport(): Promise<XrSupport> {
  const xr = (navigator as Navigator & { xr?: XRSystem }).xr
  const supported = async (mode: XRSessionMode) => {
    try {
      return Boolean(xr && (await xr.isSessionSupported(mode)))
    } catch {
      return false
    }
  }
  const [ar, vr] = await Promise.all([supported('immersive-ar'), supported('immersive-vr')])
  const ua = navigator.userAgent
  const iOS = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1)
  // visionOS Safari says it is a Mac; a Mac's Safari has no WebXR, so a 'Mac' with VR is Vision Pro.
  const visionOS = ua.includes('Macintosh') && vr
  // Safari advertises Quick Look support on anchors with rel="ar".
  const quickLook = (iOS || visionOS) && document.createElement('a').relList.supports('ar')
  const sceneViewer = !ar && /Android/i.test(ua)
  return { ar, vr, quickLook, sceneViewer, vrOnly: vr && !ar }
}

/** Google's documented Scene Viewer intent; the browser falls back to the viewer page itself. */
export function sceneViewerUrl(glbUrl: string, title: string, fallback: string): string {
  const file = new URL(glbUrl, location.href).href
  const params = new URLSearchParams({ file, mode: 'ar_preferred', title })
  return `intent://arvr.google.com/scene-viewer/1.2?${params}#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(fallback)};end;`
}

/** ?xr=ar or ?xr=vr (from the QR code and links): offer that session as soon as the page opens. */
export function requestedXrMode(search: string): 'ar' | 'vr' | null {
  const mode = new URLSearchParams(search).get('xr')
  return mode === 'ar' || mode === 'vr' ? mode : null
}
