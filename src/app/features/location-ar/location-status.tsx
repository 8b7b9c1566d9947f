import type { LocationStatus } from './location-sensors'
import { POOR_FIX_M } from './placement'

/**
 * The accuracy chip, the compass line and the messages over the view, the same on both paths (the
 * camera over a video, and WebXR's DOM overlay): what the visitor waits for before content shows.
 */
export function LocationStatusLine({ status, extra }: { status: LocationStatus; extra?: string | null }) {
  const accuracy = status.fix?.accuracy
  const poor = accuracy !== undefined && accuracy > POOR_FIX_M
  const level = accuracy === undefined ? 'none' : accuracy <= 10 ? 'good' : accuracy <= POOR_FIX_M ? 'fair' : 'poor'
  return (
    <>
      <div className="location-ar-status" role="status">
        <span className={`location-ar-accuracy is-${level}`} data-testid="location-accuracy">
          {accuracy === undefined ? 'Finding your position…' : `GPS ±${Math.round(accuracy)} m`}
        </span>
        <span>{status.heading === null ? 'Compass: turn the phone in a figure of eight' : `Heading ${Math.round(status.heading)}°`}</span>
      </div>
      {poor && (
        <p className="location-ar-message" role="alert" data-testid="location-poor-fix">
          Your position is only known to ±{Math.round(accuracy!)} m (content needs {POOR_FIX_M} m or better): step into the open, away from tall buildings, and wait a moment.
        </p>
      )}
      {(status.problem || extra) && <p className="location-ar-message" role="alert">{status.problem ?? extra}</p>}
    </>
  )
}
