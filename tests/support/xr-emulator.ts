import path from 'node:path'
import { build } from 'esbuild'
import type { XRDevice } from 'iwer'
import type { Frame, Page } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '../..')
let cached: Promise<string> | undefined

/**
 * iwer (an emulated WebXR device) bundled into one script for page.addInitScript, so it installs
 * before the app reads navigator.xr and never ships in the product. The page picks the device with
 * window.__xrEmulate = 'quest3' | 'phone' | 'visionpro' (emulateXr sets it); the device is
 * window.__xrDevice, which tests reach through withXrDevice, aimRightController, pullTrigger and
 * pinch below.
 *
 * 'visionpro' is Apple Vision Pro's Safari as measured (STACK-NOTES): immersive-vr only, no
 * controllers, and look-and-pinch input. iwer 2.5 names the 'transient-pointer' target-ray mode
 * but has no device for it, so one is added here on iwer's own input machinery: a tracked input
 * (XRTrackedInput) whose XRInputSource has targetRayMode 'transient-pointer', no gamepad, a
 * target ray from the eye along the gaze and a grip space at the pinching hand. It exists only
 * while a pinch lasts, as on visionOS: a pinch connects it (the session fires inputsourceschange,
 * added) and the next frame fires selectstart; the release fires select and selectend, then it
 * disconnects (inputsourceschange, removed). It rides in iwer's controller table under
 * 'right', so iwer's own frame loop runs it and lists it in session.inputSources; hands (which
 * on visionOS fire no select) are not emulated.
 */
function xrEmulatorScript(): Promise<string> {
  cached ??= build({
    stdin: {
      contents: `
        import { XRDevice, metaQuest3, XRInputSource, XRInputSourceEvent, XRSpace, P_DEVICE } from 'iwer'
        import { XRTrackedInput } from 'iwer/lib/device/XRTrackedInput.js'
        import { SyntheticEnvironmentModule } from '@iwer/sem'

        class TransientPointer extends XRTrackedInput {
          constructor(globalSpace, mode = 'transient-pointer') {
            super(new XRInputSource('right', mode, [], new XRSpace(globalSpace), undefined, new XRSpace(globalSpace)))
            this.connected = false
            this.phase = 'idle'
            this.releaseWanted = false
          }
          /** Starts a pinch with the gaze ray from position along quaternion's -z. */
          pinch(position, quaternion) {
            this.position.set(position[0], position[1], position[2])
            this.quaternion.set(quaternion[0], quaternion[1], quaternion[2], quaternion[3])
            this.releaseWanted = false
            this.phase = 'appearing'
            this.connected = true
          }
          release() {
            this.releaseWanted = true
          }
          onFrameStart(frame) {
            this.updateTargetRaySpace()
            const fire = (type) => frame.session.dispatchEvent(new XRInputSourceEvent(type, { frame, inputSource: this.inputSource }))
            // iwer runs the inputs before it lists them (inputsourceschange): the frame a pinch
            // appears in only lists it, so selectstart follows the 'added' event, as WebXR orders them.
            if (this.phase === 'appearing') this.phase = 'down'
            else if (this.phase === 'down') {
              fire('selectstart')
              this.phase = 'held'
            } else if (this.phase === 'held' && this.releaseWanted) {
              fire('select')
              fire('selectend')
              this.phase = 'idle'
              this.connected = false
            }
          }
        }

        const kind = window.__xrEmulate
        if (kind === 'visionpro') {
          const visionPro = {
            ...metaQuest3,
            name: 'Emulated Apple Vision Pro',
            controllerConfig: undefined,
            supportedSessionModes: ['inline', 'immersive-vr'],
            supportedFeatures: ['viewer', 'local', 'local-floor', 'bounded-floor', 'unbounded', 'hand-tracking'],
            supportedFrameRates: [90],
            internalNominalFrameRate: 90,
            environmentBlendModes: { 'immersive-vr': 'opaque' },
            isSystemKeyboardSupported: false,
            userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/2.0 Safari/605.1.15',
          }
          const device = new XRDevice(visionPro, { stereoEnabled: false })
          const pointer = new TransientPointer(device[P_DEVICE].globalSpace)
          device.controllers.right = pointer
          device.installRuntime({ forceInstall: true })
          window.__xrDevice = device
          window.__xrTransientPointer = pointer
        } else if (kind) {
          const phone = {
            ...metaQuest3,
            name: 'Emulated AR phone',
            controllerConfig: undefined,
            supportedSessionModes: ['inline', 'immersive-ar'],
            environmentBlendModes: { 'immersive-ar': 'alpha-blend' },
            interactionMode: 'screen-space',
            userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
          }
          const device = new XRDevice(kind === 'phone' ? phone : metaQuest3, { stereoEnabled: false })
          if (kind === 'phone') {
            // A touch on the phone's screen: a 'screen' input that exists only while the finger is down.
            const touch = new TransientPointer(device[P_DEVICE].globalSpace, 'screen')
            device.controllers.right = touch
            window.__xrTransientPointer = touch
          }
          device.installRuntime({ forceInstall: true })
          device.installSEM(SyntheticEnvironmentModule)
          device.sem.loadDefaultEnvironment('office_small')
          window.__xrDevice = device
        }
      `,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text)
  return cached
}

export type XrKind = 'quest3' | 'phone' | 'visionpro'

/** Every document `page` opens from now on has the emulated `kind` of device, installed before any app script. */
export async function emulateXr(page: Page, kind: XrKind): Promise<void> {
  await page.addInitScript({ content: `window.__xrEmulate = ${JSON.stringify(kind)};\n${await xrEmulatorScript()};\n${recordRequests}` })
}

/** Keeps what each requestSession asked for (window.__xrSessionRequests), for sessionRequests below. */
const recordRequests = `(() => {
  const xr = navigator.xr
  const request = xr.requestSession.bind(xr)
  window.__xrSessionRequests = []
  xr.requestSession = (mode, init = {}) => {
    window.__xrSessionRequests.push({ mode, required: init.requiredFeatures || [], optional: init.optionalFeatures || [] })
    return request(mode, init)
  }
})()`

/** The sessions the page asked the emulated device for, with their required and optional features. */
export function sessionRequests(page: Pick<Page, 'evaluate'>) {
  type Request = { mode: string; required: string[]; optional: string[] }
  return page.evaluate(() => (window as unknown as { __xrSessionRequests: Request[] }).__xrSessionRequests)
}

/**
 * Runs `use` in the page on the emulated device, with `arg` (JSON), and answers its result. As
 * with readHook, `use` is sent as text: it must use nothing from the test's scope but `arg`.
 */
export function withXrDevice<R, A = undefined>(page: Pick<Page | Frame, 'evaluate'>, use: (device: XRDevice, arg: A) => R, arg?: A): Promise<Awaited<R>> {
  return page.evaluate(`(${use.toString()})(window.__xrDevice, ${arg === undefined ? 'undefined' : JSON.stringify(arg)})`) as Promise<Awaited<R>>
}

/** Puts the right controller at `position`, turned by `quaternion` (x, y, z, w), in the device's space. */
export const aimRightController = (page: Pick<Page, 'evaluate'>, position: number[], quaternion: number[]) =>
  withXrDevice(
    page,
    (device, { p, q }) => {
      device.controllers.right!.position.set(p[0], p[1], p[2])
      device.controllers.right!.quaternion.set(q[0], q[1], q[2], q[3])
    },
    { p: position, q: quaternion },
  )

/** A press and release of the right trigger, `holdMs` apart (a select, when the frame loop sees both). */
export async function pullTrigger(page: Pick<Page, 'evaluate' | 'waitForTimeout'>, holdMs = 80): Promise<void> {
  await withXrDevice(page, (device) => device.controllers.right!.updateButtonValue('trigger', 1))
  await page.waitForTimeout(holdMs)
  await withXrDevice(page, (device) => device.controllers.right!.updateButtonValue('trigger', 0))
}

/**
 * A look-and-pinch on the emulated Vision Pro (or a touch on the emulated phone's screen): the ray
 * from `position` along `quaternion`'s -z, held for `holdMs`. Answers the input sources the session listed while the pinch was held
 * (the transient pointer is in them only then).
 */
export async function pinch(page: Page, position: number[], quaternion: number[], holdMs = 0): Promise<string[]> {
  type Pointer = { pinch: (p: number[], q: number[]) => void; release: () => void; phase: string }
  await page.evaluate(({ p, q }) => (window as unknown as { __xrTransientPointer: Pointer }).__xrTransientPointer.pinch(p, q), { p: position, q: quaternion })
  // Held once a frame has fired selectstart (the session lists the source from that frame on).
  await page.waitForFunction(() => (window as unknown as { __xrTransientPointer: Pointer }).__xrTransientPointer.phase === 'held', undefined, { timeout: 5000 })
  const held = await withXrDevice(page, (device) => [...(device.activeSession?.inputSources ?? [])].map((s) => s.targetRayMode as string))
  await page.waitForTimeout(holdMs)
  await page.evaluate(() => (window as unknown as { __xrTransientPointer: Pointer }).__xrTransientPointer.release())
  return held
}

/**
 * Replaces the emulated device's surroundings (what its hit test finds) with one mesh: `vertices`
 * (x, y, z triples) and `indices` (triangles, counter-clockwise seen from the side a ray comes
 * from), placed in the room at `yaw` (radians about +y) and `translation`, as iwer's synthetic
 * environment module reads a captured room (a GLOBAL_MESH entity with a pose).
 */
export function loadRoomMesh(page: Pick<Page, 'evaluate'>, room: { vertices: number[]; indices: number[]; yaw: number; translation: number[] }) {
  const bytes = (a: Float32Array | Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64')
  const [x, y, z] = room.translation
  const environment = {
    type: 'scene',
    version: 1,
    spatialEntities: [
      {
        uuid: '00000000-0000-4000-8000-00000000a7ea',
        semanticLabel_META: 'GLOBAL_MESH',
        locatable_META: { orientation: { x: 0, y: Math.sin(room.yaw / 2), z: 0, w: Math.cos(room.yaw / 2) }, position: { x, y, z } },
        triangleMesh_META: { vertices: bytes(new Float32Array(room.vertices)), indices: bytes(new Uint32Array(room.indices)) },
      },
    ],
  }
  return withXrDevice(page, (device, env) => (device as unknown as { sem: { loadEnvironment: (json: unknown) => void } }).sem.loadEnvironment(env), environment)
}

/**
 * iwer composites the session's canvas over the whole page (a fixed container at z-index 999) and
 * has no dom-overlay of its own, so the app's DOM overlay is drawn under the XR scene. A phone's
 * browser shows the overlay root in the top layer, filling the screen, over the camera and the
 * scene: this gives the root (the body's child holding `selector`) that place, so a screenshot
 * shows what the visitor sees. Touches still pass to the session where the overlay lets them.
 */
export function showDomOverlay(page: Pick<Page, 'evaluate'>, selector: string) {
  return page.evaluate((s) => {
    let root = document.querySelector(s)
    while (root && root.parentElement !== document.body) root = root.parentElement
    if (root instanceof HTMLElement) root.style.cssText += ';position:fixed;inset:0;z-index:1000;pointer-events:none'
    return root !== null
  }, selector)
}
