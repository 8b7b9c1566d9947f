import type { Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import type { ObjectSpec } from './catalog/dsl'
import type { Job, Slot } from './layout'
import { normalise, turned } from './layout-geometry'
import { boxAt, WIDE, type Occupancy } from '../../../shared/scene/space-index'

/**
 * Staging for the default camera, which looks from the front (+Z), a little from the right and
 * above. A screen turned to face what is in front of it (a TV facing the sofa across the rug)
 * shows the camera its blank back and hides what stands between them. Then the whole group that
 * hangs together by relations (sofa, rug, coffee table, lamp, TV, what is on them) turns a quarter
 * about its middle, so the pair faces across the view: the screen on the left turned to the
 * right, where the camera sees its face, and the coffee table in plain sight between them.
 */

/** Things whose front is the point of them: a screen, or a face that carries words. */
const showsFront = (spec: ObjectSpec | undefined) => !!spec && (!!spec.face || spec.parts.some((p) => p.name === 'Display'))

const boxOf = (job: Job, slot: Slot): Box => boxAt(slot.centre, turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY))
/** Sharing volume, or standing closer than 5 cm side by side (height is exact: a rug may run up to them). */
const near = (a: Box, b: Box) => a.max[1] - 0.001 > b.min[1] && b.max[1] - 0.001 > a.min[1] && a.max[0] + 0.05 > b.min[0] && b.max[0] + 0.05 > a.min[0] && a.max[2] + 0.05 > b.min[2] && b.max[2] + 0.05 > a.min[2]
const same = (a: Box, b: Box) => a.min.every((v, i) => Math.abs(v - b.min[i]) < 1e-6) && a.max.every((v, i) => Math.abs(v - b.max[i]) < 1e-6)

/** The jobs tied to `start` by relations either way, or null when one of them is tied to something already in the scene. */
function groupOf(start: Job, jobs: Job[]): Job[] | null {
  const seen = new Set<Job>([start])
  const queue = [start]
  const byIndex = new Map(jobs.map((j) => [j.index, j]))
  while (queue.length) {
    const j = queue.pop()!
    if (j.rel && (j.rel.target.nodeIds || j.rel.target2?.nodeIds)) return null
    const linked = [j.rel?.target.entity, j.rel?.target2?.entity].map((i) => (i === undefined ? undefined : byIndex.get(i)))
    for (const o of jobs) if (o.rel?.target.entity === j.index || o.rel?.target2?.entity === j.index) linked.push(o)
    for (const o of linked) if (o && !seen.has(o)) {
      seen.add(o)
      queue.push(o)
    }
  }
  return [...seen]
}

/** Turns the groups that need it; returns the boxes of everything turned (what else is now hidden behind them must move). */
export function stageForCamera(jobs: Job[], slots: Map<number, Slot[]>, occupancy: Occupancy): Box[] {
  const staged: Box[] = []
  const done = new Set<Job>()
  for (const job of jobs) {
    const list = slots.get(job.index)
    if (done.has(job) || !list || list.length !== 1 || !showsFront(job.spec) || !job.spec?.faces?.length) continue
    // Only a back turned square to the camera (facing away, -Z).
    if (Math.abs(normalise(list[0].rotY - Math.PI)) > 0.1) continue
    const group = groupOf(job, jobs)
    if (!group || group.length < 2) continue
    for (const j of group) done.add(j)
    const members = group.flatMap((j) => (slots.get(j.index) ?? []).map((slot) => ({ job: j, slot, box: boxOf(j, slot) })))
    if (members.some((m) => m.slot.nest || m.job.airborne !== undefined)) continue
    const minX = Math.min(...members.map((m) => m.box.min[0])), maxX = Math.max(...members.map((m) => m.box.max[0]))
    const minZ = Math.min(...members.map((m) => m.box.min[2])), maxZ = Math.max(...members.map((m) => m.box.max[2]))
    const [px, pz] = [(minX + maxX) / 2, (minZ + maxZ) / 2]
    // A quarter turn that leaves the screen facing +X (rotY π/2), toward the camera's side.
    const turn = normalise(Math.PI / 2 - list[0].rotY)
    const c = Math.round(Math.cos(turn))
    const s = Math.round(Math.sin(turn))
    const moved = members.map((m) => {
      const dx = m.slot.centre[0] - px
      const dz = m.slot.centre[2] - pz
      const centre: Vec3 = [px + c * dx + s * dz, m.slot.centre[1], pz - s * dx + c * dz]
      const rotY = normalise(m.slot.rotY + turn)
      return { ...m, centre, rotY, after: boxAt(centre, turned(m.job.size.map((v) => v * (m.slot.k ?? 1)) as Vec3, rotY)) }
    })
    const others = occupancy.boxes.filter((b) => !members.some((m) => same(m.box, b)))
    const fits = moved.every((m) => m.after.min[0] >= WIDE.minX && m.after.max[0] <= WIDE.maxX && m.after.min[2] >= WIDE.minZ && m.after.max[2] <= WIDE.maxZ && others.every((b) => !near(m.after, b)))
    if (!fits) continue
    // What stood beside one of them (the lamp at the sofa's end) may now stand before it, between
    // it and the camera: it goes to the far end instead.
    for (const m of moved) {
      const t = m.job.rel?.type === 'next' ? moved.find((o) => o.job.index === m.job.rel!.target.entity) : undefined
      if (!t || m.after.min[2] < t.after.max[2] - 0.01) continue
      const tz = (t.after.min[2] + t.after.max[2]) / 2
      const centre: Vec3 = [m.centre[0], m.centre[1], 2 * tz - m.centre[2]]
      const after = boxAt(centre, turned(m.job.size.map((v) => v * (m.slot.k ?? 1)) as Vec3, m.rotY))
      const rest = [...others, ...moved.filter((o) => o !== m).map((o) => o.after)]
      if (rest.some((b) => near(after, b))) continue
      m.centre = centre
      m.after = after
    }
    for (const m of moved) {
      const idx = occupancy.boxes.findIndex((b) => same(b, m.box))
      if (idx >= 0) occupancy.boxes[idx] = m.after
      m.slot.centre = m.centre
      m.slot.rotY = m.rotY
      staged.push(m.after)
    }
  }
  return staged
}
