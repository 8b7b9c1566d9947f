import fs from 'node:fs'
import type { RgbImage } from './image-targets'

/**
 * Camera clips for Chromium's fake camera (--use-file-for-fake-video-capture=clip.y4m), made in
 * the test: a target picture pasted into each frame through a homography (a pinhole camera looking
 * at a tilted, turned, moving picture), with the truth of where its centre went, and a strip of
 * blocks at the bottom that spells the frame's index, so a page can tell which frame it shows.
 */
export interface ClipFrameTruth {
  /** The picture's centre in the frame, in pixels. */
  centre: { x: number; y: number }
  corners: [number, number][]
}

export interface Clip {
  path: string
  width: number
  height: number
  fps: number
  truth: ClipFrameTruth[]
}

export const MARKER_BITS = 8
export const MARKER_HEIGHT = 10

type Mat3 = number[]

/** The 3x3 homography taking the four `from` points to the four `to` points (a direct 8x8 solve). */
export function homography(from: [number, number][], to: [number, number][]): Mat3 {
  const a: number[][] = []
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]
    const [u, v] = to[i]
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v])
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r
    ;[a[c], a[pivot]] = [a[pivot], a[c]]
    for (let r = 0; r < 8; r++) {
      if (r === c) continue
      const f = a[r][c] / a[c][c]
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k]
    }
  }
  const h = a.map((row, i) => row[8] / row[i])
  return [...h, 1]
}

const apply = (h: Mat3, x: number, y: number) => {
  const w = h[6] * x + h[7] * y + h[8]
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w]
}

/** The picture's corners in the frame for one pose: a pinhole camera of focal `f` at the origin looking down +z. */
export function poseCorners(p: { tx: number; ty: number; z: number; roll: number; tilt: number; yaw: number; aspect: number }, f: number, cx: number, cy: number): { corners: [number, number][]; centre: { x: number; y: number } } {
  const [cr, sr, ct, st, cyaw, syaw] = [Math.cos(p.roll), Math.sin(p.roll), Math.cos(p.tilt), Math.sin(p.tilt), Math.cos(p.yaw), Math.sin(p.yaw)]
  const project = (X: number, Y: number) => {
    // Roll in the picture's plane, then tilt (about x) and yaw (about y), then move away.
    let x = X * cr - Y * sr
    let y = X * sr + Y * cr
    let z = 0
    ;[y, z] = [y * ct - z * st, y * st + z * ct]
    ;[x, z] = [x * cyaw + z * syaw, -x * syaw + z * cyaw]
    return [cx + (f * (x + p.tx)) / (z + p.z), cy + (f * (y + p.ty)) / (z + p.z)] as [number, number]
  }
  const h = p.aspect / 2
  const corners = [project(-0.5, -h), project(0.5, -h), project(0.5, h), project(-0.5, h)]
  const centre = project(0, 0)
  return { corners, centre: { x: centre[0], y: centre[1] } }
}

function background(width: number, height: number): RgbImage {
  // A room-ish backdrop: soft vertical bands and a floor line, nothing like the target.
  const data = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = 90 + 25 * Math.sin(x / 37) + (y > height * 0.8 ? -30 : 0)
      data.set([band + 10, band + 5, band], (y * width + x) * 3)
    }
  }
  return { data, width, height }
}

function paste(frame: RgbImage, picture: RgbImage, corners: [number, number][]) {
  const toPicture = homography(corners, [[0, 0], [picture.width, 0], [picture.width, picture.height], [0, picture.height]])
  const minX = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))))
  const maxX = Math.min(frame.width - 1, Math.ceil(Math.max(...corners.map((c) => c[0]))))
  const minY = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))))
  const maxY = Math.min(frame.height - 1, Math.ceil(Math.max(...corners.map((c) => c[1]))))
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const [u, v] = apply(toPicture, x + 0.5, y + 0.5)
      if (u < 0 || v < 0 || u >= picture.width - 1 || v >= picture.height - 1) continue
      // Bilinear, as a lens would blur it a little.
      const u0 = Math.floor(u)
      const v0 = Math.floor(v)
      const fu = u - u0
      const fv = v - v0
      for (let c = 0; c < 3; c++) {
        const p = (yy: number, xx: number) => picture.data[(yy * picture.width + xx) * 3 + c]
        const value = (1 - fv) * ((1 - fu) * p(v0, u0) + fu * p(v0, u0 + 1)) + fv * ((1 - fu) * p(v0 + 1, u0) + fu * p(v0 + 1, u0 + 1))
        frame.data[(y * frame.width + x) * 3 + c] = value
      }
    }
  }
}

function stampIndex(frame: RgbImage, index: number) {
  const block = Math.floor(frame.width / MARKER_BITS)
  for (let bit = 0; bit < MARKER_BITS; bit++) {
    const on = (index >> bit) & 1
    for (let y = frame.height - MARKER_HEIGHT; y < frame.height; y++) for (let x = bit * block; x < (bit + 1) * block; x++) frame.data.fill(on ? 250 : 5, (y * frame.width + x) * 3, (y * frame.width + x) * 3 + 3)
  }
}

/** RGB to Y4M's 4:2:0 (BT.601, full swing as Chromium reads C420jpeg). */
function toYuv420(frame: RgbImage): Buffer {
  const { width: w, height: h, data } = frame
  const y = Buffer.alloc(w * h)
  const u = Buffer.alloc((w / 2) * (h / 2))
  const v = Buffer.alloc((w / 2) * (h / 2))
  for (let i = 0; i < w * h; i++) y[i] = Math.round(0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2])
  for (let j = 0; j < h / 2; j++) {
    for (let i = 0; i < w / 2; i++) {
      let r = 0
      let g = 0
      let b = 0
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const k = ((2 * j + dy) * w + 2 * i + dx) * 3
        r += data[k] / 4
        g += data[k + 1] / 4
        b += data[k + 2] / 4
      }
      u[j * (w / 2) + i] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)))
      v[j * (w / 2) + i] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)))
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v])
}

export interface ClipOptions {
  path: string
  picture: RgbImage | null
  width?: number
  height?: number
  fps?: number
  frames?: number
  /** How far the picture is, in its widths (1.4 unless told: the image target's clips). */
  distance?: number
  /** How far right of the frame's centre the picture's centre is, in its widths (0 unless told). */
  shift?: number
}

/**
 * Writes the clip. The motion is periodic over the clip (Chromium loops the file): the centre drifts
 * by a few percent of the frame, the picture grows and shrinks by a quarter, turns ±8° in its plane
 * and tilts up to 25° away from the camera, slowly enough that a pose a few frames late is still close.
 */
export function writeClip({ path, picture, width = 320, height = 240, fps = 10, frames = 60, distance = 1.4, shift = 0 }: ClipOptions): Clip {
  const f = width * 0.9
  const out = fs.openSync(path, 'w')
  const truth: ClipFrameTruth[] = []
  try {
    fs.writeSync(out, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)
    const back = background(width, height)
    for (let i = 0; i < frames; i++) {
      const phase = (2 * Math.PI * i) / frames
      const frame: RgbImage = { data: Uint8Array.from(back.data), width, height }
      if (picture) {
        const pose = {
          tx: shift + 0.05 * Math.sin(phase),
          ty: -0.06 + 0.03 * Math.sin(2 * phase),
          z: distance + 0.2 * (distance / 1.4) * Math.sin(phase + 1),
          roll: 0.14 * Math.sin(phase),
          tilt: 0.45 * Math.max(0, Math.sin(phase + 2)),
          yaw: 0.2 * Math.sin(2 * phase + 0.5),
          aspect: picture.height / picture.width,
        }
        const placed = poseCorners(pose, f, width / 2, height / 2)
        paste(frame, picture, placed.corners)
        truth.push(placed)
      }
      stampIndex(frame, i)
      fs.writeSync(out, toYuv420(frame))
    }
  } finally {
    fs.closeSync(out)
  }
  return { path, width, height, fps, truth }
}
