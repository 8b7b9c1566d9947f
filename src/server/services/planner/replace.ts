import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { beginTransaction } from '../../../shared/scene/transaction'
import { sceneInfo } from './scene-info'

/**
 * 'replace the chair with a stool', 'swap the car for a bicycle': the old things go and the new
 * ones stand where they stood (the bottom of each new one where the old one's was, its middle over
 * the old one's middle). The two halves are planned as the planner's own
 * 'remove …' and 'add …' clauses, so naming, colours and counts follow the usual rules.
 */
const REPLACE = /^(?:please\s+)?(?:now\s+)?(?:replace|swap|substitute)\s+(.+?)\s+(?:with|for|by)\s+(.+?)[.!]?$/i

export function replaceParts(clause: string): { old: string; new: string } | null {
  const m = REPLACE.exec(clause.trim())
  return m ? { old: m[1], new: m[2] } : null
}

type Step = (text: string, doc: SceneDocument) => { ops: SceneOp[]; said: string[]; subject: string[] }

export function planReplace(parts: { old: string; new: string }, doc: SceneDocument, step: Step): { ops: SceneOp[]; said: string[]; subject: string[] } | null {
  const removed = step(`remove ${parts.old}`, doc)
  const gone = removed.ops.filter((o): o is Extract<SceneOp, { op: 'remove' }> => o.op === 'remove').map((o) => o.id).filter((id) => doc.nodes[id]?.parentId === null)
  if (!gone.length) return null
  const before = sceneInfo(doc)
  const spots = gone.map((id) => ({ box: before.boxes.get(id) }))
  const mid = beginTransaction(doc).push(...removed.ops).doc
  const added = step(`add ${parts.new}`, mid)
  if (!added.ops.length) return null
  const after = beginTransaction(mid).push(...added.ops).doc
  const info = sceneInfo(after)
  const moves: SceneOp[] = []
  added.subject.forEach((id, i) => {
    const spot = spots[i]
    const box = info.boxes.get(id)
    const node = after.nodes[id]
    if (!spot?.box || !box || !node || node.parentId !== null) return
    const [ox, oy, oz] = [(spot.box.min[0] + spot.box.max[0]) / 2, spot.box.min[1], (spot.box.min[2] + spot.box.max[2]) / 2]
    const [nx, ny, nz] = [(box.min[0] + box.max[0]) / 2, box.min[1], (box.min[2] + box.max[2]) / 2]
    const p = node.transform.position
    moves.push({ op: 'update', id, patch: { transform: { ...node.transform, position: [p[0] + ox - nx, p[1] + oy - ny, p[2] + oz - nz] } } })
  })
  return { ops: [...removed.ops, ...added.ops, ...moves], said: [`replaced ${parts.old.replace(/^(the|my|that|this)\s+/i, 'the ')} with ${parts.new}`], subject: added.subject }
}
