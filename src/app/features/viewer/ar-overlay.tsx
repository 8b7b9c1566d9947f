import { XRDomOverlay, type XRStore } from '@react-three/xr'
import './ar-overlay.css'

/**
 * What an AR session shows over the camera image: a hint and Exit AR, in the public viewer and
 * the editor's preview alike. `onElement` gets the overlay's element (placement ignores taps on it).
 */
export function ArOverlay({ store, hint, onElement }: { store: XRStore; hint: string; onElement: (element: HTMLDivElement | null) => void }) {
  return (
    <XRDomOverlay>
      <div ref={onElement} className="ar-overlay">
        <p>{hint}</p>
        <button type="button" onClick={() => store.getState().session?.end()}>
          Exit AR
        </button>
      </div>
    </XRDomOverlay>
  )
}
