import { WebGLRenderer } from 'three'
import { contextOn, noteContext } from '@app/components/gl-context'

/**
 * The viewer's renderer, one set-up for the core viewer and camera AR on an image, on the
 * viewer's context (gl-context.ts: anti-aliased where a GPU draws); null when WebGL cannot start
 * at all. The pixel ratio is capped at 2 (a phone's 3 costs 2.25x the pixels for no visible
 * gain). `context`: one made already on `canvas` (early-context.ts).
 */
export function makeRenderer(canvas: HTMLCanvasElement, { alpha = false, context }: { alpha?: boolean; context?: WebGL2RenderingContext } = {}): WebGLRenderer | null {
  const gl = context ?? contextOn(canvas)
  if (!gl) return null
  let renderer: WebGLRenderer
  try {
    renderer = new WebGLRenderer({ canvas, context: gl })
  } catch {
    return null
  }
  noteContext(gl)
  // three.js reads `alpha` from a given context, which is always an alpha one: clear opaque
  // unless asked not to, as it does for a context of its own.
  renderer.setClearAlpha(alpha ? 0 : 1)
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
  // A transparent canvas over a camera feed clears to nothing.
  if (alpha) renderer.setClearColor(0x000000, 0)
  return renderer
}
