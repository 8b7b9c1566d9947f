import type { Page } from 'playwright-core'

/** The RGBA pixels of a WebGL canvas (its drawing buffer is kept), at its own size. */
export function canvasPixels(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const gl = document.querySelector(sel) as HTMLCanvasElement
    const c = document.createElement('canvas')
    c.width = gl.width
    c.height = gl.height
    const ctx = c.getContext('2d')!
    ctx.drawImage(gl, 0, 0)
    return { width: c.width, height: c.height, data: Array.from(ctx.getImageData(0, 0, c.width, c.height).data) }
  }, selector)
}

export type Pixels = Awaited<ReturnType<typeof canvasPixels>>

/** Rec. 709 luma of an sRGB pixel, 0-255. */
const luma = (d: number[], i: number) => 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]

export function meanLuma(p: Pixels): number {
  let sum = 0
  for (let i = 0; i < p.data.length; i += 4) sum += luma(p.data, i)
  return sum / (p.data.length / 4)
}

/** The lumas inside a disk given as fractions of the frame (centre) and pixels (radius). */
export function diskLumas(p: Pixels, cx: number, cy: number, radius: number): number[] {
  const out: number[] = []
  const x0 = cx * p.width
  const y0 = cy * p.height
  for (let y = Math.floor(y0 - radius); y <= y0 + radius; y++) {
    for (let x = Math.floor(x0 - radius); x <= x0 + radius; x++) {
      if (x < 0 || y < 0 || x >= p.width || y >= p.height || (x - x0) ** 2 + (y - y0) ** 2 > radius ** 2) continue
      out.push(luma(p.data, (y * p.width + x) * 4))
    }
  }
  return out
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
