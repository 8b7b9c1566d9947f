import type { MindTargetResult } from 'mind-ar/dist/mindar-image.prod.js'
import { Matrix4, Raycaster, Vector2, Vector3 } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { createCoreEvents } from '../../scene-render/core/core-events'
import type { PreparedTracker } from './image-ar-prepare'
import { makeArStage, type ArStage } from './image-ar-stage'
import { cameraFromProjection, fitFeed, processSizeFor, projectedCentre, sceneToTarget, toFeed, type ProcessSize } from './target-pose'

export type ArState = 'idle' | 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'

export interface ImageArOptions {
  /** Full-screen element the feed and the canvas go in. */
  container: HTMLElement
  doc: SceneDocument
  /**
   * MindAR's Controller for the target at a processing size, its GL programs built: usually made
   * before the tap (image-ar-prepare), else made now, while the camera starts.
   */
  tracker: (size: ProcessSize) => Promise<PreparedTracker>
  onState: (state: ArState, detail?: string) => void
  onRedirect: (url: string) => void
  /** The drawing side made before the tap (taken once), if there is one. */
  stage?: () => ArStage | null
  /** Fired triggers (analytics). */
  onTrigger?: (event: { nodeId: string; trigger: string }) => void
}

/*
 * Against jitter: MindAR's own One Euro filter on the pose, with its defaults (cut-off 0.001/ms,
 * beta 1000 for its pixel units). A much lower beta (tried: 0.01) lagged a moving picture by
 * several pixels more on the test clip.
 */
const CLICK_SLOP = 8

/**
 * Camera AR on an image target: the back camera's feed full screen, MindAR's Controller (browser,
 * tfjs) tracking the picture, and the scene drawn by the scene core on a transparent canvas above
 * it, anchored on the picture. Taps go through the document's events as everywhere else. stop()
 * releases the camera.
 */
export async function startImageAr(options: ImageArOptions) {
  const { container, doc } = options
  const target = doc.settings.imageTarget
  const asset = target && doc.assets[target.assetId]
  if (!target || !asset) throw new Error('This project has no target image')
  options.onState('starting')
  const started = performance.now()
  const timings: Record<string, number> = {}
  // From the tap on Start AR to this call (the page marks the tap).
  const tap = performance.getEntriesByName('image-ar-tap').at(-1)
  if (tap) timings.tap = Math.round(tap.startTime - started)
  const mark = (name: string) => (timings[name] = Math.round(performance.now() - started))

  // The camera starts while the canvas, renderer and scene are made (it takes 100s of ms to answer).
  const streaming = navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } })
  // Usually made before the tap; else now, while the camera starts.
  const stage = options.stage?.() ?? makeArStage(doc)
  const canvas = stage?.canvas
  const renderer = stage?.renderer
  const scene = stage?.scene
  const camera = stage?.camera
  const anchor = stage?.anchor
  const core = stage?.core
  mark('renderer')
  const stream = await streaming.catch((error: unknown) => {
    stage?.dispose()
    throw error
  })
  // Whatever fails after the camera started must not leave it running.
  const cleanup: (() => void)[] = [() => stream.getTracks().forEach((track) => track.stop()), () => stage?.dispose()]
  try {
    if (!stage || !canvas || !renderer || !scene || !camera || !anchor || !core) throw new Error('WebGL could not start on this device')
    const video = document.createElement('video')
    video.setAttribute('autoplay', '')
    video.setAttribute('muted', '')
    video.setAttribute('playsinline', '')
    video.muted = true
    video.className = 'image-ar-feed'
    video.dataset.testid = 'ar-feed'
    container.append(video)
    cleanup.push(() => video.remove())
    video.srcObject = stream
    await new Promise<void>((resolve) => (video.readyState >= 1 ? resolve() : video.addEventListener('loadedmetadata', () => resolve(), { once: true })))
    await video.play().catch(() => undefined)
    mark('camera')
    const feedWidth = video.videoWidth
    const feedHeight = video.videoHeight
    // MindAR reads a frame of fixed size (its GL programs are built for it): the feed is drawn
    // into it, fitted and centred, each animation frame.
    const tracker = await options.tracker(processSizeFor(feedWidth, feedHeight))
    mark('tracker')
    const { controller, input, size } = tracker
    const fit = fitFeed(feedWidth, feedHeight, size)
    const pen = input.getContext('2d')!
    const drawFeed = () => {
      pen.fillStyle = '#000'
      pen.fillRect(0, 0, size.width, size.height)
      pen.drawImage(video, fit.x, fit.y, fit.width, fit.height)
    }
    drawFeed()

    container.append(canvas)
    cleanup.push(() => canvas.remove())

    const { runtime, live } = createCoreEvents(core, doc, options.onRedirect)

    const [pictureWidth, pictureHeight] = tracker.dimensions
    const toTarget = sceneToTarget(pictureWidth, pictureHeight, target.widthCm)
    const projection = controller.getProjectionMatrix()

    // The feed covers the screen (cropped, never letterboxed); the camera's fov follows the crop.
    const layout = () => {
      const width = container.clientWidth || window.innerWidth
      const height = container.clientHeight || window.innerHeight
      const cover = Math.max(width / feedWidth, height / feedHeight)
      const shownWidth = feedWidth * cover
      const shownHeight = feedHeight * cover
      Object.assign(video.style, { width: `${shownWidth}px`, height: `${shownHeight}px`, left: `${(width - shownWidth) / 2}px`, top: `${(height - shownHeight) / 2}px` })
      // MindAR's camera sees the whole processed frame; the feed is the fitted part of it.
      const lens = cameraFromProjection(projection, size.height, (shownHeight * size.height) / fit.height, height)
      camera.fov = lens.fov
      camera.near = lens.near
      camera.far = lens.far
      camera.aspect = width / height
      camera.updateProjectionMatrix()
      renderer.setSize(width, height, false)
    }
    layout()
    const observer = new ResizeObserver(layout)
    observer.observe(container)

    // What the tests read: frames processed since the first pose, and how many carried one.
    let processed = 0
    let frames = 0
    let poses = 0
    let posedThisFrame = false
    let firstPoseMs: number | null = null
    let world: number[] | null = null
    let state: ArState = 'searching'
    const setState = (next: ArState) => {
      if (next === state) return
      state = next
      options.onState(next)
    }
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
    cleanup.push(() => tracker.stop())
    options.onState('searching')

    let last = performance.now()
    renderer.setAnimationLoop((now: number) => {
      drawFeed()
      const delta = Math.min((now - last) / 1000, 0.1)
      last = now
      core.tick(delta)
      core.beforeRender(camera)
      renderer.render(scene, camera)
    })

    // Taps: the same events as the viewer's clicks.
    const ray = new Raycaster()
    const pointer = new Vector2()
    let down: { x: number; y: number } | null = null
    const onDown = (e: PointerEvent) => (down = { x: e.clientX, y: e.clientY })
    const onClick = (e: MouseEvent) => {
      if (!anchor.visible || (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > CLICK_SLOP)) return
      const rect = canvas.getBoundingClientRect()
      pointer.set(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1)
      scene.updateMatrixWorld()
      ray.setFromCamera(pointer, camera)
      for (const id of core.hits(ray)) if (runtime.click(id)) break
    }
    canvas.addEventListener('pointerdown', onDown)
    canvas.addEventListener('click', onClick)

    const withdraw = exposeForTests('imageTracking', {
      processed: () => processed,
      frames: () => frames,
      poses: () => poses,
      visible: (id: string) => live().nodes[id]?.visible ?? null,
      firstPoseMs: () => firstPoseMs,
      timings: () => ({ ...timings }),
      state: () => state,
      targetCentre: () => {
        if (!world || !anchor.visible) return null
        const centre = projectedCentre(world, projection, pictureWidth, pictureHeight, size.width, size.height)
        return centre && { ...toFeed(centre, fit), width: feedWidth, height: feedHeight }
      },
      screenOf: (id: string) => {
        const holder = core.holderFor(id)
        if (!holder || !anchor.visible) return null
        scene.updateMatrixWorld()
        const v = holder.getWorldPosition(new Vector3()).project(camera)
        const rect = canvas.getBoundingClientRect()
        return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height }
      },
    })

    let stopped = false
    return {
      stop() {
        if (stopped) return
        stopped = true
        withdraw()
        // The controller stays ready for the next Start AR; only its loop stops.
        tracker.stop()
        for (const track of stream.getTracks()) track.stop()
        video.srcObject = null
        observer.disconnect()
        canvas.removeEventListener('pointerdown', onDown)
        canvas.removeEventListener('click', onClick)
        renderer.setAnimationLoop(null)
        runtime.dispose()
        stage.dispose()
        video.remove()
        canvas.remove()
        options.onState('stopped')
      },
      /** For the bench: ms from start to the first pose. */
      firstPoseMs: () => firstPoseMs,
      matrix: () => new Matrix4().copy(anchor.matrix),
    }
  } catch (error) {
    for (const step of cleanup) step()
    throw error
  }
}

export type ImageArSession = Awaited<ReturnType<typeof startImageAr>>

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
