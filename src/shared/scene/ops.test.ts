import { describe, expect, it } from 'vitest'
import { createGroup, createShape, emptyScene } from './defaults'
import { SceneHistory } from './history'
import { loadScene } from './load'
import { applyDiff, applyOps, descendants, SceneOpError, SceneTooManyNodesError, topmostIds, type SceneOp } from './ops'
import { SCENE_MAX_NODES } from './limits'
import { indexKey } from './order-keys'
import { applyBatch } from '../sync/apply-batch'
import { commitBatch } from '../sync/commit-batch'
import { toWire } from '../sync/wire-ops'
import type { SceneDocument, SceneEvent, SceneNode } from './schema'
import { beginTransaction } from './transaction'

const event = (id: string, targetId: string | null): SceneEvent => ({ id, inputType: 'mouse', trigger: 'click', action: 'disable', targetId, url: null })

/** A group holding a body with a hat on it, a cube aiming events at the body and the hat, and an image. */
function scene() {
  let doc = emptyScene()
  const add = (node: SceneNode) => (doc = applyOps(doc, [{ op: 'add', node }]).doc) && node
  const group = add({ ...createGroup(doc), id: 'penguin' })
  const body = add({ ...createShape(doc, 'sphere'), id: 'body', parentId: group.id })
  const hat = add({ ...createShape(doc, 'cone'), id: 'hat', parentId: body.id })
  const cube = add({ ...createShape(doc, 'cube'), id: 'cube', events: [event('e1', 'hat'), event('e2', 'body'), event('e3', null)] })
  doc = applyOps(doc, [{ op: 'add-asset', asset: { id: 'img', type: 'image', name: 'a.png', url: '/a.png', size: 1, mime: 'image/png' } }]).doc
  return { doc, group, body, hat, cube }
}

const undoRedoExact = (before: SceneDocument, ops: SceneOp[]) => {
  const { doc, diff } = applyOps(before, ops)
  expect(applyDiff(doc, diff, 'backward')).toEqual(before)
  expect(applyDiff(applyDiff(doc, diff, 'backward'), diff, 'forward')).toEqual(doc)
  return doc
}

describe('remove keeps the document whole', () => {
  it('takes the subtree and drops events aimed at anything in it; undo restores both', () => {
    const s = scene()
    const after = undoRedoExact(s.doc, [{ op: 'remove', id: s.group.id }])
    expect(Object.keys(after.nodes)).toEqual(['cube'])
    expect(after.nodes.cube.events.map((e) => e.id)).toEqual(['e3'])
    expect(() => loadScene(after)).not.toThrow()
  })

  it('tolerates a node that went earlier in the same batch, but not one that never was', () => {
    const s = scene()
    const after = undoRedoExact(s.doc, [{ op: 'remove', id: s.group.id }, { op: 'remove', id: s.hat.id }, { op: 'remove', id: s.body.id }])
    expect(after.nodes.hat).toBeUndefined()
    expect(() => applyOps(s.doc, [{ op: 'remove', id: 'nope' }])).toThrow(/Cannot remove nope: there is no such node/)
  })

  it('keeps events aimed at a node removed and added back in the same batch (a replaced node)', () => {
    const s = scene()
    const after = applyOps(s.doc, [{ op: 'remove', id: s.hat.id }, { op: 'add', node: { ...s.hat, name: 'Hat again' } }]).doc
    expect(after.nodes.cube.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3'])
  })
})

describe('applyOps validates what it writes', () => {
  const s = scene()
  const refuse = (ops: SceneOp[], message: RegExp) => {
    expect(() => applyOps(s.doc, ops)).toThrow(SceneOpError)
    expect(() => applyOps(s.doc, ops)).toThrow(message)
  }

  it('refuses a transform that is not a transform (bug 5)', () => {
    // @ts-expect-error the patch type is exact: a transform is an object
    refuse([{ op: 'update', id: 'cube', patch: { transform: 'nope' } }], /Cannot update Cube \(cube\): transform: /)
  })

  it('refuses fields the kind does not have, and values out of range', () => {
    // @ts-expect-error a cube has no text
    refuse([{ op: 'update', id: 'cube', patch: { text: { content: 'x' } } }], /a shape has no field "text"/)
    refuse([{ op: 'update', id: 'cube', patch: { name: '' } }], /name: /)
    refuse([{ op: 'add', node: { ...s.cube, id: 'cube2', visible: 'yes' as unknown as boolean } }], /Cannot add cube2: visible: /)
  })

  it('refuses broken references: a missing parent, a cycle, an event at a missing node, a missing asset', () => {
    refuse([{ op: 'update', id: 'cube', patch: { parentId: 'ghost' } }], /missing parent ghost/)
    refuse([{ op: 'update', id: 'penguin', patch: { parentId: 'hat' } }], /cannot move inside itself/)
    refuse([{ op: 'update', id: 'cube', patch: { events: [event('e9', 'ghost')] } }], /event aimed at a missing object ghost/)
    const image: SceneNode = { ...s.cube, id: 'pic', kind: 'image', assetId: 'img', events: [] } as unknown as SceneNode
    delete (image as { shape?: unknown }).shape
    const withImage = applyOps(s.doc, [{ op: 'add', node: image }]).doc
    expect(() => applyOps(withImage, [{ op: 'remove-asset', id: 'img' }])).toThrow(/uses a missing asset img/)
  })

  it('checks references at the end of a batch, so a child may come before its parent', () => {
    const group = { ...createGroup(s.doc), id: 'later' }
    const child = { ...createShape(s.doc, 'torus'), id: 'kid', parentId: 'later' }
    const after = applyOps(s.doc, [{ op: 'add', node: child }, { op: 'add', node: group }]).doc
    expect(after.nodes.kid.parentId).toBe('later')
  })

  it('refuses bad settings and a bad asset', () => {
    refuse([{ op: 'settings', patch: { background: 'red' } }], /settings: background: /)
    refuse([{ op: 'add-asset', asset: { id: 'x', type: 'image', name: '', url: '/x', size: 1, mime: 'image/png' } }], /Cannot add asset x: name: /)
  })

  it('leaves the document untouched when it refuses', () => {
    const before = structuredClone(s.doc)
    expect(() => applyOps(s.doc, [{ op: 'remove', id: 'penguin' }, { op: 'update', id: 'cube', patch: { parentId: 'ghost' } }])).toThrow()
    expect(s.doc).toEqual(before)
  })
})

describe('tables keep their identity', () => {
  it('copies the asset table only when an asset changes, also through undo and redo', () => {
    const s = scene()
    const { doc, diff } = applyOps(s.doc, [{ op: 'update', id: 'cube', patch: { visible: false } }])
    expect(doc.assets).toBe(s.doc.assets)
    expect(applyDiff(doc, diff, 'backward').assets).toBe(s.doc.assets)
    const withAsset = applyOps(s.doc, [{ op: 'remove-asset', id: 'img' }]).doc
    expect(withAsset.assets).not.toBe(s.doc.assets)
    expect(withAsset.nodes).toBe(s.doc.nodes)
  })

  it('gives back the same document for an empty batch', () => {
    const s = scene()
    expect(applyOps(s.doc, []).doc).toBe(s.doc)
  })
})

describe('tree helpers', () => {
  it('finds descendants parents first and the topmost of a selection', () => {
    const s = scene()
    expect(descendants(s.doc.nodes, 'penguin')).toEqual(['body', 'hat'])
    expect(topmostIds(s.doc.nodes, ['hat', 'cube', 'penguin', 'hat', 'gone'])).toEqual(['cube', 'penguin'])
  })
})

describe('a transaction', () => {
  it('sees its own ops and commits one labelled, exactly undoable change', () => {
    const s = scene()
    const tx = beginTransaction(s.doc)
    const first = createShape(tx.doc, 'cube')
    tx.push({ op: 'add', node: first })
    const second = createShape(tx.doc, 'cube')
    tx.push({ op: 'add', node: second }, { op: 'remove', id: 'penguin' })
    expect([first.name, second.name]).toEqual(['Cube1', 'Cube2'])
    const change = tx.commit('Build')
    const history = new SceneHistory()
    history.record(change.label, change.diff)
    const undone = history.undo(change.doc)!
    expect(undone.label).toBe('Build')
    expect(undone.doc).toEqual(s.doc)
    expect(history.redo(undone.doc)!.doc).toEqual(change.doc)
  })

  it('replaces a document with one that has groups and other assets', () => {
    const s = scene()
    const other = applyOps(emptyScene(), [
      { op: 'add-asset', asset: { id: 'snd', type: 'audio', name: 'a.mp3', url: '/a.mp3', size: 1, mime: 'audio/mpeg' } },
      { op: 'add', node: { ...createGroup(emptyScene()), id: 'g2' } },
      { op: 'add', node: { ...createShape(emptyScene(), 'cube'), id: 'c2', parentId: 'g2' } },
    ]).doc
    const change = beginTransaction(s.doc).replaceWith(other).commit('Restore')
    expect(change.doc).toEqual(other)
    expect(applyDiff(change.doc, change.diff, 'backward')).toEqual(s.doc)
  })
})

describe('the node cap, kept by the door', () => {
  const many = (prefix: string, n: number) => {
    const template = createShape(emptyScene(), 'cube')
    return Array.from({ length: n }, (_, i) => ({ op: 'add' as const, node: { ...template, id: `${prefix}${i}`, name: `C${i}`, order: indexKey(i) } }))
  }
  it(`refuses an add past ${SCENE_MAX_NODES} objects whole (413), lets a full scene be trimmed and refilled`, () => {
    const full = applyOps(emptyScene(), many('n', SCENE_MAX_NODES)).doc
    expect(Object.keys(full.nodes)).toHaveLength(SCENE_MAX_NODES)
    const over = () => applyOps(full, many('x', 1))
    expect(over).toThrow(SceneTooManyNodesError)
    expect(over).toThrow(String(SCENE_MAX_NODES))
    expect(() => applyBatch(full, many('x', 3))).toThrow(SceneTooManyNodesError)
    const swapped = applyOps(full, [{ op: 'remove', id: 'n0' }, ...many('y', 1)]).doc
    expect(Object.keys(swapped.nodes)).toHaveLength(SCENE_MAX_NODES)
    // The count is remembered per table: the next refusal needs no recount to be right.
    expect(() => applyOps(swapped, many('z', 1))).toThrow(SceneTooManyNodesError)
    expect(commitBatch({ doc: full, seq: 1 }, { clientId: 'c', seq: 1, baseSeq: 1, ops: many('w', 2).map(toWire) }, 0, true)).toMatchObject({ kind: 'reject', code: 413 })
  })
})
