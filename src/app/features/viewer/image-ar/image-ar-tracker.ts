import type { MindTargetResult } from 'mind-ar/dist/mindar-image.prod.js'
import type { SceneDocument } from '@shared/scene/schema'
import type { CameraTracker } from '../camera-ar/camera-ar-session'
import type { PreparedTracker } from './image-ar-prepare'
import { cameraFromProjection, fitFeed, processSizeFor, projectedCentre, sceneToTarget, toFeed, type ProcessSize } from './target-pose'

/*
 * Against jitter: MindAR's own One Euro filter on the pose, with its defaults (cut-off 0.001/ms,
 * beta 1000 for its pixel units). A much lower beta (tried: 0.01) lagged a moving picture by
 * several pixels more on the test clip.
 */

/**
 * The image tracker on the camera-AR stage: MindAR's Controller (browser, tfjs) tracks the picture
 * and the anchor (the scene's origin is the picture's centre) follows it. `prepared`: the
 * Controller for the target at a processing size, its GL programs built, usually before the tap
 * (image-ar-prepare), else now, while the camera starts.
 */
export function imageArTracker(doc: SceneDocument, prepared: (size: ProcessSize) => Promise<PreparedTracker>): CameraTracker {
  const target = doc.settings.imageTarget
  const asset = target && doc.assets[target.assetId]
  if (!target || !asset) throw new Error('This project has no target image')
  return {
    hookName: 'imageTracking',
    // From the tap on Start AR to the session's start (the page marks the tap).
    tapMark: 'image-ar-tap',
    ideal: { width: 1280, height: 720 },
    compileFirst: true,
    async run({ video, feed, stage, mark, timings, started, setState }) {
      const { anchor } = stage
      // MindAR reads a frame of fixed size (its GL programs are built for it): the feed is drawn
      // into it, fitted and centred, each animation frame.
      const tracker = await prepared(processSizeFor(feed.width, feed.height))
      mark('tracker')
      const { controller, input, size } = tracker
      const fit = fitFeed(feed.width, feed.height, size)
      const pen = input.getContext('2d')!
      const drawFeed = () => {
        pen.fillStyle = '#000'
        pen.fillRect(0, 0, size.width, size.height)
        pen.drawImage(video, fit.x, fit.y, fit.width, fit.height)
      }
      drawFeed()
      const [pictureWidth, pictureHeight] = tracker.dimensions
      const toTarget = sceneToTarget(pictureWidth, pictureHeight, target.widthCm)
      const projection = controller.getProjectionMatrix()

      // What the tests read: frames processed since the first pose, and how many carried one.
      let processed = 0
      let frames = 0
      let poses = 0
      let posedThisFrame = false
      let firstPoseMs: number | null = null
      let world: number[] | null = null
      const onUpdate = (data: MindTargetResult) => {
        if (data.type === 'updateMatrix') {
          world = data.worldMatrix ?? null
          if (world) {
            posedThisFrame = true
            if (firstPoseMs === null) {
              firstPoseMs = performance.now() - started
              mark('firstPose')
              // Frames MindAR processed before it: the detection, then the warm-up frames tracked.
              timings.framesBeforePose = processed
            }
            anchor.matrix.fromArray(world).multiply(toTarget)
            anchor.matrixWorldNeedsUpdate = true
            anchor.visible = true
            setState('tracking')
          } else {
            anchor.visible = false
            setState('searching')
          }
        } else if (data.type === 'processDone') {
          processed += 1
          if (processed === 1) mark('firstFrame')
          if (firstPoseMs !== null) {
            frames += 1
            if (posedThisFrame) poses += 1
          }
          posedThisFrame = false
        }
      }
      timeFirstCalls(controller, mark)
      await tracker.start(onUpdate)

      return {
        // MindAR's camera sees the whole processed frame; the feed is the fitted part of it.
        lens: (shown, view) => cameraFromProjection(projection, size.height, (shown.height * size.height) / fit.height, view.height),
        beforeRender: drawFeed,
        hook: {
          processed: () => processed,
          frames: () => frames,
          poses: () => poses,
          firstPoseMs: () => firstPoseMs,
          targetCentre: () => {
            if (!world || !anchor.visible) return null
            const centre = projectedCentre(world, projection, pictureWidth, pictureHeight, size.width, size.height)
            return centre && { ...toFeed(centre, fit), width: feed.width, height: feed.height }
          },
        },
        // The controller stays ready for the next Start AR; only its loop stops.
        stop: () => tracker.stop(),
      }
    },
  }
}

/**
 * For the bench: when the first frame's steps end (its input upload, detection and the worker's
 * match), marked once each, by wrapping the controller's own methods for their first call.
 */
function timeFirstCalls(controller: object, mark: (name: string) => void) {
  const parts = controller as Record<string, Record<string, unknown> | unknown>
  const wrap = (owner: Record<string, unknown> | undefined, method: string, name: string) => {
    const original = owner?.[method]
    if (!owner || typeof original !== 'function') return
    owner[method] = function (this: unknown, ...args: unknown[]) {
      owner[method] = original
      const result = original.apply(this, args)
      if (result instanceof Promise) void result.then(() => mark(name))
      else mark(name)
      return result
    }
  }
  wrap(parts.inputLoader as Record<string, unknown>, 'loadInput', 'firstInput')
  wrap(parts.cropDetector as Record<string, unknown>, 'detectMoving', 'firstDetect')
  wrap(parts as Record<string, unknown>, '_workerMatch', 'firstMatch')
}
