import { applyOps, SceneTooManyNodesError, type SceneDiff, type SceneOp } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'
import { applyBatch } from './apply-batch'
import { fromWire, type WireOp } from './wire-ops'

/** One of this client's steps the server has not acknowledged yet. */
export interface PendingBatch {
  seq: number
  ops: SceneOp[]
}

/**
 * A client's view of a scene, pure data: the server's document at `seq` (`confirmed`), this
 * client's unacknowledged batches, and what the person sees (`doc`: the pending batches replayed
 * over the confirmed document). Every function returns a new state; none throws on what the
 * server sends except a broken sequence, which the caller answers by reconnecting.
 */
export interface ClientSyncState {
  clientId: string
  confirmed: SceneDocument
  seq: number
  pending: PendingBatch[]
  nextSeq: number
  doc: SceneDocument
}

export class SequenceGapError extends Error {}

export function startSync(clientId: string, doc: SceneDocument, seq: number, pending: PendingBatch[] = [], nextSeq = 1): ClientSyncState {
  return rebase({ clientId, confirmed: doc, seq, pending, nextSeq: Math.max(nextSeq, ...pending.map((p) => p.seq + 1)), doc })
}

/** The person's own step: applied at once (it must fit the visible document), queued for the server. */
export function localBatch(state: ClientSyncState, ops: SceneOp[]): { state: ClientSyncState; batch: PendingBatch; diff: SceneDiff } {
  const { doc, diff } = applyOps(state.doc, ops)
  const batch = { seq: state.nextSeq, ops }
  return { state: { ...state, doc, pending: [...state.pending, batch], nextSeq: state.nextSeq + 1 }, batch, diff }
}

/**
 * More of the same continuous edit (a slider, typing) folded into the last batch, which the
 * server has not been sent yet: one batch, one transaction, however many moves it took.
 */
export function appendToLast(state: ClientSyncState, ops: SceneOp[]): { state: ClientSyncState; diff: SceneDiff } {
  const last = state.pending.at(-1)
  if (!last) throw new Error('No batch to add to')
  const { doc, diff } = applyOps(state.doc, ops)
  return { state: { ...state, doc, pending: [...state.pending.slice(0, -1), { seq: last.seq, ops: [...last.ops, ...ops] }] }, diff }
}

/**
 * The next entry of the scene's sequence. Its ops are what the server applied, so they fit the
 * confirmed document exactly; if this client sent it, it leaves the pending list (the ack).
 */
export function receiveOps(state: ClientSyncState, entry: { seq: number; clientId: string; clientSeq: number; ops: unknown[] }): ClientSyncState {
  if (entry.seq <= state.seq) return state // already seen (a catch-up read overlapping the live stream)
  if (entry.seq !== state.seq + 1) throw new SequenceGapError(`expected seq ${state.seq + 1}, got ${entry.seq}`)
  const ops = (entry.ops as WireOp[]).map(fromWire)
  const confirmed = ops.length ? applyOps(state.confirmed, ops).doc : state.confirmed
  const mine = entry.clientId === state.clientId
  const pending = mine ? state.pending.filter((p) => p.seq !== entry.clientSeq) : state.pending
  return rebase({ ...state, confirmed, seq: entry.seq, pending })
}

/** A (re)connection's snapshot: batches up to `acked` are in it already; the rest go again. */
export function receiveSnapshot(state: ClientSyncState, snapshot: { doc: SceneDocument; seq: number; acked?: number }): ClientSyncState {
  const acked = snapshot.acked ?? 0
  return rebase({ ...state, confirmed: snapshot.doc, seq: snapshot.seq, pending: state.pending.filter((p) => p.seq > acked) })
}

/** The server refused a batch as a whole (a viewer's edit): it leaves, and the view follows. */
export function receiveReject(state: ClientSyncState, clientSeq: number): ClientSyncState {
  return rebase({ ...state, pending: state.pending.filter((p) => p.seq !== clientSeq) })
}

/** The pending batches over the confirmed document, each applied as the server will apply it. */
function rebase(state: ClientSyncState): ClientSyncState {
  let doc = state.confirmed
  for (const batch of state.pending) {
    try {
      doc = applyBatch(doc, batch.ops).doc
    } catch (error) {
      // Others' additions took the scene to its cap: the server will refuse this batch whole.
      if (!(error instanceof SceneTooManyNodesError)) throw error
    }
  }
  return { ...state, doc }
}
