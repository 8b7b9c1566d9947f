import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { LocationSettings, SceneDocument } from '@shared/scene/schema'
import { LocationStatusLine } from './location-status'
import { startLocationSession, type LocationStatus } from './location-session'
import './location.css'

type OrientationPermission = { requestPermission?: () => Promise<'granted' | 'denied'> }

/**
 * Asks for the iPhone's motion and compass permission; it must run inside the Start tap (Safari
 * refuses otherwise), so the viewer page calls it before mounting this view.
 */
export async function askCompassPermission(): Promise<boolean> {
  const request = (window.DeviceOrientationEvent as unknown as OrientationPermission | undefined)?.requestPermission
  if (!request) return true
  return (await request().catch(() => 'denied')) === 'granted'
}

/** The public viewer's Location-Based AR: camera, GPS and compass; no WebXR needed (Safari on iPhone). */
export default function LocationArView({ doc, location, onClose }: { doc: SceneDocument; location: LocationSettings; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [status, setStatus] = useState<LocationStatus>({ fix: null, heading: null, problem: null })
  const [cameraProblem, setCameraProblem] = useState<string | null>(null)

  useEffect(() => {
    let stream: MediaStream | null = null
    let live = true
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        if (!live) return s.getTracks().forEach((t) => t.stop())
        stream = s
        if (video.current) {
          video.current.srcObject = s
          void video.current.play().catch(() => undefined)
        }
      })
      .catch(() => setCameraProblem('The camera is blocked: content is shown over a plain background.'))
    const session = startLocationSession(canvas.current!, doc, location, setStatus)
    return () => {
      live = false
      session.dispose()
      stream?.getTracks().forEach((t) => t.stop())
    }
  }, [doc, location])

  return (
    <div className="location-ar" data-testid="location-ar">
      <video ref={video} className="location-ar-feed" playsInline muted />
      <canvas ref={canvas} className="location-ar-canvas" data-testid="location-ar-canvas" />
      <LocationStatusLine status={status} extra={cameraProblem} />
      <button type="button" className="location-ar-close" aria-label="Close" onClick={onClose}>
        <X size={20} />
      </button>
    </div>
  )
}
