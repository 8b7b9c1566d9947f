import { jsonEqual } from '../scene/diff'
import { applyOps, isEmptyDiff, mergeDiffs, type SceneDiff, type SceneOp } from '../scene/ops'
import type { SceneDocument, SceneNode } from '../scene/schema'
import { MERGE_WINDOW_MS } from '../scene/history'

export type InverseResult = { ops: SceneOp[] } | { skip: string }

/**
 * The ops that take back one of this person's steps against the document as it is now, touching
 * only what that step changed: fields someone else changed since stay theirs, a node someone
 * else added stays. Skipped (with the reason, for a toast) when the step changed a node that
 * someone else deleted, or when taking it back no longer fits (it would make a cycle, or hang a
 * node under a deleted parent).
 */
export function inverseOps(diff: SceneDiff, doc: SceneDocument): InverseResult {
  const readd: SceneNode[] = []
  const updates: SceneOp[] = []
  const removes: SceneOp[] = []
  for (const [id, [before, after]] of Object.entries(diff.nodes)) {
    if (!before) {
      if (doc.nodes[id]) removes.push({ op: 'remove', id })
    } else if (!after) {
      if (!doc.nodes[id]) readd.push(before)
    } else {
      const now = doc.nodes[id]
      if (!now) return { skip: `${before.name} was deleted by someone else` }
      const patch: Record<string, unknown> = {}
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (key === 'id' || key === 'kind') continue
        const was = (before as Record<string, unknown>)[key]
        if (!jsonEqual(was, (after as Record<string, unknown>)[key]) && !jsonEqual(was, (now as Record<string, unknown>)[key])) patch[key] = was
      }
      if (Object.keys(patch).length) updates.push({ op: 'update', id, patch: patch as never })
    }
  }
  const assetsBack: SceneOp[] = []
  const assetsGo: SceneOp[] = []
  for (const [id, [before, after]] of Object.entries(diff.assets)) {
    if (!before && doc.assets[id]) assetsGo.push({ op: 'remove-asset', id })
    if (before && !after && !doc.assets[id]) assetsBack.push({ op: 'add-asset', asset: before })
  }
  const ops: SceneOp[] = [...assetsBack, ...readd.map((node) => ({ op: 'add' as const, node })), ...updates]
  if (diff.settings) {
    const [before, after] = diff.settings
    const patch: Record<string, unknown> = {}
    for (const key of Object.keys({ ...before, ...after }) as (keyof typeof before)[]) if (!jsonEqual(before[key], after[key])) patch[key] = before[key]
    if (Object.keys(patch).length) ops.push({ op: 'settings', patch })
  }
  ops.push(...removes, ...assetsGo)
  if (!ops.length) return { ops }
  try {
    applyOps(doc, ops)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { skip: /inside itself/.test(message) ? 'it would put an object inside itself' : /missing/.test(message) ? 'what it touches was deleted by someone else' : message }
  }
  return { ops }
}

interface Step {
  label: string
  diff: SceneDiff
  mergeKey?: string
  at: number
}

/**
 * Per-person undo and redo for live co-editing: each entry is this person's own step (its diff as
 * applied here); undo and redo turn it into fresh ops against the current document, which go to
 * the server as a new batch like any edit. Someone else's steps never enter this history.
 */
export class LiveHistory {
  private undos: Step[] = []
  private redos: Step[] = []
  constructor(private readonly now: () => number = Date.now) {}

  record(label: string, diff: SceneDiff, mergeKey?: string) {
    if (isEmptyDiff(diff)) return
    this.redos = []
    const last = this.undos.at(-1)
    const at = this.now()
    if (mergeKey && last?.mergeKey === mergeKey && at - last.at <= MERGE_WINDOW_MS) {
      this.undos[this.undos.length - 1] = { ...last, diff: mergeDiffs(last.diff, diff), at }
      return
    }
    this.undos.push({ label, diff, mergeKey, at })
    if (this.undos.length > 500) this.undos.shift()
  }

  seal() {
    const last = this.undos.at(-1)
    if (last) last.mergeKey = undefined
  }

  /**
   * The ops that undo (or redo) the last step on `doc`, or the reason it was skipped; the step
   * leaves its stack either way. `done` records what the applied ops changed, for the way back.
   */
  take(direction: 'undo' | 'redo', doc: SceneDocument): { label: string; result: InverseResult; done: (diff: SceneDiff) => void } | null {
    const from = direction === 'undo' ? this.undos : this.redos
    const to = direction === 'undo' ? this.redos : this.undos
    const step = from.pop()
    if (!step) return null
    return { label: step.label, result: inverseOps(step.diff, doc), done: (diff) => !isEmptyDiff(diff) && to.push({ label: step.label, diff, at: this.now() }) }
  }

  get canUndo() {
    return this.undos.length > 0
  }
  get canRedo() {
    return this.redos.length > 0
  }
  get undoLabel() {
    return this.undos.at(-1)?.label
  }
  get redoLabel() {
    return this.redos.at(-1)?.label
  }
  clear() {
    this.undos = []
    this.redos = []
  }
}
