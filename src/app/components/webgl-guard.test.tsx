// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { probeWebGL } from './webgl-guard'

afterEach(() => vi.restoreAllMocks())

it('retries without anti-aliasing before giving up, and reports which worked', () => {
  const asked: unknown[] = []
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string, options?: { antialias?: boolean }) => {
    asked.push([kind, options?.antialias])
    return options?.antialias === false && kind === 'webgl' ? ({ getExtension: () => null } as unknown as RenderingContext) : null
  }) as never)
  expect(probeWebGL()).toEqual({ ok: true, antialias: false })
  expect(asked).toEqual([['webgl2', true], ['webgl', true], ['webgl2', false], ['webgl', false]])
})

it('says no when no context can be made at all', () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  expect(probeWebGL()).toEqual({ ok: false, antialias: false })
})
