import { chromium, type Browser, type LaunchOptions } from 'playwright-core'

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
