import { X } from 'lucide-react'
import { useXrOverlayRoot } from '@app/lib/use-xr-overlay-root'
import { LocationStatusLine } from './location-status'
import { useLocationXr } from './location-xr-session'
import './location.css'

/**
 * The words over the camera during a WebXR Location-Based AR session (the DOM overlay): the same
 * accuracy chip and messages as the camera path, and Exit. Touches on it are kept from the session.
 */
export function LocationXrOverlay({ onExit }: { onExit: () => void }) {
  const status = useLocationXr((s) => s.status)
  const placed = useLocationXr((s) => s.placement !== null)
  const root = useXrOverlayRoot<HTMLDivElement>()
  return (
    <div ref={root} className="location-xr-overlay" data-testid="location-xr-overlay" data-placed={placed}>
      <LocationStatusLine status={status} />
      <button type="button" className="location-ar-close" aria-label="Exit AR" onClick={onExit}>
        <X size={20} />
      </button>
    </div>
  )
}
