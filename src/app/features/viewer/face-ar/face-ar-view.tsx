import type { SceneDocument } from '@shared/scene/schema'
import { CameraArView } from '../camera-ar/camera-ar-view'
import { faceArTracker } from './face-ar-tracker'
export { prepareFaceTracker } from './face-tracker'

const MESSAGES = { starting: 'Starting the camera…', searching: 'Look at the screen' }

/**
 * Face AR for a Face Tracking project (loaded only when the visitor taps Start on one): the camera
 * stage on the front camera, mirrored, with the face tracker plugged in.
 */
export default function FaceArView({ doc, onClose, onRedirect }: { doc: SceneDocument; onClose: () => void; onRedirect: (url: string) => void }) {
  return <CameraArView doc={doc} label="Face AR" firstFacing="user" tracker={faceArTracker} messages={MESSAGES} failure="The face effect could not start" stopLabel="Stop" onClose={onClose} onRedirect={onRedirect} />
}
