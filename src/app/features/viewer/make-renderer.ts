import { WebGLRenderer } from 'three'

/**
 * The viewer's renderer, one set-up for the core viewer and camera AR on an image: an anti-aliased
 * context when possible, else one without; null when WebGL cannot start at all. The drawing buffer
 * is kept (the browser tests and the thumbnail read a drawn frame back); the pixel ratio is capped
 * at 2 (a phone's 3 costs 2.25x the pixels for no visible gain).
 */
export function makeRenderer(canvas: HTMLCanvasElement, { alpha = false }: { alpha?: boolean } = {}): WebGLRenderer | null {
  for (const antialias of [true, false]) {
    try {
      const renderer = new WebGLRenderer({ canvas, alpha, antialias, preserveDrawingBuffer: true, powerPreference: 'high-performance' })
      renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
      // A transparent canvas over a camera feed clears to nothing.
      if (alpha) renderer.setClearColor(0x000000, 0)
      return renderer
    } catch {
      /* try the next setting */
    }
  }
  return null
}
