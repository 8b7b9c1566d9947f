import type { Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import { boxAt, WIDE, type Rect } from '../../../shared/scene/space-index'
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
    const crown = overhang(job, t)
    for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
      for (let i = 0; i < per; i++) {
        if (crown && i === 0) {
          // A tree by a pool's corner: its trunk just outside the corner, its crown over the low pool.
          const fx = sx < 0 ? t.min[0] - gap - crown.half[0] : t.max[0] + gap + crown.half[0]
          const fz = sz < 0 ? t.min[2] - gap - crown.half[1] : t.max[2] + gap + crown.half[1]
          const c: Vec3 = [fx - crown.offset[0], 0, fz - crown.offset[1]]
          const b = boxAt(c, job.size)
          if (occupancy.free(b, 0.05, occupancy.boxes.filter((o) => sameBox(o, t)))) {
            occupancy.add(b)
            out.push({ centre: c, rotY: 0 })
            continue
          }
        }
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

const sameBox = (a: Box, b: Box) => a.min.every((v, i) => Math.abs(v - b.min[i]) < 1e-6) && a.max.every((v, i) => Math.abs(v - b.max[i]) < 1e-6)

/**
 * A thing that stands on a narrow foot under a wide crown high up (a palm or any tree) may reach
 * over something low beside it (a pool, a pond, a lawn): its foot's half size and its foot's
 * centre from its box's bottom centre, in world metres; null when it has no such crown or the
 * target stands too tall to reach over.
 */
function overhang(job: Job, t: Box): { half: [number, number]; offset: [number, number] } | null {
  if (!job.parts?.length || !job.scale || job.airborne !== undefined) return null
  const feet = job.parts.filter((b) => b.min[1] <= 0.01)
  const rest = job.parts.filter((b) => b.min[1] > 0.01)
  if (!feet.length || !rest.length) return null
  const s = job.scale
  const foot = { minX: Math.min(...feet.map((b) => b.min[0])), maxX: Math.max(...feet.map((b) => b.max[0])), minZ: Math.min(...feet.map((b) => b.min[2])), maxZ: Math.max(...feet.map((b) => b.max[2])) }
  const clear = Math.min(...rest.map((b) => b.min[1])) * s[1]
  const half: [number, number] = [((foot.maxX - foot.minX) / 2) * s[0], ((foot.maxZ - foot.minZ) / 2) * s[2]]
  // Only a real crown: the foot well inside the box, and clear room under the rest above the target.
  if (half[0] * 2 > 0.5 * job.size[0] || half[1] * 2 > 0.5 * job.size[2] || clear < t.max[1] + 1) return null
  const p = job.pivot ?? [0, 0, 0]
  return { half, offset: [((foot.minX + foot.maxX) / 2) * s[0] - p[0], ((foot.minZ + foot.maxZ) / 2) * s[2] - p[2]] }
}
