import { chromium, type Browser, type LaunchOptions } from 'playwright-core'
import { isSoftwareName, rendererName } from '../../src/app/components/gl-context'

/** Debian's Chromium with the flags measured in STACK-NOTES: software WebGL2, nothing phoning home. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]

export const launchOptions = (): LaunchOptions => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })

export const launchChromium = (): Promise<Browser> => chromium.launch(launchOptions())

/**
 * Whether this browser draws WebGL on the CPU (SwiftShader, llvmpipe), read as the app reads it
 * (gl-context.ts: the same function, run on a blank page). The app then draws without
 * multisampling, and a bench's plain three.js anchor must match it (?msaa=0) to compare like for like.
 */
export async function softwareGl(browser: Browser): Promise<boolean> {
  const page = await browser.newPage()
  try {
    // A blank page has no CSP: the app's own function can be sent as source.
    const name = await page.evaluate(`(() => { const gl = document.createElement('canvas').getContext('webgl2'); return gl ? (${rendererName.toString()})(gl) : '' })()`)
    return isSoftwareName(String(name))
  } finally {
    await page.close()
  }
}
