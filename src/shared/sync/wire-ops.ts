import type { SceneOp } from '../scene/ops'

/**
 * JSON has no `undefined`, and the door clears an optional field (a node's motion, say) by
 * patching it to undefined. On the wire such keys travel in `unset`, so a cleared field is
 * cleared on the server and on every other client too, instead of silently kept.
 */
export type WireOp = Record<string, unknown> & { op: string }

export function toWire(op: SceneOp): WireOp {
  if (op.op !== 'update' && op.op !== 'settings') return op as unknown as WireOp
  const patch: Record<string, unknown> = {}
  const unset: string[] = []
  for (const [key, value] of Object.entries(op.patch)) {
    if (value === undefined) unset.push(key)
    else patch[key] = value
  }
  return unset.length ? { ...op, patch, unset } : { ...op, patch }
}

export function fromWire(op: WireOp): SceneOp {
  if ((op.op !== 'update' && op.op !== 'settings') || !Array.isArray(op.unset)) return op as unknown as SceneOp
  const { unset, ...rest } = op as WireOp & { unset: unknown[]; patch: Record<string, unknown> }
  const patch = { ...rest.patch }
  for (const key of unset) if (typeof key === 'string' && !(key in patch)) patch[key] = undefined
  return { ...rest, patch } as unknown as SceneOp
}
