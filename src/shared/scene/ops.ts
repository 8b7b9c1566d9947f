import { compareOrder } from './order-keys'
import { SCENE_MAX_NODES } from './limits'
import { checkAsset, checkNode, checkReferences, checkSettings, SceneOpError, SceneTooManyNodesError } from './op-checks'
import type { SceneAsset, SceneDocument, SceneNode, SceneSettings } from './schema'

export { SceneOpError, SceneTooManyNodesError }

/**
 * How many nodes each node table holds, remembered for the tables applyOps makes, so that keeping
 * the cap costs nothing per op: a batch applied op by op (the live socket's fallback) would
 * otherwise count the whole table once per op.
 */
const nodeCounts = new WeakMap<Record<string, SceneNode>, number>()
const countOf = (nodes: Record<string, SceneNode>) => {
  let count = nodeCounts.get(nodes)
  if (count === undefined) nodeCounts.set(nodes, (count = Object.keys(nodes).length))
  return count
}

/** A patch of one node: only fields its kind has, with their own types (a union, one per kind). */
export type NodePatch = SceneNode extends infer N ? (N extends SceneNode ? Partial<Omit<N, 'id' | 'kind'>> : never) : never

/**
 * The one door for scene changes. Every edit (panel, gizmo, code window, paste, the assistant)
 * is a list of these; applying them yields the new document and a diff, and the diff reversed is
 * the undo. Documents are treated as immutable: untouched nodes keep their identity, and the node
 * and asset tables are copied only when something in them changes.
 */
export type SceneOp =
  | { op: 'add'; node: SceneNode }
  | { op: 'remove'; id: string }
  | { op: 'update'; id: string; patch: NodePatch }
  | { op: 'settings'; patch: Partial<SceneSettings> }
  | { op: 'add-asset'; asset: SceneAsset }
  | { op: 'remove-asset'; id: string }

export interface SceneDiff {
  nodes: Record<string, [SceneNode | undefined, SceneNode | undefined]>
  assets: Record<string, [SceneAsset | undefined, SceneAsset | undefined]>
  settings?: [SceneSettings, SceneSettings]
}

export const emptyDiff = (): SceneDiff => ({ nodes: {}, assets: {} })
export const isEmptyDiff = (d: SceneDiff) => !d.settings && !Object.keys(d.nodes).length && !Object.keys(d.assets).length

/**
 * Applies ops in order and keeps the document's rules, so no caller has to:
 * - `remove` takes the node's subtree, and drops events (of nodes that stay) aimed at anything
 *   removed; removing a node already removed earlier in the same batch is fine.
 * - every node an op writes is checked against the schema (no unknown fields), and at the end of
 *   the batch its parent, asset and event targets must exist, without a parent cycle.
 * Throws SceneOpError, naming the op, and changes nothing when an op does not fit.
 */
export function applyOps(doc: SceneDocument, ops: SceneOp[]): { doc: SceneDocument; diff: SceneDiff } {
  let nodes = doc.nodes
  let count = countOf(nodes)
  let grew = false
  let assets = doc.assets
  let settings = doc.settings
  const ownNodes = () => (nodes === doc.nodes ? (nodes = { ...doc.nodes }) : nodes)
  const ownAssets = () => (assets === doc.assets ? (assets = { ...doc.assets }) : assets)
  const diff = emptyDiff()
  const track = <T>(table: Record<string, [T | undefined, T | undefined]>, id: string, before: T | undefined, after: T | undefined) => {
    table[id] = [id in table ? table[id][0] : before, after]
  }
  const touched = new Set<string>()
  const removed = new Set<string>()
  let assetsRemoved = false
  // Children by parent, built at the first remove and kept current after it.
  let children: Map<string | null, Set<string>> | null = null
  const link = (id: string, parentId: string | null) => {
    if (!children) return
    let set = children.get(parentId)
    if (!set) children.set(parentId, (set = new Set()))
    set.add(id)
  }
  const unlink = (id: string, parentId: string | null) => children?.get(parentId)?.delete(id)

  for (const op of ops) {
    switch (op.op) {
      case 'add': {
        const node = op.node
        if (nodes[node?.id]) throw new SceneOpError(`Cannot add ${node.id}: a node with that id already exists`)
        checkNode(`Cannot add ${node?.id ?? 'a node'}`, node)
        ownNodes()[node.id] = node
        count += 1
        grew = true
        track(diff.nodes, node.id, undefined, node)
        link(node.id, node.parentId)
        touched.add(node.id)
        removed.delete(node.id)
        break
      }
      case 'remove': {
        const gone = nodes[op.id]
        if (!gone) {
          if (removed.has(op.id)) break
          throw new SceneOpError(`Cannot remove ${op.id}: there is no such node`)
        }
        if (!children) {
          children = new Map()
          for (const node of Object.values(nodes)) link(node.id, node.parentId)
        }
        // Deepest first, so the diff lists a branch leaf-first.
        const branch: string[] = []
        const stack = [op.id]
        while (stack.length) {
          const id = stack.pop()!
          branch.push(id)
          for (const child of children.get(id) ?? []) stack.push(child)
        }
        const own = ownNodes()
        for (const id of branch.reverse()) {
          track(diff.nodes, id, own[id], undefined)
          unlink(id, own[id].parentId)
          children.delete(id)
          delete own[id]
          count -= 1
          removed.add(id)
          touched.delete(id)
        }
        break
      }
      case 'update': {
        const before = nodes[op.id]
        if (!before) throw new SceneOpError(`Cannot update ${op.id}: there is no such node`)
        const after = { ...before, ...op.patch, id: before.id, kind: before.kind } as SceneNode
        checkNode(`Cannot update ${before.name} (${op.id})`, after)
        ownNodes()[op.id] = after
        track(diff.nodes, op.id, before, after)
        if (after.parentId !== before.parentId) {
          unlink(op.id, before.parentId)
          link(op.id, after.parentId)
        }
        touched.add(op.id)
        break
      }
      case 'settings': {
        const next = { ...settings, ...op.patch }
        checkSettings(next)
        diff.settings = [diff.settings?.[0] ?? settings, next]
        settings = next
        break
      }
      case 'add-asset':
        if (assets[op.asset?.id]) throw new SceneOpError(`Cannot add asset ${op.asset.id}: an asset with that id already exists`)
        checkAsset(op.asset)
        ownAssets()[op.asset.id] = op.asset
        track(diff.assets, op.asset.id, undefined, op.asset)
        break
      case 'remove-asset':
        if (!assets[op.id]) throw new SceneOpError(`Cannot remove asset ${op.id}: there is no such asset`)
        track(diff.assets, op.id, assets[op.id], undefined)
        delete ownAssets()[op.id]
        assetsRemoved = true
        break
      default:
        throw new SceneOpError(`Unknown scene operation ${JSON.stringify((op as { op?: unknown }).op)}`)
    }
  }

  // Over the cap only by growing: a document loaded at the cap may still be edited and trimmed.
  if (grew && count > SCENE_MAX_NODES && count > countOf(doc.nodes)) {
    throw new SceneTooManyNodesError(`The scene would have ${count} objects; the most one scene can hold is ${SCENE_MAX_NODES}.`)
  }
  if (nodes !== doc.nodes) nodeCounts.set(nodes, count)
  // Events aimed at what is gone (and not added back in this batch) go with it.
  for (const id of removed) if (nodes[id]) removed.delete(id)
  if (removed.size) {
    const own = ownNodes()
    for (const node of Object.values(own)) {
      if (!node.events.some((e) => e.targetId && removed.has(e.targetId))) continue
      const after = { ...node, events: node.events.filter((e) => !e.targetId || !removed.has(e.targetId)) }
      own[node.id] = after
      track(diff.nodes, node.id, node, after)
    }
  }
  // An asset still in use cannot go (checked only when one went: it costs a pass over the nodes).
  checkReferences(nodes, assets, assetsRemoved ? Object.keys(nodes) : touched)
  // The image target's picture is in use too (by the settings, which no node pass sees).
  if (settings.imageTarget && !assets[settings.imageTarget.assetId]) throw new SceneOpError(`The image target uses a missing asset ${settings.imageTarget.assetId}`)
  return { doc: nodes === doc.nodes && assets === doc.assets && settings === doc.settings ? doc : { ...doc, nodes, assets, settings }, diff: compact(diff) }
}

/** Applies a diff forwards (redo) or backwards (undo); tables without changes keep their identity. */
export function applyDiff(doc: SceneDocument, diff: SceneDiff, direction: 'forward' | 'backward'): SceneDocument {
  const pick = <T>(pair: [T | undefined, T | undefined]) => (direction === 'forward' ? pair[1] : pair[0])
  const replay = <T>(table: Record<string, T>, changes: Record<string, [T | undefined, T | undefined]>) => {
    const entries = Object.entries(changes)
    if (!entries.length) return table
    const next = { ...table }
    for (const [id, pair] of entries) {
      const value = pick(pair)
      if (value) next[id] = value
      else delete next[id]
    }
    return next
  }
  return { ...doc, nodes: replay(doc.nodes, diff.nodes), assets: replay(doc.assets, diff.assets), settings: diff.settings ? pick(diff.settings)! : doc.settings }
}

/** Folds a later diff into an earlier one (a drag's many steps become one undo entry). */
export function mergeDiffs(first: SceneDiff, second: SceneDiff): SceneDiff {
  const merged: SceneDiff = { nodes: { ...first.nodes }, assets: { ...first.assets }, settings: first.settings }
  for (const [id, [before, after]] of Object.entries(second.nodes)) merged.nodes[id] = [id in first.nodes ? first.nodes[id][0] : before, after]
  for (const [id, [before, after]] of Object.entries(second.assets)) merged.assets[id] = [id in first.assets ? first.assets[id][0] : before, after]
  if (second.settings) merged.settings = [first.settings?.[0] ?? second.settings[0], second.settings[1]]
  return compact(merged)
}

/** Ids of the nodes under `id`, parents before their children; one pass over the nodes. */
export function descendants(nodes: Record<string, SceneNode>, id: string): string[] {
  const children = childrenOf(nodes)
  const out: string[] = []
  const walk = (parent: string) => {
    for (const child of children.get(parent) ?? []) {
      out.push(child.id)
      walk(child.id)
    }
  }
  walk(id)
  return out
}

/** Each parent's children in their own order (`order`, then id for ties); roots under null. */
export function childrenOf(nodes: Record<string, SceneNode>): Map<string | null, SceneNode[]> {
  const map = new Map<string | null, SceneNode[]>()
  for (const node of Object.values(nodes)) {
    const list = map.get(node.parentId)
    if (list) list.push(node)
    else map.set(node.parentId, [node])
  }
  for (const list of map.values()) list.sort(compareOrder)
  return map
}

/** The ids without those that sit inside another of them (a branch's root brings the rest along). */
export function topmostIds(nodes: Record<string, SceneNode>, ids: readonly string[]): string[] {
  const chosen = new Set(ids)
  const out = new Set<string>()
  for (const id of ids) {
    if (!nodes[id] || out.has(id)) continue
    let inside = false
    const seen = new Set<string>()
    for (let p = nodes[id].parentId; p && !seen.has(p); p = nodes[p]?.parentId ?? null) {
      seen.add(p)
      if (chosen.has(p)) {
        inside = true
        break
      }
    }
    if (!inside) out.add(id)
  }
  return [...out]
}

/** Drops entries whose before and after are the same object (an add then remove, a no-op update). */
function compact(diff: SceneDiff): SceneDiff {
  for (const table of [diff.nodes, diff.assets] as Record<string, [unknown, unknown]>[]) {
    for (const [id, [before, after]] of Object.entries(table)) if (before === after) delete table[id]
  }
  if (diff.settings && diff.settings[0] === diff.settings[1]) delete diff.settings
  return diff
}
