// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

type GlContext = typeof import('./gl-context')
const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)'
const GPU = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'

/** A canvas whose contexts report `renderer`, recording what each getContext asked for. */
function fakeCanvas(renderer: string, asked: WebGLContextAttributes[], lost: string[] = []) {
  const canvas = { width: 300, height: 150 } as HTMLCanvasElement
  const context = {
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : name === 'WEBGL_lose_context' ? { loseContext: () => lost.push(renderer) } : null,
    getParameter: (which: number) => (which === 0x9246 ? renderer : 'WebKit WebGL'),
  }
  canvas.getContext = ((_kind: string, attributes: WebGLContextAttributes) => (asked.push(attributes), context)) as never
  return canvas
}

let gl: GlContext
beforeEach(async () => {
  localStorage.clear()
  vi.resetModules()
  gl = await import('./gl-context')
})
afterEach(() => vi.restoreAllMocks())

it('knows SwiftShader, llvmpipe and the like from their names, and GPUs from theirs', () => {
  expect(gl.isSoftwareName(SWIFTSHADER)).toBe(true)
  expect(gl.isSoftwareName('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true)
  expect(gl.isSoftwareName(GPU)).toBe(false)
  expect(gl.isSoftwareName('Apple GPU')).toBe(false)
})

it('probes once on a 1x1 canvas, then asks for no multisampling on software GL and remembers it', () => {
  const asked: WebGLContextAttributes[] = []
  const lost: string[] = []
  const create = vi.spyOn(document, 'createElement').mockImplementation(() => fakeCanvas(SWIFTSHADER, asked, lost))
  expect(gl.antialiasChoices()).toEqual([false])
  expect(gl.antialiasChoices()).toEqual([false])
  expect(create).toHaveBeenCalledTimes(1)
  expect(lost).toEqual([SWIFTSHADER])
  expect(localStorage.getItem('spatial.gl.software')).toBe('1')
})

it('asks for multisampling first where a GPU draws, and the next page trusts what was stored', async () => {
  vi.spyOn(document, 'createElement').mockImplementation(() => fakeCanvas(GPU, []))
  expect(gl.antialiasChoices()).toEqual([true, false])
  vi.restoreAllMocks()
  vi.resetModules()
  const next: GlContext = await import('./gl-context')
  const create = vi.spyOn(document, 'createElement')
  expect(next.antialiasChoices()).toEqual([true, false])
  expect(create).not.toHaveBeenCalled()
})

it('corrects what is stored from the context the page draws with (acceleration turned on since)', () => {
  localStorage.setItem('spatial.gl.software', '1')
  gl.noteContext(fakeCanvas(GPU, []).getContext('webgl2') as WebGL2RenderingContext)
  expect(localStorage.getItem('spatial.gl.software')).toBe('0')
})

it("the viewer's first context is the probe: kept on software GL, one canvas and one context", () => {
  const asked: WebGLContextAttributes[] = []
  const made: HTMLCanvasElement[] = []
  const got = gl.contextOnNew(() => (made.push(fakeCanvas(SWIFTSHADER, asked)), made.at(-1)!))
  expect(made).toHaveLength(1)
  expect(got?.canvas).toBe(made[0])
  expect(asked.map((a) => a.antialias)).toEqual([false])
  expect(asked[0]).toMatchObject({ preserveDrawingBuffer: true, alpha: true })
})

it("on a GPU the viewer's probe is let go for an anti-aliased context on a fresh canvas", () => {
  const asked: WebGLContextAttributes[] = []
  const lost: string[] = []
  const made: HTMLCanvasElement[] = []
  const got = gl.contextOnNew(() => (made.push(fakeCanvas(GPU, asked, lost)), made.at(-1)!))
  expect(made).toHaveLength(2)
  expect(got?.canvas).toBe(made[1])
  expect(asked.map((a) => a.antialias)).toEqual([false, true])
  expect(lost).toEqual([GPU])
})
