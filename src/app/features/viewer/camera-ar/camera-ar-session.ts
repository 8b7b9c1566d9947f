import { Raycaster, Vector2, Vector3 } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { exposeForTests, type TestHookName } from '@app/test-hook'
import { createCoreEvents } from '../../scene-render/core/core-events'
import { makeArStage, type ArStage } from './ar-stage'

export type ArState = 'idle' | 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'
export type Facing = 'environment' | 'user'

export interface FeedSize {
  width: number
  height: number
}

/** What a tracker is handed once the feed plays: everything it needs to move the anchor. */
export interface TrackerContext {
  video: HTMLVideoElement
  feed: FeedSize
  /** The front camera's picture is shown mirrored (a selfie view); a tracker mirrors what it finds. */
  mirrored: boolean
  stage: ArStage
  doc: SceneDocument
  /** Since the session's start, in ms, for the bench's steps. */
  mark: (name: string) => void
  timings: Record<string, number>
  started: number
  /** 'tracking' while the anchor is placed, 'searching' while nothing is found. */
  setState: (state: ArState) => void
}

/** A tracker running on one feed. */
export interface RunningTracker {
  /** The render camera's lens for the feed shown at `shown` CSS pixels in a `view` of that many. */
  lens: (shown: FeedSize, view: FeedSize) => { fov: number; near: number; far: number }
  /** Each frame before drawing (a feed copied for the tracker, a pose smoothed towards its target). */
  beforeRender?: (delta: number) => void
  /** What the tests read beyond the stage's own (poses, where things are). */
  hook: Record<string, unknown>
  stop: () => void
}

/** One kind of tracking (image, face, body) that the stage runs. */
export interface CameraTracker {
  /** The test hook's name (imageTracking, faceTracking, bodyTracking). */
  hookName: TestHookName
  /** The performance mark the page sets on the tap that opened the session. */
  tapMark: string
  /** The feed size asked for (the tracker's input is small; the picture is cover-fitted anyway). */
  ideal: FeedSize
  /** Build the scene's GL programs when the stage is made (else on its first frame). */
  compileFirst?: boolean
  run: (context: TrackerContext) => Promise<RunningTracker>
}

export interface CameraArOptions {
  /** Full-screen element the feed and the canvas go in. */
  container: HTMLElement
  doc: SceneDocument
  facing: Facing
  tracker: CameraTracker
  onState: (state: ArState) => void
  onRedirect: (url: string) => void
  /** The drawing side made before the tap (taken once), if there is one. */
  stage?: () => ArStage | null
}

/** A press that moved further than this (px) is a drag, not a tap. */
const CLICK_SLOP = 8

/**
 * Camera AR, whatever is tracked: the chosen camera's feed covering the screen (mirrored for the
 * front one), the scene core drawn on a transparent canvas above it by the viewer's one renderer
 * (make-renderer.ts, through ar-stage.ts), taps raycast into the document's events, and stop(),
 * which releases the camera. The tracker plugged in moves the anchor and says how the lens looks.
 */
export async function startCameraAr(options: CameraArOptions) {
  const { container, doc, tracker, facing } = options
  options.onState('starting')
  const started = performance.now()
  const timings: Record<string, number> = {}
  const tap = performance.getEntriesByName(tracker.tapMark).at(-1)
  if (tap) timings.tap = Math.round(tap.startTime - started)
  const mark = (name: string) => (timings[name] = Math.round(performance.now() - started))

  // The camera starts while the renderer and scene are made (it takes 100s of ms to answer).
  const streaming = navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: facing, width: { ideal: tracker.ideal.width }, height: { ideal: tracker.ideal.height } } })
  const stage = options.stage?.() ?? makeArStage(doc, { compile: tracker.compileFirst ?? false })
  mark('renderer')
  const stream = await streaming.catch((error: unknown) => {
    stage?.dispose()
    throw error
  })
  // Whatever fails after the camera started must not leave it running.
  const cleanup: (() => void)[] = [() => stream.getTracks().forEach((track) => track.stop()), () => stage?.dispose()]
  try {
    if (!stage) throw new Error('WebGL could not start on this device')
    const { canvas, renderer, scene, camera, anchor, core } = stage
    const mirrored = facing === 'user'
    const video = document.createElement('video')
    for (const flag of ['autoplay', 'muted', 'playsinline']) video.setAttribute(flag, '')
    video.muted = true
    video.className = 'image-ar-feed'
    video.dataset.testid = 'ar-feed'
    container.append(video)
    cleanup.push(() => video.remove())
    video.srcObject = stream
    await new Promise<void>((resolve) => (video.readyState >= 1 ? resolve() : video.addEventListener('loadedmetadata', () => resolve(), { once: true })))
    await video.play().catch(() => undefined)
    mark('camera')
    const feed = { width: video.videoWidth, height: video.videoHeight }
    video.setAttribute('width', String(feed.width))
    video.setAttribute('height', String(feed.height))

    let state: ArState = 'searching'
    const setState = (next: ArState) => {
      if (next !== state) options.onState((state = next))
    }
    const running = await tracker.run({ video, feed, mirrored, stage, doc, mark, timings, started, setState })
    cleanup.push(() => running.stop())
    container.append(canvas)
    cleanup.push(() => canvas.remove())
    const { runtime, live } = createCoreEvents(core, doc, options.onRedirect)
    cleanup.push(() => runtime.dispose())

    // The feed covers the screen (cropped, never letterboxed); the lens follows the crop.
    const layout = () => {
      const width = container.clientWidth || window.innerWidth
      const height = container.clientHeight || window.innerHeight
      const cover = Math.max(width / feed.width, height / feed.height)
      const shown = { width: feed.width * cover, height: feed.height * cover }
      Object.assign(video.style, { width: `${shown.width}px`, height: `${shown.height}px`, left: `${(width - shown.width) / 2}px`, top: `${(height - shown.height) / 2}px`, transform: mirrored ? 'scaleX(-1)' : '' })
      Object.assign(camera, running.lens(shown, { width, height }))
      camera.aspect = width / height
      camera.updateProjectionMatrix()
      renderer.setSize(width, height, false)
    }
    layout()
    const observer = new ResizeObserver(layout)
    observer.observe(container)
    cleanup.push(() => observer.disconnect())
    options.onState('searching')

    let last = performance.now()
    renderer.setAnimationLoop((now: number) => {
      const delta = Math.min((now - last) / 1000, 0.1)
      last = now
      running.beforeRender?.(delta)
      core.tick(delta)
      core.beforeRender(camera)
      renderer.render(scene, camera)
    })
    cleanup.push(() => renderer.setAnimationLoop(null))

    // Taps: the same events as the viewer's clicks, only while something is placed.
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
    cleanup.push(() => {
      canvas.removeEventListener('pointerdown', onDown)
      canvas.removeEventListener('click', onClick)
    })

    const withdraw = exposeForTests(tracker.hookName, {
      timings: () => ({ ...timings }),
      state: () => state,
      feed: () => ({ ...feed }),
      facing: () => facing,
      visible: (id: string) => live().nodes[id]?.visible ?? null,
      screenOf: (id: string) => {
        const holder = core.holderFor(id)
        if (!holder || !anchor.visible) return null
        scene.updateMatrixWorld()
        return stage.screenOfPoint(holder.getWorldPosition(new Vector3()))
      },
      ...running.hook,
    })
    cleanup.push(withdraw)

    let stopped = false
    return {
      stop() {
        if (stopped) return
        stopped = true
        video.srcObject = null
        // Last made, first undone: the hook, the loop and the tracker before the stage and the camera.
        for (const step of cleanup.reverse()) step()
        options.onState('stopped')
      },
    }
  } catch (error) {
    for (const step of cleanup.reverse()) step()
    throw error
  }
}

export type CameraArSession = Awaited<ReturnType<typeof startCameraAr>>
