import type { Vec3 } from '../../../shared/scene/schema'
import { type Box } from '../../../shared/scene/bounds'
import { arrange, lightGap, normalise, turned } from './layout-geometry'
import { boxAt, centreOf, Occupancy, WIDE, type Rect } from '../../../shared/scene/space-index'
import { blocksView } from './sightline'
import { type Slot, type Job, type LayoutRun, REGION_ANCHOR, REGION_RECT, FREE_MARGIN } from './layout-run'

/** Free placement (a group in its arrangement near its region's anchor, kept in sight) and turning things to what they are for. */
/** Free placement, as a group in its arrangement, near the region's anchor. */
export function placeFree(run: LayoutRun, job: Job, near?: [number, number], area?: Rect, y0 = 0): Slot[] {
  const { occupancy, slots } = run
  const region = job.region ?? 'center'
  const anchor = near ?? REGION_ANCHOR[region]
  const rect = area ?? REGION_RECT[region]
  const y = job.airborne ?? y0
  if (job.arrangement === 'scatter' && job.count > 1) {
    const spacing = Math.max(job.size[0], job.size[2]) * 1.3 + 0.5
    const out: Slot[] = []
    // A scattered copse may hide its own trees; what stood there before, it keeps in sight.
    const before = occupancy.boxes.slice()
    const seen = !near && y === 0 ? (x: number, z: number) => !blocksView(boxAt([x, y, z], job.size), before) : undefined
    for (let i = 0; i < job.count; i++) {
      const a = i * 2.39996
      const r = spacing * Math.sqrt(i + 0.5) * 0.9
      const at: [number, number] = [anchor[0] + Math.sin(a) * r * 1.4, anchor[1] + Math.cos(a) * r * 0.8]
      const c = (seen && occupancy.search(at, job.size, y, rect, FREE_MARGIN, WIDE, false, seen)) || occupancy.search(at, job.size, y, rect, FREE_MARGIN, WIDE) || occupancy.anywhere(job.size, y)
      out.push({ centre: c, rotY: 0 })
      occupancy.add(boxAt(c, job.size))
    }
    // Added as we went so the scatter spreads; the caller must not add them again.
    slots.set(job.index, out)
    return out
  }
  const { offsets, group } = arrange(job.count, job.size, job.arrangement, Math.max(lightGap(job.size, !!job.spec?.light), job.minGap ?? 0), job.rows)
  // What others are set round (a sink with the wall and mirror behind it) keeps its place: moved
  // out of sight's way it would drag its group round whatever it was hidden by.
  const ground = !near && y === 0 && !run.jobs.some((o) => o.rel?.target.entity === job.index || o.rel?.target2?.entity === job.index)
  // Tall things stand behind shorter ones still to come, so those get the middle and are seen.
  const ahead = ground && !area && region === 'center' ? shorterToCome(run, job) : 0
  const from: [number, number] = ahead ? [anchor[0], anchor[1] - ahead - 0.6 - group[2] / 2] : anchor
  // Where nothing says where it goes, it stands where nothing hides it from the camera and it hides nothing (sightline.ts).
  const seen = ground ? (x: number, z: number) => !blocksView(boxAt([x, y, z], group), occupancy.boxes) : undefined
  const c = (seen && occupancy.search(from, group, y, rect, FREE_MARGIN, WIDE, false, seen)) || occupancy.search(from, group, y, rect, FREE_MARGIN, WIDE)
  if (c) return offsets.map((o) => ({ centre: [c[0] + o[0], c[1] + o[1], c[2] + o[2]] as Vec3, rotY: 0 }))
  // No room for the whole group: one by one.
  const out: Slot[] = []
  for (let i = 0; i < job.count; i++) {
    const ci = occupancy.search(anchor, job.size, y, rect, FREE_MARGIN, WIDE) ?? occupancy.anywhere(job.size, y)
    out.push({ centre: ci, rotY: 0 })
    occupancy.add(boxAt(ci, job.size))
  }
  slots.set(job.index, out)
  return out
}

/**
 * Half the depth of the deepest thing, much shorter than this one, that is still to be placed
 * freely on the ground (a bench and a fountain after the park's trees); 0 when there is none.
 * 'Much shorter' is under two thirds of its height.
 */
export function shorterToCome(run: LayoutRun, job: Job): number {
  let half = 0
  for (const j of run.jobs) {
    if (j === job || run.slots.has(j.index) || j.rel || j.airborne !== undefined || (j.region && j.region !== 'center')) continue
    if (j.size[1] * 1.5 >= job.size[1]) continue
    // What other things are set round ('a jacket with a mirror behind it') needs the room behind it for them.
    if (run.jobs.some((o) => o.rel?.target.entity === j.index || o.rel?.target2?.entity === j.index)) continue
    half = Math.max(half, arrange(j.count, j.size, j.arrangement, 0, j.rows).group[2] / 2)
  }
  return half
}

/** Turns things toward what they are for (a chair to its table, a sofa to the TV), in quarter turns so tops stay square. */
export function face(run: LayoutRun, job: Job, list: Slot[], target?: Box) {
  const { occupancy, placed } = run
  const keys = job.spec?.faces
  if (!target && !keys?.length) return
  list.forEach((slot, i) => {
    if (slot.nest) return
    const size = turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY)
    const own = boxAt(slot.centre, size)
    let goal = target
    if (!goal) {
      let best = 36
      for (const p of placed) {
        if (!keys!.includes(p.key)) continue
        const d = (centreOf(p.box)[0] - slot.centre[0]) ** 2 + (centreOf(p.box)[2] - slot.centre[2]) ** 2
        if (d < best) {
          best = d
          goal = p.box
        }
      }
    }
    if (!goal) return
    const [gx, , gz] = centreOf(goal)
    const angle = Math.round(Math.atan2(gx - slot.centre[0], gz - slot.centre[2]) / (Math.PI / 2)) * (Math.PI / 2)
    const rotY = normalise(angle)
    if (Math.abs(normalise(rotY - slot.rotY)) < 1e-6) return
    const turnedBox = boxAt(slot.centre, turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, rotY))
    const others = occupancy.boxes.filter((b) => !(b.min.every((v, j) => Math.abs(v - own.min[j]) < 1e-6) && b.max.every((v, j) => Math.abs(v - own.max[j]) < 1e-6)))
    const probe = new Occupancy()
    for (const b of others) probe.add(b)
    for (const [j, s] of list.entries()) if (j !== i) probe.add(boxAt(s.centre, turned(job.size, s.rotY)))
    if (!probe.free(turnedBox, 0.001)) return
    const idx = occupancy.boxes.findIndex((b) => b.min.every((v, j) => Math.abs(v - own.min[j]) < 1e-6) && b.max.every((v, j) => Math.abs(v - own.max[j]) < 1e-6))
    if (idx >= 0) occupancy.boxes[idx] = turnedBox
    slot.rotY = rotY
  })
}
