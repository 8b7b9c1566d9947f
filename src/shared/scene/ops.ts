import type { SceneAsset, SceneDocument, SceneNode, SceneSettings } from './schema'

/**
 * The one door for scene changes. Every edit (panel, gizmo, code window, paste, the assistant)
 * is a list of these; applying them yields the new document and a diff, and the diff reversed is
 * the undo. Documents are treated as immutable: untouched nodes keep their identity, so React
 * and the renderer only redo what changed.
 */
export type SceneOp =
  | { op: 'add'; node: SceneNode }
  | { op: 'remove'; id: string }
  | { op: 'update'; id: string; patch: Partial<Omit<SceneNode, 'id' | 'kind'>> & Record<string, unknown> }
  | { op: 'settings'; patch: Partial<SceneSettings> }
  | { op: 'add-asset'; asset: SceneAsset }
  | { op: 'remove-asset'; id: string }

export interface SceneDiff {
  nodes: Record<string, [SceneNode | undefined, SceneNode | undefined]>
  assets: Record<string, [SceneAsset | undefined, SceneAsset | undefined]>
  settings?: [SceneSettings, SceneSettings]
}

export class SceneOpError extends Error {}

export const emptyDiff = (): SceneDiff => ({ nodes: {}, assets: {} })
export const isEmptyDiff = (d: SceneDiff) => !d.settings && !Object.keys(d.nodes).length && !Object.keys(d.assets).length

/** Applies ops in order; throws SceneOpError (and changes nothing) when one does not fit the document. */
export function applyOps(doc: SceneDocument, ops: SceneOp[]): { doc: SceneDocument; diff: SceneDiff } {
  const nodes = { ...doc.nodes }
  const assets = { ...doc.assets }
  let settings = doc.settings
  const diff = emptyDiff()
  const track = <T>(table: Record<string, [T | undefined, T | undefined]>, id: string, before: T | undefined, after: T | undefined) => {
    const first = id in table ? table[id][0] : before
    table[id] = [first, after]
  }
  for (const op of ops) {
    switch (op.op) {
      case 'add':
        if (nodes[op.node.id]) throw new SceneOpError(`a node with id ${op.node.id} already exists`)
        nodes[op.node.id] = op.node
        track(diff.nodes, op.node.id, undefined, op.node)
        break
      case 'remove': {
        const gone = nodes[op.id]
        if (!gone) throw new SceneOpError(`no node ${op.id} to remove`)
        // Children go with their parent, deepest first, so undo restores the whole branch.
        for (const childId of descendants(nodes, op.id).reverse()) {
          track(diff.nodes, childId, nodes[childId], undefined)
          delete nodes[childId]
        }
        track(diff.nodes, op.id, gone, undefined)
        delete nodes[op.id]
        break
      }
      case 'update': {
        const before = nodes[op.id]
        if (!before) throw new SceneOpError(`no node ${op.id} to update`)
        const after = { ...before, ...op.patch, id: before.id, kind: before.kind } as SceneNode
        nodes[op.id] = after
        track(diff.nodes, op.id, before, after)
        break
      }
      case 'settings': {
        const next = { ...settings, ...op.patch }
        diff.settings = [diff.settings?.[0] ?? settings, next]
        settings = next
        break
      }
      case 'add-asset':
        if (assets[op.asset.id]) throw new SceneOpError(`an asset with id ${op.asset.id} already exists`)
        assets[op.asset.id] = op.asset
        track(diff.assets, op.asset.id, undefined, op.asset)
        break
      case 'remove-asset':
        if (!assets[op.id]) throw new SceneOpError(`no asset ${op.id} to remove`)
        track(diff.assets, op.id, assets[op.id], undefined)
        delete assets[op.id]
        break
    }
  }
  return { doc: { ...doc, nodes, assets, settings }, diff: compact(diff) }
}

/** Applies a diff forwards (redo) or backwards (undo). */
export function applyDiff(doc: SceneDocument, diff: SceneDiff, direction: 'forward' | 'backward'): SceneDocument {
  const pick = <T>(pair: [T | undefined, T | undefined]) => (direction === 'forward' ? pair[1] : pair[0])
  const nodes = { ...doc.nodes }
  for (const [id, pair] of Object.entries(diff.nodes)) {
    const value = pick(pair)
    if (value) nodes[id] = value
    else delete nodes[id]
  }
  const assets = { ...doc.assets }
  for (const [id, pair] of Object.entries(diff.assets)) {
    const value = pick(pair)
    if (value) assets[id] = value
    else delete assets[id]
  }
  return { ...doc, nodes, assets, settings: diff.settings ? pick(diff.settings)! : doc.settings }
}

/** Folds a later diff into an earlier one (a drag's many steps become one undo entry). */
export function mergeDiffs(first: SceneDiff, second: SceneDiff): SceneDiff {
  const merged: SceneDiff = { nodes: { ...first.nodes }, assets: { ...first.assets }, settings: first.settings }
  for (const [id, [before, after]] of Object.entries(second.nodes)) merged.nodes[id] = [id in first.nodes ? first.nodes[id][0] : before, after]
  for (const [id, [before, after]] of Object.entries(second.assets)) merged.assets[id] = [id in first.assets ? first.assets[id][0] : before, after]
  if (second.settings) merged.settings = [first.settings?.[0] ?? second.settings[0], second.settings[1]]
  return compact(merged)
}

export function descendants(nodes: Record<string, SceneNode>, id: string): string[] {
  const out: string[] = []
  const walk = (parent: string) => {
    for (const node of Object.values(nodes)) {
      if (node.parentId === parent) {
        out.push(node.id)
        walk(node.id)
      }
    }
  }
  walk(id)
  return out
}

/** Drops entries whose before and after are the same object (an add then remove, a no-op update). */
function compact(diff: SceneDiff): SceneDiff {
  for (const table of [diff.nodes, diff.assets] as Record<string, [unknown, unknown]>[]) {
    for (const [id, [before, after]] of Object.entries(table)) if (before === after) delete table[id]
  }
  if (diff.settings && diff.settings[0] === diff.settings[1]) delete diff.settings
  return diff
}

/**
 * Deleting objects also drops the events aimed at them (and at their children), since a saved
 * scene may not point at a node that is gone.
 */
export function dropEventsAimedAt(doc: SceneDocument, removedIds: string[]): SceneOp[] {
  const removed = new Set<string>()
  for (const id of removedIds) {
    removed.add(id)
    for (const child of descendants(doc.nodes, id)) removed.add(child)
  }
  const ops: SceneOp[] = []
  for (const node of Object.values(doc.nodes)) {
    if (removed.has(node.id)) continue
    const kept = node.events.filter((e) => !e.targetId || !removed.has(e.targetId))
    if (kept.length !== node.events.length) ops.push({ op: 'update', id: node.id, patch: { events: kept } })
  }
  return ops
}
