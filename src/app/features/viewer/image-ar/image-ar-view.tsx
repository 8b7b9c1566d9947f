import { Camera, X } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { SceneDocument } from '@shared/scene/schema'
import { prepareStage, prepareTracker, preloadTarget, takeStage } from './image-ar-prepare'
import { startImageAr, type ArState, type ImageArSession } from './image-ar-session'
import type { ProcessSize } from './target-pose'
import './image-ar.css'

// The page prepares the tracker while the visitor looks at the scene (this chunk is already loaded by then).
export { prepareImageAr } from './image-ar-prepare'

/** The compiled target: the stored one, or (a project published before it was compiled) made here. */
async function loadTarget(doc: SceneDocument, onProgress: (percent: number) => void): Promise<ArrayBuffer> {
  const target = doc.settings.imageTarget!
  // Usually already here: the page preloads it (prepareImageAr) before Start AR is offered.
  const stored = await preloadTarget(doc)?.catch(() => null)
  if (stored) return stored
  const picture = await (await fetch(doc.assets[target.assetId].url)).blob()
  const { compileTarget } = await import('../../image-target/compile-target')
  const { bytes } = await compileTarget(picture, onProgress)
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

const MESSAGES: Partial<Record<ArState, string>> = {
  starting: 'Starting the camera…',
  searching: 'Point your camera at the image',
}

/**
 * Full-screen camera AR for an Image Target project (loaded only for image projects, before
 * Start AR is offered): the feed, the scene on the picture, a hint while the picture is not in view, and Stop,
 * which releases the camera.
 */
export default function ImageArView({ doc, onClose, onRedirect }: { doc: SceneDocument; onClose: () => void; onRedirect: (url: string) => void }) {
  const host = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ArState>('starting')
  const [error, setError] = useState<string>()
  const [preparing, setPreparing] = useState<number | null>(null)
  // Before the first paint: the page under it may take a frame to draw, and the camera should not wait.
  useLayoutEffect(() => {
    let session: ImageArSession | null = null
    let cancelled = false
    void (async () => {
      try {
        if (!host.current) return
        const bytes = loadTarget(doc, setPreparing).finally(() => setPreparing(null))
        const { mindUrl, assetId } = doc.settings.imageTarget!
        const tracker = (size: ProcessSize) => prepareTracker(mindUrl ?? `compiled-here:${assetId}`, bytes, size)
        const started = await startImageAr({ container: host.current, doc, tracker, stage: () => takeStage(doc), onState: setState, onRedirect })
        if (cancelled) started.stop()
        else session = started
      } catch (e) {
        if (cancelled) return
        const denied = (e as DOMException)?.name === 'NotAllowedError'
        setError(denied ? 'Camera access was refused. Allow the camera for this site and try again.' : `AR could not start: ${(e as Error).message}`)
        setState('error')
      }
    })()
    return () => {
      cancelled = true
      session?.stop()
      // Ready again for the next Start AR.
      void prepareStage(doc)
    }
  }, [doc, onRedirect])

  const hint = error ?? (preparing !== null ? `Preparing the target… ${Math.round(preparing)}%` : MESSAGES[state])
  return (
    <div className="image-ar" role="dialog" aria-label="AR on the image" data-state={state}>
      <div ref={host} className="image-ar-stage" />
      {hint && (
        <div className={`image-ar-hint${state === 'error' ? ' is-error' : ''}`} role="status" data-testid="ar-hint">
          <Camera size={18} /> {hint}
        </div>
      )}
      <button type="button" className="image-ar-stop" onClick={onClose} aria-label="Stop AR">
        <X size={18} /> Stop AR
      </button>
    </div>
  )
}
