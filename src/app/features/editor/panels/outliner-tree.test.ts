import { describe, expect, it } from 'vitest'
import { applyDiff, applyOps } from '@shared/scene/ops'
import type { Transform } from '@shared/scene/schema'
import { worldMatrix } from '@shared/scene/world-transform'
import { penguinScene } from '../../../../../tests/support/scene-fixtures'
import { dropPlace, moveOps, nodePath, outlineRows, targetOptions } from './outliner-tree'

const names = (rows: ReturnType<typeof outlineRows>) => rows.map((r) => `${'  '.repeat(r.depth)}${r.node.name}`)

describe('the outliner tree', () => {
  it('lists each child under its own parent, in its own order (bug 1)', () => {
    const { doc } = penguinScene(3)
    expect(names(outlineRows(doc.nodes, new Set()))).toEqual(['Ice', 'Penguin', '  Body', '  Beak', 'Penguin 2', '  Body', '  Beak', 'Penguin 3', '  Body', '  Beak'])
    const rows = outlineRows(doc.nodes, new Set())
    expect(rows.filter((r) => r.node.name === 'Body').map((r) => r.node.parentId)).toEqual(['penguin-0', 'penguin-1', 'penguin-2'])
  })

  it('folds a group', () => {
    const { doc } = penguinScene(2)
    const rows = outlineRows(doc.nodes, new Set(['penguin-0']))
    expect(names(rows)).toEqual(['Ice', 'Penguin', 'Penguin 2', '  Body', '  Beak'])
    expect(rows.map((r) => [r.hasChildren, r.expanded])).toEqual([[false, false], [true, false], [true, true], [false, false], [false, false]])
  })

  it('names targets once each, by path', () => {
    const { doc } = penguinScene(3)
    expect(nodePath(doc.nodes, 'body-2')).toBe('Penguin 3 / Body')
    const labels = targetOptions(doc.nodes).map((t) => t.label)
    expect(labels).toEqual(['Ice', 'Penguin', 'Penguin / Body', 'Penguin / Beak', 'Penguin 2', 'Penguin 2 / Body', 'Penguin 2 / Beak', 'Penguin 3', 'Penguin 3 / Body', 'Penguin 3 / Beak'])
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('moves a row into a group, before a sibling, or out to the top, as exact undoable ops', () => {
    const { doc } = penguinScene(2)
    const into = moveOps(doc, 'ice', dropPlace(doc, 'ice', 'penguin-1', 'into')!)!
    const { doc: moved, diff } = applyOps(doc, into)
    expect(names(outlineRows(moved.nodes, new Set()))).toEqual(['Penguin', '  Body', '  Beak', 'Penguin 2', '  Body', '  Beak', '  Ice'])
    expect(applyDiff(moved, diff, 'backward')).toEqual(doc)

    const before = applyOps(doc, moveOps(doc, 'beak-0', dropPlace(doc, 'beak-0', 'body-0', 'before')!)!).doc
    expect(names(outlineRows(before.nodes, new Set())).slice(1, 4)).toEqual(['Penguin', '  Beak', '  Body'])

    const out = applyOps(doc, moveOps(doc, 'body-1', dropPlace(doc, 'body-1', null, 'after')!)!).doc
    expect(names(outlineRows(out.nodes, new Set())).at(-1)).toBe('Body')
    expect(out.nodes['body-1'].parentId).toBeNull()
  })

  it('refuses to move a group into itself or its own branch, and skips a move that changes nothing', () => {
    const { doc } = penguinScene(2)
    expect(dropPlace(doc, 'penguin-0', 'penguin-0', 'into')).toBeNull()
    expect(moveOps(doc, 'penguin-0', dropPlace(doc, 'penguin-0', 'body-0', 'into')!)).toBeNull()
    expect(moveOps(doc, 'body-0', dropPlace(doc, 'body-0', 'beak-0', 'before')!)).toBeNull()
  })
})

describe('moving into or out of a group', () => {
  it('keeps the object where it is in the world, under a turned, scaled and moved parent', () => {
    const { doc: start } = penguinScene(2)
    const turned: Transform = { position: [3, 1, -2], rotation: [0.3, 1.1, -0.4], scale: [2, 2, 2] }
    const doc = applyOps(start, [
      { op: 'update', id: 'penguin-1', patch: { transform: turned } },
      { op: 'update', id: 'ice', patch: { transform: { position: [1, 2, 3], rotation: [0.2, -0.5, 0.1], scale: [1, 0.5, 1.5] } } },
    ]).doc
    const world = worldMatrix(doc.nodes, 'ice')
    const into = applyOps(doc, moveOps(doc, 'ice', dropPlace(doc, 'ice', 'penguin-1', 'into')!)!).doc
    expect(into.nodes.ice.parentId).toBe('penguin-1')
    worldMatrix(into.nodes, 'ice').forEach((v, i) => expect(v).toBeCloseTo(world[i], 4))
    const out = applyOps(into, moveOps(into, 'ice', dropPlace(into, 'ice', null, 'after')!)!).doc
    out.nodes.ice.transform.position.forEach((v, i) => expect(v).toBeCloseTo(doc.nodes.ice.transform.position[i], 4))
    out.nodes.ice.transform.rotation.forEach((v, i) => expect(v).toBeCloseTo(doc.nodes.ice.transform.rotation[i], 4))
    out.nodes.ice.transform.scale.forEach((v, i) => expect(v).toBeCloseTo(doc.nodes.ice.transform.scale[i], 4))
  })
})

describe('outliner moves under live co-editing', () => {
  it('two people moving different rows at once both get what they asked, and no other row moves', async () => {
    const { commitBatch } = await import('@shared/sync/commit-batch')
    const { toWire } = await import('@shared/sync/wire-ops')
    const { doc } = penguinScene(3)
    const roots = () => outlineRows(doc.nodes, new Set(['penguin-0', 'penguin-1', 'penguin-2'])).map((r) => r.node.id)
    expect(roots()).toEqual(['ice', 'penguin-0', 'penguin-1', 'penguin-2'])
    // Both looked at the same outliner: one drags Ice to the end, the other drags Penguin to the end.
    const x = moveOps(doc, 'ice', dropPlace(doc, 'ice', 'penguin-2', 'after')!)!
    const y = moveOps(doc, 'penguin-0', dropPlace(doc, 'penguin-0', 'penguin-2', 'after')!)!
    expect([x.length, y.length]).toEqual([1, 1])
    let head = { doc, seq: 0 }
    for (const [clientId, ops] of [['x', x], ['y', y]] as const) {
      const result = commitBatch(head, { clientId, seq: 1, baseSeq: 0, ops: ops.map(toWire) }, 0, true)
      if (result.kind !== 'commit') throw new Error(result.kind)
      head = { doc: result.doc, seq: result.seq }
    }
    const order = outlineRows(head.doc.nodes, new Set(['penguin-0', 'penguin-1', 'penguin-2'])).map((r) => r.node.id)
    expect(order.slice(0, 2)).toEqual(['penguin-1', 'penguin-2'])
    expect(new Set(order.slice(2))).toEqual(new Set(['ice', 'penguin-0']))
    // Nobody else's key was rewritten.
    expect(head.doc.nodes['penguin-1'].order).toBe(doc.nodes['penguin-1'].order)
    expect(head.doc.nodes['penguin-2'].order).toBe(doc.nodes['penguin-2'].order)
  })
})
