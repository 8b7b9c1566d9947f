import type { Vec3 } from '../../../shared/scene/schema'
import { boxesOverlap, type Box } from '../../../shared/scene/bounds'
import { boxAt, centreOf } from '../../../shared/scene/space-index'
import type { Job, LayoutRun, Slot, TargetInfo } from './layout-run'

/**
 * 'add five more fence posts' when the posts stand in a row: the new ones carry the row on at
 * its own pitch, one past each end in turn, so the whole stays one evenly spaced line. Null when
 * the things are not a row (fewer than three, off a straight line, unevenly spaced) or the row
 * cannot go on at either end: the caller puts them beside as before.
 */
export function extendRow(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] | null {
  if (targets.length < 3) return null
  const pts = targets.map((t) => centreOf(t.box))
  // The line through the two things farthest apart.
  const far = (from: Vec3) => pts.reduce((a, b) => (Math.hypot(b[0] - from[0], b[2] - from[2]) > Math.hypot(a[0] - from[0], a[2] - from[2]) ? b : a))
  const a = far(pts[0])
  const b = far(a)
  const len = Math.hypot(b[0] - a[0], b[2] - a[2])
  if (len < 1e-6) return null
  const u: [number, number] = [(b[0] - a[0]) / len, (b[2] - a[2]) / len]
  const along = pts.map((p) => (p[0] - a[0]) * u[0] + (p[2] - a[2]) * u[1]).sort((x, y) => x - y)
  const off = pts.map((p) => Math.abs((p[0] - a[0]) * u[1] - (p[2] - a[2]) * u[0]))
  const pitches = along.slice(1).map((v, i) => v - along[i])
  const pitch = pitches.reduce((s, v) => s + v, 0) / pitches.length
  const width = Math.min(...targets.map((t) => Math.min(t.box.max[0] - t.box.min[0], t.box.max[2] - t.box.min[2])))
  if (!(pitch > 0) || Math.max(...off) > Math.max(0.05, width / 2) || Math.max(...pitches) - Math.min(...pitches) > Math.max(0.05, 0.1 * pitch)) return null
  const y = Math.min(...targets.map((t) => t.box.min[1]))
  const out: Slot[] = []
  const boxes: Box[] = []
  const next = [along[along.length - 1], along[0]]
  for (let i = 0; i < job.count; i++) {
    let placed = false
    // Past the far end and the near end in turn; the other end when one is blocked.
    for (const end of i % 2 ? [1, 0] : [0, 1]) {
      const t = next[end] + (end === 0 ? pitch : -pitch)
      const centre: Vec3 = [a[0] + u[0] * t, y, a[2] + u[1] * t]
      const box = boxAt(centre, job.size)
      if (!run.occupancy.free(box, 0.02) || boxes.some((o) => boxesOverlap(o, box))) continue
      next[end] = t
      boxes.push(box)
      out.push({ centre, rotY: 0 })
      placed = true
      break
    }
    if (!placed) return null
  }
  return out
}
