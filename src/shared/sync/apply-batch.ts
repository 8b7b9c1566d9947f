import { applyOps, SceneTooManyNodesError, type SceneOp } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'

export interface DroppedOp {
  index: number
  reason: string
}

export interface BatchResult {
  doc: SceneDocument
  /** The ops that went in, in the order they went in. */
  applied: SceneOp[]
  dropped: DroppedOp[]
}

/**
 * Applies a batch the way the server and every client apply it, so all of them reach the same
 * document: the whole batch through the door when it fits; otherwise op by op, keeping those that
 * fit (an update of a node someone deleted, a reparent that would now make a cycle, are dropped).
 * A second pass takes ops that needed a later one (a child added before its parent). The result
 * depends only on the document and the ops, which is what makes the rebase converge.
 *
 * Cost: one door call per op per pass, two passes at most, so a hostile batch costs at most
 * 2 × MAX_BATCH_OPS small applies.
 */
export function applyBatch(doc: SceneDocument, ops: readonly SceneOp[]): BatchResult {
  try {
    return { doc: applyOps(doc, ops as SceneOp[]).doc, applied: [...ops], dropped: [] }
  } catch (error) {
    // A batch that would pass the node cap is refused whole, not applied up to the cap.
    if (error instanceof SceneTooManyNodesError) throw error
    // otherwise fall through to op by op
  }
  let current = doc
  const applied: SceneOp[] = []
  let remaining = ops.map((op, index) => ({ op, index, reason: '' }))
  for (let pass = 0; pass < 2 && remaining.length; pass++) {
    const next: typeof remaining = []
    for (const item of remaining) {
      try {
        current = applyOps(current, [item.op]).doc
        applied.push(item.op)
      } catch (error) {
        next.push({ ...item, reason: error instanceof Error ? error.message : String(error) })
      }
    }
    if (next.length === remaining.length) {
      remaining = next
      break
    }
    remaining = next
  }
  return { doc: current, applied, dropped: remaining.map(({ index, reason }) => ({ index, reason })) }
}
