import { Group, Matrix4, Mesh, MeshBasicMaterial, PerspectiveCamera, Quaternion, Raycaster, Scene, Vector2, Vector3, WebGLRenderer } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { createSceneCore } from '../../scene-render/core/scene-core'
import { createCoreEvents } from '../../scene-render/core/core-events'
import { headGeometry } from '../../face-tracking/head-geometry'
import { coverFov, feedPixelOf, headPose } from './face-pose'
import { prepareFaceTracker } from './face-tracker'

export type FaceArState = 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'

export interface FaceArOptions {
  container: HTMLElement
  doc: SceneDocument
  onState: (state: FaceArState) => void
  onRedirect: (url: string) => void
}

const CLICK_SLOP = 8
/** Against jitter: each new pose moves the anchor this far towards it (frames come 30 a second on a phone). */
const SMOOTHING = 0.6

/**
 * Face AR: the front camera's feed full screen and mirrored (a selfie view), @vladmandic/human's
 * face mesh giving the head's pose each frame, and the scene drawn by the scene core on a
 * transparent canvas above it, anchored to the head. An invisible head drawn first into the depth
 * buffer hides what the viewer's own head would hide (the back of a hat, glasses' arms).
 */
export async function startFaceAr(options: FaceArOptions) {
  const { container, doc } = options
  options.onState('starting')
  const started = performance.now()
  const timings: Record<string, number> = {}
  const tap = performance.getEntriesByName('face-ar-tap').at(-1)
  if (tap) timings.tap = Math.round(tap.startTime - started)
  const mark = (name: string) => (timings[name] = Math.round(performance.now() - started))

  // Usually ready since the page came up; else the models load while the visitor answers the camera prompt.
  const trackerReady = prepareFaceTracker()
  trackerReady.catch(() => undefined)
  const stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } })
  const cleanup: (() => void)[] = [() => stream.getTracks().forEach((track) => track.stop())]
  try {
    const video = document.createElement('video')
    for (const flag of ['autoplay', 'muted', 'playsinline']) video.setAttribute(flag, '')
    video.muted = true
    video.className = 'image-ar-feed face-ar-feed'
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

    const canvas = document.createElement('canvas')
    canvas.className = 'image-ar-canvas'
    canvas.dataset.testid = 'ar-canvas'
    container.append(canvas)
    cleanup.push(() => canvas.remove())
    const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true, preserveDrawingBuffer: true })
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
    renderer.setClearColor(0x000000, 0)
    cleanup.push(() => renderer.dispose())
    const scene = new Scene()
    const camera = new PerspectiveCamera()
    const anchor = new Group()
    anchor.matrixAutoUpdate = false
    anchor.visible = false
    scene.add(anchor)
    const core = createSceneCore({ renderer, scene, studio: true })
    core.setPassthrough(true)
    anchor.add(core.content)
    anchor.add(core.look)

    // The occluder: depth only, drawn before everything else; a hair smaller than the reference
    // head so that what sits on the skin (glasses' rims, face paint) is not cut.
    const occluderGeometry = headGeometry(2)
    const occluder = new Mesh(occluderGeometry, new MeshBasicMaterial({ colorWrite: false }))
    occluder.name = 'face-occluder'
    occluder.scale.setScalar(0.97)
    occluder.renderOrder = -1000
    occluder.visible = doc.settings.faceTracking?.occlude ?? true
    anchor.add(occluder)

    const { runtime, live } = createCoreEvents(core, doc, options.onRedirect)

    // The feed covers the screen, mirrored; the camera's field of view follows the crop.
    const layout = () => {
      const width = container.clientWidth || window.innerWidth
      const height = container.clientHeight || window.innerHeight
      const cover = Math.max(width / feed.width, height / feed.height)
      const shown = { width: feed.width * cover, height: feed.height * cover }
      Object.assign(video.style, { width: `${shown.width}px`, height: `${shown.height}px`, left: `${(width - shown.width) / 2}px`, top: `${(height - shown.height) / 2}px`, transform: 'scaleX(-1)' })
      camera.fov = coverFov(feed, shown.height, height)
      camera.near = 0.01
      camera.far = 100
      camera.aspect = width / height
      camera.updateProjectionMatrix()
      renderer.setSize(width, height, false)
    }
    layout()
    const observer = new ResizeObserver(layout)
    observer.observe(container)
    cleanup.push(() => observer.disconnect())

    // The tracker is the page's (prepared once): it stays for the next Start.
    const tracker = await trackerReady
    mark('ready')

    let processed = 0
    let frames = 0
    let poses = 0
    let firstPoseMs: number | null = null
    let faceBox: [number, number, number, number] | null = null
    let state: FaceArState = 'searching'
    const setState = (next: FaceArState) => {
      if (next !== state) options.onState((state = next))
    }
    options.onState('searching')
    const target = new Matrix4()
    const blend = (next: Matrix4) => {
      if (!anchor.visible) return anchor.matrix.copy(next)
      // Position and rotation towards the new pose (decomposed: a matrix lerp would shear).
      const [p0, q0, s0, p1, q1, s1] = [new Vector3(), new Quaternion(), new Vector3(), new Vector3(), new Quaternion(), new Vector3()]
      anchor.matrix.decompose(p0, q0, s0)
      next.decompose(p1, q1, s1)
      anchor.matrix.compose(p0.lerp(p1, SMOOTHING), q0.slerp(q1, SMOOTHING), s0.lerp(s1, SMOOTHING))
    }

    let stopped = false
    const loop = async () => {
      while (!stopped) {
        if (video.readyState < 2) {
          await new Promise((r) => setTimeout(r, 30))
          continue
        }
        const face = await tracker.detect(video)
        if (stopped) break
        processed += 1
        const pose = face.mesh && headPose(face.mesh, feed)
        if (firstPoseMs !== null) frames += 1
        if (pose) {
          if (firstPoseMs === null) {
            firstPoseMs = performance.now() - started
            mark('firstPose')
            performance.mark('face-ar-first-pose')
            frames = 1
          }
          poses += 1
          faceBox = face.box
          blend(target.copy(pose))
          anchor.matrixWorldNeedsUpdate = true
          anchor.visible = true
          setState('tracking')
        } else {
          faceBox = null
          anchor.visible = false
          setState('searching')
        }
        // Let the page draw between detections.
        await new Promise((r) => requestAnimationFrame(r))
      }
    }
    void loop().catch((error) => {
      console.error(error)
      setState('error')
    })

    let last = performance.now()
    const contactShadow = () => core.look.getObjectByName('contact-shadow')
    renderer.setAnimationLoop((now: number) => {
      const delta = Math.min((now - last) / 1000, 0.1)
      last = now
      core.tick(delta)
      // No ground on a face: the studio look's contact shadow would lie across it.
      const shadow = contactShadow()
      if (shadow) shadow.visible = false
      core.beforeRender(camera)
      renderer.render(scene, camera)
    })

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

    const screenOfPoint = (point: Vector3) => {
      const v = point.clone().project(camera)
      const rect = canvas.getBoundingClientRect()
      return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height }
    }
    const withdraw = exposeForTests('faceTracking', {
      backend: () => tracker.backend(),
      processed: () => processed,
      frames: () => frames,
      poses: () => poses,
      firstPoseMs: () => firstPoseMs,
      timings: () => ({ ...timings }),
      state: () => state,
      feed: () => ({ ...feed }),
      /** The found face's box centre on the unmirrored feed, and the head centre's projection there. */
      faceBoxCentre: () => (faceBox ? { x: faceBox[0] + faceBox[2] / 2, y: faceBox[1] + faceBox[3] / 2 } : null),
      headCentreOnFeed: () => (anchor.visible ? feedPixelOf(new Vector3().setFromMatrixPosition(anchor.matrix), feed) : null),
      headScreen: () => (anchor.visible ? screenOfPoint(new Vector3().setFromMatrixPosition(anchor.matrix)) : null),
      headDepth: () => (anchor.visible ? -anchor.matrix.elements[14] : null),
      screenOf: (id: string) => {
        const holder = core.holderFor(id)
        if (!holder || !anchor.visible) return null
        scene.updateMatrixWorld()
        return screenOfPoint(holder.getWorldPosition(new Vector3()))
      },
      visible: (id: string) => live().nodes[id]?.visible ?? null,
    })

    return {
      stop() {
        if (stopped) return
        stopped = true
        withdraw()
        canvas.removeEventListener('pointerdown', onDown)
        canvas.removeEventListener('click', onClick)
        renderer.setAnimationLoop(null)
        runtime.dispose()
        core.dispose()
        occluderGeometry.dispose()
        video.srcObject = null
        for (const step of cleanup) step()
        options.onState('stopped')
      },
      firstPoseMs: () => firstPoseMs,
    }
  } catch (error) {
    for (const step of cleanup) step()
    throw error
  }
}

export type FaceArSession = Awaited<ReturnType<typeof startFaceAr>>
