import { Color, Vector4, type Scene, type WebGLRenderer } from 'three'

/** A run of screen rows of one colour, counted from the top: first row, row count, sRGB bytes. */
export type Band = readonly [row: number, rows: number, r: number, g: number, b: number]

/** A colour's sRGB bytes, as a 2D canvas gradient interpolates them. */
const srgbBytes = (c: Color) => [(c.getHex() >> 16) & 255, (c.getHex() >> 8) & 255, c.getHex() & 255]

/**
 * The studio backdrop for a plain-colour sky: a vertical gradient from a lighter sweep at the top
 * to the author's colour at the floor. It is painted by the frame's clear, a scissored clear for
 * each run of rows of one colour (`paintBackdrop`), not drawn: there is no shader to link before
 * the first frame (GPUs without parallel compile, SwiftShader among them, link one program after
 * another: 70 ms of the viewer's first frame here) and no textured pass over every pixel of every
 * frame. Where there are no screen rows (an XR session, a render target such as the glass's
 * transmission), the scene's background is the author's colour itself.
 */
export class GradientBackdrop {
  /** The author's colour: the scene's background, seen where the bands are not painted. */
  readonly colour: Color
  /** sRGB bytes at the top, the horizon (55 % of the way down) and the floor. */
  readonly stops: readonly (readonly [number, readonly number[]])[]
  private cached: { height: number; bands: Band[] } | null = null

  constructor(colour: string) {
    const base = new Color(colour)
    const hsl = base.getHSL({ h: 0, s: 0, l: 0 })
    // Dark colours lift more than light ones, so the gradient reads on both.
    const lift = hsl.l < 0.5 ? 0.22 : 0.1
    this.colour = base
    this.stops = [
      [0, srgbBytes(base.clone().offsetHSL(0, -0.05, lift))],
      [0.55, srgbBytes(base.clone().offsetHSL(0, 0, lift * 0.45))],
      [1, srgbBytes(base.clone().multiplyScalar(0.85))],
    ]
  }

  /** The colour at `t` (0 at the top, 1 at the floor): sRGB bytes interpolated between the stops. */
  at(t: number): number[] {
    const [[t0, c0], [t1, c1]] = t <= this.stops[1][0] ? this.stops : this.stops.slice(1)
    const f = Math.min(Math.max((t - t0) / (t1 - t0), 0), 1)
    return [0, 1, 2].map((k) => Math.round(c0[k] * (1 - f) + c1[k] * f))
  }

  /** The rows of a frame `height` pixels tall (each at its centre), merged where they agree. */
  bands(height: number): Band[] {
    if (this.cached?.height === height) return this.cached.bands
    const bands: Band[] = []
    let run: [number, number, number, number, number] | null = null
    for (let row = 0; row < height; row++) {
      const [r, g, b] = this.at((row + 0.5) / height)
      if (run && run[2] === r && run[3] === g && run[4] === b) run[1]++
      else bands.push((run = [row, 1, r, g, b]))
    }
    this.cached = { height, bands }
    return bands
  }
}

/** The backdrop each renderer paints during the scene render in progress (set by the scene's hooks). */
const painting = new WeakMap<WebGLRenderer, GradientBackdrop>()
const painters = new WeakSet<WebGLRenderer>()
const viewport = new Vector4()
const scissor = new Vector4()
const band = new Vector4()

/**
 * Paints the bands over the viewport, within the scissor where one is set, leaving three's state
 * as it found it (its caches see every change: the state object makes them).
 */
function paint(gl: WebGLRenderer, backdrop: GradientBackdrop) {
  const { state } = gl
  const context = gl.getContext()
  gl.getCurrentViewport(viewport)
  const scissorTest = gl.getScissorTest()
  // The screen's scissor in drawing-buffer pixels, as three sets it for the canvas.
  gl.getScissor(scissor).multiplyScalar(gl.getPixelRatio()).floor()
  const x0 = scissorTest ? Math.max(viewport.x, scissor.x) : viewport.x
  const x1 = scissorTest ? Math.min(viewport.x + viewport.z, scissor.x + scissor.z) : viewport.x + viewport.z
  const y0 = scissorTest ? Math.max(viewport.y, scissor.y) : viewport.y
  const y1 = scissorTest ? Math.min(viewport.y + viewport.w, scissor.y + scissor.w) : viewport.y + viewport.w
  if (x1 <= x0 || y1 <= y0) return
  state.setScissorTest(true)
  for (const [row, rows, r, g, b] of backdrop.bands(viewport.w)) {
    // GL counts rows from the bottom.
    const top = viewport.y + viewport.w - row
    const lo = Math.max(top - rows, y0)
    const hi = Math.min(top, y1)
    if (hi <= lo) continue
    state.scissor(band.set(x0, lo, x1 - x0, hi - lo))
    state.buffers.color.setClear(r / 255, g / 255, b / 255, 1, false)
    context.clear(context.COLOR_BUFFER_BIT)
  }
  state.scissor(scissor)
  state.setScissorTest(scissorTest)
}

/**
 * Shows `backdrop` behind `scene` whenever `gl` draws it to the screen (null: none). The
 * renderer's clear is wrapped once: after a colour clear of the canvas (not a render target, not
 * an XR frame) during this scene's render, the bands are painted over it.
 */
export function paintBackdrop(gl: WebGLRenderer, scene: Scene, backdrop: GradientBackdrop | null) {
  if (!painters.has(gl)) {
    painters.add(gl)
    const clear = gl.clear.bind(gl)
    gl.clear = (color = true, depth = true, stencil = true) => {
      clear(color, depth, stencil)
      const shown = color ? painting.get(gl) : undefined
      if (shown && gl.getRenderTarget() === null && !gl.xr.isPresenting) paint(gl, shown)
    }
  }
  scene.onBeforeRender = backdrop ? (renderer) => void painting.set(renderer, backdrop) : () => undefined
  scene.onAfterRender = (renderer) => void painting.delete(renderer)
}
