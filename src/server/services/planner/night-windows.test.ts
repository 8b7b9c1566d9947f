import { describe, expect, it } from 'vitest'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import type { SceneNode } from '../../../shared/scene/schema'
import { LIT_WINDOW } from './night-windows'
import { planPrompt } from './planner'

const built = (prompt: string) => {
  const doc = applyOps(emptyScene(), planPrompt(prompt, emptyScene()).ops).doc
  const parts = Object.values(doc.nodes) as SceneNode[]
  return { doc, named: (name: string) => parts.filter((n): n is Extract<SceneNode, { kind: 'shape' }> => n.kind === 'shape' && n.name === name) }
}

describe('lit windows after dark', () => {
  it("the night village's houses have warm glowing windows", () => {
    const { named } = built('a small village at night with torches')
    const windows = named('Window')
    expect(windows.length).toBeGreaterThanOrEqual(6)
    for (const w of windows) expect(w.material).toMatchObject({ emission: LIT_WINDOW, albedo: LIT_WINDOW, renderingMode: 'Opaque', alpha: 1 })
  })

  it('by day the same village keeps clear glass', () => {
    const windows = built('a small village with torches').named('Window')
    expect(windows.length).toBeGreaterThanOrEqual(6)
    for (const w of windows) expect(w.material).toMatchObject({ emission: null, renderingMode: 'Transparent' })
  })

  it("a bus's windows stay clear at night", () => {
    const windows = built('a bus at night').named('Windows')
    expect(windows.length).toBeGreaterThan(0)
    for (const w of windows) expect(w.material.emission).toBeNull()
  })
})
