import { applyOps, type SceneOp } from '../scene/ops'
import type { SceneDocument, Vec3 } from '../scene/schema'

/**
 * Changes to what is already there: paint, resize, move, turn, hide, remove. Each works on a
 * running copy of the document so several changes in one prompt see each other, and returns
 * plain ops (the editor applies the lot as one undoable step).
 */
export interface Change {
  ops: SceneOp[]
  doc: SceneDocument
  /** What happened, for the reply ('painted the car red'). */
  said: string[]
}

export const begin = (doc: SceneDocument): Change => ({ ops: [], doc, said: [] })
export function push(change: Change, ops: SceneOp[]) {
  if (!ops.length) return
  change.doc = applyOps(change.doc, ops).doc
  change.ops.push(...ops)
}

export const round = (v: number) => Math.round(v * 1e4) / 1e4
export const r3 = (v: Vec3): Vec3 => [round(v[0]), round(v[1]), round(v[2])]

