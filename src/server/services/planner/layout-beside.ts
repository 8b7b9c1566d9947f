import type { Vec3 } from '../../../shared/scene/schema'
import { type Box } from '../../../shared/scene/bounds'
import { arrange, clampRect, gapFor, normalise, sideRect, turned } from './layout-geometry'
import { boxAt, centreOf, Occupancy, sizeOf, VIEW, WIDE, type Rect } from '../../../shared/scene/space-index'
import { type TargetInfo, type Slot, type Job, type LayoutRun, NEAR_CAMERA } from './layout-run'
import { placeFree } from './layout-free'
import { surfacesOf } from './catalog/support'

/** Things beside, around and between others. */
/** Would a row of them beside the target put the last one more than an arm's length (or half the bigger size) away? */
export function rowTooLong(job: Job, t: Box): boolean {
  const gap = Math.max(gapFor(job.size), 0.25)
  const far = (job.count - 1) * (job.size[0] + gap) + gap
  return far > Math.max(1.5, 0.5 * Math.max(t.max[0] - t.min[0], t.max[2] - t.min[2], job.size[0], job.size[2]))
}

export function placeBeside(run: LayoutRun, job: Job, target: TargetInfo, asked: 'next' | 'left' | 'right' | 'front' | 'behind', depth = 0): Slot[] {
  const { occupancy, slots } = run
  const t = target.box
  // In front of a turned sofa is where its front points: a quarter turn (rotY π/2) takes its
  // front (+Z) to the right (+X), its right to the back, and so on round the ring.
  const quarterOf = (a: number) => ((Math.round(a / (Math.PI / 2)) % 4) + 4) % 4
  const quarter = quarterOf(target.frame?.rotY ?? target.rotY ?? 0)
  const ring = ['front', 'right', 'behind', 'left'] as const
  // (Any other word, 'near' and the like, lands on the left as it always has.)
  let dir: (typeof ring)[number] | 'next' = asked === 'next' ? 'next' : ring[(ring.indexOf(asked) + quarter + 4) % 4]
  // A thing whose own front runs across the view (a car shown side-on, its nose to the right):
  // 'behind the car' reads both as at its tail and as further from the viewer, so it goes where
  // both hold, past its tail on the far side of its middle ('in front of' likewise, nearer).
  let half: Rect | undefined
  if (target.front !== undefined && (asked === 'front' || asked === 'behind') && quarterOf(target.front) % 2 !== quarter % 2) {
    dir = ring[(ring.indexOf(asked) + quarterOf(target.front)) % 4]
    const mid = (t.min[2] + t.max[2]) / 2
    half = asked === 'behind' ? { minX: -Infinity, maxX: Infinity, minZ: -Infinity, maxZ: mid } : { minX: -Infinity, maxX: Infinity, minZ: mid, maxZ: Infinity }
  }
  const within = (r: Rect) => (half ? clampRect(r, half) : r)
  const support = occupancy.supportOf(t)
  // What stands on a round body (a campfire set on a planet) has no flat ground beside it up
  // there: beside it is beside the body, on the ground.
  const body = support ? [...run.existing.values()].find((e) => e.spec && [0, 1, 2].every((i) => Math.abs(e.box.min[i] - support.min[i]) < 1e-6 && Math.abs(e.box.max[i] - support.max[i]) < 1e-6)) : undefined
  if (support && body?.spec && !body.spec.surface && !surfacesOf(body.spec).length && depth < 3) return placeBeside(run, job, { box: support }, asked, depth + 1)
  // Something that flies, beside something up in the air, stays up with it on every side.
  const y = support ? support.max[1] : job.airborne && (dir === 'next' || t.min[1] > 0.05) ? t.min[1] : 0
  const baseRect: Rect = support ? { minX: support.min[0], maxX: support.max[0], minZ: support.min[2], maxZ: support.max[2] } : NEAR_CAMERA
  // Four or more wide things facing something (desks facing a whiteboard) sit in rows, as a class
  // does: one long row would have to stand far back for its ends to face it.
  const rows = job.rel?.facing && job.count >= 4 && job.count * job.size[0] > 4
  const { offsets, group } = arrange(job.count, job.size, job.arrangement ?? (rows ? 'grid' : undefined), 0, job.rows)
  const [tx, , tz] = centreOf(t)
  // A row facing something stands far enough off that its ends still face it (within about 28°).
  const facingGap = Math.max(2, (group[0] - job.size[0]) / 2 / Math.tan((28 * Math.PI) / 180) - (t.max[2] - tz) - group[2] / 2)
  const gap = support ? 0.03 : job.rel?.facing ? facingGap : Math.max(gapFor(job.size), 0.25)
  const sideZ = half ? (asked === 'behind' ? half.maxZ - group[2] / 2 : half.minZ + group[2] / 2) : tz
  const want: Record<string, [number, number]> = {
    right: [t.max[0] + gap + group[0] / 2, sideZ],
    left: [t.min[0] - gap - group[0] / 2, sideZ],
    front: [tx, t.max[2] + gap + group[2] / 2],
    behind: [tx, t.min[2] - gap - group[2] / 2],
  }
  const order = dir === 'next' ? ['right', 'left', 'front', 'behind'] : [dir]
  const margin = support ? 0.01 : 0.1
  let c: Vec3 | null = null
  // In view on any allowed side first; then further out.
  // In front of a big building runs past the usual view toward the camera rather than round its back.
  const areas = support ? [baseRect] : dir === 'front' ? [VIEW, WIDE, NEAR_CAMERA] : [VIEW, WIDE]
  for (const area of areas) {
    for (const d of order) {
      const [x, z] = want[d]
      c = occupancy.search([x, z], group, y, within(clampRect(sideRect(d, t, baseRect), area)), margin)
      if (c) break
    }
    if (c) break
    // One thing tries the next area out; only a group goes one by one.
    if (job.count === 1) continue
    // Rows asked for ('thirty chairs in rows') stay a block further out rather than break into one long line.
    if (job.arrangement === 'grid' && area !== areas[areas.length - 1]) continue
    // The group does not fit in view: one by one, each beside the target.
    const out: Slot[] = []
    for (let i = 0; i < job.count; i++) {
      let ci: Vec3 | null = null
      for (const d of order) {
        const want1 = d === 'right' ? [t.max[0] + gap + job.size[0] / 2, sideZ] : d === 'left' ? [t.min[0] - gap - job.size[0] / 2, sideZ] : d === 'front' ? [tx, t.max[2] + gap + job.size[2] / 2] : [tx, t.min[2] - gap - job.size[2] / 2]
        ci = occupancy.search(want1 as [number, number], job.size, y, within(clampRect(sideRect(d, t, baseRect), area)), margin)
        if (ci) break
      }
      if (!ci) break
      out.push({ centre: ci, rotY: 0 })
      occupancy.add(boxAt(ci, job.size))
    }
    if (out.length === job.count) {
      slots.set(job.index, out)
      return out
    }
    // Undo the partial placement before trying further out.
    occupancy.boxes.splice(occupancy.boxes.length - out.length, out.length)
  }
  if (!c) {
    if (support && depth < 3) return placeBeside(run, job, { box: support }, asked, depth + 1)
    return placeFree(run, job, [tx, tz])
  }
  return offsets.map((o) => ({ centre: [c![0] + o[0], c![1] + o[1], c![2] + o[2]] as Vec3, rotY: 0 }))
}

export function placeAround(run: LayoutRun, job: Job, target: TargetInfo): Slot[] {
  const { occupancy, notes } = run
  const t = target.box
  const [tx, , tz] = centreOf(t)
  const [tw, , td] = sizeOf(t)
  const n = job.count
  const depth = job.size[2]
  const gap = 0.15
  for (let grow = 0; grow < 24; grow++) {
    const rx = tw / 2 + gap + depth / 2 + grow * 0.25
    const rz = td / 2 + gap + depth / 2 + grow * 0.25
    const trial = new Occupancy()
    const out: Slot[] = []
    let ok = true
    for (let i = 0; i < n && ok; i++) {
      const a = (i / n) * Math.PI * 2
      const centre: Vec3 = [tx + Math.sin(a) * rx, job.airborne ?? 0, tz + Math.cos(a) * rz]
      const rotY = n > 1 ? a + Math.PI : 0
      const box = boxAt(centre, turned(job.size, rotY))
      if (!occupancy.free(box, 0.02) || !trial.free(box, 0.02)) ok = false
      trial.add(box)
      out.push({ centre, rotY: normalise(rotY) })
    }
    if (ok) return out
  }
  notes.push('the circle was crowded, so I spread them out nearby')
  return placeFree(run, job, [tx, tz])
}

export function placeBetween(run: LayoutRun, job: Job, a: TargetInfo, b: TargetInfo): Slot[] {
  const { occupancy } = run
  const [ax, , az] = centreOf(a.box)
  const [bx, , bz] = centreOf(b.box)
  // A little smaller when the gap is a little narrow ('a small box between them', a hand's width apart);
  // no room even so, beside the first, and the reply says so.
  for (const k of job.count === 1 ? [1, 0.85, 0.7] : [1]) {
    const { offsets, group } = arrange(job.count, job.size.map((v) => v * k) as Vec3, job.arrangement, 0, job.rows)
    const c = occupancy.search([(ax + bx) / 2, (az + bz) / 2], group, 0, { minX: Math.min(ax, bx), maxX: Math.max(ax, bx), minZ: Math.min(az, bz) - 1, maxZ: Math.max(az, bz) + 1 }, 0.05)
    if (c) return offsets.map((o) => ({ centre: [c[0] + o[0], c[1] + o[1], c[2] + o[2]] as Vec3, rotY: 0, k: k === 1 ? undefined : k }))
  }
  run.notes.push('there was no room between them, so I put it beside')
  return placeBeside(run, job, a, 'right')
}
