import path from 'node:path'
import { build } from 'esbuild'
import type { XRDevice } from 'iwer'
import type { Frame, Page } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '../..')
let cached: Promise<string> | undefined

/**
 * iwer (an emulated WebXR device) bundled into one script for page.addInitScript, so it installs
 * before the app reads navigator.xr and never ships in the product. The page picks the device with
 * window.__xrEmulate = 'quest3' | 'phone' (emulateXr sets it); the device is window.__xrDevice,
 * which tests reach through withXrDevice, aimRightController and pullTrigger below.
 */
function xrEmulatorScript(): Promise<string> {
  cached ??= build({
    stdin: {
      contents: `
        import { XRDevice, metaQuest3 } from 'iwer'
        import { SyntheticEnvironmentModule } from '@iwer/sem'
        const kind = window.__xrEmulate
        if (kind) {
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

export type XrKind = 'quest3' | 'phone'

/** Every document `page` opens from now on has the emulated `kind` of device, installed before any app script. */
export async function emulateXr(page: Page, kind: XrKind): Promise<void> {
  await page.addInitScript({ content: `window.__xrEmulate = ${JSON.stringify(kind)};\n${await xrEmulatorScript()}` })
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
