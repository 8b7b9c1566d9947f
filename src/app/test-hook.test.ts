// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The hook module reads import.meta.env.MODE, which is 'test' under vitest: each case sets it. */
async function load(mode: string) {
  vi.resetModules()
  vi.stubEnv('MODE', mode)
  return import('./test-hook')
}
const w = window as unknown as Record<string, unknown>
afterEach(() => {
  vi.unstubAllEnvs()
  delete w.__testHooks
  delete w.__spatialEditor
})

describe('the test hook', () => {
  it('exposes nothing in a production page that no test opened', async () => {
    const { exposeForTests, exposePartForTests } = await load('production')
    exposeForTests('spatialEditor', { docStore: 1 })
    exposePartForTests('spatialEditor', 'codeView', 2)
    expect('__spatialEditor' in window).toBe(false)
  })

  it('exposes a hook and its parts when a test opened the page, and withdraws them', async () => {
    const { exposeForTests, exposePartForTests } = await load('production')
    w.__testHooks = true
    const withdraw = exposeForTests('spatialEditor', { docStore: 1 })
    const withdrawPart = exposePartForTests('spatialEditor', 'preview', 'p')
    expect(w.__spatialEditor).toEqual({ docStore: 1, preview: 'p' })
    withdrawPart()
    expect(w.__spatialEditor).toEqual({ docStore: 1 })
    withdraw()
    expect('__spatialEditor' in window).toBe(false)
  })

  it('is on in a test build', async () => {
    const { exposeForTests } = await load('test')
    exposeForTests('spatialEditor', { x: 1 })
    expect(w.__spatialEditor).toEqual({ x: 1 })
  })
})
