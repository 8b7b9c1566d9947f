import { describe, expect, it } from 'vitest'
import { applyOps } from '../scene/ops'
import { fuzzStartScene } from '../../../tests/support/sync-fuzz'
import { LiveHistory, inverseOps } from './live-history'
import { fromWire, toWire } from './wire-ops'
import { applyBatch } from './apply-batch'

describe('per-person undo against the current document', () => {
  it("takes back only my field and leaves another person's later change alone", () => {
    const start = fuzzStartScene()
    const mine = applyOps(start, [{ op: 'update', id: 'g0c0', patch: { name: 'Mine' } }])
    // Someone else then moves the same node and renames another.
    const theirs = applyOps(mine.doc, [
      { op: 'update', id: 'g0c0', patch: { transform: { position: [5, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] } } },
      { op: 'update', id: 'g1c0', patch: { name: 'Theirs' } },
    ]).doc
    const inverse = inverseOps(mine.diff, theirs)
    if (!('ops' in inverse)) throw new Error(inverse.skip)
    const undone = applyOps(theirs, inverse.ops).doc
    expect(undone.nodes.g0c0.name).toBe(start.nodes.g0c0.name)
    expect(undone.nodes.g0c0.transform.position).toEqual([5, 0, 0])
    expect(undone.nodes.g1c0.name).toBe('Theirs')
  })

  it('is skipped when what it touches was deleted by someone else', () => {
    const start = fuzzStartScene()
    const mine = applyOps(start, [{ op: 'update', id: 'g0c0', patch: { name: 'Mine' } }])
    const gone = applyOps(mine.doc, [{ op: 'remove', id: 'g0' }]).doc
    expect(inverseOps(mine.diff, gone)).toEqual({ skip: 'Cube 0.0 was deleted by someone else' })
  })

  it('is skipped when taking a move back would make a cycle', () => {
    // g0 sits under g1; I move g0 out to the root; someone then puts g1 inside g0.
    const start = applyOps(fuzzStartScene(), [{ op: 'update', id: 'g0', patch: { parentId: 'g1' } }]).doc
    const moveOut = applyOps(start, [{ op: 'update', id: 'g0', patch: { parentId: null } }])
    const inside = applyOps(moveOut.doc, [{ op: 'update', id: 'g1', patch: { parentId: 'g0' } }]).doc
    expect(inverseOps(moveOut.diff, inside)).toEqual({ skip: 'it would put an object inside itself' })
    // Without the other person's move the same undo goes through.
    expect('ops' in inverseOps(moveOut.diff, moveOut.doc)).toBe(true)
  })

  it('undo then redo through LiveHistory returns the step', () => {
    const start = fuzzStartScene()
    const history = new LiveHistory(() => 0)
    const step = applyOps(start, [{ op: 'remove', id: 'g2' }])
    history.record('Delete', step.diff)
    const undo = history.take('undo', step.doc)!
    if (!('ops' in undo.result)) throw new Error('skipped')
    const back = applyOps(step.doc, undo.result.ops)
    undo.done(back.diff)
    expect(Object.keys(back.doc.nodes).sort()).toEqual(Object.keys(start.nodes).sort())
    const redo = history.take('redo', back.doc)!
    if (!('ops' in redo.result)) throw new Error('skipped')
    expect(applyOps(back.doc, redo.result.ops).doc.nodes.g2).toBeUndefined()
  })
})

describe('wire ops and lenient batches', () => {
  it('a cleared optional field survives JSON', () => {
    const op = { op: 'update' as const, id: 'g0', patch: { motion: undefined, name: 'x' } }
    const back = fromWire(JSON.parse(JSON.stringify(toWire(op))))
    expect(back).toEqual(op)
    expect('motion' in (back as typeof op).patch).toBe(true)
  })

  it('keeps the ops that still fit and names the ones dropped', () => {
    const doc = fuzzStartScene()
    const result = applyBatch(doc, [
      { op: 'update', id: 'missing', patch: { name: 'x' } },
      { op: 'update', id: 'g0', patch: { parentId: 'g0c0' } },
      { op: 'update', id: 'g1', patch: { name: 'Kept' } },
    ])
    expect(result.applied).toEqual([{ op: 'update', id: 'g1', patch: { name: 'Kept' } }])
    expect(result.dropped.map((d) => d.index)).toEqual([0, 1])
    expect(result.doc.nodes.g1.name).toBe('Kept')
  })
})
