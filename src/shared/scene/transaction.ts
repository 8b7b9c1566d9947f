import { sceneDiffOps } from './diff'
import { applyOps, emptyDiff, mergeDiffs, type SceneDiff, type SceneOp } from './ops'
import type { SceneDocument } from './schema'

/** A finished composite change: what the editor records as one undo step, or a server saves. */
export interface SceneChange {
  label: string
  /** The document the change was built on. */
  base: SceneDocument
  doc: SceneDocument
  ops: SceneOp[]
  diff: SceneDiff
}

/**
 * The one way to build a composite change (paste, duplicate, restoring a version or a draft, the
 * code window, the assistant's plans, the templates): begin on a document, push ops (each push
 * sees the ones before it, so names and orders stay unique), commit with one label.
 */
export class SceneTransaction {
  doc: SceneDocument
  readonly ops: SceneOp[] = []
  private diff: SceneDiff = emptyDiff()

  constructor(readonly base: SceneDocument) {
    this.doc = base
  }

  /** Applies ops to the working document; a refused op throws and leaves the transaction as it was. */
  push(...ops: SceneOp[]): this {
    if (!ops.length) return this
    const result = applyOps(this.doc, ops)
    this.doc = result.doc
    this.diff = mergeDiffs(this.diff, result.diff)
    this.ops.push(...ops)
    return this
  }

  /** Turns the working document into `next` (restore a version or a draft, apply edited code). */
  replaceWith(next: SceneDocument): this {
    return this.push(...sceneDiffOps(this.doc, next))
  }

  get changed(): boolean {
    return this.ops.length > 0
  }

  commit(label: string): SceneChange {
    return { label, base: this.base, doc: this.doc, ops: [...this.ops], diff: this.diff }
  }
}

export const beginTransaction = (doc: SceneDocument) => new SceneTransaction(doc)
