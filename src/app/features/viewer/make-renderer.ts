import { WebGLRenderer } from 'three'

/**
 * The viewer's renderer, one set-up for the core viewer and camera AR on an image: an anti-aliased
 * context when possible, else one without; null when WebGL cannot start at all. The drawing buffer
 * is kept (the browser tests and the thumbnail read a drawn frame back); the pixel ratio is capped
 * at 2 (a phone's 3 costs 2.25x the pixels for no visible gain). `context`: one made already on
 * `canvas` (early-context.ts), with the attributes asked for here.
 */
export function makeRenderer(canvas: HTMLCanvasElement, { alpha = false, context }: { alpha?: boolean; context?: WebGL2RenderingContext } = {}): WebGLRenderer | null {
  for (const antialias of [true, false]) {
    try {
      const renderer = new WebGLRenderer({ canvas, context, alpha, antialias, preserveDrawingBuffer: true, powerPreference: 'high-performance' })
      // three.js always asks for an alpha context and reads `alpha` from a given one: clear opaque
      // unless asked not to, as it does for a context of its own.
      renderer.setClearAlpha(alpha ? 0 : 1)
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
