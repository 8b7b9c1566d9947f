import { contextOnNew } from '@app/components/gl-context'

/** A canvas with its WebGL context, made before three.js is loaded. */
export interface EarlyContext {
  canvas: HTMLCanvasElement
  context: WebGL2RenderingContext
}

/**
 * The viewer's WebGL context, asked for by the page's entry before the scene core's chunk is
 * evaluated. Creating a context waits on the GPU process (30–190 ms on this machine's software
 * GL, and a real share of a phone's first frame); asked for here, that wait overlaps the core's
 * parse on a background thread instead of following it. The attributes are the viewer's
 * (gl-context.ts, makeRenderer uses the same), and the canvas is the window's size, which the
 * viewer fills: its drawing buffer is allocated once at the size it keeps. Null where WebGL 2 is
 * missing (makeRenderer then tries on its own, and the React page explains).
 */
export function earlyContext(): EarlyContext | null {
  return contextOnNew(() => {
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, window.innerWidth)
    canvas.height = Math.max(1, window.innerHeight)
    return canvas
  })
}
