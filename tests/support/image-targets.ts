import sharp from 'sharp'
import { mulberry32 } from '../../src/shared/random'

/** An RGB picture as raw bytes (3 per pixel), what the painters below draw into. */
export interface RgbImage {
  data: Uint8Array
  width: number
  height: number
}

/** Mulberry32 (the app's own seedable generator): the same fixture on every run. */
export const prng = mulberry32

const blankRgb = (width: number, height: number, grey = 235): RgbImage => ({ data: new Uint8Array(width * height * 3).fill(grey), width, height })

function fillRect(img: RgbImage, x0: number, y0: number, x1: number, y1: number, rgb: number[]) {
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(img.height, Math.ceil(y1)); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(img.width, Math.ceil(x1)); x++) img.data.set(rgb, (y * img.width + x) * 3)
  }
}

function fillDisc(img: RgbImage, cx: number, cy: number, r: number, rgb: number[]) {
  for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(img.height, Math.ceil(cy + r)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(img.width, Math.ceil(cx + r)); x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) img.data.set(rgb, (y * img.width + x) * 3)
    }
  }
}

function fillTriangle(img: RgbImage, p: number[][], rgb: number[]) {
  const [minX, maxX] = [Math.min(...p.map((q) => q[0])), Math.max(...p.map((q) => q[0]))]
  const [minY, maxY] = [Math.min(...p.map((q) => q[1])), Math.max(...p.map((q) => q[1]))]
  const edge = (a: number[], b: number[], x: number, y: number) => (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])
  for (let y = Math.max(0, Math.floor(minY)); y < Math.min(img.height, Math.ceil(maxY)); y++) {
    for (let x = Math.max(0, Math.floor(minX)); x < Math.min(img.width, Math.ceil(maxX)); x++) {
      const e = [edge(p[0], p[1], x, y), edge(p[1], p[2], x, y), edge(p[2], p[0], x, y)]
      if (e.every((v) => v >= 0) || e.every((v) => v <= 0)) img.data.set(rgb, (y * img.width + x) * 3)
    }
  }
}

/**
 * A picture a tracker can follow, like a poster: a few hundred shapes of many sizes and colours
 * over the whole area (corners everywhere, none alike), and a dark frame.
 */
export function posterRgb(width = 640, height = 480, seed = 7): RgbImage {
  const img = blankRgb(width, height)
  const rand = prng(seed)
  const colour = () => [Math.floor(rand() * 256), Math.floor(rand() * 256), Math.floor(rand() * 256)]
  const unit = Math.min(width, height)
  for (let i = 0; i < 420; i++) {
    const x = rand() * width
    const y = rand() * height
    const s = unit * (0.015 + rand() ** 2 * 0.16)
    const kind = i % 3
    if (kind === 0) fillRect(img, x, y, x + s * (0.4 + rand()), y + s * (0.4 + rand()), colour())
    else if (kind === 1) fillDisc(img, x, y, s / 2, colour())
    else fillTriangle(img, [[x, y], [x + s * (rand() - 0.5) * 2, y + s], [x + s, y + s * (rand() - 0.5)]], colour())
  }
  const border = Math.round(unit * 0.03)
  fillRect(img, 0, 0, width, border, [20, 20, 30])
  fillRect(img, 0, height - border, width, height, [20, 20, 30])
  fillRect(img, 0, 0, border, height, [20, 20, 30])
  fillRect(img, width - border, 0, width, height, [20, 20, 30])
  return img
}

export const blankPicture = (width = 640, height = 480) => blankRgb(width, height, 200)

/** A smooth left-to-right ramp: contrast, but edges in one direction only. */
export function gradientRgb(width = 640, height = 480): RgbImage {
  const img = blankRgb(width, height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) img.data.fill(Math.round((x / (width - 1)) * 255), (y * width + x) * 3, (y * width + x) * 3 + 3)
  return img
}

/** Tiles: many strong corners, every one like the others. */
export function checkerRgb(width = 640, height = 480, cell = 40): RgbImage {
  const img = blankRgb(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dark = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0
      img.data.fill(dark ? 30 : 225, (y * width + x) * 3, (y * width + x) * 3 + 3)
    }
  }
  return img
}

export const encodePng = (img: RgbImage) => sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 3 } }).png().toBuffer()
export const encodeJpeg = (img: RgbImage) => sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer()

/** The grey image the shared tracking measure reads, as MindAR makes it: the mean of R, G and B. */
export function greyOf(img: RgbImage) {
  const data = new Uint8Array(img.width * img.height)
  for (let i = 0; i < data.length; i++) data[i] = Math.floor((img.data[i * 3] + img.data[i * 3 + 1] + img.data[i * 3 + 2]) / 3)
  return { data, width: img.width, height: img.height }
}
