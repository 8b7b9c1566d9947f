import { indexKey } from './order-keys'
import { describe, expect, it } from 'vitest'
import { createGroup, createHotspot, createModel, createLight, createShape, createText, emptyScene, nextName } from './defaults'
import { SceneHistory } from './history'
import { loadScene, SceneLoadError } from './load'
import { applyDiff, applyOps, SceneOpError, type SceneOp } from './ops'
import { SCENE_VERSION, SHAPES_2D, SHAPES_3D, type SceneDocument, type SceneNode } from './schema'

/** A small seeded generator, so a failing random run can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

function richScene(): SceneDocument {
  let doc = emptyScene()
  const add = (node: SceneNode) => (doc = applyOps(doc, [{ op: 'add', node }]).doc)
  for (const shape of [...SHAPES_3D, ...SHAPES_2D]) add(createShape(doc, shape, [1, 2, 3]))
  add(createLight(doc, 'spot'))
  add(createText(doc, '2D'))
  add(createHotspot(doc))
  const group = createGroup(doc)
  add(group)
  doc = applyOps(doc, [{ op: 'add-asset', asset: { id: 'asset1', type: 'model', name: 'chair.glb', url: '/library/models/chair.glb', size: 1000, mime: 'model/gltf-binary', triangles: 120 } }]).doc
  add({ ...createModel(doc, 'asset1', 'Chair'), parentId: group.id })
  return doc
}

describe('the scene document', () => {
  it('round-trips every node kind through JSON', () => {
    const doc = richScene()
    expect(loadScene(JSON.stringify(doc))).toEqual(doc)
    expect(Object.keys(doc.nodes)).toHaveLength(SHAPES_3D.length + SHAPES_2D.length + 5)
  })

  it('names new shapes Cube, Cube1, Cube2', () => {
    let doc = emptyScene()
    const names = []
    for (let i = 0; i < 3; i++) {
      const node = createShape(doc, 'cube')
      names.push(node.name)
      doc = applyOps(doc, [{ op: 'add', node }]).doc
    }
    expect(names).toEqual(['Cube', 'Cube1', 'Cube2'])
    expect(nextName(doc, 'Sphere')).toBe('Sphere')
  })

  it.each([
    ['not JSON', '{"schemaVersion": 1,', /not valid JSON/],
    ['an array', '[]', /JSON object/],
    ['no version', '{"nodes": {}}', /schemaVersion/],
    ['a future version', JSON.stringify({ ...emptyScene(), schemaVersion: SCENE_VERSION + 1 }), /newer version/],
    ['a wrong type', JSON.stringify({ ...emptyScene(), settings: { ...emptyScene().settings, background: 42 } }), /settings.background/],
  ])('refuses %s with a clear message', (_label, json, message) => {
    expect(() => loadScene(json)).toThrow(SceneLoadError)
    expect(() => loadScene(json)).toThrow(message)
  })

  it('refuses broken references: a missing asset, a missing parent, a cycle', () => {
    const doc = richScene()
    const model = Object.values(doc.nodes).find((n) => n.kind === 'model')!
    expect(() => loadScene({ ...doc, assets: {} })).toThrow(/missing asset/)
    const [a, b] = Object.values(doc.nodes).filter((n) => n.kind === 'shape')
    const cyclic = { ...doc, nodes: { ...doc.nodes, [a.id]: { ...a, parentId: b.id }, [b.id]: { ...b, parentId: a.id } } }
    expect(() => loadScene(cyclic)).toThrow(/cycle/)
    expect(() => loadScene({ ...doc, nodes: { ...doc.nodes, [model.id]: { ...model, parentId: 'nope' } } })).toThrow(/missing parent/)
  })
})

describe('operations undo and redo', () => {
  const base = richScene()
  const shape = Object.values(base.nodes).find((n) => n.kind === 'shape')!
  const group = Object.values(base.nodes).find((n) => n.kind === 'group')!
  const cases: [string, SceneOp[]][] = [
    ['add', [{ op: 'add', node: createShape(base, 'torus') }]],
    ['remove', [{ op: 'remove', id: shape.id }]],
    ['remove a group with its children', [{ op: 'remove', id: group.id }]],
    ['update', [{ op: 'update', id: shape.id, patch: { name: 'Renamed', transform: { ...shape.transform, position: [9, 9, 9] } } }]],
    ['settings', [{ op: 'settings', patch: { background: '#000000' } }]],
    ['add-asset', [{ op: 'add-asset', asset: { id: 'a2', type: 'image', name: 'x.png', url: '/x.png', size: 1, mime: 'image/png' } }]],
    ['remove-asset', [{ op: 'remove', id: Object.values(base.nodes).find((n) => n.kind === 'model')!.id }, { op: 'remove-asset', id: 'asset1' }]],
  ]
  for (const [label, ops] of cases) {
    it(label, () => {
      const { doc: after, diff } = applyOps(base, ops)
      expect(after).not.toEqual(base)
      const undone = applyDiff(after, diff, 'backward')
      expect(undone).toEqual(base)
      expect(applyDiff(undone, diff, 'forward')).toEqual(after)
    })
  }

  it('refuses an op that does not fit, leaving the document as it was', () => {
    expect(() => applyOps(base, [{ op: 'remove', id: 'missing' }])).toThrow(SceneOpError)
    expect(() => applyOps(base, [{ op: 'add', node: shape }])).toThrow(/already exists/)
  })

  it('gives back the original after 1,000 random operations are all undone', () => {
    const random = rng(20261122)
    const original = richScene()
    let doc = original
    const history = new SceneHistory(() => 0)
    const states: SceneDocument[] = [doc]
    const pickNode = () => {
      const ids = Object.keys(doc.nodes)
      return ids.length ? doc.nodes[ids[Math.floor(random() * ids.length)]] : undefined
    }
    for (let i = 0; i < 1000; i++) {
      const roll = random()
      const node = pickNode()
      let ops: SceneOp[]
      if (roll < 0.3 || !node) {
        const shapes = [...SHAPES_3D, ...SHAPES_2D]
        ops = [{ op: 'add', node: createShape(doc, shapes[Math.floor(random() * shapes.length)], [random(), random(), random()]) }]
      } else if (roll < 0.45) {
        ops = [{ op: 'remove', id: node.id }]
      } else if (roll < 0.85) {
        ops = [{ op: 'update', id: node.id, patch: { transform: { ...node.transform, position: [random() * 10, random(), random()] }, visible: random() > 0.5 } }]
      } else if (roll < 0.92) {
        ops = [{ op: 'settings', patch: { background: random() > 0.5 ? '#101010' : '#FAFAFA' } }]
      } else {
        const other = pickNode()!
        ops = [{ op: 'update', id: node.id, patch: { name: `n${i}` } }, { op: 'update', id: other.id, patch: { order: indexKey(i) } }]
      }
      const result = applyOps(doc, ops)
      doc = result.doc
      history.record(`op ${i}`, result.diff)
      states.push(doc)
    }
    const final = doc
    let undone = 0
    for (let r = history.undo(doc); r; r = history.undo(doc)) {
      doc = r.doc
      undone++
    }
    expect(undone).toBeGreaterThan(400) // the history keeps the last 500 steps
    expect(doc).toEqual(states[states.length - 1 - undone])
    for (let r = history.redo(doc); r; r = history.redo(doc)) doc = r.doc
    expect(doc).toEqual(final)
  })

  it('undoes everything back to the very first document when within the history limit', () => {
    const original = richScene()
    let doc = original
    const history = new SceneHistory()
    const random = rng(7)
    for (let i = 0; i < 300; i++) {
      const ids = Object.keys(doc.nodes)
      const node = doc.nodes[ids[Math.floor(random() * ids.length)]]
      const ops: SceneOp[] = random() < 0.5 || !node ? [{ op: 'add', node: createShape(doc, 'cube') }] : [{ op: 'remove', id: node.id }]
      const result = applyOps(doc, ops)
      doc = result.doc
      history.record('step', result.diff)
    }
    for (let r = history.undo(doc); r; r = history.undo(doc)) doc = r.doc
    expect(doc).toEqual(original)
  })

  it('folds a continuous drag into one labelled step', () => {
    let now = 0
    const history = new SceneHistory(() => now)
    let doc = base
    for (let x = 0; x < 20; x++) {
      now += 16
      const node = doc.nodes[shape.id]
      const result = applyOps(doc, [{ op: 'update', id: shape.id, patch: { transform: { ...node.transform, position: [x, 0, 0] } } }])
      doc = result.doc
      history.record('Move Cube', result.diff, `move:${shape.id}`)
    }
    history.seal()
    const undo = history.undo(doc)!
    expect(undo.label).toBe('Move Cube')
    expect(undo.doc).toEqual(base)
    expect(history.canUndo).toBe(false)
  })
})
