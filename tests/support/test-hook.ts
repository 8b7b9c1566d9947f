import type { BrowserContext, Frame, Page } from 'playwright-core'
import type { EditorView } from '@codemirror/view'
import type { SceneDocument } from '../../src/shared/scene/schema'
import type { TestHookName } from '../../src/app/test-hook'
import type { docStore, sessionStore } from '../../src/app/features/editor/editor-store'
import type { viewportProbe } from '../../src/app/features/editor/viewport/viewport-probe'
import type { FrameRect } from '../../src/app/features/scene-render/core/camera-fit'

/**
 * The tests' side of src/app/test-hook.ts: every page a test (or a bench) opens in `context` gets
 * the flag before any of the app's scripts run, so the app exposes its probes there and nowhere else.
 */
export async function enableTestHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    ;(window as unknown as { __testHooks?: boolean }).__testHooks = true
  })
}

type Vec3 = [number, number, number]
type Point = { x: number; y: number }
type Bounds = { min: Vec3; max: Vec3 }

/** What the app exposes under each hook name (the members the tests and benches read). */
export interface TestHooks {
  spatialEditor: {
    docStore: typeof docStore
    sessionStore: typeof sessionStore
    viewportProbe: typeof viewportProbe
    /** The code window's editor, while it is open. */
    codeView?: EditorView
    /** The preview window's XR session, while one runs. */
    previewXr?: 'ar' | 'vr' | null
    /** The preview window's canvas, while it is open. */
    preview?: {
      visible: (id: string) => boolean | null
      playing: (id: string) => boolean | null
      project: (id: string) => Point | null
      worldPosition: (id: string) => Vec3 | null
      pick: (x: number, y: number) => string | null
    }
  }
  spatialViewer: {
    mode: 'ar' | 'vr' | null
    visible: (id: string) => boolean | null
    content: () => { visible: boolean; position: Vec3; scale: number } | null
    playing: (id: string) => boolean | null
    worldPosition: (id: string) => Vec3 | null
    project: (point: Vec3) => Point
    /** The camera's place, orbit target and lens. */
    view: () => { position: Vec3; target: Vec3; fov: number; near: number; far: number }
    /** The splat renderer's budget in force and the splats its last frame drew (the XR viewer; null without a splat). */
    splats?: () => { budget: number; drawn: number } | null
  }
  spatialViewerFrame: { rects: () => FrameRect[]; lookComplete?: () => boolean }
  assistantPreview: { rects: () => FrameRect[]; nodeIds: () => string[]; bounds: (id: string) => Bounds | null }
  /** The editor's image-target work (issue 27). */
  imageTarget: { jobs: { getState: () => { percent: number | null; lastCompileMs: number | null } } }
  /** The public viewer's camera AR on an image target, while it runs. */
  imageTracking: {
    /** Every frame the tracker has processed. */
    processed: () => number
    /** Frames processed since the first pose, and how many of them carried a pose. */
    frames: () => number
    poses: () => number
    /** ms from Start AR to the first pose, or null before it. */
    firstPoseMs: () => number | null
    /** ms from the session's start to: the tap on Start AR (negative: before it), the camera running, the target read, the tracker warmed up, the first pose. */
    timings: () => Partial<Record<'tap' | 'camera' | 'target' | 'warm' | 'firstPose', number>>
    /** The target's centre projected on the camera feed, in feed pixels (null while lost), with the feed's size. */
    targetCentre: () => { x: number; y: number; width: number; height: number } | null
    /** Where an anchored object's centre is on screen (CSS pixels), or null. */
    screenOf: (id: string) => Point | null
    state: () => 'idle' | 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'
    /** Whether a node is shown (its events may hide it). */
    visible: (id: string) => boolean | null
  }
  /** The public viewer's Location-Based AR, while it runs. */
  locationAr: {
    /** Each top-level object's bearing and distance from the visitor, and its centre on screen (CSS pixels; null behind). */
    placed: () => { id: string; bearing: number; distance: number; screen: Point | null }[]
    heading: () => number | null
    fix: () => { latitude: number; longitude: number; accuracy: number } | null
    /** The camera's horizontal field of view (degrees) and the canvas width (CSS pixels). */
    view: () => { hfov: number; width: number }
  }
  /** The public viewer's face AR (issue 29), while it runs. */
  faceTracking: {
    /** tfjs's backend ('webgl'). */
    backend: () => string
    /** Every camera frame the face model has run on. */
    processed: () => number
    /** Frames since the first pose, and how many of them carried one. */
    frames: () => number
    poses: () => number
    /** ms from the session's start to the first pose, or null before it. */
    firstPoseMs: () => number | null
    /** ms from the session's start to: the tap on Start (negative), the camera running, the canvas, scene and tracker ready, the first pose. */
    timings: () => Partial<Record<'tap' | 'camera' | 'ready' | 'firstPose', number>>
    state: () => 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'
    feed: () => { width: number; height: number }
    /** The found face's box centre on the unmirrored feed (pixels), or null. */
    faceBoxCentre: () => Point | null
    /** The anchored head centre projected on the unmirrored feed, or null. */
    headCentreOnFeed: () => Point | null
    /** The head centre on screen (CSS pixels), and its distance from the camera (m), or null. */
    headScreen: () => Point | null
    headDepth: () => number | null
    /** Where an anchored object's centre is on screen, or null. */
    screenOf: (id: string) => Point | null
    visible: (id: string) => boolean | null
  }
  /** The public viewer's body AR, while it runs. */
  bodyTracking: {
    /** tfjs's backend ('webgl'). */
    backend: () => string
    /** Every camera frame MoveNet has run on. */
    processed: () => number
    /** Frames since the first pose, and how many of them carried one. */
    frames: () => number
    poses: () => number
    /** ms from the session's start to the first pose, or null before it. */
    firstPoseMs: () => number | null
    /** ms from the session's start to: the tap on Start (negative), the camera running, the tracker ready, the first pose. */
    timings: () => Partial<Record<'tap' | 'camera' | 'ready' | 'firstPose', number>>
    state: () => 'starting' | 'searching' | 'tracking' | 'stopped' | 'error'
    facing: () => 'environment' | 'user'
    feed: () => { width: number; height: number }
    /** The last body found: its keypoints (feed pixels, unmirrored) by name, scored. */
    keypoints: () => Record<string, { x: number; y: number; score: number }> | null
    /** An attachment point (smoothed) on screen, CSS pixels, or null while it is not found. */
    pointScreen: (point: string) => Point | null
    /** Where a pinned or following object's centre is on screen, or null. */
    screenOf: (id: string) => Point | null
    visible: (id: string) => boolean | null
  }
  /** The public viewer's Area Tracking session (area-placement.tsx), while its canvas is up. */
  areaTracking: {
    state: () => {
      points: { label: string; position: Vec3 }[]
      taps: Vec3[]
      alignment: { yaw: number; translation: Vec3; residual: number; worst: number } | null
      problem: string | null
      anchored: boolean
      restored: boolean
    }
    /** Where the reticle (the hit test from the screen's centre) is now, or null before a hit. */
    hit: () => Vec3 | null
    /** The prompt drawn in the session, for one without a DOM overlay (text null where none is drawn). */
    hud?: () => { shown: boolean; text: string | null }
    /** The content group's place in the room. */
    content: () => { visible: boolean; position: Vec3; yaw: number } | null
  }
  /** The public viewer's WebXR Location-Based AR session (location-xr-placement.tsx), while its canvas is up. */
  locationXr: {
    state: () => {
      status: { fix: { latitude: number; longitude: number; accuracy: number } | null; heading: number | null; problem: string | null }
      /** Where the content was put: the turn from north into the XR world, about the viewer's place then. */
      placement: { turn: number; origin: Vec3; heading: number; placed: { id: string; bearing: number; distance: number }[] } | null
      placements: number
    }
    /** The XR viewer's position and yaw (radians about +y from −z) at the last frame. */
    viewer: () => { position: Vec3; yaw: number } | null
  }
}
// Every name the app can expose is described here.
type _AllNamed = TestHookName extends keyof TestHooks ? true : never
const _allNamed: _AllNamed = true
void _allNamed

/** A page or a frame (the viewer inside an embed). */
type Target = Pick<Page | Frame, 'evaluate'>
type Options = { timeout?: number }

/**
 * The one way tests and benches read the app's probes: `read` runs in the page with the hook
 * (undefined until the app exposes it) and `arg` (JSON), and its answer comes back. The call is
 * sent as one expression, so `read` must not use anything from the test's scope but `arg`.
 */
const expression = (name: TestHookName, read: (...args: never[]) => unknown, arg: unknown) =>
  `(${read.toString()})(window.__${name}, ${arg === undefined ? 'undefined' : JSON.stringify(arg)})`

export function readHook<N extends TestHookName, R, A = undefined>(page: Target, name: N, read: (hook: TestHooks[N], arg: A) => R, arg?: A): Promise<Awaited<R>> {
  return page.evaluate(expression(name, read, arg)) as Promise<Awaited<R>>
}

/**
 * Waits until `until` (by default: the hook is there) answers something truthy in the page, as
 * page.waitForFunction would (30 s unless told; 0 waits for ever). It asks again every 100 ms
 * through readHook: waitForFunction evaluates a string with eval in the page, which the app's
 * Content-Security-Policy forbids. A navigation meanwhile is waited out; any other error fails.
 */
export async function waitForHook<N extends TestHookName, A = undefined>(
  page: Target,
  name: N,
  until: (hook: TestHooks[N], arg: A) => unknown = (hook) => hook,
  arg?: A,
  { timeout = 30_000 }: Options = {},
): Promise<void> {
  const deadline = timeout > 0 ? Date.now() + timeout : Infinity
  for (;;) {
    try {
      if (await page.evaluate(`Boolean(${expression(name, until, arg)})`)) return
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error
    }
    if (Date.now() > deadline) throw new Error(`waitForHook: ${name} did not answer ${until.toString()} within ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The editor's document, as its store holds it now. */
export const editorDoc = (page: Target): Promise<SceneDocument> => readHook(page, 'spatialEditor', (e) => e.docStore.getState().doc)

/** The public viewer's probe, one call per member. */
export const viewerProbe = (page: Target) => ({
  project: (point: Vec3) => readHook(page, 'spatialViewer', (viewer, p) => viewer.project(p), point),
  visible: (id: string) => readHook(page, 'spatialViewer', (viewer, nid) => viewer.visible(nid), id),
  playing: (id: string) => readHook(page, 'spatialViewer', (viewer, nid) => viewer.playing(nid), id),
})
