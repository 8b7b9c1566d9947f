import { SceneHistory } from './history'
import { applyOps, type SceneDiff, type SceneOp } from './ops'
import type { SceneChange } from './transaction'
import type { SceneDocument } from './schema'

/** What a document store shows about its undo history. */
export interface HistoryFlags {
  canUndo: boolean
  canRedo: boolean
  undoLabel?: string
  redoLabel?: string
}

/**
 * Where an open document's changes go. The store is handed one when a project loads and keeps it
 * until the next load: a local one (history only) or a live one (batches to the server, this
 * person's undo). Every change still goes through the door, applyOps, inside the backend.
 */
export interface DocBackend {
  /** One user step; throws (changing nothing) when the ops do not fit the document. */
  commit(label: string, ops: SceneOp[], mergeKey?: string): void
  /** A change built in a transaction, recorded as one step (re-applied if the document moved on). */
  apply(change: SceneChange): void
  seal(): void
  /** This person's last step taken back or again; null when there is none, `skipped` when it no longer applies. */
  step(direction: 'undo' | 'redo'): { label: string; skipped?: string } | null
  /** Earlier steps made elsewhere (the assistant's), so undo can take them back one by one. */
  pushSteps(steps: { label: string; diff: SceneDiff }[]): void
  flags(): HistoryFlags
  /** Changes not yet kept where they last (0 for a local backend: there is nowhere else). */
  readonly waiting: number
  /** Resolves true once nothing waits, false after `ms` with something still waiting. */
  idle(ms?: number): Promise<boolean>
  stop(): void
}

/** The backend reports every document it now shows (and, when it knows one, the server's revision). */
export type ShowDocument = (doc: SceneDocument, revision?: number) => void
export type BackendFactory = (doc: SceneDocument, show: ShowDocument) => DocBackend

/** History in memory and nothing else: tests, the assistant's preview, and a store before any project. */
export const localBackend: BackendFactory = (initial, show) => {
  const history = new SceneHistory()
  let doc = initial
  const shown = (next: SceneDocument) => {
    doc = next
    show(next)
  }
  const backend: DocBackend = {
    commit(label, ops, mergeKey) {
      const result = applyOps(doc, ops)
      history.record(label, result.diff, mergeKey)
      shown(result.doc)
    },
    apply(change) {
      if (!change.ops.length) return
      if (change.base !== doc) return backend.commit(change.label, change.ops)
      history.record(change.label, change.diff)
      shown(change.doc)
    },
    seal: () => history.seal(),
    step(direction) {
      const result = direction === 'undo' ? history.undo(doc) : history.redo(doc)
      if (!result) return null
      shown(result.doc)
      return { label: result.label }
    },
    pushSteps(steps) {
      for (const step of steps) {
        history.record(step.label, step.diff)
        history.seal()
      }
    },
    flags: () => ({ canUndo: history.canUndo, canRedo: history.canRedo, undoLabel: history.undoLabel, redoLabel: history.redoLabel }),
    waiting: 0,
    idle: async () => true,
    stop: () => undefined,
  }
  return backend
}
