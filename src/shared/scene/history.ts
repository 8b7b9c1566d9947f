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

/** Labelled undo/redo over diffs. Plain data and functions: no React, no three. */
export class SceneHistory {
  private undos: HistoryEntry[] = []
  private redos: HistoryEntry[] = []

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
    if (this.undos.length > LIMIT) this.undos.shift()
  }

  /** Ends any merging run, so the next edit starts a new step (pointer-up, blur). */
  seal() {
    const last = this.undos.at(-1)
    if (last) last.mergeKey = undefined
  }

  undo(doc: SceneDocument): { doc: SceneDocument; label: string } | null {
    const entry = this.undos.pop()
    if (!entry) return null
    this.redos.push(entry)
    return { doc: applyDiff(doc, entry.diff, 'backward'), label: entry.label }
  }

  redo(doc: SceneDocument): { doc: SceneDocument; label: string } | null {
    const entry = this.redos.pop()
    if (!entry) return null
    this.undos.push({ ...entry, mergeKey: undefined })
    return { doc: applyDiff(doc, entry.diff, 'forward'), label: entry.label }
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
