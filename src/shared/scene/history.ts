import { applyDiff, isEmptyDiff, mergeDiffs, type SceneDiff } from './ops'
import type { SceneDocument } from './schema'

export interface HistoryEntry {
  label: string
  diff: SceneDiff
  /** Entries with the same key within MERGE_WINDOW_MS fold into one (slider moves, typing). */
  mergeKey?: string
  at: number
}

export const MERGE_WINDOW_MS = 500
const LIMIT = 500

/**
 * The labelled stacks of undo and redo steps, with the merge window: what the editor's plain
 * history and the live (per-person) history share. How a step is taken back differs: the plain
 * history replays its diff backward; the live one turns it into ops against the document as it
 * is now (sync/live-history.ts).
 */
export class StepStack {
  private undos: HistoryEntry[] = []
  private redos: HistoryEntry[] = []

  constructor(protected readonly now: () => number = Date.now) {}

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
    if (this.undos.length > LIMIT) this.undos.shift()
  }

  /** Ends any merging run, so the next edit starts a new step (pointer-up, blur). */
  seal() {
    const last = this.undos.at(-1)
    if (last) last.mergeKey = undefined
  }

  /** Takes the newest step off the undo (or redo) stack. */
  protected pop(direction: 'undo' | 'redo'): HistoryEntry | undefined {
    return (direction === 'undo' ? this.undos : this.redos).pop()
  }

  /** Puts a step on the undo (or redo) stack: what an undo took back becomes a redo, and the other way. */
  protected push(direction: 'undo' | 'redo', entry: HistoryEntry) {
    ;(direction === 'undo' ? this.undos : this.redos).push({ ...entry, mergeKey: undefined })
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

/** Labelled undo/redo over diffs, replayed backward and forward. Plain data and functions: no React, no three. */
export class SceneHistory extends StepStack {
  undo(doc: SceneDocument): { doc: SceneDocument; label: string } | null {
    const entry = this.pop('undo')
    if (!entry) return null
    this.push('redo', entry)
    return { doc: applyDiff(doc, entry.diff, 'backward'), label: entry.label }
  }

  redo(doc: SceneDocument): { doc: SceneDocument; label: string } | null {
    const entry = this.pop('redo')
    if (!entry) return null
    this.push('undo', entry)
    return { doc: applyDiff(doc, entry.diff, 'forward'), label: entry.label }
  }
}
