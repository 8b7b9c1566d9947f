import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '../..')
let cached: Promise<string> | undefined

/**
 * iwer (an emulated WebXR device) bundled into one script for page.addInitScript, so it installs
 * before the app reads navigator.xr and never ships in the product. The page picks the device with
 * window.__xrEmulate = 'quest3' | 'phone' (set by an earlier init script); the device is exposed as
 * window.__xrDevice for the test to move the head and controllers and press buttons.
 */
export function xrEmulatorScript(): Promise<string> {
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
