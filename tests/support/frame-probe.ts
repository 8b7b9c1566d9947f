import type { Page } from 'playwright-core'

/**
 * An init script that counts WebGL draw calls per animation frame, from outside the app: every
 * draw entry point of both WebGL contexts is wrapped, and a requestAnimationFrame loop of its own
 * closes each frame's count. A frame with no draw call was not drawn (an idle demand loop).
 * `window.__frames.log` holds [calls] for every animation frame since the last `reset()`.
 */
export const FRAME_PROBE = `(() => {
  const state = { current: 0, log: [], reset() { state.log = [] } }
  window.__frames = state
  const names = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements', 'drawBuffers']
  for (const proto of [window.WebGL2RenderingContext && WebGL2RenderingContext.prototype, window.WebGLRenderingContext && WebGLRenderingContext.prototype]) {
    if (!proto) continue
    for (const name of names) {
      if (name === 'drawBuffers') continue
      const original = proto[name]
      if (!original) continue
      proto[name] = function (...args) { state.current++; return original.apply(this, args) }
    }
  }
  const roll = () => {
    state.log.push(state.current)
    state.current = 0
    if (state.log.length > 20000) state.log.splice(0, 10000)
    requestAnimationFrame(roll)
  }
  requestAnimationFrame(roll)
})()`

export interface FrameCounts {
  /** Animation frames seen. */
  frames: number
  /** Frames with at least one draw call. */
  drawn: number
  /** Draw calls of each drawn frame. */
  calls: number[]
}

export async function resetFrames(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __frames: { reset: () => void } }).__frames.reset())
}

export async function readFrames(page: Page): Promise<FrameCounts> {
  const log = await page.evaluate(() => (window as unknown as { __frames: { log: number[] } }).__frames.log.slice())
  const calls = log.filter((n) => n > 0)
  return { frames: log.length, drawn: calls.length, calls }
}

/** Frames drawn in `ms` of doing nothing. */
export async function idleFrames(page: Page, ms: number): Promise<FrameCounts> {
  await resetFrames(page)
  await page.waitForTimeout(ms)
  return readFrames(page)
}

/**
 * Waits until the page has drawn nothing for `quietMs` while its animation frames kept coming (a
 * page whose main thread is blocked draws nothing either, and is not idle), at most `maxMs`;
 * true when it went quiet.
 */
export async function settled(page: Page, { quietMs = 2000, maxMs = 30_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + maxMs
  await resetFrames(page)
  let quietSince = Date.now()
  let quietFrames = 0
  while (Date.now() < deadline) {
    await page.waitForTimeout(250)
    const { drawn, frames } = await readFrames(page)
    await resetFrames(page)
    if (drawn > 0) {
      quietSince = Date.now()
      quietFrames = 0
    } else quietFrames += frames
    // At least 10 frames a second throughout the quiet spell.
    if (Date.now() - quietSince >= quietMs && quietFrames >= (quietMs / 1000) * 10) return true
  }
  return false
}

/** Draw calls of the frames drawn while the camera is dragged across `selector` (an orbit). */
export async function orbitFrames(page: Page, selector: string): Promise<FrameCounts> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`nothing at ${selector}`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await resetFrames(page)
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(x + i * 8, y + i * 2)
    await page.waitForTimeout(60)
  }
  await page.mouse.up()
  await page.waitForTimeout(300)
  return readFrames(page)
}

export const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0)

/**
 * An init script that records every WebGL2 program the page links, in order: its fragment
 * shader's name (three's SHADER_NAME, or SHADER_TYPE for its built-in passes) and the time of
 * the link from navigation. `window.__programs` holds { name, t } entries.
 */
export const PROGRAM_PROBE = `(() => {
  const programs = (window.__programs = [])
  const names = new WeakMap()
  const proto = WebGL2RenderingContext.prototype
  const source = proto.shaderSource
  proto.shaderSource = function (shader, text) {
    names.set(shader, (/#define SHADER_NAME (.*)/.exec(text) || /#define SHADER_TYPE (.*)/.exec(text) || [])[1] || '?')
    return source.call(this, shader, text)
  }
  const link = proto.linkProgram
  proto.linkProgram = function (program) {
    const shaders = this.getAttachedShaders(program) || []
    programs.push({ name: names.get(shaders[1]) || '?', t: Math.round(performance.now()) })
    return link.call(this, program)
  }
})()`

export interface LinkedProgram {
  name: string
  t: number
}
