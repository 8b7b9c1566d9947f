import type { SceneOp } from '../../../shared/scene/ops'
import type { Vec3 } from '../../../shared/scene/schema'
import { beginTransaction, type SceneTransaction } from '../../../shared/scene/transaction'

/**
 * Changes to what is already there: paint, resize, move, turn, hide, remove. Each is pushed onto
 * the shared scene transaction, so several changes in one prompt see each other, and its ops go
 * back as one plan (the editor applies the lot as one undoable step).
 */
export type Change = SceneTransaction

export const begin = beginTransaction
export function push(change: Change, ops: SceneOp[]) {
  change.push(...ops)
}

export const round = (v: number) => Math.round(v * 1e4) / 1e4
export const r3 = (v: Vec3): Vec3 => [round(v[0]), round(v[1]), round(v[2])]

