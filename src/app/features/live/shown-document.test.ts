import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { keepShown } from './shown-document'

function scene(count: number): SceneDocument {
  let doc = emptyScene()
  for (let i = 0; i < count; i++) doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [i, 0, 0]) }]).doc
  return doc
}
/** The same document as new objects, as the server's sequence rebuilds it. */
const rebuilt = (doc: SceneDocument): SceneDocument => JSON.parse(JSON.stringify(doc))

describe('keepShown', () => {
  it('answers the shown document when the next one has the same content (the ack of an own step)', () => {
    const base = scene(5)
    const id = Object.keys(base.nodes)[2]
    const moved = applyOps(base, [{ op: 'update', id, patch: { transform: { ...base.nodes[id].transform, position: [9, 1, 1] } } }]).doc
    const acked = applyOps(base, [{ op: 'update', id, patch: { transform: { ...base.nodes[id].transform, position: [9, 1, 1] } } }]).doc
    expect(acked).not.toBe(moved)
    expect(keepShown(moved, acked)).toBe(moved)
    expect(keepShown(moved, rebuilt(moved))).toBe(moved)
  })

  it('answers the next document as it is when nothing equal was rebuilt (a local step)', () => {
    const base = scene(4)
    const id = Object.keys(base.nodes)[0]
    const next = applyOps(base, [{ op: 'update', id, patch: { name: 'Renamed' } }]).doc
    expect(keepShown(base, next)).toBe(next)
  })

  it('keeps equal nodes and takes the changed ones when both come at once', () => {
    const base = scene(4)
    const [a, b] = Object.keys(base.nodes)
    const next = rebuilt(applyOps(base, [{ op: 'update', id: a, patch: { name: 'Renamed' } }]).doc)
    const shown = keepShown(base, next)
    expect(shown).not.toBe(base)
    expect(shown.nodes[a].name).toBe('Renamed')
    expect(shown.nodes[b]).toBe(base.nodes[b])
    expect(shown.settings).toBe(base.settings)
    expect(JSON.stringify(shown)).toBe(JSON.stringify(next))
  })

  it('sees added and removed nodes and changed settings', () => {
    const base = scene(3)
    const [a] = Object.keys(base.nodes)
    const removed = rebuilt(applyOps(base, [{ op: 'remove', id: a }]).doc)
    expect(Object.keys(keepShown(base, removed).nodes)).toHaveLength(2)
    const added = applyOps(base, [{ op: 'add', node: createShape(base, 'sphere', [0, 2, 0]) }]).doc
    expect(Object.keys(keepShown(base, rebuilt(added)).nodes)).toHaveLength(4)
    const dark = rebuilt({ ...base, settings: { ...base.settings, background: '#000000' } })
    const shown = keepShown(base, dark)
    expect(shown.settings.background).toBe('#000000')
    expect(shown.nodes).toBe(base.nodes)
  })
})
