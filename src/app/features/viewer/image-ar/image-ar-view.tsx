import { useCallback, useMemo } from 'react'
import type { SceneDocument } from '@shared/scene/schema'
import { CameraArView } from '../camera-ar/camera-ar-view'
import { prepareStage, prepareTracker, preloadTarget, takeStage } from './image-ar-prepare'
import { imageArTracker } from './image-ar-tracker'
import type { ProcessSize } from './target-pose'

// The page prepares the tracker while the visitor looks at the scene (this chunk is already loaded by then).
export { prepareImageAr } from './image-ar-prepare'

/**
 * The compiled target, made by the editor when the picture went up. The viewer never compiles one
 * itself (the compiler is the author's tool, far too heavy for a visitor's phone): a project
 * published without one says how to mend it.
 */
async function loadTarget(doc: SceneDocument): Promise<ArrayBuffer> {
  // Usually already here: the page preloads it (prepareImageAr) before Start AR is offered.
  const stored = await preloadTarget(doc)?.catch(() => null)
  if (stored) return stored
  throw new Error('this image target has not been prepared for AR yet. Open the project in the editor and publish it again.')
}

const MESSAGES = { starting: 'Starting the camera…', searching: 'Point your camera at the image' }

/**
 * Camera AR for an Image Target project (loaded only for image projects, before Start AR is
 * offered): the camera stage on the rear camera with MindAR's image tracker plugged in.
 */
export default function ImageArView({ doc, onClose, onRedirect }: { doc: SceneDocument; onClose: () => void; onRedirect: (url: string) => void }) {
  const tracker = useMemo(() => {
    const { mindUrl, assetId } = doc.settings.imageTarget!
    // Read while the camera starts.
    const bytes = loadTarget(doc)
    bytes.catch(() => undefined)
    return imageArTracker(doc, (size: ProcessSize) => prepareTracker(mindUrl ?? `compiled-here:${assetId}`, bytes, size))
  }, [doc])
  const stage = useCallback(() => takeStage(doc), [doc])
  // Ready again for the next Start AR.
  const onClosed = useCallback(() => void prepareStage(doc), [doc])
  return (
    <CameraArView doc={doc} label="AR on the image" firstFacing="environment" tracker={tracker} stage={stage} onClosed={onClosed} messages={MESSAGES} failure="AR could not start" stopLabel="Stop AR" onClose={onClose} onRedirect={onRedirect} />
  )
}
