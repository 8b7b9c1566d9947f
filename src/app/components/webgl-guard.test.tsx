// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useDomRoot } from '../../../tests/support/dom-root'
import { createWithFallback, WebGLBoundary, WebGLUnavailableError } from './webgl-guard'

// A GPU draws here, unless a test says otherwise (gl-context.ts remembers what the last context said).
beforeEach(() => localStorage.setItem('spatial.gl.software', '0'))
afterEach(() => vi.restoreAllMocks())
const dom = useDomRoot()

it('makes one context, retrying without anti-aliasing before giving up', () => {
  const asked: boolean[] = []
  const made = createWithFallback((antialias) => {
    asked.push(antialias)
    if (antialias) throw new Error('Error creating WebGL context.')
    return { antialias }
  })
  expect(made).toEqual({ antialias: false })
  expect(asked).toEqual([true, false])
})

it('asks software GL for no multisampling, which there doubles the cost of a frame', async () => {
  localStorage.setItem('spatial.gl.software', '1')
  vi.resetModules()
  const fresh = await import('./webgl-guard')
  const asked: boolean[] = []
  fresh.createWithFallback((antialias) => asked.push(antialias))
  expect(asked).toEqual([false])
})

it('throws WebGLUnavailableError when no context can be made at all', () => {
  expect(() =>
    createWithFallback(() => {
      throw new Error('Error creating WebGL context.')
    }),
  ).toThrow(WebGLUnavailableError)
})

function Failing({ error }: { error: Error }): never {
  throw error
}

it('shows the WebGL overlay instead of the canvas when the context failed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await act(async () => dom.root.render(<WebGLBoundary><Failing error={new WebGLUnavailableError()} /></WebGLBoundary>))
  expect(dom.container.querySelector('[role="alert"] h2')?.textContent).toBe('3D is not available in this browser')
})

it('passes any other error on to the boundary above', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  class Outer extends WebGLBoundary {
    render() {
      return this.state.error ? <p id="outer">outer caught</p> : this.props.children
    }
  }
  await act(async () => dom.root.render(<Outer><WebGLBoundary><Failing error={new Error('boom')} /></WebGLBoundary></Outer>))
  expect(dom.container.querySelector('#outer')?.textContent).toBe('outer caught')
  expect(dom.container.querySelector('[role="alert"]')).toBeNull()
})
