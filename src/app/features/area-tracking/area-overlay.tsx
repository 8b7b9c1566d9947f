import { useXrOverlayRoot } from '@app/lib/use-xr-overlay-root'
import { areaPrompt, areaSession, residualLine, resetAreaSession, useAreaSession } from './area-session'
import './area-tracking.css'

/**
 * The words over the camera during an Area Tracking session (WebXR's DOM overlay): which point to
 * tap next, by its name; once aligned, how well the taps agree (the residual, in centimetres);
 * and Tap again / Exit AR. Touches on these controls are kept from the session (beforexrselect),
 * so pressing Tap again is not itself a tap on the room.
 */
export function AreaOverlay({ onExit }: { onExit: () => void }) {
  const state = useAreaSession((s) => s)
  const root = useXrOverlayRoot<HTMLDivElement>()
  const { alignment, taps } = state
  return (
    <div ref={root} className="area-overlay" data-testid="area-overlay">
      <p className="area-overlay-prompt" role="status" aria-live="polite">{areaPrompt(state)}</p>
      {alignment && (
        <p className="area-overlay-fit" data-testid="area-residual">
          {residualLine(state)}
        </p>
      )}
      <div className="area-overlay-actions">
        {(taps.length > 0 || alignment) && (
          <button type="button" onClick={() => resetAreaSession(areaSession.getState().points)}>Tap again</button>
        )}
        <button type="button" onClick={onExit}>Exit AR</button>
      </div>
    </div>
  )
}
