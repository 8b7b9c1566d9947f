import { PerspectiveCamera, Raycaster, Vector2, Vector3 } from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import type { SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { MAX_POLAR, MIN_POLAR } from '../scene-render/core/camera-fit'
import { restOrbit } from '../scene-render/core/orbit-rest'
import { studioLookOn } from '../scene-render/core/look-flag'
import { createSceneCore, type SceneCore } from '../scene-render/core/scene-core'
import { splatFrame } from '../scene-render/core/splat-frame'
import { onTriggerFired } from '../scene-render/events-runtime'
import { createCoreEvents } from '../scene-render/core/core-events'
import { createCoreClips } from './core-clips'
import { makeRenderer } from './make-renderer'
import { createMovingResolution } from './moving-resolution'
import type { EarlyContext } from './early-context'

/** The spec's viewer constants. */
const CAMERA_HEIGHT = 2.5
const MAX_MODEL_SIZE = 10
/** Models and fonts arrive after the document: the framing is measured again for a while. */
const FIT_POLL_MS = 300
const FIT_FOR_MS = 15_000
/** A press that moved further than this (CSS pixels) was a drag of the camera, not a click. */
const CLICK_SLOP = 5

export interface CoreViewer {
  /** The element holding the canvas (data-testid="viewer-canvas"); the page may move it. */
  readonly host: HTMLElement
  readonly core: SceneCore
  /** Resolves once the first frame with the document's content has been drawn. */
  readonly firstFrame: Promise<void>
  /**
   * Fired clicks, as the events runtime announces them. This page is a build of its own, so its
   * runtime is not the module instance the React page imports: the page listens through here.
   */
  readonly onTriggerFired: typeof onTriggerFired
  dispose: () => void
}

export interface CoreViewerOptions {
  doc: SceneDocument
  /** Where redirect events go (an embed replaces the host page, elsewhere a new tab). */
  onRedirect: (url: string) => void
  /** A canvas and context the page made before this chunk loaded (early-context.ts). */
  early?: EarlyContext | null
}

/**
 * The public viewer without React: a plain WebGLRenderer drawing the scene core, orbit controls,
 * clicks resolved to the document's events, and the shared camera fit. Null when WebGL is missing
 * (the React page then shows why).
 */
export function createCoreViewer({ doc, onRedirect, early }: CoreViewerOptions): CoreViewer | null {
  const host = document.createElement('div')
  host.dataset.testid = 'viewer-canvas'
  host.style.cssText = 'position:absolute;inset:0;overflow:hidden'
  const canvas = early?.canvas ?? document.createElement('canvas')
  canvas.style.cssText = 'display:block;width:100%;height:100%'
  host.append(canvas)
  const renderer = makeRenderer(canvas, { context: early?.context })
  if (!renderer) return null
  const resolution = createMovingResolution(renderer, renderer.getPixelRatio())
  const camera = new PerspectiveCamera(60, 1, 0.01, 5000)
  camera.position.set(0, CAMERA_HEIGHT, 12)
  // The core asks for a frame when something visible changed (a model arrived, a document applied).
  let wake = () => {}
  const core: SceneCore = createSceneCore({ renderer, onChange: () => wake(), studio: studioLookOn(), maxModelSize: MAX_MODEL_SIZE, deferLook: true, onModel: (id) => void clips.modelArrived(id).then(() => wake()) })
  const clips = createCoreClips(core, () => live())
  const controls = new OrbitControls(camera, canvas)
  controls.enablePan = false
  controls.enableDamping = true
  controls.minPolarAngle = MIN_POLAR
  controls.maxPolarAngle = MAX_POLAR
  controls.target.set(0, 0.5, 0)

  const { runtime, live } = createCoreEvents(core, doc, onRedirect)

  let touched = false
  // The visitor's hand is on the camera from 'start' to 'end' (its glide after that is `turning`).
  let holding = false
  controls.addEventListener('start', () => (touched = holding = true))
  controls.addEventListener('end', () => (holding = false))
  let size = { width: 0, height: 0 }
  const resize = () => {
    const width = host.clientWidth || window.innerWidth
    const height = host.clientHeight || window.innerHeight
    if (width === size.width && height === size.height) return
    size = { width, height }
    // Setting a canvas's size, even to the one it has, clears its drawing buffer and waits on the GPU.
    const drawn = renderer.getSize(new Vector2())
    if (drawn.x !== width || drawn.y !== height) renderer.setSize(width, height, false)
    camera.aspect = width / Math.max(height, 1)
    camera.updateProjectionMatrix()
    fit()
    wake()
  }
  // Until the visitor takes the camera: one bounds walk and the same fit when nothing moved.
  const fit = () => {
    if (touched || renderer.xr.isPresenting) return
    core.fit(camera, camera.aspect, controls)
  }
  const observer = new ResizeObserver(resize)
  observer.observe(host)
  window.addEventListener('resize', resize)

  // Clicks: the ray's hits, nearest first; the first node (or an ancestor) with events takes it.
  const ray = new Raycaster()
  const pointer = new Vector2()
  let down: { x: number; y: number } | null = null
  const hitsAt = (e: MouseEvent) => {
    const rect = canvas.getBoundingClientRect()
    pointer.set(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1)
    ray.setFromCamera(pointer, camera)
    return core.hits(ray)
  }
  const onDown = (e: PointerEvent) => (down = { x: e.clientX, y: e.clientY })
  const onClick = (e: MouseEvent) => {
    if (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > CLICK_SLOP) return
    const hits = hitsAt(e)
    // A tap on a model whose clip waits for one starts it, events or not (as in the R3F layer).
    if (hits[0] && clips.tap(hits[0])) requestFrame()
    for (const id of hits) if (runtime.click(id)) break
  }
  const onDoubleClick = (e: MouseEvent) => {
    for (const id of hitsAt(e)) if (runtime.doubleClick(id)) break
  }
  canvas.addEventListener('pointerdown', onDown)
  canvas.addEventListener('click', onClick)
  canvas.addEventListener('dblclick', onDoubleClick)

  const draw = () => {
    core.beforeRender(camera)
    renderer.render(core.scene, camera)
  }
  // Drawn on request only: a frame when something changed (the camera, the document, a model
  // arriving, motion, a clip), none while the scene stands still (idle = no GPU work at all).
  let timer = 0
  let disposed = false
  let started = false
  let pending = 0
  let last = 0
  const frame = (now: number) => {
    pending = 0
    const elapsed = (now - last) / 1000
    // Capped: after an idle spell (or a tab in the background) the whole pause is one frame.
    const delta = Math.min(elapsed, 0.1)
    last = now
    const moved = core.tick(delta)
    const playing = clips.tick(delta)
    // three's damping decays per update, not per second: on slow frames (software GL, a busy
    // phone) a glide of sixty updates took half a minute of frames. One update per 60th of a
    // second that passed keeps it to a second of wall time; it ends once its steps are under half
    // a pixel (restOrbit).
    let turning = false
    for (let i = Math.min(30, Math.max(1, Math.round(elapsed * 60))); i > 0; i--) turning = controls.update() || turning
    turning &&= !restOrbit(controls)
    draw()
    // Fewer pixels while the visitor moves the camera on a slow device; full ones once it rests.
    if (holding || turning) resolution.moving(elapsed)
    else if (resolution.rest()) requestFrame()
    if (moved || playing || turning) requestFrame()
  }
  function requestFrame() {
    if (pending || disposed || !started) return
    // A frame after a pause starts its clock now, not at the last frame drawn.
    if (!last || performance.now() - last > 200) last = performance.now()
    pending = requestAnimationFrame(frame)
  }
  wake = requestFrame
  controls.addEventListener('change', requestFrame)
  const firstFrame = (async () => {
    await core.ready()
    if (disposed) return
    resize()
    fit()
    draw()
    started = true
    last = performance.now()
    requestFrame()
    // The room light and contact shadow once that frame is on screen (after this frame's callbacks).
    requestAnimationFrame(() => setTimeout(() => !disposed && core.completeLook(), 0))
    const begun = performance.now()
    timer = window.setInterval(() => (performance.now() - begun > FIT_FOR_MS || touched ? window.clearInterval(timer) : fit()), FIT_POLL_MS)
  })()

  // Read-only handles for debugging and the browser tests: what is shown and where it sits.
  exposeForTests('spatialViewer', {
    mode: null,
    visible: (id: string) => live().nodes[id]?.visible ?? null,
    content: () => ({ visible: core.content.visible, position: core.content.position.toArray(), scale: core.content.scale.x }),
    splats: () => splatFrame(core.scene),
    playing: () => null,
    // Where the node is drawn, its motion included.
    worldPosition: (id: string) => core.holderFor(id)?.getWorldPosition(new Vector3()).toArray() ?? null,
    project: (point: [number, number, number]) => {
      const v = new Vector3(...point).project(camera)
      return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 }
    },
    // Where the camera stands and looks (bench-gpu-cost draws its plain page from the same view).
    view: () => ({ position: camera.position.toArray(), target: controls.target.toArray(), fov: camera.fov, near: camera.near, far: camera.far }),
  })
  exposeForTests('spatialViewerFrame', { rects: () => core.rects(camera), lookComplete: () => core.lookComplete })

  return {
    host,
    core,
    firstFrame,
    onTriggerFired,
    dispose() {
      disposed = true
      window.clearInterval(timer)
      observer.disconnect()
      window.removeEventListener('resize', resize)
      canvas.removeEventListener('pointerdown', onDown)
      canvas.removeEventListener('click', onClick)
      canvas.removeEventListener('dblclick', onDoubleClick)
      runtime.dispose()
      clips.dispose()
      cancelAnimationFrame(pending)
      controls.removeEventListener('change', requestFrame)
      controls.dispose()
      core.dispose()
      renderer.dispose()
      host.remove()
    },
  }
}
