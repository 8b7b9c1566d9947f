import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { RgbImage } from './image-targets'
import { writeClip, type Clip } from './y4m-clips'

/**
 * A whole person for the fake camera: the rendered figure standing head to feet in
 * @vladmandic/human's own package (assets/screenshot-vrm.jpg, MIT: its VRM avatar demo), cut out
 * around the figure on its black backdrop.
 */
const FIGURE = path.resolve(import.meta.dirname, '../../node_modules/@vladmandic/human/assets/screenshot-vrm.jpg')
const FIGURE_CROP = { left: 40, top: 20, width: 240, height: 630 }

export async function figureRgb(): Promise<RgbImage> {
  if (!fs.existsSync(FIGURE)) throw new Error(`The figure picture is missing: ${FIGURE}`)
  const { data, info } = await sharp(FIGURE).extract(FIGURE_CROP).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

/**
 * The clips: the figure swaying, turning and leaning a little in a phone's upright frame (240x320),
 * about 2.2 picture-widths away so it stands nearly the frame's height; and the same backdrop with
 * no one there.
 */
export async function writeBodyClips(dir: string): Promise<{ body: Clip; empty: Clip }> {
  const picture = await figureRgb()
  const common = { width: 240, height: 320, fps: 10, frames: 60, distance: 2.2, shift: 0.1 }
  return {
    body: writeClip({ path: path.join(dir, 'body.y4m'), picture, ...common }),
    empty: writeClip({ path: path.join(dir, 'no-body.y4m'), picture: null, ...common }),
  }
}
