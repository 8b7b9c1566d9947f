import { integrityProblems } from '@shared/scene/load'
import { applyDiff, isEmptyDiff, type SceneDiff, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import type { PlanSource } from '../../services/llm/assistant'
import { sameJson } from '../../services/llm/same-json'

/** What an assistant message keeps of the change it made (chat_messages.step). */
export interface StoredStep {
  label: string
  ops: SceneOp[]
  diff: SceneDiff
  baseRevision: number
  revision: number
  source: PlanSource
}

export interface ReplayStep {
  messageId: string
  label: string
  diff: SceneDiff
}

/**
 * A step's diff restricted to what the document still shows as the step left it: entries whose
 * current value differs (edited or deleted since) are dropped, so undoing never overwrites a
 * later change. 'empty' when nothing of it is left; 'broken' when undoing it would break the
 * document (a restored object whose parent is gone).
 */
export function rebaseStep(diff: SceneDiff, current: SceneDocument): { diff: SceneDiff } | 'empty' | 'broken' {
  const rebased: SceneDiff = { nodes: {}, assets: {} }
  // A stored diff went through JSON, where a missing side ([node, undefined]) became null.
  for (const [id, [before, after]] of Object.entries(diff.nodes)) {
    if (sameJson(current.nodes[id], after ?? undefined)) rebased.nodes[id] = [before ?? undefined, current.nodes[id]]
  }
  for (const [id, [before, after]] of Object.entries(diff.assets)) {
    if (sameJson(current.assets[id], after ?? undefined)) rebased.assets[id] = [before ?? undefined, current.assets[id]]
  }
  if (diff.settings && sameJson(current.settings, diff.settings[1])) rebased.settings = [diff.settings[0], current.settings]
  if (isEmptyDiff(rebased)) return 'empty'
  if (integrityProblems(applyDiff(current, rebased, 'backward')).length) return 'broken'
  return { diff: rebased }
}

/**
 * Steps (newest first) → the ones still undoable on `current`, oldest first, each rebased onto
 * the document as the later ones' undos leave it. Stops at a step that cannot be undone cleanly,
 * since the ones before it were made on top of it.
 */
export function replayableSteps(newestFirst: { messageId: string; step: StoredStep }[], current: SceneDocument): ReplayStep[] {
  const out: ReplayStep[] = []
  let doc = current
  for (const { messageId, step } of newestFirst) {
    const result = rebaseStep(step.diff, doc)
    if (result === 'empty') continue
    if (result === 'broken') break
    doc = applyDiff(doc, result.diff, 'backward')
    out.unshift({ messageId, label: step.label, diff: result.diff })
  }
  return out
}
