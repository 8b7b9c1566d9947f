import { jsonEqual } from '../scene/diff'
import { applyOps, isEmptyDiff, type SceneDiff, type SceneOp } from '../scene/ops'
import type { SceneDocument, SceneNode } from '../scene/schema'
import { StepStack } from '../scene/history'

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

/**
 * Per-person undo and redo for live co-editing: each entry is this person's own step (its diff as
 * applied here); undo and redo turn it into fresh ops against the current document, which go to
 * the server as a new batch like any edit. Someone else's steps never enter this history. The
 * stacks and the merge window are the plain history's (StepStack).
 */
export class LiveHistory extends StepStack {
  /**
   * The ops that undo (or redo) the last step on `doc`, or the reason it was skipped; the step
   * leaves its stack either way. `done` records what the applied ops changed, for the way back.
   */
  take(direction: 'undo' | 'redo', doc: SceneDocument): { label: string; result: InverseResult; done: (diff: SceneDiff) => void } | null {
    const step = this.pop(direction)
    if (!step) return null
    const back = direction === 'undo' ? 'redo' : 'undo'
    return { label: step.label, result: inverseOps(step.diff, doc), done: (diff) => !isEmptyDiff(diff) && this.push(back, { label: step.label, diff, at: this.now() }) }
  }
}
