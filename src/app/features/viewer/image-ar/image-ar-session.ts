import { Controller, type MindTargetResult } from 'mind-ar/dist/mindar-image.prod.js'
import { Group, Matrix4, PerspectiveCamera, Raycaster, Scene, Vector2, Vector3, WebGLRenderer } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { createSceneCore } from '../../scene-render/core/scene-core'
import { createEventsRuntime, withMotion, withVisibility } from '../../scene-render/events-runtime'
import { cameraFromProjection, projectedCentre, sceneToTarget } from './target-pose'

export type ArState = 'idle' | 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'

export interface ImageArOptions {
  /** Full-screen element the feed and the canvas go in. */
  container: HTMLElement
  doc: SceneDocument
  /** The compiled target (.mind) bytes, awaited once the camera runs (both load at once). */
  target: Promise<ArrayBuffer>
  onState: (state: ArState, detail?: string) => void
  onRedirect: (url: string) => void
  /** Fired triggers (analytics). */
  onTrigger?: (event: { nodeId: string; trigger: string }) => void
}

/**
 * Against jitter: MindAR's own One Euro filter on the pose, with its defaults (cut-off 0.001/ms,
 * beta 1000 for its pixel units). A much lower beta (tried: 0.01) lagged a moving picture by half
 * a second on the test clip.
 */
/*
 * Against jitter: MindAR's own One Euro filter on the pose, with its defaults (cut-off 0.001/ms,
 * beta 1000 for its pixel units). A much lower beta (tried: 0.01) lagged a moving picture by
 * several pixels more on the test clip.
 */
/**
 * Frames the picture must be tracked before it shows (MindAR's default is 5): every match already
 * passed a homography check, and each frame costs a phone about 30 ms, a software-GL test 200 ms.
 */
const WARMUP_FRAMES = 2
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

  const stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } })
  // Whatever fails after the camera started must not leave it running.
  const cleanup: (() => void)[] = [() => stream.getTracks().forEach((track) => track.stop())]
  try {
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
    // MindAR reads the element's width/height attributes: without them it detects nothing.
    video.setAttribute('width', String(feedWidth))
    video.setAttribute('height', String(feedHeight))

    const canvas = document.createElement('canvas')
    canvas.className = 'image-ar-canvas'
    canvas.dataset.testid = 'ar-canvas'
    container.append(canvas)
    cleanup.push(() => canvas.remove())
    const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true, preserveDrawingBuffer: true })
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
    renderer.setClearColor(0x000000, 0)
    const scene = new Scene()
    const camera = new PerspectiveCamera()
    const anchor = new Group()
    anchor.matrixAutoUpdate = false
    anchor.visible = false
    scene.add(anchor)
    const core = createSceneCore({ renderer, scene, studio: true })
    // The camera's picture is the background: no sky or fog over it.
    core.setPassthrough(true)
    anchor.add(core.content)
    // The lights and contact shadow stand on the picture too.
    anchor.add(core.look)

    let hidden: Record<string, boolean> = {}
    let playing: Record<string, boolean> = {}
    let live = doc
    const show = () => {
      live = withMotion(withVisibility(doc, hidden), playing)
      core.setDocument(live)
    }
    const runtime = createEventsRuntime(() => live, {
      setVisible: (id, visible) => {
        hidden = { ...hidden, [id]: !visible }
        show()
      },
      media: () => undefined,
      redirect: options.onRedirect,
      animate: (id) => {
        playing = { ...playing, [id]: !playing[id] }
        show()
      },
    })
    show()

    const controller = new Controller({ inputWidth: feedWidth, inputHeight: feedHeight, maxTrack: 1, warmupTolerance: WARMUP_FRAMES, onUpdate: (data) => onUpdate(data) })
    const { dimensions } = controller.addImageTargetsFromBuffer(await options.target)
    mark('target')
    const [pictureWidth, pictureHeight] = dimensions[0]
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
      const lens = cameraFromProjection(projection, feedHeight, shownHeight, height)
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
        if (firstPoseMs !== null) {
          frames += 1
          if (posedThisFrame) poses += 1
        }
        posedThisFrame = false
      }
    }

    await controller.dummyRun(video)
    mark('warm')
    options.onState('searching')
    controller.processVideo(video)

    let last = performance.now()
    renderer.setAnimationLoop((now: number) => {
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
      visible: (id: string) => live.nodes[id]?.visible ?? null,
      firstPoseMs: () => firstPoseMs,
      timings: () => ({ ...timings }),
      state: () => state,
      targetCentre: () => {
        if (!world || !anchor.visible) return null
        const centre = projectedCentre(world, projection, pictureWidth, pictureHeight, feedWidth, feedHeight)
        return centre && { ...centre, width: feedWidth, height: feedHeight }
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
        controller.stopProcessVideo()
        for (const track of stream.getTracks()) track.stop()
        video.srcObject = null
        observer.disconnect()
        canvas.removeEventListener('pointerdown', onDown)
        canvas.removeEventListener('click', onClick)
        renderer.setAnimationLoop(null)
        runtime.dispose()
        core.dispose()
        renderer.dispose()
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
