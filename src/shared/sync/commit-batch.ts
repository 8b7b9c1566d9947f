import { SceneTooManyNodesError, type SceneOp } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'
import { applyBatch, type DroppedOp } from './apply-batch'
import { fromWire, type WireOp } from './wire-ops'

export interface SceneHead {
  doc: SceneDocument
  /** The scene's sequence number: how many batches its op log has committed. */
  seq: number
}

export interface IncomingBatch {
  clientId: string
  seq: number
  baseSeq: number
  ops: WireOp[]
}

export type CommitResult =
  | { kind: 'commit'; doc: SceneDocument; seq: number; ops: SceneOp[]; dropped: DroppedOp[]; changed: boolean }
  /** This client's batch `seq` is already in the log (a resend after a lost ack): nothing to do. */
  | { kind: 'duplicate' }
  | { kind: 'reject'; code: 400 | 403 | 409 | 413; reason: string }

/**
 * The server's decision on one batch, pure: the same function runs in the API (inside the
 * transaction that holds the scene row) and in the convergence tests' simulated server.
 * `lastClientSeq` is the highest batch seq of this client the log already holds.
 */
export function commitBatch(head: SceneHead, batch: IncomingBatch, lastClientSeq: number, canEdit: boolean): CommitResult {
  if (!canEdit) return { kind: 'reject', code: 403, reason: 'You can view this scene but not edit it.' }
  if (batch.seq <= lastClientSeq) return { kind: 'duplicate' }
  if (batch.baseSeq > head.seq) return { kind: 'reject', code: 400, reason: `The batch claims scene seq ${batch.baseSeq}, which the scene has not reached (${head.seq}).` }
  let result
  try {
    result = applyBatch(head.doc, batch.ops.map(fromWire))
  } catch (error) {
    if (error instanceof SceneTooManyNodesError) return { kind: 'reject', code: 413, reason: error.message }
    throw error
  }
  return { kind: 'commit', doc: result.doc, seq: head.seq + 1, ops: result.applied, dropped: result.dropped, changed: result.doc !== head.doc }
}
