import { Camera, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { SceneDocument } from '@shared/scene/schema'
import { startFaceAr, type FaceArSession, type FaceArState } from './face-ar-session'
export { prepareFaceTracker } from './face-tracker'
import '../image-ar/image-ar.css'

const MESSAGES: Partial<Record<FaceArState, string>> = {
  starting: 'Starting the camera…',
  searching: 'Look at the screen',
}

/**
 * Full-screen face AR for a Face Tracking project (loaded only when the visitor taps Start on
 * one): the mirrored front camera, the scene on the head, a hint while no face is found, and Stop,
 * which releases the camera. Same frame and controls as the image target's camera AR.
 */
export default function FaceArView({ doc, onClose, onRedirect }: { doc: SceneDocument; onClose: () => void; onRedirect: (url: string) => void }) {
  const host = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<FaceArState>('starting')
  const [error, setError] = useState<string>()
  useEffect(() => {
    let session: FaceArSession | null = null
    let cancelled = false
    void (async () => {
      try {
        if (!host.current) return
        const started = await startFaceAr({ container: host.current, doc, onState: setState, onRedirect })
        if (cancelled) started.stop()
        else session = started
      } catch (e) {
        if (cancelled) return
        const denied = (e as DOMException)?.name === 'NotAllowedError'
        setError(denied ? 'Camera access was refused. Allow the camera for this site and try again.' : `The face effect could not start: ${(e as Error).message}`)
        setState('error')
      }
    })()
    return () => {
      cancelled = true
      session?.stop()
    }
  }, [doc, onRedirect])

  const hint = error ?? MESSAGES[state]
  return (
    <div className="image-ar" role="dialog" aria-label="Face AR" data-state={state}>
      <div ref={host} className="image-ar-stage" />
      {hint && (
        <div className={`image-ar-hint${state === 'error' ? ' is-error' : ''}`} role="status" data-testid="ar-hint">
          <Camera size={18} /> {hint}
        </div>
      )}
      <button type="button" className="image-ar-stop" onClick={onClose} aria-label="Stop AR">
        <X size={18} /> Stop
      </button>
    </div>
  )
}
