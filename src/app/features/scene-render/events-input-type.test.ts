import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import { applyOps } from '@shared/scene/ops'
import type { SceneEvent } from '@shared/scene/schema'
import { createEventsRuntime } from './events-runtime'

/** An event's input type is the author's label: Mouse and Touch events both answer any click. */
describe('events runtime and input types', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function scene(events: (target: string) => SceneEvent[]) {
    let doc = emptyScene()
    const cube = createShape(doc, 'cube')
    doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
    const sphere = createShape(doc, 'sphere')
    doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc
    doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { events: events(sphere.id) } }]).doc
    return { doc, cube, sphere }
  }

  it('fires Touch and Mouse events alike (a click, a tap and an XR select all reach the same handler)', () => {
    const { doc, cube, sphere } = scene((target) => [
      { id: 't1', inputType: 'touch', trigger: 'click', action: 'disable', targetId: target, url: null },
      { id: 'm1', inputType: 'mouse', trigger: 'double-click', action: 'enable', targetId: target, url: null },
    ])
    const fx = { setVisible: vi.fn(), media: vi.fn(), redirect: vi.fn(), animate: vi.fn() }
    const rt = createEventsRuntime(() => doc, fx)
    expect(rt.click(cube.id)).toBe(true)
    vi.advanceTimersByTime(300)
    expect(fx.setVisible).toHaveBeenLastCalledWith(sphere.id, false)
    expect(rt.doubleClick(cube.id)).toBe(true)
    expect(fx.setVisible).toHaveBeenLastCalledWith(sphere.id, true)
  })

  it('keeps the input type through a save and load; an older scene without one still runs', () => {
    const { doc, cube } = scene((target) => [{ id: 't1', inputType: 'touch', trigger: 'click', action: 'disable', targetId: target, url: null }])
    expect(loadScene(JSON.parse(JSON.stringify(doc))).nodes[cube.id].events[0].inputType).toBe('touch')
    // A version-1 scene saved before the field existed: the migration reads it as mouse.
    const old = scene((target) => [{ id: 'o1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: target, url: null }])
    const v1 = JSON.parse(JSON.stringify({ ...old.doc, schemaVersion: 1 }))
    delete v1.nodes[old.cube.id].events[0].inputType
    const loaded = loadScene(v1)
    expect(loaded.nodes[old.cube.id].events[0].inputType).toBe('mouse')
    const fx = { setVisible: vi.fn(), media: vi.fn(), redirect: vi.fn(), animate: vi.fn() }
    expect(createEventsRuntime(() => loaded, fx).click(old.cube.id)).toBe(true)
    expect(fx.setVisible).toHaveBeenCalledWith(old.sphere.id, false)
  })
})
