import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneEvent } from '@shared/scene/schema'
import { createEventsRuntime, safeUrl, withMotion } from './events-runtime'

const ev = (e: Partial<SceneEvent>): SceneEvent => ({ id: `e${Math.random().toString(16).slice(2, 8)}`, inputType: 'mouse', trigger: 'click', action: 'disable', targetId: null, url: null, ...e })

function setup() {
  let doc = emptyScene()
  const group = createGroup(doc)
  doc = applyOps(doc, [{ op: 'add', node: group }]).doc
  const cube = { ...createShape(doc, 'cube'), parentId: group.id }
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  const sphere = createShape(doc, 'sphere')
  doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc
  return { doc, group, cube, sphere }
}

describe('events runtime', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const effects = () => ({ setVisible: vi.fn(), media: vi.fn(), redirect: vi.fn(), animate: vi.fn() })

  it('runs a click at once when the object has no double-click event, found through its parent group', () => {
    const { doc, group, cube, sphere } = setup()
    const withEvent: SceneDocument = applyOps(doc, [{ op: 'update', id: group.id, patch: { events: [ev({ targetId: sphere.id })] } }]).doc
    const fx = effects()
    const rt = createEventsRuntime(() => withEvent, fx)
    expect(rt.click(cube.id)).toBe(true)
    expect(fx.setVisible).toHaveBeenCalledWith(sphere.id, false)
    expect(rt.click(sphere.id)).toBe(false)
  })

  it('makes a single click wait 250 ms when a double click is defined, and a double click cancels it', () => {
    const { doc, cube, sphere } = setup()
    const events = [ev({ targetId: sphere.id, action: 'disable' }), ev({ trigger: 'double-click', action: 'play', targetId: sphere.id })]
    const d = applyOps(doc, [{ op: 'update', id: cube.id, patch: { events } }]).doc
    const fx = effects()
    const rt = createEventsRuntime(() => d, fx)
    rt.click(cube.id)
    vi.advanceTimersByTime(249)
    expect(fx.setVisible).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fx.setVisible).toHaveBeenCalledTimes(1)
    // click, click, dblclick: only the double-click action runs.
    rt.click(cube.id)
    rt.click(cube.id)
    rt.doubleClick(cube.id)
    vi.advanceTimersByTime(1000)
    expect(fx.setVisible).toHaveBeenCalledTimes(1)
    expect(fx.media).toHaveBeenCalledWith(sphere.id, 'play')
  })

  it('redirects only to http(s) links', () => {
    expect(safeUrl('example.com')).toBe('https://example.com/')
    expect(safeUrl('http://a.test/x?y=1')).toBe('http://a.test/x?y=1')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('data:text/html,hi')).toBeNull()
    const { doc, cube } = setup()
    const d = applyOps(doc, [{ op: 'update', id: cube.id, patch: { events: [ev({ action: 'redirect', url: 'javascript:alert(1)' }), ev({ action: 'redirect', url: 'example.com' })] } }]).doc
    const fx = effects()
    createEventsRuntime(() => d, fx).click(cube.id)
    expect(fx.redirect).toHaveBeenCalledTimes(1)
    expect(fx.redirect).toHaveBeenCalledWith('https://example.com/')
  })

  it('animates: the target stands still until a click starts its motion, and a second click stops it', () => {
    const { doc, cube, sphere } = setup()
    const spin = { kind: 'spin' as const, speed: 0.5 }
    const d = applyOps(doc, [
      { op: 'update', id: sphere.id, patch: { motion: spin } },
      { op: 'update', id: cube.id, patch: { events: [ev({ action: 'animate', targetId: sphere.id })] } },
    ]).doc
    let playing: Record<string, boolean> = {}
    const live = () => withMotion(d, playing)
    expect(live().nodes[sphere.id].motion).toEqual({ ...spin, speed: 0 })
    // What no event animates keeps playing as authored, and the document itself is never changed.
    expect(withMotion(applyOps(d, [{ op: 'update', id: cube.id, patch: { events: [] } }]).doc, {}).nodes[sphere.id].motion).toEqual(spin)
    expect(d.nodes[sphere.id].motion).toEqual(spin)
    const fx = { ...effects(), animate: vi.fn((id: string) => (playing = { ...playing, [id]: !playing[id] })) }
    const rt = createEventsRuntime(live, fx)
    rt.click(cube.id)
    expect(fx.animate).toHaveBeenCalledWith(sphere.id)
    expect(live().nodes[sphere.id].motion).toEqual(spin)
    rt.click(cube.id)
    expect(live().nodes[sphere.id].motion?.speed).toBe(0)
  })

  it('accepts animate in the document schema (applyOps validates it), and nothing unknown', () => {
    const { doc, cube } = setup()
    expect(applyOps(doc, [{ op: 'update', id: cube.id, patch: { events: [ev({ action: 'animate', targetId: cube.id })] } }]).doc.nodes[cube.id].events[0].action).toBe('animate')
    expect(() => applyOps(doc, [{ op: 'update', id: cube.id, patch: { events: [ev({ action: 'explode' as SceneEvent['action'], targetId: cube.id })] } }])).toThrow()
  })
})
