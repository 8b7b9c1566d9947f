import type { Vec3 } from '../../../shared/scene/schema'
import { spotInside } from './layout-support'
import { type Job, type LayoutRun, type Slot, resolve } from './layout-run'

/**
 * 'a tent in the gear store and a backpack next to it', 'a car in the garage with a bike beside
 * it': beside something that stands inside a holder is inside the same holder, on its floor
 * between its walls, when it fits there at its own size. Null otherwise: placed beside as usual.
 */
export function besideInside(run: LayoutRun, job: Job, rel: NonNullable<Job['rel']>): Slot[] | null {
  if (rel.type !== 'next' || rel.spread || rel.sides || rel.each || job.count !== 1 || rel.target.entity === undefined || job.airborne !== undefined) return null
  const inner = run.byIndex.get(rel.target.entity)
  if (inner?.rel?.type !== 'in') return null
  const holder = resolve(run, inner.rel.target)[0]
  if (!holder?.spec?.inside || !holder.frame) return null
  const spot = spotInside(run.occupancy, holder.box, holder.spec, holder.frame, job.size, false, 1)
  if (!spot || spot.k) return null
  const rotY = spot.turn ? Math.PI / 2 : 0
  return [{ centre: [...spot.centre] as Vec3, rotY }]
}
