import { describe, expect, it } from 'vitest'
import { createGroup, createShape, createText, emptyScene } from './defaults'
import { SceneHistory } from './history'
import { applyOps } from './ops'
import type { SceneDocument, SceneNode } from './schema'
import { jsonEqual, sceneDiffOps } from './diff'

function base() {
  let doc = applyOps(emptyScene(), [{ op: 'add-asset', asset: { id: 'a1', type: 'model', name: 'Sofa', url: '/library/models/sofa.glb', size: 10, mime: 'model/gltf-binary' } }]).doc
  const add = (node: SceneNode) => (doc = applyOps(doc, [{ op: 'add', node }]).doc)
  const group = createGroup(doc)
  add(group)
  const cube = { ...createShape(doc, 'cube'), parentId: group.id }
  add(cube)
  const sphere = createShape(doc, 'sphere', [1, 2, 3], '#FF0000')
  add(sphere)
  const text = createText(doc)
  add(text)
  return { doc, group, cube, sphere, text }
}

/** Round trip: the ops turn old into new, and undoing them (one history step) gives old back. */
function roundTrip(before: SceneDocument, after: SceneDocument) {
  const ops = sceneDiffOps(before, after)
  const { doc, diff } = applyOps(before, ops)
  expect(jsonEqual(doc, after)).toBe(true)
  expect(JSON.parse(JSON.stringify(doc))).toEqual(JSON.parse(JSON.stringify(after)))
  const history = new SceneHistory()
  history.record('Edit scene code', diff)
  const undone = history.undo(doc)!
  expect(undone.label).toBe('Edit scene code')
  expect(undone.doc).toEqual(before)
  expect(history.canUndo).toBe(false)
  expect(jsonEqual(history.redo(undone.doc)!.doc, after)).toBe(true)
  return { ops, doc }
}

const edit = (doc: SceneDocument, change: (d: SceneDocument) => void): SceneDocument => {
  const copy = structuredClone(doc)
  change(copy)
  return copy
}

describe('document diff → operations', () => {
  it('makes no operation for an unchanged document, and keeps untouched nodes identical', () => {
    const { doc, sphere, cube } = base()
    expect(sceneDiffOps(doc, structuredClone(doc))).toEqual([])
    const { ops, doc: next } = roundTrip(doc, edit(doc, (d) => (d.nodes[sphere.id].name = 'Ball')))
    expect(ops).toEqual([{ op: 'update', id: sphere.id, patch: { name: 'Ball' } }])
    expect(next.nodes[cube.id]).toBe(doc.nodes[cube.id])
  })

  it('turns updates, removals, additions, settings and asset changes into one undoable step', () => {
    const { doc, sphere, text, cube } = base()
    const extra = createShape(doc, 'torus')
    const after = edit(doc, (d) => {
      d.nodes[sphere.id].transform.position = [0, 0, 0]
      d.nodes[sphere.id].events = [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: cube.id, url: null }]
      delete d.nodes[text.id]
      d.nodes[extra.id] = extra
      d.settings.background = '#000000'
      d.assets.a1.name = 'Couch'
      d.assets.a2 = { id: 'a2', type: 'image', name: 'Poster', url: '/library/images/poster.png', size: 5, mime: 'image/png' }
    })
    const { ops } = roundTrip(doc, after)
    expect(ops.map((o) => o.op).sort()).toEqual(['add', 'add-asset', 'add-asset', 'remove', 'remove-asset', 'settings', 'update'])
  })

  it('replaces a node whose kind changed or that lost a field, and brings its surviving children back', () => {
    const { doc, group, cube } = base()
    const physics = edit(doc, (d) => {
      ;(d.nodes[group.id] as SceneNode).physics = { body: 'dynamic', mass: 'Light', drag: 0, gravity: true, collider: 'Box', bounciness: 0.2, material: 'Default' }
    })
    // Adding an optional field is an update; taking it away again is a replacement.
    expect(sceneDiffOps(doc, physics).map((o) => o.op)).toEqual(['update'])
    const { ops } = roundTrip(physics, doc)
    expect(ops.map((o) => o.op)).toEqual(['remove', 'add', 'add'])
    // The group becomes a cube: its child is removed with it, then added back under the new node.
    const kind = edit(doc, (d) => {
      d.nodes[group.id] = { ...createShape(doc, 'cube'), id: group.id, name: 'Was a group' }
    })
    const result = roundTrip(doc, kind)
    expect(result.doc.nodes[cube.id].parentId).toBe(group.id)
  })

  it('moves a node out of a subtree that is removed in the same edit', () => {
    const { doc, group, cube } = base()
    const after = edit(doc, (d) => {
      d.nodes[cube.id].parentId = null
      delete d.nodes[group.id]
    })
    const { ops } = roundTrip(doc, after)
    expect(ops).toEqual([{ op: 'update', id: cube.id, patch: { parentId: null } }, { op: 'remove', id: group.id }])
  })

  it('compares JSON structurally, ignoring key order and undefined members', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(jsonEqual({ a: 1, x: undefined }, { a: 1 })).toBe(true)
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(jsonEqual({ a: null }, { a: {} })).toBe(false)
  })
})
