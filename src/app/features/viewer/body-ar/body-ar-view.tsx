import type { SceneDocument } from '@shared/scene/schema'
import { CameraArView } from '../camera-ar/camera-ar-view'
import { bodyArTracker } from './body-ar-tracker'
export { prepareBodyTracker } from './body-tracker'

const MESSAGES = { starting: 'Starting the camera…', searching: 'Point the camera at a person, head to feet' }

/**
 * Body AR for a Body Tracking project (its own chunk, loaded only for body projects): the camera
 * stage on the rear camera (someone films a friend; the switch turns to the front one, mirrored),
 * with MoveNet's body tracker plugged in.
 */
export default function BodyArView({ doc, onClose, onRedirect }: { doc: SceneDocument; onClose: () => void; onRedirect: (url: string) => void }) {
  const first = doc.settings.bodyTracking?.camera ?? 'environment'
  return <CameraArView doc={doc} label="Body AR" firstFacing={first} tracker={bodyArTracker} messages={MESSAGES} failure="Body tracking could not start" stopLabel="Stop" onClose={onClose} onRedirect={onRedirect} />
}
