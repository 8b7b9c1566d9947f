import { Raster, hex, mix, type RGB } from './raster.ts'
import { thumbBackground } from './render3d.ts'
import type { TextPresetSpec } from './text-presets.ts'
import { textWidth } from './font.ts'

/** Thumbnails for non-3D items (256×256, dark background like the model thumbnails). */

export const THUMB = 256

/** Fits an image inside the thumbnail (letterboxed on the dark background). */
export function imageThumb(img: Raster): Raster {
  const pad = 16
  const s = Math.min((THUMB - 2 * pad) / img.width, (THUMB - 2 * pad) / img.height)
  const w = Math.max(1, Math.round(img.width * s))
  const h = Math.max(1, Math.round(img.height * s))
  const small = img.resize(w, h)
  const out = thumbBackground(THUMB)
  // soft drop shadow behind opaque pictures (cut-outs with transparent corners get none)
  if (img.get(0, 0)[3] > 0.99) out.fillRoundRect((THUMB - w) / 2 + 3, (THUMB - h) / 2 + 5, w, h, 6, hex('#000000'), 0.35)
  return out.draw(small, Math.round((THUMB - w) / 2), Math.round((THUMB - h) / 2))
}

function playBadge(img: Raster, cx: number, cy: number, r: number): void {
  img.fillCircle(cx, cy + 2, r, hex('#000000'), 0.3)
  img.fillCircle(cx, cy, r, hex('#FFFFFF'), 0.92)
  img.fillPolygon(
    [
      [cx - r * 0.3, cy - r * 0.45],
      [cx - r * 0.3, cy + r * 0.45],
      [cx + r * 0.5, cy],
    ],
    hex('#141823'),
  )
}

/** A video frame (or a gradient if none) with a play badge. */
export function videoThumb(frame: Raster | null, accent: string): Raster {
  const out = thumbBackground(THUMB)
  const w = 240
  const h = 135
  const x = (THUMB - w) / 2
  const y = (THUMB - h) / 2 - 8
  out.fillRoundRect(x + 2, y + 5, w, h, 8, hex('#000000'), 0.4)
  const pic = frame ? frame.resize(w, h) : new Raster(w, h).shade((_x, _y, u, v) => mix(hex(accent), hex('#141823'), (u + v) / 2))
  out.draw(pic, Math.round(x), Math.round(y))
  playBadge(out, THUMB / 2, y + h / 2, 26)
  // "film strip" progress bar under the frame
  out.fillRoundRect(x, y + h + 14, w, 6, 3, hex('#FFFFFF'), 0.18)
  out.fillRoundRect(x, y + h + 14, w * 0.38, 6, 3, hex(accent))
  return out
}

/** A waveform (min/max envelope of the samples) on a tinted card with a speaker glyph. */
export function audioThumb(samples: Float32Array, accent: string): Raster {
  const c = hex(accent)
  const out = new Raster(THUMB, THUMB).shade((_x, _y, u, v) => mix(mix(c, hex('#141823'), 0.55), hex('#141823'), Math.min(1, (u * 0.4 + v) * 0.9)))
  const x0 = 24
  const x1 = THUMB - 24
  const mid = 150
  const amp = 70
  const bars = 54
  const bw = (x1 - x0) / bars
  for (let b = 0; b < bars; b++) {
    const s0 = Math.floor((b / bars) * samples.length)
    const s1 = Math.floor(((b + 1) / bars) * samples.length)
    let peak = 0
    for (let i = s0; i < s1; i++) peak = Math.max(peak, Math.abs(samples[i]))
    const hgt = Math.max(2, Math.pow(peak, 0.7) * amp)
    out.fillRoundRect(x0 + b * bw + 0.6, mid - hgt, bw - 1.2, hgt * 2, Math.min(1.6, (bw - 1.2) / 2), mix(c, hex('#FFFFFF'), 0.35))
  }
  // speaker glyph
  const sx = 34
  const sy = 44
  const white: RGB = hex('#FFFFFF')
  out.fillRect(sx, sy + 8, 10, 16, white, 0.95)
  out.fillPolygon(
    [
      [sx + 9, sy + 8],
      [sx + 22, sy - 2],
      [sx + 22, sy + 34],
      [sx + 9, sy + 24],
    ],
    white,
    0.95,
  )
  out.fillSdf((x, y) => Math.abs(Math.hypot(x - sx - 22, y - sy - 16) - 12) - 1.8 + (x < sx + 28 ? 10 : 0), white, 0.8, [sx + 22, sy, sx + 40, sy + 32])
  out.fillSdf((x, y) => Math.abs(Math.hypot(x - sx - 22, y - sy - 16) - 20) - 1.8 + (x < sx + 32 ? 10 : 0), white, 0.6, [sx + 22, sy - 8, sx + 46, sy + 40])
  return out
}

/** A card showing the preset's words in the blocky pixel font, styled per preset. */
export function textThumb(p: TextPresetSpec): Raster {
  const col = hex(p.text.color)
  const out = new Raster(THUMB, THUMB).shade((_x, _y, u, v) => mix(hex(p.card.bg), hex(p.card.bg2), Math.min(1, (u + v) / 1.6)))
  const words = p.text.content.toUpperCase()
  const fit = (s: string, max: number, maxScale: number) => Math.max(1, Math.min(maxScale, Math.floor(max / textWidth(s))))
  const cy = THUMB / 2
  switch (p.card.style) {
    case 'plain': {
      const lines = ['YOUR BIG', 'TITLE']
      lines.forEach((l, i) => out.text(l, THUMB / 2, cy - 52 + i * 58, fit(l, 220, 7), col, 'center'))
      out.fillRect(THUMB / 2 - 40, cy + 70, 80, 6, hex('#FF6600'))
      break
    }
    case 'neon': {
      const s = fit(words, 200, 9)
      for (let r = 6; r >= 1; r--)
        for (const [dx, dy] of [[-r, 0], [r, 0], [0, -r], [0, r], [r, r], [-r, -r], [r, -r], [-r, r]]) out.text(words, THUMB / 2 + dx, cy - 32 + dy, s, col, 'center', 0.05)
      out.text(words, THUMB / 2, cy - 32, s, mix(col, hex('#FFFFFF'), 0.55), 'center')
      out.fillSdf((x, y) => {
        const qx = Math.abs(x - THUMB / 2) - (THUMB / 2 - 30) + 16
        const qy = Math.abs(y - cy) - (THUMB / 2 - 40) + 16
        return Math.abs(Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - 16) - 2
      }, mix(col, hex('#FFFFFF'), 0.3), 0.8)
      break
    }
    case 'tag': {
      const tag: [number, number][] = [[24, 78], [192, 78], [236, 128], [192, 178], [24, 178]]
      out.fillPolygon(tag.map(([x, y]) => [x + 3, y + 5] as [number, number]), hex('#000000'), 0.35)
      out.fillPolygon(tag, col)
      out.fillCircle(208, 128, 8, hex(p.card.bg))
      out.text(words, 106, 114, fit(words, 140, 6), hex('#1A1A1A'), 'center')
      break
    }
    case 'caption': {
      out.fillRoundRect(20, 70, THUMB - 40, 90, 10, hex('#FFFFFF'), 0.06)
      out.fillRect(20, 70, 5, 90, hex('#4FC3F7'))
      const lines = ['A SHORT CAPTION', 'DESCRIBES', 'THE SCENE.']
      lines.forEach((l, i) => out.text(l, 40, 84 + i * 22, 2, col))
      break
    }
    case 'banner': {
      out.fillPolygon([[10, 100], [46, 100], [46, 170], [10, 170], [26, 135]], mix(col, hex('#000000'), 0.35))
      out.fillPolygon([[246, 100], [210, 100], [210, 170], [246, 170], [230, 135]], mix(col, hex('#000000'), 0.35))
      out.fillRect(32, 84, THUMB - 64, 72, col)
      out.text(words, THUMB / 2, 106, fit(words, 180, 5), hex('#FFFFFF'), 'center')
      break
    }
    case 'pill': {
      const s = 5
      const w = textWidth(words) * s + 56
      out.fillRoundRect((THUMB - w) / 2, cy - 34, w, 68, 34, col, 0.22)
      out.fillSdf((x, y) => {
        const r = 34
        const qx = Math.abs(x - THUMB / 2) - w / 2 + r
        const qy = Math.abs(y - cy) - 34 + r
        return Math.abs(Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r) - 1.5
      }, col)
      out.fillCircle((THUMB - w) / 2 + 30, cy, 7, col)
      out.text(words, THUMB / 2 + 10, cy - 17, s, hex('#FFFFFF'), 'center')
      break
    }
  }
  return out
}
