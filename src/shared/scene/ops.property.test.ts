import { indexKey } from './order-keys'
import { describe, expect, it } from 'vitest'
import { mulberry32 } from '../random'
import { createGroup, createShape, createText, emptyScene } from './defaults'
import { jsonEqual } from './diff'
import { SceneHistory } from './history'
import { loadScene } from './load'
import { applyOps, descendants, SceneOpError, type SceneOp } from './ops'
import type { SceneDocument, SceneEvent, SceneNode } from './schema'
import { beginTransaction } from './transaction'

/**
 * Random op sequences over nested groups with events. Every document the door hands out must
 * load, a refused batch must change nothing, and undoing every step must give back the start.
 */
const SEQUENCES = 2000
const STEPS = 8

type Random = () => number
const pick = <T>(r: Random, list: readonly T[]): T | undefined => list[Math.floor(r() * list.length)]

let counter = 0
const freshId = () => `n${(counter++).toString(36)}`

function randomEvents(r: Random, doc: SceneDocument): SceneEvent[] {
  const ids = Object.keys(doc.nodes)
  const count = Math.floor(r() * 3)
  return Array.from({ length: count }, () => ({ id: freshId(), inputType: 'mouse', trigger: 'click' as const, action: 'disable' as const, targetId: r() < 0.8 ? (pick(r, ids) ?? null) : null, url: null }))
}

function randomNode(r: Random, doc: SceneDocument): SceneNode {
  const parentId = r() < 0.6 ? (pick(r, Object.values(doc.nodes).filter((n) => n.kind === 'group').map((n) => n.id)) ?? null) : null
  const roll = r()
  const base = roll < 0.35 ? createGroup(doc) : roll < 0.85 ? createShape(doc, pick(r, ['cube', 'sphere', 'cone'] as const)!, [r(), r(), r()]) : createText(doc, '2D')
  return { ...base, id: freshId(), parentId, order: indexKey(Math.floor(r() * 5)), events: randomEvents(r, doc) }
}

/** A batch that should apply, or (flagged) one the door must refuse. */
function randomBatch(r: Random, doc: SceneDocument): { ops: SceneOp[]; bad: boolean } {
  const nodes = Object.values(doc.nodes)
  const node = pick(r, nodes)
  const roll = r()
  if (!node || roll < 0.25) return { ops: [{ op: 'add', node: randomNode(r, doc) }], bad: false }
  if (roll < 0.4) {
    // Remove a node, and maybe something inside it or the node again (already gone in the batch).
    const inside = descendants(doc.nodes, node.id)
    const again = r() < 0.5 ? (pick(r, inside) ?? node.id) : null
    return { ops: [{ op: 'remove', id: node.id }, ...(again ? [{ op: 'remove' as const, id: again }] : [])], bad: false }
  }
  if (roll < 0.55) {
    // Reparent: into its own subtree is a cycle, anywhere else is fine.
    const inside = descendants(doc.nodes, node.id)
    const target = r() < 0.2 && inside.length ? pick(r, inside)! : pick(r, nodes.filter((n) => n.id !== node.id && !inside.includes(n.id)).map((n) => n.id))
    return { ops: [{ op: 'update', id: node.id, patch: { parentId: target ?? null, order: indexKey(Math.floor(r() * 5)) } }], bad: !!target && inside.includes(target) }
  }
  if (roll < 0.7) return { ops: [{ op: 'update', id: node.id, patch: { events: randomEvents(r, doc) } }], bad: false }
  if (roll < 0.8) return { ops: [{ op: 'update', id: node.id, patch: { name: `N${Math.floor(r() * 100)}`, visible: r() < 0.5, transform: { ...node.transform, position: [r(), r(), r()] } } }], bad: false }
  if (roll < 0.85) return { ops: [{ op: 'update', id: node.id, patch: { events: [{ id: freshId(), inputType: 'mouse', trigger: 'click', action: 'enable', targetId: 'ghost', url: null }] } }], bad: true }
  if (roll < 0.9) return { ops: [{ op: 'update', id: node.id, patch: { transform: 'nope' } as never }], bad: true }
  if (roll < 0.95) return { ops: [{ op: 'settings', patch: { background: r() < 0.5 ? '#101010' : '#FAFAFA' } }], bad: false }
  // A composite change: add a group, move the node into it, remove something else.
  const group = { ...createGroup(doc), id: freshId() }
  const other = pick(r, nodes.filter((n) => n.id !== node.id && !descendants(doc.nodes, n.id).includes(node.id)))
  return { ops: [{ op: 'add', node: group }, { op: 'update', id: node.id, patch: { parentId: group.id } }, ...(other ? [{ op: 'remove' as const, id: other.id }] : [])], bad: false }
}

function startDoc(r: Random): SceneDocument {
  let doc = emptyScene()
  const count = 3 + Math.floor(r() * 8)
  for (let i = 0; i < count; i++) doc = applyOps(doc, [{ op: 'add', node: randomNode(r, doc) }]).doc
  return doc
}

describe('the door under random op sequences', () => {
  it(`keeps ${SEQUENCES} sequences loadable at every step and undoes each back to its start exactly`, () => {
    let refused = 0
    let applied = 0
    let cascaded = 0
    for (let seq = 0; seq < SEQUENCES; seq++) {
      const r = mulberry32(20261125 + seq)
      const start = startDoc(r)
      const history = new SceneHistory(() => 0)
      let doc = start
      for (let step = 0; step < STEPS; step++) {
        const { ops, bad } = randomBatch(r, doc)
        let result: ReturnType<typeof applyOps> | null = null
        try {
          result = applyOps(doc, ops)
        } catch (error) {
          if (!(error instanceof SceneOpError)) throw error
          if (!bad) expect.fail(`seq ${seq} step ${step}: refused ${error.message}`)
          refused++
          continue
        }
        if (bad) expect.fail(`seq ${seq} step ${step}: accepted ${JSON.stringify(ops)}`)
        applied++
        if (Object.values(result.diff.nodes).some(([before, after]) => before && after && before.events.length > after.events.length && ops.every((op) => op.op !== 'update' || op.id !== before.id))) cascaded++
        doc = result.doc
        // Throws SceneLoadError (failing the test with its message) when the door let a broken document out.
        loadScene(JSON.parse(JSON.stringify(doc)))
        history.record(`step ${step}`, result.diff)
      }
      const end = doc
      // The same change replayed as one replacement gives the same document.
      expect(jsonEqual(beginTransaction(start).replaceWith(end).doc, end), `seq ${seq}: replaceWith`).toBe(true)
      for (let u = history.undo(doc); u; u = history.undo(doc)) doc = u.doc
      expect(doc, `seq ${seq}: undo all`).toEqual(start)
      for (let u = history.redo(doc); u; u = history.redo(doc)) doc = u.doc
      expect(doc, `seq ${seq}: redo all`).toEqual(end)
    }
    // The generator really exercises refusals and cascaded event drops.
    expect(refused).toBeGreaterThan(SEQUENCES / 2)
    expect(cascaded).toBeGreaterThan(SEQUENCES / 4)
    expect(applied).toBeGreaterThan(SEQUENCES * 5)
  }, 120_000)
})
