import { descendants, type NodePatch, type SceneOp } from './ops'
import type { SceneDocument, SceneNode } from './schema'

/** Structural equality of JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((v, i) => jsonEqual(v, other[i]))
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return ka.length === kb.length && ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/**
 * The operations that turn `before` into `after`, so an edit made as text (the code window)
 * goes through the same door as every other change and undoes as one step. Nodes and assets
 * that did not change get no operation and keep their identity.
 *
 * A node whose kind changed, or that lost a field, is replaced (remove, then add); removing a
 * node takes its subtree with it, so any descendant that survives in `after` is added back.
 * Assets have no update operation: a changed asset is removed and added again.
 */
export function sceneDiffOps(before: SceneDocument, after: SceneDocument): SceneOp[] {
  const ops: SceneOp[] = []

  for (const [id, asset] of Object.entries(before.assets)) {
    const next = after.assets[id]
    if (!next) ops.push({ op: 'remove-asset', id })
    else if (!jsonEqual(asset, next)) ops.push({ op: 'remove-asset', id }, { op: 'add-asset', asset: next })
  }
  for (const [id, asset] of Object.entries(after.assets)) if (!before.assets[id]) ops.push({ op: 'add-asset', asset })

  // Updates first, so that reparented nodes leave a subtree before it is removed.
  const work: Record<string, SceneNode> = { ...before.nodes }
  const toRemove: string[] = []
  for (const [id, node] of Object.entries(before.nodes)) {
    const next = after.nodes[id]
    if (!next) {
      toRemove.push(id)
      continue
    }
    if (jsonEqual(node, next)) continue
    const lostField = Object.keys(node).some((k) => (node as Record<string, unknown>)[k] !== undefined && (next as Record<string, unknown>)[k] === undefined)
    if (next.kind !== node.kind || lostField) {
      toRemove.push(id)
      continue
    }
    const patch: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(next)) {
      if (key === 'id' || key === 'kind') continue
      if (!jsonEqual((node as Record<string, unknown>)[key], value)) patch[key] = value
    }
    ops.push({ op: 'update', id, patch: patch as NodePatch })
    work[id] = next
  }
  for (const id of toRemove) {
    if (!work[id]) continue // already gone with an ancestor
    ops.push({ op: 'remove', id })
    for (const child of descendants(work, id)) delete work[child]
    delete work[id]
  }
  for (const [id, node] of Object.entries(after.nodes)) if (!work[id]) ops.push({ op: 'add', node })

  if (!jsonEqual(before.settings, after.settings)) {
    // The settings op merges; a key the new settings no longer have is cleared explicitly.
    const cleared = Object.fromEntries(Object.keys(before.settings).filter((k) => !(k in after.settings)).map((k) => [k, undefined]))
    ops.push({ op: 'settings', patch: { ...cleared, ...after.settings } })
  }
  return ops
}
