import { childrenOf } from '@shared/scene/ops'
import { keyBetween, keysBetween } from '@shared/scene/order-keys'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import type { SceneOp } from '@shared/scene/ops'
import { transformUnder } from '@shared/scene/world-transform'

/** One visible row of the outliner: a node, its depth, and whether it folds. */
export interface OutlineRow {
  node: SceneNode
  depth: number
  hasChildren: boolean
  expanded: boolean
}

/** The document's tree as rows: each parent followed by its children in their own order; folded groups hide theirs. */
export function outlineRows(nodes: SceneDocument['nodes'], collapsed: ReadonlySet<string>): OutlineRow[] {
  const children = childrenOf(nodes)
  const rows: OutlineRow[] = []
  const visit = (parentId: string | null, depth: number) => {
    for (const node of children.get(parentId) ?? []) {
      const hasChildren = children.has(node.id)
      const expanded = hasChildren && !collapsed.has(node.id)
      rows.push({ node, depth, hasChildren, expanded })
      if (expanded) visit(node.id, depth + 1)
    }
  }
  visit(null, 0)
  return rows
}

/** "Penguin 3 / Body": the names from the top of the tree down to the node. */
export function nodePath(nodes: SceneDocument['nodes'], id: string): string {
  const names: string[] = []
  const seen = new Set<string>()
  for (let n: SceneNode | undefined = nodes[id]; n && !seen.has(n.id); n = n.parentId ? nodes[n.parentId] : undefined) {
    seen.add(n.id)
    names.unshift(n.name)
  }
  return names.join(' / ')
}

/** Every node once, in tree order, with its path (the event form's Target list). */
export const targetOptions = (nodes: SceneDocument['nodes']) => outlineRows(nodes, new Set()).map(({ node }) => ({ id: node.id, label: nodePath(nodes, node.id) }))

export type DropZone = 'before' | 'after' | 'into'

/**
 * Where a row dropped on another goes: before or after it among its siblings, or last inside it
 * (a group). Null when the move makes no sense (onto itself or into its own branch).
 */
export function dropPlace(doc: SceneDocument, draggedId: string, overId: string | null, zone: DropZone): { parentId: string | null; index: number } | null {
  const siblingsOf = (parentId: string | null) => (childrenOf(doc.nodes).get(parentId) ?? []).filter((n) => n.id !== draggedId)
  if (overId === null) return { parentId: null, index: siblingsOf(null).length }
  const over = doc.nodes[overId]
  if (!over || !doc.nodes[draggedId] || overId === draggedId) return null
  if (zone === 'into') return { parentId: overId, index: siblingsOf(overId).length }
  const siblings = siblingsOf(over.parentId)
  const at = siblings.findIndex((n) => n.id === overId)
  return { parentId: over.parentId, index: zone === 'before' ? at : at + 1 }
}

/**
 * The ops that put a node (with its branch) at `index` among `parentId`'s children: its own
 * parent and an order between its new neighbours (and, under a new parent, the transform that
 * keeps it where it is in the world), in one op; the siblings are renumbered only when there is
 * no room between them. Null when nothing changes or the place is inside the node itself.
 */
export function moveOps(doc: SceneDocument, id: string, place: { parentId: string | null; index: number }): SceneOp[] | null {
  const node = doc.nodes[id]
  if (!node) return null
  for (let p = place.parentId; p; p = doc.nodes[p]?.parentId ?? null) if (p === id) return null
  const current = childrenOf(doc.nodes).get(place.parentId) ?? []
  const siblings = current.filter((n) => n.id !== id)
  const index = Math.max(0, Math.min(place.index, siblings.length))
  const [prev, next] = [siblings[index - 1], siblings[index]]
  const sameParent = node.parentId === place.parentId
  if (sameParent) {
    const at = current.findIndex((n) => n.id === id)
    if (current[at - 1]?.id === prev?.id && current[at + 1]?.id === next?.id) return null
  }
  // A key between the new neighbours: one op for the moved node alone (live co-editing converges on it).
  const key = keyBetween(prev?.order, next?.order)
  if (key !== null) {
    return [sameParent ? { op: 'update', id, patch: { order: key } } : { op: 'update', id, patch: { parentId: place.parentId, order: key, transform: transformUnder(doc.nodes, id, place.parentId) } }]
  }
  // No room between them (equal keys, made at once by two people): renumber the siblings.
  const ordered = [...siblings.slice(0, index), node, ...siblings.slice(index)]
  const keys = keysBetween(undefined, undefined, ordered.length)
  const ops: SceneOp[] = []
  ordered.forEach((n, i) => {
    const order = keys[i]
    if (n.id === id) {
      if (n.parentId !== place.parentId) ops.push({ op: 'update', id, patch: { parentId: place.parentId, order, transform: transformUnder(doc.nodes, id, place.parentId) } })
      else if (n.order !== order) ops.push({ op: 'update', id, patch: { order } })
    } else if (n.order !== order) ops.push({ op: 'update', id: n.id, patch: { order } })
  })
  return ops.length ? ops : null
}
