import { encodePng } from './png.ts'
import { glyph, GLYPH_H, textWidth } from './font.ts'

/** A colour in 0..1 sRGB (alpha optional, straight). */
export type RGB = [number, number, number]
export type RGBA = [number, number, number, number]

export const hex = (h: string): RGB => {
  const n = parseInt(h.replace('#', ''), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}
export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v)
export const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
export const smoothstep = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0))
  return t * t * (3 - 2 * t)
}

type Sdf = (x: number, y: number) => number

/** Signed distance to a polygon (negative inside), any winding. */
export function polygonSdf(pts: [number, number][]): Sdf {
  return (x, y) => {
    let d = Infinity
    let inside = false
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const [ax, ay] = pts[j]
      const [bx, by] = pts[i]
      const ex = bx - ax
      const ey = by - ay
      const t = clamp01(((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey || 1))
      const dx = x - (ax + ex * t)
      const dy = y - (ay + ey * t)
      d = Math.min(d, Math.hypot(dx, dy))
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside
    }
    return inside ? -d : d
  }
}

/** A float RGBA image (sRGB 0..1, straight alpha) with a few antialiased drawing primitives. */
export class Raster {
  readonly data: Float32Array
  constructor(
    readonly width: number,
    readonly height: number,
    bg: RGBA = [0, 0, 0, 0],
  ) {
    this.data = new Float32Array(width * height * 4)
    for (let i = 0; i < width * height; i++) this.data.set(bg, i * 4)
  }

  get(x: number, y: number): RGBA {
    const i = (y * this.width + x) * 4
    const d = this.data
    return [d[i], d[i + 1], d[i + 2], d[i + 3]]
  }

  /** Composites `c` with coverage `a` over the pixel ("over" operator, straight alpha). */
  blend(x: number, y: number, c: RGB, a: number): void {
    if (a <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 4
    const d = this.data
    const da = d[i + 3]
    const oa = a + da * (1 - a)
    if (oa <= 0) return
    for (let k = 0; k < 3; k++) d[i + k] = (c[k] * a + d[i + k] * da * (1 - a)) / oa
    d[i + 3] = oa
  }

  /** Sets every pixel from a function of the pixel centre (u, v in 0..1 also given). */
  shade(fn: (x: number, y: number, u: number, v: number) => RGB | RGBA): this {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const c = fn(x + 0.5, y + 0.5, (x + 0.5) / this.width, (y + 0.5) / this.height)
        this.data.set(c.length === 4 ? c : [c[0], c[1], c[2], 1], (y * this.width + x) * 4)
      }
    return this
  }

  /** Fills the region where sdf < 0 with 1-pixel antialiasing; bounds limit the scan. */
  fillSdf(sdf: Sdf, color: RGB, alpha = 1, bounds?: [number, number, number, number]): this {
    const [x0, y0, x1, y1] = bounds ?? [0, 0, this.width, this.height]
    for (let y = Math.max(0, Math.floor(y0) - 1); y < Math.min(this.height, Math.ceil(y1) + 1); y++)
      for (let x = Math.max(0, Math.floor(x0) - 1); x < Math.min(this.width, Math.ceil(x1) + 1); x++) {
        const cov = clamp01(0.5 - sdf(x + 0.5, y + 0.5))
        if (cov > 0) this.blend(x, y, color, cov * alpha)
      }
    return this
  }

  fillCircle(cx: number, cy: number, r: number, color: RGB, alpha = 1): this {
    return this.fillSdf((x, y) => Math.hypot(x - cx, y - cy) - r, color, alpha, [cx - r, cy - r, cx + r, cy + r])
  }

  fillRing(cx: number, cy: number, r: number, width: number, color: RGB, alpha = 1): this {
    return this.fillSdf((x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - width / 2, color, alpha, [cx - r - width, cy - r - width, cx + r + width, cy + r + width])
  }

  fillRoundRect(x: number, y: number, w: number, h: number, r: number, color: RGB, alpha = 1): this {
    const cx = x + w / 2
    const cy = y + h / 2
    return this.fillSdf(
      (px, py) => {
        const qx = Math.abs(px - cx) - w / 2 + r
        const qy = Math.abs(py - cy) - h / 2 + r
        return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
      },
      color,
      alpha,
      [x, y, x + w, y + h],
    )
  }

  fillRect(x: number, y: number, w: number, h: number, color: RGB, alpha = 1): this {
    return this.fillRoundRect(x, y, w, h, 0, color, alpha)
  }

  fillPolygon(pts: [number, number][], color: RGB, alpha = 1): this {
    const xs = pts.map((p) => p[0])
    const ys = pts.map((p) => p[1])
    return this.fillSdf(polygonSdf(pts), color, alpha, [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)])
  }

  line(x0: number, y0: number, x1: number, y1: number, width: number, color: RGB, alpha = 1): this {
    const ex = x1 - x0
    const ey = y1 - y0
    const len2 = ex * ex + ey * ey || 1
    return this.fillSdf(
      (x, y) => {
        const t = clamp01(((x - x0) * ex + (y - y0) * ey) / len2)
        return Math.hypot(x - (x0 + ex * t), y - (y0 + ey * t)) - width / 2
      },
      color,
      alpha,
      [Math.min(x0, x1) - width, Math.min(y0, y1) - width, Math.max(x0, x1) + width, Math.max(y0, y1) + width],
    )
  }

  /** Draws blocky pixel-font text; (x, y) is the anchor per `align`, y is the top. Returns the width drawn. */
  text(s: string, x: number, y: number, scale: number, color: RGB, align: 'left' | 'center' | 'right' = 'left', alpha = 1): number {
    const w = textWidth(s) * scale
    let px = align === 'center' ? x - w / 2 : align === 'right' ? x - w : x
    px = Math.round(px)
    const py = Math.round(y)
    for (const ch of s) {
      const rows = glyph(ch)
      for (let gy = 0; gy < GLYPH_H; gy++)
        for (let gx = 0; gx < rows[gy].length; gx++)
          if (rows[gy][gx]) for (let sy = 0; sy < scale; sy++) for (let sx = 0; sx < scale; sx++) this.blend(px + gx * scale + sx, py + gy * scale + sy, color, alpha)
      px += 6 * scale
    }
    return w
  }

  /** Draws another raster over this one at integer offset (x, y). */
  draw(src: Raster, x: number, y: number): this {
    for (let sy = 0; sy < src.height; sy++)
      for (let sx = 0; sx < src.width; sx++) {
        const c = src.get(sx, sy)
        this.blend(x + sx, y + sy, [c[0], c[1], c[2]], c[3])
      }
    return this
  }

  /** Area-averaged resize (alpha-weighted), good for downscaling thumbnails. */
  resize(w: number, h: number): Raster {
    const out = new Raster(w, h)
    const fx = this.width / w
    const fy = this.height / h
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let r = 0
        let g = 0
        let b = 0
        let a = 0
        let n = 0
        const ys = Math.floor(y * fy)
        const ye = Math.max(ys + 1, Math.floor((y + 1) * fy))
        const xs = Math.floor(x * fx)
        const xe = Math.max(xs + 1, Math.floor((x + 1) * fx))
        for (let sy = ys; sy < ye; sy++)
          for (let sx = xs; sx < xe; sx++) {
            const i = (sy * this.width + sx) * 4
            const al = this.data[i + 3]
            r += this.data[i] * al
            g += this.data[i + 1] * al
            b += this.data[i + 2] * al
            a += al
            n++
          }
        const o = (y * w + x) * 4
        if (a > 0) out.data.set([r / a, g / a, b / a, a / n], o)
      }
    return out
  }

  /** Encodes as PNG; RGB drops alpha (compositing nothing: callers fill a background first). */
  toPng(withAlpha = false): Buffer {
    const ch = withAlpha ? 4 : 3
    const px = new Uint8Array(this.width * this.height * ch)
    for (let i = 0; i < this.width * this.height; i++)
      for (let k = 0; k < ch; k++) px[i * ch + k] = Math.round(clamp01(this.data[i * 4 + k]) * 255)
    return encodePng(this.width, this.height, px, ch as 3 | 4)
  }
}
