import { Controller, type MindTargetResult } from 'mind-ar/dist/mindar-image.prod.js'
import type { SceneDocument } from '@shared/scene/schema'
import { makeArStage, type ArStage } from '../camera-ar/ar-stage'
import { PROCESS_LANDSCAPE, PROCESS_PORTRAIT, type ProcessSize } from './target-pose'

/**
 * What camera AR on an image needs before the tap, done while the visitor looks at the scene so
 * that the tap goes straight to the camera. Measured on the fake-camera bench, nearly all of the
 * time to the first pose was here: tfjs's WebGL backend starting, the compiled target, and above
 * all MindAR's first run building its GL programs (dummyRun), which depend on the processing size.
 * The processing size is therefore fixed (the feed is fitted into it, see target-pose), so the
 * programs can be built before the camera's own size is known.
 */

/**
 * Frames the picture must be tracked before it shows (MindAR's default is 5): every match already
 * passed a homography check, and each frame costs a phone about 30 ms, a software-GL test 200 ms.
 */
const WARMUP_FRAMES = 2

export interface PreparedTracker {
  controller: Controller
  size: ProcessSize
  /** The picture's size in its compiled target (pixels). */
  dimensions: [number, number]
  /** The canvas MindAR reads: the session draws the feed into it. */
  input: HTMLCanvasElement
  /** Starts MindAR's loop on `input`, results to `handler` (one session at a time). */
  start: (handler: (data: MindTargetResult) => void) => Promise<void>
  /** Stops the loop; the controller stays ready for the next start. */
  stop: () => void
}

const targets = new Map<string, Promise<ArrayBuffer>>()
const trackers = new Map<string, Promise<PreparedTracker>>()

/** The compiled target's bytes, fetched once per URL (null without a stored one). */
export function preloadTarget(doc: SceneDocument): Promise<ArrayBuffer> | null {
  const url = doc.settings.imageTarget?.mindUrl
  if (!url) return null
  let bytes = targets.get(url)
  if (!bytes) {
    bytes = fetch(url).then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(`The compiled target could not be loaded (${res.status})`))))
    // A failed fetch is tried again by the next caller.
    bytes.catch(() => targets.delete(url))
    targets.set(url, bytes)
  }
  return bytes
}

const idle = () => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 500 }) : setTimeout(resolve, 0)))

/**
 * A Controller for the target at one processing size with its GL programs built (a dummy run on a
 * blank input), kept for the page's life: Stop and Start AR again reuse it. `key` names the
 * target's bytes (its URL), so a replaced picture gets its own.
 */
export function prepareTracker(key: string, bytes: Promise<ArrayBuffer>, size: ProcessSize = PROCESS_LANDSCAPE): Promise<PreparedTracker> {
  const id = `${key}@${size.width}x${size.height}`
  let prepared = trackers.get(id)
  if (!prepared) {
    prepared = (async () => {
      const buffer = await bytes
      // Between the page's frames: the build holds the main thread (seconds on software GL).
      await idle()
      let handler: ((data: MindTargetResult) => void) | null = null
      // MindAR's loop ends at its next turn after a stop: a start before then would run two loops.
      let loopEnded: (() => void) | null = null
      let draining = Promise.resolve()
      const onUpdate = (data: MindTargetResult) => {
        if (data.type === 'processDone' && loopEnded) loopEnded()
        handler?.(data)
      }
      const controller = new Controller({ inputWidth: size.width, inputHeight: size.height, maxTrack: 1, warmupTolerance: WARMUP_FRAMES, onUpdate })
      const { dimensions } = controller.addImageTargetsFromBuffer(buffer)
      const input = document.createElement('canvas')
      input.width = size.width
      input.height = size.height
      // MindAR's own warm-up: builds every detection and tracking program for this size.
      await controller.dummyRun(input as unknown as HTMLVideoElement)
      return {
        controller, size, dimensions: dimensions[0], input,
        start: async (next) => {
          await draining
          handler = next
          controller.processVideo(input as unknown as HTMLVideoElement)
        },
        stop: () => {
          controller.stopProcessVideo()
          handler = null
          draining = new Promise<void>((resolve) => {
            const done = () => {
              loopEnded = null
              resolve()
            }
            loopEnded = done
            setTimeout(done, 1000)
          })
        },
      }
    })()
    prepared.catch(() => trackers.delete(id))
    trackers.set(id, prepared)
  }
  return prepared
}

/** The drawing side made ahead for one document, taken by the next session. */
let readyStage: { doc: SceneDocument; stage: ArStage | null } | null = null

/** Makes the AR stage for `doc` between the page's frames, unless one is waiting already. */
export async function prepareStage(doc: SceneDocument): Promise<void> {
  if (readyStage?.doc === doc) return
  await idle()
  if (readyStage?.doc === doc) return
  readyStage?.stage?.dispose()
  const stage = makeArStage(doc)
  readyStage = { doc, stage }
  // The GPU runs that work after this returns: wait here for it (a one-pixel read waits for the
  // queue), so it is done before Start AR is offered rather than in front of the tap and the camera.
  if (stage) {
    const gl = stage.renderer.getContext()
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4))
  }
}

/** The stage made ahead for `doc` (once; null when there is none). */
export function takeStage(doc: SceneDocument): ArStage | null {
  if (readyStage?.doc !== doc) return null
  const { stage } = readyStage
  readyStage = null
  return stage
}

/**
 * Everything before the tap, for a project with a stored compiled target: its bytes, the tracker
 * at the processing size of the screen's orientation (a phone's feed follows how it is held), and
 * the drawing side. The other orientation is prepared when the screen turns, not before: building
 * both doubled the wait for Start AR (about 14 s instead of 7 on software GL).
 * Resolves when the page may offer Start AR; a failure leaves the session to do it (and say why).
 */
export async function prepareImageAr(doc: SceneDocument): Promise<void> {
  const bytes = preloadTarget(doc)
  if (!bytes) return
  const mindUrl = doc.settings.imageTarget!.mindUrl!
  const sizeNow = () => (window.innerHeight > window.innerWidth ? PROCESS_PORTRAIT : PROCESS_LANDSCAPE)
  const first = sizeNow()
  await prepareTracker(mindUrl, bytes, first).catch(() => undefined)
  await prepareStage(doc)
  const onTurn = () => {
    const size = sizeNow()
    if (size === first) return
    window.removeEventListener('orientationchange', onTurn)
    window.removeEventListener('resize', onTurn)
    void prepareTracker(mindUrl, bytes, size).catch(() => undefined)
  }
  window.addEventListener('orientationchange', onTurn)
  window.addEventListener('resize', onTurn)
}
