/**
 * Which anti-aliasing a WebGL context is asked for. Multisampling is the GPU's job: on a GPU it
 * costs little, but where the browser draws WebGL on the CPU (SwiftShader, llvmpipe: no GPU, a
 * blocklisted driver, a virtual machine) 4x MSAA doubles the cost of every frame (an edit among
 * 1,000 objects: 279–368 ms with it, 133–207 ms without; scripts/profile-edit.ts). There the app
 * asks for no multisampling. The attribute is fixed when a context is made, so which kind of
 * rasterizer draws is learnt from a context: remembered from the last one this browser made,
 * else from a 1×1 probe made once. No three.js here: the viewer's entry imports this file.
 */

const SOFTWARE = /swiftshader|llvmpipe|softpipe|lavapipe|software rasterizer|microsoft basic render/i
const KEY = 'spatial.gl.software'

let known: boolean | undefined

/** The rasterizer's name, where the browser tells it (Chrome and Safari do, behind ANGLE's mask). */
export function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)
  return typeof name === 'string' ? name : ''
}

export const isSoftwareName = (name: string) => SOFTWARE.test(name)

function store(software: boolean) {
  known = software
  try {
    localStorage.setItem(KEY, software ? '1' : '0')
  } catch {
    /* storage off (private mode, a sandboxed frame): the probe runs again on the next page */
  }
}

function stored(): boolean | undefined {
  try {
    const value = localStorage.getItem(KEY)
    return value === '1' ? true : value === '0' ? false : undefined
  } catch {
    return undefined
  }
}

/** Whether WebGL is drawn on the CPU here: remembered, else probed once on a throw-away canvas. */
export function softwareRasterizer(): boolean {
  known ??= stored()
  if (known !== undefined) return known
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const gl = canvas.getContext('webgl2', { antialias: false, depth: false, stencil: false })
  const software = gl ? isSoftwareName(rendererName(gl)) : false
  store(software)
  gl?.getExtension('WEBGL_lose_context')?.loseContext()
  return software
}

/**
 * Records what the context the page draws with says of its rasterizer, so the next page asks
 * for the right context without a probe (hardware acceleration turned on or off since).
 */
export function noteContext(gl: WebGLRenderingContext | WebGL2RenderingContext) {
  const software = isSoftwareName(rendererName(gl))
  if (software !== stored()) store(software)
}

/** The anti-aliasing settings to try, in order: with it where a GPU draws, else without. */
export const antialiasChoices = (): boolean[] => (softwareRasterizer() ? [false] : [true, false])

/**
 * What the viewer asks of its context: what three.js asks for its own (alpha, premultiplied, no
 * stencil), and a drawing buffer kept after a frame (the thumbnail and the tests read one back).
 */
export const VIEWER_CONTEXT: WebGLContextAttributes = {
  alpha: true,
  depth: true,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: true,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
}

/** The viewer's WebGL 2 context on `canvas`, in the order of antialiasChoices; null without WebGL 2. */
export function contextOn(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  for (const antialias of antialiasChoices()) {
    const gl = canvas.getContext('webgl2', { ...VIEWER_CONTEXT, antialias })
    if (gl) return gl
  }
  return null
}

/**
 * A context on a canvas of `makeCanvas`'s. Where the rasterizer is not yet known, the first
 * context asked for is one without multisampling, and it is the probe: kept where software GL
 * draws (no second context, which costs 80–200 ms there), exchanged on a GPU for an anti-aliased
 * one on a fresh canvas (a few milliseconds there).
 */
export function contextOnNew(makeCanvas: () => HTMLCanvasElement): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext } | null {
  known ??= stored()
  if (known === undefined) {
    const canvas = makeCanvas()
    const first = canvas.getContext('webgl2', { ...VIEWER_CONTEXT, antialias: false })
    if (!first) return null
    const software = isSoftwareName(rendererName(first))
    store(software)
    if (software) return { canvas, context: first }
    first.getExtension('WEBGL_lose_context')?.loseContext()
  }
  const canvas = makeCanvas()
  const context = contextOn(canvas)
  return context ? { canvas, context } : null
}
