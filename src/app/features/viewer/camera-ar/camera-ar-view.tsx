import { Camera, SwitchCamera, X } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { SceneDocument } from '@shared/scene/schema'
import type { ArStage } from './ar-stage'
import { startCameraAr, type ArState, type CameraArSession, type CameraTracker, type Facing } from './camera-ar-session'
import './camera-ar.css'

export interface CameraArViewProps {
  doc: SceneDocument
  /** The dialog's name for assistive technology ('AR on the image', 'Face AR', 'Body AR'). */
  label: string
  /** The camera opened first; the switch opens the other. */
  firstFacing: Facing
  tracker: CameraTracker
  /** The hints while starting and searching. */
  messages: Partial<Record<ArState, string>>
  /** What a failure that is not a refused camera is called ('AR could not start'). */
  failure: string
  stopLabel: string
  onClose: () => void
  onRedirect: (url: string) => void
  /** The drawing side made before the tap, taken once (image projects). */
  stage?: () => ArStage | null
  /** Made ready again when the view closes (image projects prepare the next stage). */
  onClosed?: () => void
  /** A hint that overrides the state's (a target being prepared). */
  busy?: string | null
}

/**
 * Full-screen camera AR, one frame for every tracked kind: the feed, the scene on what is tracked,
 * a hint while nothing is found or something failed, Stop (which releases the camera), and a
 * switch between the rear and front cameras.
 */
export function CameraArView(props: CameraArViewProps) {
  const { doc, tracker, onRedirect, firstFacing } = props
  const host = useRef<HTMLDivElement>(null)
  const [facing, setFacing] = useState<Facing>(firstFacing)
  const [state, setState] = useState<ArState>('starting')
  const [error, setError] = useState<string>()
  const { stage, onClosed, failure } = props
  // Before the first paint: the page under it may take a frame to draw, and the camera should not wait.
  useLayoutEffect(() => {
    let session: CameraArSession | null = null
    let cancelled = false
    setError(undefined)
    void (async () => {
      try {
        if (!host.current) return
        const started = await startCameraAr({ container: host.current, doc, facing, tracker, stage, onState: setState, onRedirect })
        if (cancelled) started.stop()
        else session = started
      } catch (e) {
        if (cancelled) return
        const name = (e as DOMException)?.name
        const message =
          name === 'NotAllowedError'
            ? 'Camera access was refused. Allow the camera for this site and try again.'
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? `This device has no ${facing === 'user' ? 'front' : 'rear'} camera: try the other one.`
              : `${failure}: ${(e as Error).message}`
        setError(message)
        setState('error')
      }
    })()
    return () => {
      cancelled = true
      session?.stop()
      onClosed?.()
    }
  }, [doc, onRedirect, facing, tracker, stage, onClosed, failure])

  const hint = error ?? props.busy ?? props.messages[state]
  const other = facing === 'user' ? 'rear' : 'front'
  return (
    <div className="image-ar" role="dialog" aria-label={props.label} data-state={state} data-facing={facing}>
      <div ref={host} className="image-ar-stage" />
      {hint && (
        <div className={`image-ar-hint${state === 'error' ? ' is-error' : ''}`} role="status" data-testid="ar-hint">
          <Camera size={18} /> {hint}
        </div>
      )}
      <button type="button" className="image-ar-stop is-switch" onClick={() => setFacing(facing === 'user' ? 'environment' : 'user')} aria-label={`Use the ${other} camera`} title={`Use the ${other} camera`}>
        <SwitchCamera size={18} /> {other === 'front' ? 'Front' : 'Rear'}
      </button>
      <button type="button" className="image-ar-stop" onClick={props.onClose} aria-label="Stop AR">
        <X size={18} /> {props.stopLabel}
      </button>
    </div>
  )
}
