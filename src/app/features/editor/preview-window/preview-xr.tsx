import { useXR, XR, XRDomOverlay, type XRStore } from '@react-three/xr'
import { Glasses, Smartphone } from 'lucide-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { toast } from 'react-toastify'
import { ArPlacement } from '../../viewer/ar-placement'
import { makeXrStore } from '../../viewer/viewer-canvas'
import { detectXrSupport, type XrSupport } from '../../viewer/xr-support'
import type { ProjectWorld } from '../../viewer/ar-modes'
import { exposePartForTests } from '@app/test-hook'

export type XrMode = 'ar' | 'vr' | null

/**
 * One XR store per preview (pmndrs: the store is made outside React and handed to <XR>). The
 * preview places every kind on a surface (an Area project's room alignment is the public
 * viewer's), so its sessions ask for no anchors.
 */
export function usePreviewXr() {
  const store = useMemo(() => makeXrStore('plain'), [])
  const [support, setSupport] = useState<XrSupport | null>(null)
  useEffect(() => {
    let cancelled = false
    void detectXrSupport().then((s) => !cancelled && setSupport(s))
    return () => {
      cancelled = true
    }
  }, [])
  return { store, support }
}

function modeOf(store: XRStore): XrMode {
  const s = store.getState()
  return s.session ? (s.mode === 'immersive-ar' ? 'ar' : 'vr') : null
}

export function useXrMode(store: XRStore): XrMode {
  const [mode, setMode] = useState<XrMode>(() => modeOf(store))
  useEffect(() => store.subscribe(() => setMode(modeOf(store))), [store])
  return mode
}

/**
 * The preview's scene inside an XR session wrapper, placed the way the public viewer places it:
 * in AR a tap (select) on a surface found by hit test puts the scene there; in VR it stands a few
 * metres ahead. Controller selects reach the scene's click events through pointer events.
 */
export function PreviewXr({ store, children }: { store: XRStore; children: ReactNode }) {
  const mode = useXrMode(store)
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null)
  return (
    <XR store={store}>
      <ArPlacement mode={mode} surface overlay={overlay}>
        {children}
      </ArPlacement>
      {mode === 'ar' && (
        <XRDomOverlay>
          <div ref={setOverlay} className="preview-ar-overlay">
            <p>Point at a flat surface, then tap to place the scene. Pinch with two fingers to resize or turn it.</p>
            <button type="button" onClick={() => store.getState().session?.end()}>
              Exit AR
            </button>
          </div>
        </XRDomOverlay>
      )}
      <SessionProbe />
    </XR>
  )
}

/** Tells the browser tests which session runs (read-only, beside the preview's own probe). */
function SessionProbe() {
  const session = useXR((s) => s.session)
  const mode = useXR((s) => s.mode)
  useEffect(() => {
    exposePartForTests('spatialEditor', 'previewXr', session ? (mode === 'immersive-ar' ? 'ar' : 'vr') : null)
  }, [session, mode])
  return null
}

/** Enter AR / Enter VR, offered only where the device can start that session. */
export function PreviewXrButtons({ store, support, world = 'phone' }: { store: XRStore; support: XrSupport | null; world?: ProjectWorld }) {
  const mode = useXrMode(store)
  // A VR project enters VR, an AR Glasses one passthrough AR, a Web 3D one neither.
  const ar = Boolean(support?.ar) && (world === 'phone' || world === 'glasses')
  const vr = Boolean(support?.vr) && (world === 'phone' || world === 'vr')
  if (!support || mode || (!ar && !vr)) return null
  const enter = async (which: 'ar' | 'vr') => {
    try {
      await (which === 'ar' ? store.enterAR() : store.enterVR())
    } catch (error) {
      toast.error(`Could not start ${which.toUpperCase()}: ${(error as Error).message}`)
    }
  }
  return (
    <div className="preview-xr-buttons">
      {ar && (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void enter('ar')}>
          <Smartphone size={16} /> Enter AR
        </button>
      )}
      {vr && (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void enter('vr')}>
          <Glasses size={16} /> Enter VR
        </button>
      )}
    </div>
  )
}
