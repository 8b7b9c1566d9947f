import { moveOps } from '../../src/app/features/editor/panels/outliner-tree'
import { createGroup, createShape, emptyScene, nextOrder } from '../../src/shared/scene/defaults'
import { jsonEqual } from '../../src/shared/scene/diff'
import { integrityProblems } from '../../src/shared/scene/load'
import { childrenOf, type SceneOp } from '../../src/shared/scene/ops'
import { indexKey, keyBetween } from '../../src/shared/scene/order-keys'
import type { SceneDocument, SceneNode } from '../../src/shared/scene/schema'

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seeded(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  }
}
export type Rng = ReturnType<typeof seeded>

/** A starting scene: a few groups with children, so there is something to move and delete. */
export function fuzzStartScene(): SceneDocument {
  let doc = emptyScene()
  const nodes: SceneNode[] = []
  for (let g = 0; g < 3; g++) {
    const group = { ...createGroup(doc), id: `g${g}`, name: `Group ${g}`, order: indexKey(g) }
    nodes.push(group)
    for (let c = 0; c < 2; c++) nodes.push({ ...createShape(doc, 'cube'), id: `g${g}c${c}`, name: `Cube ${g}.${c}`, parentId: group.id, order: indexKey(c) })
  }
  doc = { ...doc, nodes: Object.fromEntries(nodes.map((n) => [n.id, n])) }
  return doc
}

const ids = (doc: SceneDocument) => Object.keys(doc.nodes).sort()

function isInside(doc: SceneDocument, id: string, ancestor: string): boolean {
  for (let p = doc.nodes[id]?.parentId ?? null, n = 0; p && n < 10_000; p = doc.nodes[p]?.parentId ?? null, n++) if (p === ancestor) return true
  return false
}

/**
 * One random user step on the document this client sees, valid there (it goes through the door
 * locally first): add, remove, update, reparent (parent and order in one op) or reorder.
 */
/** A key at a random place among `parentId`'s children as this client sees them (equal neighbours: last). */
function keyAt(rng: Rng, doc: SceneDocument, parentId: string | null): string {
  const siblings = childrenOf(doc.nodes).get(parentId) ?? []
  const i = rng.int(siblings.length + 1)
  return keyBetween(siblings[i - 1]?.order, siblings[i]?.order) ?? nextOrder(doc, parentId)
}

/**
 * A move as the outliner makes it (moveOps: parent and order in one op, a key between the new
 * neighbours, the siblings renumbered only when two keys are equal), to a random place.
 */
export function randomMove(rng: Rng, doc: SceneDocument, id: string, parentId: string | null): SceneOp[] | null {
  const count = (childrenOf(doc.nodes).get(parentId) ?? []).length
  return moveOps(doc, id, { parentId, index: rng.int(count + 1) })
}

export function randomStep(rng: Rng, doc: SceneDocument, client: string, counter: { n: number }, only?: 'moves'): SceneOp[] {
  const all = ids(doc)
  const kind = only === 'moves' && all.length ? 3 + rng.int(3) : all.length < 3 ? 0 : rng.int(6)
  const target = () => rng.pick(all)
  switch (kind) {
    case 0: {
      const parentId = all.length && rng.chance(0.6) ? target() : null
      const id = `${client}n${++counter.n}`
      const node = rng.chance(0.3) ? { ...createGroup(doc), id, name: `G ${id}` } : { ...createShape(doc, 'cube'), id, name: `S ${id}` }
      return [{ op: 'add', node: { ...node, parentId, order: keyAt(rng, doc, parentId) } }]
    }
    case 1:
      return [{ op: 'remove', id: target() }]
    case 2: {
      const id = target()
      return [{ op: 'update', id, patch: rng.chance(0.5) ? { name: `N${rng.int(1000)}` } : { transform: { ...doc.nodes[id].transform, position: [rng.int(10), rng.int(10), 0] } } }]
    }
    case 3:
    case 4: {
      // Reparent: parent and order change together, so concurrent moves converge on one answer.
      const id = target()
      const options = all.filter((p) => p !== id && !isInside(doc, p, id))
      const parentId = options.length && rng.chance(0.8) ? rng.pick(options) : null
      return randomMove(rng, doc, id, parentId) ?? [{ op: 'update', id, patch: { name: `M${rng.int(1000)}` } }]
    }
    default: {
      // Reorder among its own siblings.
      const id = target()
      return randomMove(rng, doc, id, doc.nodes[id].parentId) ?? [{ op: 'update', id, patch: { name: `R${rng.int(1000)}` } }]
    }
  }
}

/**
 * Two clients' steps made at the same moment that collide on purpose: opposite reparents of the
 * same pair (A into B, B into A), or one removing a parent while the other edits its child.
 */
export function conflictingSteps(rng: Rng, doc: SceneDocument): [SceneOp[], SceneOp[]] | null {
  const all = ids(doc)
  if (rng.chance(0.5)) {
    const pairs = all.flatMap((a) => all.filter((b) => a < b && !isInside(doc, a, b) && !isInside(doc, b, a)).map((b) => [a, b] as const))
    if (!pairs.length) return null
    const [a, b] = rng.pick(pairs)
    return [[{ op: 'update', id: a, patch: { parentId: b, order: nextOrder(doc, b) } }], [{ op: 'update', id: b, patch: { parentId: a, order: nextOrder(doc, a) } }]]
  }
  const children = all.filter((id) => doc.nodes[id].parentId)
  if (!children.length) return null
  const child = rng.pick(children)
  return [[{ op: 'remove', id: doc.nodes[child].parentId! }], [{ op: 'update', id: child, patch: { name: `Edited ${rng.int(1000)}` } }]]
}

/** Every parent exists and no node is inside itself (the door's own check, run over the whole document). */
export function treeProblems(doc: SceneDocument): string[] {
  return integrityProblems(doc)
}

export const sameDoc = (a: SceneDocument, b: SceneDocument) => jsonEqual(a, b)
