import type { SceneOp } from '../scene/ops'
import { AREA_MAX_POINTS, type AreaPoint, type AreaSettings, type Vec3 } from '../scene/schema'

/**
 * The edits an author makes to an Area Tracking room's reference points, each as one settings op
 * through the scene's door (applyOps validates the whole area against its schema, so a blank name
 * or a ninth point is refused there, whoever sends it: the panel, the assistant, the code window).
 * The points' order is the order the visitor taps them in.
 */

/** Millimetres are finer than any hit test: round so the document does not carry float noise. */
const mm = (v: number) => Math.round(v * 1000) / 1000
export const roundPoint = (p: Vec3): Vec3 => [mm(p[0]), mm(p[1]), mm(p[2])]

/** "Point 1", "Point 2"…, skipping names already taken (after a removal). */
export function nextPointLabel(points: readonly AreaPoint[]): string {
  const taken = new Set(points.map((p) => p.label))
  for (let i = points.length + 1; ; i++) if (!taken.has(`Point ${i}`)) return `Point ${i}`
}

const op = (area: AreaSettings, points: AreaPoint[]): SceneOp => ({ op: 'settings', patch: { area: { ...area, points } } })

export function addPointOp(area: AreaSettings, position: Vec3, label = nextPointLabel(area.points)): SceneOp {
  if (area.points.length >= AREA_MAX_POINTS) throw new Error(`A room has at most ${AREA_MAX_POINTS} reference points`)
  return op(area, [...area.points, { label, position: roundPoint(position) }])
}

export function updatePointOp(area: AreaSettings, index: number, patch: Partial<AreaPoint>): SceneOp {
  return op(area, area.points.map((p, i) => (i === index ? { ...p, ...patch, position: roundPoint(patch.position ?? p.position) } : p)))
}

export function removePointOp(area: AreaSettings, index: number): SceneOp {
  return op(area, area.points.filter((_, i) => i !== index))
}

/** Moves a point one place earlier in the tapping order. */
export function raisePointOp(area: AreaSettings, index: number): SceneOp {
  if (index <= 0) return op(area, area.points)
  const points = [...area.points]
  ;[points[index - 1], points[index]] = [points[index], points[index - 1]]
  return op(area, points)
}

/**
 * Why these points would not align a room, or null. Two points apart (on the floor plan) fix the
 * turn; a third lets the residual say whether the taps agree.
 */
export function pointsProblem(points: readonly AreaPoint[]): string | null {
  if (points.length < 2) return `Mark at least 2 reference points (3 is better): the visitor taps them to line the room up. ${points.length} marked.`
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const [a, b] = [points[i].position, points[j].position]
      if (Math.hypot(a[0] - b[0], a[2] - b[2]) < 0.3) return `${points[i].label} and ${points[j].label} are less than 30 cm apart: pick points further from each other.`
    }
  return null
}
