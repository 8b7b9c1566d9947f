/** A measuring profile: the desktop as it is, or a mid-range phone on 4G (CDP throttling). */
export interface Profile {
  name: string
  viewport: { width: number; height: number }
  dpr: number
  cpu: number
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number }
}

const MBPS = 1_000_000 / 8

export const PROFILES: Profile[] = [
  { name: 'unthrottled 1280x800', viewport: { width: 1280, height: 800 }, dpr: 1, cpu: 1 },
  {
    name: 'mid phone 4G (CPU 4x, 9 Mbps, 150 ms)',
    viewport: { width: 412, height: 915 },
    dpr: 1,
    cpu: 4,
    network: { latency: 150, downloadThroughput: 9 * MBPS, uploadThroughput: 9 * MBPS },
  },
]

/**
 * Runs in the page before its own scripts (context.addInitScript). WebGL contexts keep their
 * drawing buffer so the frame can be read back after it was shown (the viewer already asks for
 * that; the plain page gets the same cost). Every animation frame the largest canvas is scaled
 * into a 2D canvas at most 400 pixels wide; once at least 3 of its pixels are opaque and differ
 * from the backdrop colour by more than 12 in some channel, window.__firstFrame is set to
 * performance.now(). The backdrop is a flat colour and the page's text is DOM, not canvas, so
 * any such pixel is the model (thresholds this low still see a model drawn small).
 */
export function firstFrameProbe(backdrop: string): string {
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  return `(() => {
  const target = [1, 3, 5].map((i) => parseInt(${JSON.stringify(backdrop)}.slice(i, i + 2), 16))
  const original = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = function (type, options) {
    if (type === 'webgl2' || type === 'webgl') options = { ...options, preserveDrawingBuffer: true }
    return original.call(this, type, options)
  }
  let sampler = null
  const check = () => {
    const canvases = [...document.querySelectorAll('canvas')].filter((c) => c.width > 64 && c.height > 64)
    const canvas = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0]
    if (canvas) {
      const width = Math.min(canvas.width, 400)
      const height = Math.round((canvas.height * width) / canvas.width)
      sampler ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true })
      if (sampler.canvas.width !== width || sampler.canvas.height !== height) Object.assign(sampler.canvas, { width, height })
      sampler.clearRect(0, 0, width, height)
      sampler.drawImage(canvas, 0, 0, width, height)
      const data = sampler.getImageData(0, 0, width, height).data
      let content = 0
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] < 200) continue
        if (Math.abs(data[i] - target[0]) > 12 || Math.abs(data[i + 1] - target[1]) > 12 || Math.abs(data[i + 2] - target[2]) > 12) content++
      }
      window.__probeLast = { content, width, height }
      if (content >= 3) {
        window.__firstFrame = performance.now()
        return
      }
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`
}
