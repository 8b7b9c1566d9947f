/**
 * How well a picture can be tracked by a feature-based image tracker (MindAR, Vuforia and 8th Wall
 * rate targets the same way): trackers find and match corners, so a good target has many corners,
 * spread over the whole picture, that do not look like one another. Shared so the new-project
 * dialog rates the picture before it is sent and the server refuses by the same measure.
 *
 * Input is a grey image (one byte per pixel). It is first reduced to at most ANALYSIS_SIZE on its
 * long side (box filter), so the cost is bounded whatever the upload's size.
 */
export interface GreyImage {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
}

export type TrackingRating = 'unusable' | 'poor' | 'fair' | 'good' | 'excellent'
export type TrackingProblem = 'blank' | 'plain' | 'clustered' | 'repetitive'

export interface TrackingQuality {
  /** 0..100. */
  score: number
  rating: TrackingRating
  /** Why the score is low, worst first: empty for a good target. */
  problems: TrackingProblem[]
  /** Corners found on the analysis image. */
  corners: number
  /** Share of the 4x4 grid's cells holding at least MIN_PER_CELL corners (0..1). */
  coverage: number
  /** Share of sampled corners whose neighbourhood has a near-twin elsewhere in the picture (0..1). */
  repetition: number
  /** Standard deviation of the grey levels (0..128). */
  contrast: number
}

export const ANALYSIS_SIZE = 320
/** Below this score the server refuses the picture; the dialog says so before submitting. */
export const MIN_TRACKING_SCORE = 40
const GRID = 4
const MIN_PER_CELL = 3
const TARGET_CORNERS = 120
const PATCH = 7
const TWIN_NCC = 0.92

/** Box-filters a grey image down to at most `size` pixels on its long side. */
export function reduceGrey(image: GreyImage, size = ANALYSIS_SIZE): GreyImage {
  const scale = Math.min(1, size / Math.max(image.width, image.height))
  if (scale === 1) return image
  const width = Math.max(1, Math.round(image.width * scale))
  const height = Math.max(1, Math.round(image.height * scale))
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height))
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width))
      let sum = 0
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += image.data[yy * image.width + xx]
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)))
    }
  }
  return { data: out, width, height }
}

/** RGBA bytes (a canvas's ImageData, sharp's raw output) to grey, as MindAR's compiler does. */
export function greyFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, channels = 4): GreyImage {
  const data = new Uint8Array(width * height)
  for (let i = 0; i < data.length; i++) {
    const o = i * channels
    data[i] = channels >= 3 ? Math.floor((rgba[o] + rgba[o + 1] + rgba[o + 2]) / 3) : rgba[o]
  }
  return { data, width, height }
}

/**
 * Shi-Tomasi corners: the smaller eigenvalue of the gradient structure tensor over a 5x5 window.
 * A flat image has no gradient, a linear gradient has a rank-one tensor (one edge direction), so
 * both give none; only texture with edges in two directions does. Non-maximum suppression in a
 * 7x7 neighbourhood keeps one corner per feature.
 */
function findCorners(image: GreyImage): { x: number; y: number; strength: number }[] {
  const { data, width: w, height: h } = image
  const ixx = new Float32Array(w * h)
  const iyy = new Float32Array(w * h)
  const ixy = new Float32Array(w * h)
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      const gx = data[i - w + 1] + 2 * data[i + 1] + data[i + w + 1] - data[i - w - 1] - 2 * data[i - 1] - data[i + w - 1]
      const gy = data[i + w - 1] + 2 * data[i + w] + data[i + w + 1] - data[i - w - 1] - 2 * data[i - w] - data[i - w + 1]
      ixx[i] = gx * gx
      iyy[i] = gy * gy
      ixy[i] = gx * gy
    }
  }
  const response = new Float32Array(w * h)
  const r = 2
  for (let y = r + 1; y < h - r - 1; y++) {
    for (let x = r + 1; x < w - r - 1; x++) {
      let a = 0
      let b = 0
      let c = 0
      for (let dy = -r; dy <= r; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const j = (y + dy) * w + x + dx
          a += ixx[j]
          b += ixy[j]
          c += iyy[j]
        }
      }
      const n = (2 * r + 1) ** 2 * 16
      a /= n
      b /= n
      c /= n
      response[y * w + x] = (a + c) / 2 - Math.sqrt(((a - c) / 2) ** 2 + b * b)
    }
  }
  // An absolute floor (a faint texture is invisible to a camera too) and a relative one.
  let max = 0
  for (const v of response) if (v > max) max = v
  const floor = Math.max(60, max * 0.02)
  const corners: { x: number; y: number; strength: number }[] = []
  const s = 3
  for (let y = s + PATCH; y < h - s - PATCH; y++) {
    for (let x = s + PATCH; x < w - s - PATCH; x++) {
      const v = response[y * w + x]
      if (v < floor) continue
      let peak = true
      for (let dy = -s; dy <= s && peak; dy++) {
        for (let dx = -s; dx <= s; dx++) {
          if ((dx || dy) && response[(y + dy) * w + x + dx] >= v && (response[(y + dy) * w + x + dx] > v || dy < 0 || (dy === 0 && dx < 0))) {
            peak = false
            break
          }
        }
      }
      if (peak) corners.push({ x, y, strength: v })
    }
  }
  return corners.sort((p, q) => q.strength - p.strength)
}

/** A corner's neighbourhood, mean-removed and unit-length, so twins match whatever their brightness. */
function patchAt(image: GreyImage, x: number, y: number): Float32Array | null {
  const side = 2 * PATCH + 1
  const out = new Float32Array(side * side)
  let mean = 0
  for (let dy = -PATCH, k = 0; dy <= PATCH; dy++) for (let dx = -PATCH; dx <= PATCH; dx++, k++) mean += out[k] = image.data[(y + dy) * image.width + x + dx]
  mean /= out.length
  let norm = 0
  for (let k = 0; k < out.length; k++) norm += (out[k] -= mean) ** 2
  if (norm < 1e-6) return null
  norm = Math.sqrt(norm)
  for (let k = 0; k < out.length; k++) out[k] /= norm
  return out
}

/**
 * Self-similarity: the share of the strongest corners whose patch correlates above TWIN_NCC with
 * the patch of another corner at least 2 patches away. A checkerboard, tiles or wallpaper score
 * near 1: a tracker cannot tell their corners apart, so the pose jumps between them.
 */
function repetitionOf(image: GreyImage, corners: { x: number; y: number }[]): number {
  const sample = corners.slice(0, 80)
  const patches = sample.map((c) => patchAt(image, c.x, c.y))
  let twins = 0
  let counted = 0
  for (let i = 0; i < sample.length; i++) {
    const p = patches[i]
    if (!p) continue
    counted += 1
    for (let j = 0; j < sample.length; j++) {
      const q = patches[j]
      if (i === j || !q || Math.hypot(sample[i].x - sample[j].x, sample[i].y - sample[j].y) < 2 * PATCH) continue
      let dot = 0
      for (let k = 0; k < p.length; k++) dot += p[k] * q[k]
      if (dot > TWIN_NCC) {
        twins += 1
        break
      }
    }
  }
  return counted ? twins / counted : 0
}

export function ratingOf(score: number): TrackingRating {
  if (score < 15) return 'unusable'
  if (score < MIN_TRACKING_SCORE) return 'poor'
  if (score < 60) return 'fair'
  if (score < 80) return 'good'
  return 'excellent'
}

export function measureTrackingQuality(input: GreyImage): TrackingQuality {
  const image = reduceGrey(input)
  const n = image.width * image.height
  let mean = 0
  for (let i = 0; i < n; i++) mean += image.data[i]
  mean /= n
  let variance = 0
  for (let i = 0; i < n; i++) variance += (image.data[i] - mean) ** 2
  const contrast = Math.sqrt(variance / n)

  const corners = contrast < 2 ? [] : findCorners(image)
  const cells = new Array<number>(GRID * GRID).fill(0)
  for (const c of corners) cells[Math.min(GRID - 1, Math.floor((c.y / image.height) * GRID)) * GRID + Math.min(GRID - 1, Math.floor((c.x / image.width) * GRID))] += 1
  const coverage = cells.filter((k) => k >= MIN_PER_CELL).length / cells.length
  const repetition = corners.length >= 8 ? repetitionOf(image, corners) : 0

  const density = Math.min(1, corners.length / TARGET_CORNERS)
  const uniqueness = 1 - repetition
  // Each factor can sink the score on its own: a target needs all three.
  const score = Math.round(100 * density ** 0.6 * coverage ** 0.8 * uniqueness ** 1.5)

  const problems: TrackingProblem[] = []
  if (contrast < 2) problems.push('blank')
  else if (density < 0.3) problems.push('plain')
  if (contrast >= 2 && coverage < 0.5) problems.push('clustered')
  if (repetition > 0.5) problems.push('repetitive')
  return { score, rating: ratingOf(score), problems, corners: corners.length, coverage, repetition, contrast }
}

/** The sentence the dialog and the server give for a picture the tracker would not follow. */
export function trackingProblemMessage(quality: TrackingQuality): string {
  switch (quality.problems[0]) {
    case 'blank':
      return 'The image is blank: a target needs visible detail to be tracked'
    case 'plain':
      return 'The image is too plain to track: use a picture with more detail and contrast'
    case 'clustered':
      return 'The image has detail in only part of it: use a picture with detail all over'
    case 'repetitive':
      return 'The image repeats one pattern: the tracker cannot tell its parts apart'
    default:
      return quality.score < MIN_TRACKING_SCORE ? 'The image is too plain to track: use a picture with more detail and contrast' : ''
  }
}
