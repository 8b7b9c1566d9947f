import type { Vec3 } from '../../../shared/scene/schema'
import { type Box } from '../../../shared/scene/bounds'
import { order, turned } from './layout-geometry'
import { boxAt, Occupancy } from '../../../shared/scene/space-index'
import { spreadTops } from './layout-spread'
import { stageForCamera } from './layout-stage'
import { blocksView } from './sightline'
import { type TargetInfo, type Job, type LayoutResult, type LayoutRun, resolve, commit } from './layout-run'
import { placeFree, face } from './layout-free'
import { placeRelated } from './layout-related'
import { placeRow } from './layout-row'

export { turned } from './layout-geometry'
export type { Job, LayoutResult, NestFrame, ParentRef, Slot, TargetInfo } from './layout-run'


/**
 * The layout step: where each new thing goes. Things rest on the ground or on what the prompt
 * says, never share volume with anything else (world AABBs), and stay in the default camera's
 * view when they can. Positions are bottom centres; the builder turns them into transforms.
 */
export function layout(jobs: Job[], occupancy: Occupancy, existing: Map<string, TargetInfo>): LayoutResult {
  const run: LayoutRun = { jobs, occupancy, existing, slots: new Map(), notes: [], byIndex: new Map(jobs.map((j) => [j.index, j])), nested: new Map(), moved: new Map(), shrunk: new Map(), partial: new Map(), placed: [], tops: [] }
  for (const t of existing.values()) if (t.spec) run.placed.push({ key: t.spec.key, box: t.box })
  for (const job of order(jobs)) placeJob(run, job)
  // Only once everything is down: what came later may have needed the room they were packed into.
  spreadTops(run.tops, occupancy, run.slots)
  faceLate(run)
  seeRound(run, stageForCamera(jobs, run.slots, occupancy))
  return { slots: run.slots, notes: run.notes, moved: run.moved, shrunk: run.shrunk, partial: run.partial }
}

/** A thing set down freely that a turned group now hides (the living room's plant behind the TV) is set down again. */
function seeRound(run: LayoutRun, staged: Box[]) {
  if (!staged.length) return
  for (const job of run.jobs) {
    const list = run.slots.get(job.index)
    if (!list || list.length !== 1 || list[0].nest || job.rel || job.airborne !== undefined || run.jobs.some((o) => o.rel?.target.entity === job.index || o.rel?.target2?.entity === job.index)) continue
    const box = boxAt(list[0].centre, turned(job.size.map((v) => v * (list[0].k ?? 1)) as Vec3, list[0].rotY))
    if (staged.some((b) => b.min.every((v, i) => Math.abs(v - box.min[i]) < 1e-6) && b.max.every((v, i) => Math.abs(v - box.max[i]) < 1e-6)) || !blocksView(box, staged)) continue
    const idx = run.occupancy.boxes.findIndex((b) => b.min.every((v, i) => Math.abs(v - box.min[i]) < 1e-6) && b.max.every((v, i) => Math.abs(v - box.max[i]) < 1e-6))
    if (idx < 0) continue
    run.occupancy.boxes.splice(idx, 1)
    run.slots.delete(job.index)
    const again = placeFree(run, { ...job, size: job.size.map((v) => v * (list[0].k ?? 1)) as Vec3 })
    const slot = { ...again[0], k: list[0].k }
    if (run.slots.get(job.index) !== again) run.occupancy.add(boxAt(slot.centre, turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY)))
    run.slots.set(job.index, [slot])
  }
}

/** One job: placed by its relation (or freely), turned to what it is for, and committed. */
function placeJob(run: LayoutRun, job: Job) {
  const { slots, placed } = run
  // Things listed side by side are placed together, as one row, when the first of them comes up.
  if (job.row !== undefined && !job.rel) {
    if (slots.has(job.index)) return
    const row = placeRow(run, run.jobs.filter((j) => j.row === job.row && !j.rel))
    if (row) return
  }
  const rel = job.rel
  const targets = resolve(run, rel?.target)
  const placedBy = !rel || !targets.length ? { list: placeFree(run, job), committed: false } : placeRelated(run, job, rel, targets)
  const list = placedBy.list
  // 'two chairs facing each other': the left one turned to the right, the right one to the left.
  if (job.facePair && list.length === 2) {
    const [a, b] = [...list].sort((p, q) => p.centre[0] - q.centre[0])
    a.rotY = Math.PI / 2
    b.rotY = -Math.PI / 2
  }
  let committed = placedBy.committed
  // Seats in rows before something (chairs in rows in front of a stage) are its audience: they face it.
  const audience = job.arrangement === 'grid' && (rel?.type === 'front' || rel?.type === 'behind') && !!job.spec?.faces?.length
  if (rel?.type !== 'around' && !job.facePair) face(run, job, list, rel?.facing || audience ? targets[0]?.box : undefined)
  for (const slot of list) if (job.spec && !slot.nest) placed.push({ key: job.spec.key, box: boxAt(slot.centre, turned(job.size, slot.rotY)) })
  if (!committed && slots.get(job.index) === list) committed = true
  if (committed) slots.set(job.index, list)
  else commit(run, job, list)
}

// What was placed before the thing it is for (a sofa before the TV on the wall) turns to it now,
// unless other things were already set out round it (a rug and a coffee table in front of the sofa).
function faceLate(run: LayoutRun) {
  const { jobs, slots } = run
for (const job of jobs) {
  const list = slots.get(job.index)
  if (!list || !job.spec?.faces?.length || job.rel?.facing || job.rel?.type === 'around' || job.facePair) continue
  if (jobs.some((j) => j.rel?.target.entity === job.index || j.rel?.target2?.entity === job.index)) continue
  face(run, job, list)
}
}
