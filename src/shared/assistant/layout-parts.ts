import type { Vec3 } from '../scene/schema'
import { boxAt, WIDE, type Rect } from './space-index'
import { surfacesOf } from './catalog/support'
import { boxToWorld } from './layout-support'
import { placeBeside } from './layout-beside'
import { SPREAD_PARTS, type Spread } from './spread-words'
import type { Job, LayoutRun, Slot, TargetInfo } from './layout-run'

/**
 * 'a lantern at each end of the bridge', 'trees on each bank of the river', 'a tower at every
 * corner of the castle': the same share beside each part, read on the target's world box. Ends
 * are the two ends of its long side, sides (banks) the two long sides, corners the four corners,
 * just outside it on the ground (or on its top's corners when it has a top they fit on).
 */
export function placeSpread(run: LayoutRun, job: Job, target: TargetInfo, kind: Spread): Slot[] {
  const { occupancy, slots } = run
  const t = target.box
  const per = Math.max(1, Math.round(job.count / SPREAD_PARTS[kind]))
  const alongX = t.max[0] - t.min[0] >= t.max[2] - t.min[2]
  const out: Slot[] = []
  if (kind === 'along') {
    // Evenly over its length, on the side away from the camera (where a village's houses are), at
    // the edge where people walk: a torch every few metres, not three in a cluster.
    const way = alongX ? t.max[0] - t.min[0] : t.max[2] - t.min[2]
    // Neighbours clear of each other (lights a metre apart, each its own pool of light): one row,
    // running on past the way's ends when the way is short for them.
    const width = Math.max(job.size[0], job.size[2])
    const least = width + (job.spec?.light ? 1.1 : 0.4)
    const n = job.count
    const pitch = Math.max(way / n, least)
    const len = pitch * n
    const start = (alongX ? (t.min[0] + t.max[0]) / 2 : (t.min[2] + t.max[2]) / 2) - len / 2
    for (let j = 0; j < job.count; j++) {
      const i = j % n
      const far = false
      const u = start + (i + 0.5) * pitch
      const side = alongX ? (far ? t.max[2] + 0.3 + job.size[2] / 2 : t.min[2] - 0.3 - job.size[2] / 2) : far ? t.min[0] - 0.3 - job.size[0] / 2 : t.max[0] + 0.3 + job.size[0] / 2
      const at: [number, number] = alongX ? [u, side] : [side, u]
      const rect: Rect = alongX ? { minX: u - pitch / 2, maxX: u + pitch / 2, minZ: far ? t.max[2] : -Infinity, maxZ: far ? Infinity : t.min[2] } : { minX: far ? -Infinity : t.max[0], maxX: far ? t.min[0] : Infinity, minZ: u - pitch / 2, maxZ: u + pitch / 2 }
      const c = occupancy.search(at, job.size, 0, rect, 0.05, WIDE) ?? occupancy.anywhere(job.size, 0)
      occupancy.add(boxAt(c, job.size))
      out.push({ centre: c as Vec3, rotY: 0 })
    }
    slots.set(job.index, out)
    return out
  }
  // Small things at the corners of a top (a candle at each corner of the table): on it, just in from each corner.
  const top = kind === 'corners' && target.spec && target.frame ? surfacesOf(target.spec)[0] : undefined
  if (top && target.frame && job.size[0] * 4 <= top.maxX - top.minX && job.size[2] * 4 <= top.maxZ - top.minZ) {
    const r = boxToWorld({ min: [top.minX, top.y, top.minZ], max: [top.maxX, top.y, top.maxZ] }, target.frame)
    const inset = 0.05
    for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
      for (let i = 0; i < per; i++) {
        const x = sx < 0 ? r.min[0] + inset + job.size[0] / 2 : r.max[0] - inset - job.size[0] / 2
        const z = sz < 0 ? r.min[2] + inset + job.size[2] / 2 : r.max[2] - inset - job.size[2] / 2
        const rect: Rect = { minX: sx < 0 ? r.min[0] : (r.min[0] + r.max[0]) / 2, maxX: sx < 0 ? (r.min[0] + r.max[0]) / 2 : r.max[0], minZ: sz < 0 ? r.min[2] : (r.min[2] + r.max[2]) / 2, maxZ: sz < 0 ? (r.min[2] + r.max[2]) / 2 : r.max[2] }
        const c = occupancy.searchFine([x, z], job.size, r.max[1], rect, 0.005)
        if (!c) break
        occupancy.add(boxAt(c, job.size))
        out.push({ centre: c as Vec3, rotY: 0 })
      }
    }
    if (out.length === job.count) {
      slots.set(job.index, out)
      return out
    }
    for (const s of out) occupancy.boxes.splice(occupancy.boxes.findIndex((b) => Math.abs(b.min[0] - (s.centre[0] - job.size[0] / 2)) < 1e-6 && Math.abs(b.min[2] - (s.centre[2] - job.size[2] / 2)) < 1e-6 && Math.abs(b.min[1] - s.centre[1]) < 1e-6), 1)
    out.length = 0
  }
  if (kind === 'corners') {
    const gap = 0.15
    for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
      for (let i = 0; i < per; i++) {
        const x = sx < 0 ? t.min[0] - gap - job.size[0] / 2 : t.max[0] + gap + job.size[0] / 2
        const z = sz < 0 ? t.min[2] - gap - job.size[2] / 2 : t.max[2] + gap + job.size[2] / 2
        // Outside that corner, never past the target's middle on either axis.
        const rect: Rect = { minX: sx < 0 ? -Infinity : (t.min[0] + t.max[0]) / 2, maxX: sx < 0 ? (t.min[0] + t.max[0]) / 2 : Infinity, minZ: sz < 0 ? -Infinity : (t.min[2] + t.max[2]) / 2, maxZ: sz < 0 ? (t.min[2] + t.max[2]) / 2 : Infinity }
        const c = occupancy.search([x, z], job.size, job.airborne ?? 0, rect, 0.05, WIDE) ?? occupancy.anywhere(job.size, job.airborne ?? 0)
        occupancy.add(boxAt(c, job.size))
        out.push({ centre: c as Vec3, rotY: 0 })
      }
    }
    slots.set(job.index, out)
    return out
  }
  const sides = kind === 'ends' ? (alongX ? (['left', 'right'] as const) : (['behind', 'front'] as const)) : alongX ? (['front', 'behind'] as const) : (['left', 'right'] as const)
  // The target as a bare box: its parts are read in world terms, whatever way it is turned.
  const bare: TargetInfo = { box: t }
  for (const side of sides) {
    const list = placeBeside(run, { ...job, count: per, arrangement: per > 1 ? 'row' : undefined }, bare, side)
    if (slots.get(job.index) !== list) for (const s of list) occupancy.add(boxAt(s.centre, job.size))
    slots.delete(job.index)
    out.push(...list)
  }
  slots.set(job.index, out)
  return out
}
