import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import sharp from 'sharp'
import { launchOptions } from './browser'
import type { RgbImage } from './image-targets'
import { enableTestHooks } from './test-hook'
import { writeClip, type Clip } from './y4m-clips'

/**
 * A real face for the fake front camera: the portrait in @vladmandic/human's own package
 * (assets/screenshot-faceid.jpg, MIT, the library's author in his FaceID demo), cut out of the
 * screenshot around the head and shoulders. Its centre is about the nose.
 */
const PORTRAIT = path.resolve(import.meta.dirname, '../../node_modules/@vladmandic/human/assets/screenshot-faceid.jpg')
const PORTRAIT_CROP = { left: 15, top: 142, width: 138, height: 139 }

export async function faceRgb(): Promise<RgbImage> {
  if (!fs.existsSync(PORTRAIT)) throw new Error(`The face photo is missing: ${PORTRAIT}`)
  const { data, info } = await sharp(PORTRAIT).extract(PORTRAIT_CROP).resize(276, 278).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

/**
 * The clips: the portrait moving, turning and tilting a little in front of a plain backdrop, in a
 * phone's upright frame (240x320), a picture's width 2 away and a fifth of it right of the centre;
 * and the same backdrop with no one there.
 */
export async function writeFaceClips(dir: string): Promise<{ face: Clip; empty: Clip }> {
  const picture = await faceRgb()
  // Off the frame's centre, so that a selfie view that failed to mirror the scene would show.
  const common = { width: 240, height: 320, fps: 10, frames: 60, distance: 2, shift: 0.2 }
  return {
    face: writeClip({ path: path.join(dir, 'face.y4m'), picture, ...common }),
    empty: writeClip({ path: path.join(dir, 'no-face.y4m'), picture: null, ...common }),
  }
}

export interface CameraBrowser {
  browser: Browser
  context: BrowserContext
  page: Page
  /** Requests that left `origin` (data: and blob: are the page's own). */
  offsite: string[]
  errors: string[]
}

/**
 * A Chromium whose camera plays `clipPath` (Chromium takes the fake camera's file at launch, so each
 * clip needs a browser of its own: the shared one is launched with fixed flags), with the test hooks.
 */
export async function cameraBrowser(clipPath: string, origin: string, viewport = { width: 390, height: 844 }): Promise<CameraBrowser> {
  const options = launchOptions()
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clipPath}`],
  })
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: true, hasTouch: false })
  await enableTestHooks(context)
  const offsite: string[] = []
  const errors: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin && !['data:', 'blob:'].includes(url.protocol)) offsite.push(request.url())
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  return { browser, context, page, offsite, errors }
}
