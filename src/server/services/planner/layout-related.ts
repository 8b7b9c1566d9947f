import { placeSpread } from './layout-parts'
import { extendRow } from './layout-extend'
import { placeSpan, placeStraddle } from './layout-span'
import { besideInside } from './layout-inside'
import { hangOnUpright } from './layout-hang'
import { centreXZ } from './layout-geometry'
import { boxAt } from '../../../shared/scene/space-index'
import { surfacesOf } from './catalog/support'
import { type TargetInfo, type Slot, type Job, type LayoutRun, RUG_HEIGHT, RUG_WIDTH, unionXZ, resolve } from './layout-run'
import { placeFree } from './layout-free'
import { placeSupported, placeOn, placeUnder, spreadUnder } from './layout-holders'
import { rowTooLong, placeBeside, placeAround, placeBetween } from './layout-beside'

/** Where a thing with a relation goes: on, in, above, under, around, between or beside its target. */
/** Where a thing with a relation goes: on, in, above, under, around, between or beside its target. */
export function placeRelated(run: LayoutRun, job: Job, rel: NonNullable<Job['rel']>, targets: TargetInfo[]): { list: Slot[]; committed: boolean } {
  const { occupancy, slots, notes, moved } = run
  let list: Slot[] | null = null
  let committed = false
  switch (rel.type) {
    case 'on':
    case 'in': {
      // On a stack ('an owl on a stack of books') is on its top one.
      const stacked = rel.target.entity !== undefined && run.byIndex.get(rel.target.entity)?.arrangement === 'stack' && targets.length > 1
      if (stacked) targets = [targets.reduce((a, b) => (b.box.max[1] > a.box.max[1] ? b : a))]
      const hung = job.hangs && rel.type === 'on' && targets.length === 1 ? hangOnUpright(run, job, targets[0]) : null
      if (hung) {
        list = hung
        committed = true
        break
      }
      const supported = job.arrangement === 'stack' || !targets.some((t) => t.frame || t.spec?.key === 'wall') ? null : placeSupported(run, job, targets, rel.type)
      if (supported) list = supported
      else if (targets.some((t) => t.frame || t.spec?.key === 'wall') && job.arrangement !== 'stack' && !(job.airborne !== undefined || job.spec?.airborne !== undefined || (targets[0].spec?.surface && !surfacesOf(targets[0].spec).length))) {
        // No top big enough (a shade, a flame, a rail) and no inside: beside it, and the reply says so.
        moved.set(job.index, rel.type === 'in' ? 'inside' : 'on top')
        list = placeBeside(run, job, targets[0], 'next')
        break
      } else list = placeOn(run, job, targets)
      // On something that turns, it rides with it ('a red sports car on a rotating stand').
      const turner = targets.length === 1 && targets[0].spins ? targets[0].nest : undefined
      if (turner && rel.type === 'on') list = list.map((slot) => (slot.nest ? slot : { ...slot, nest: turner }))
      committed = true
      break
    }
    case 'above': {
      // 'a bridge over the river': across it, resting on both banks.
      const span = targets.length === 1 ? placeSpan(run, job, targets[0]) : null
      if (span) {
        list = span
        committed = true
        break
      }
      // A banner on two poles stands astride it, the cloth over it.
      const astride = targets.length === 1 ? placeStraddle(run, job, targets[0]) : null
      if (astride) {
        list = astride
        committed = true
        break
      }
      // A bridge that cannot span it here stands on the ground beside it, never in the air.
      if (job.spec?.under && job.airborne === undefined && job.spec.airborne === undefined && job.size[0] >= 2 * job.size[2]) {
        list = placeBeside(run, job, targets[0], 'next')
        break
      }
      // Above is up in the air over it, with a real gap (a lantern over the river, a banner over the table).
      const t = targets.reduce((a, b) => (b.box.max[1] > a.box.max[1] ? b : a)).box
      const over = targets.length > 1 ? unionXZ(targets.map((x) => x.box)) : t
      // Over a group it clears whatever stands within the group's ground too (a mast, a lighthouse among the boats).
      const top = targets.length > 1 ? Math.max(t.max[1], ...run.occupancy.boxes.filter((b) => b.min[1] <= 0.05 && b.min[0] < over.max[0] && b.max[0] > over.min[0] && b.min[2] < over.max[2] && b.max[2] > over.min[2]).map((b) => b.max[1])) : t.max[1]
      if (rel.each && targets.length > 1) {
        // 'an umbrella over each table': one over every one of them.
        list = []
        for (const one of targets) {
          const here = placeFree(run, { ...job, count: job.count, airborne: Math.max(job.airborne ?? 0, one.box.max[1] + Math.max(0.3, 0.25 * job.size[1])) }, centreXZ(one.box))
          if (slots.get(job.index) !== here) for (const s of here) occupancy.add(boxAt(s.centre, job.size))
          slots.delete(job.index)
          list.push(...here)
        }
        committed = true
        break
      }
      // What flies in the open sky (a plane, a helicopter, a balloon) clears roofs by metres, not a hand's width.
      const gap = (job.spec?.airborne ?? 0) >= 4 ? Math.max(2, 0.25 * job.size[1]) : Math.max(0.3, 0.25 * job.size[1])
      // Several over something narrower than their row (clouds over a field): a block over it, not a long row past its ends.
      const rowWide = job.count > 2 && !job.arrangement && job.count * job.size[0] > 1.5 * (over.max[0] - over.min[0])
      list = placeFree(run, { ...job, airborne: Math.max(job.airborne ?? 0, top + gap), arrangement: rowWide ? 'grid' : job.arrangement }, centreXZ(over))
      break
    }
    case 'under':
      list = job.size[1] <= RUG_HEIGHT && Math.min(job.size[0], job.size[2]) >= RUG_WIDTH && job.count === 1 && rel.target.entity !== undefined ? spreadUnder(run, job, targets) : null
      if (list) {
        committed = true
        break
      }
      list = targets[0].box.min[1] > job.size[1] ? placeFree(run, job, centreXZ(targets[0].box)) : placeUnder(run, job, targets)
      if (!list) {
        notes.push('there was no room underneath, so I put it in front')
        list = placeBeside(run, job, targets[0], 'front')
      }
      break
    case 'around':
      list = placeAround(run, job, targets[0])
      break
    case 'between': {
      const second = resolve(run, rel.target2)
      // ('put a box between them': the two things 'them' stands for.)
      list = second.length ? placeBetween(run, job, targets[0], second[0]) : targets.length >= 2 ? placeBetween(run, job, targets[0], targets[targets.length - 1]) : placeBeside(run, job, targets[0], 'next')
      break
    }
    default:
      // 'a lantern at each end of the bridge', 'trees on each bank'.
      if ((list = besideInside(run, job, rel))) break
      if (rel.spread === 'extend') list = extendRow(run, job, targets) ?? placeBeside(run, job, targets[0], 'next')
      else if (rel.spread) list = placeSpread(run, job, targets[0], rel.spread)
      // 'speakers on both sides of the stage': one left, one right.
      else if (rel.sides && rel.type === 'next' && job.count === 2) list = [...placeBeside(run, { ...job, count: 1 }, targets[0], 'left'), ...placeBeside(run, { ...job, count: 1 }, targets[0], 'right')]
      else if (rel.type === 'next' && !job.arrangement && !rel.each && targets.length === 1 && job.count >= 2 && job.count <= 4 && rowTooLong(job, targets[0].box)) {
        // 'two pine trees next to the cabin': a row would run the last one far off, so they go round it.
        list = []
        for (const side of ['right', 'left', 'behind', 'front'].slice(0, job.count) as ('right' | 'left' | 'behind' | 'front')[]) {
          const one = placeBeside(run, { ...job, count: 1 }, targets[0], side)
          for (const s of one) occupancy.add(boxAt(s.centre, job.size))
          list.push(...one)
        }
        committed = true
      } else list = placeBeside(run, job, targets[0], rel.type as 'next')
  }
  return { list, committed }
}
