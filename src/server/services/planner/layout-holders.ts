import type { Vec3 } from '../../../shared/scene/schema'
import { boxesOverlap, type Box } from '../../../shared/scene/bounds'
import { centreXZ, scaleBox, toLocal, turned } from './layout-geometry'
import { boxAt, centreOf, sizeOf, VIEW, WIDE, type Rect } from '../../../shared/scene/space-index'
import { spotInside, spotOnTop, spotOnWall } from './layout-support'
import { topHolding, type OnTop } from './layout-spread'
import { surfacesOf } from './catalog/support'
import { placeBeside } from './layout-beside'
import { type TargetInfo, type Slot, type Job, type LayoutRun, FREE_MARGIN, unionXZ, SWIMMERS, frameOf } from './layout-run'

/** Things on, in and under what holds them: tops and shelves, containers, tables and trees to tuck under, rugs laid under groups. */
/** Other things go on the same target too: start from one end so all of them fit. */
export function sharing(run: LayoutRun, job: Job) {
  const { jobs } = run
  const t = job.rel?.target
  return jobs.some((j) => j !== job && (j.rel?.type === 'on' || j.rel?.type === 'in') && ((t?.entity !== undefined && j.rel.target.entity === t.entity) || (!!t?.nodeIds && j.rel.target.nodeIds?.[0] === t.nodeIds[0])))
}

/** How many things from the other jobs still to come go into the same container (fish and plants in one tank). */
export function sharedInside(run: LayoutRun, job: Job, t: TargetInfo) {
  const { jobs, slots } = run
  const tid = job.rel?.target
  return jobs.filter((j) => j !== job && !slots.has(j.index) && j.rel?.type === 'in' && ((tid?.entity !== undefined && j.rel.target.entity === tid.entity) || (!!tid?.nodeIds && j.rel.target.nodeIds?.[0] === tid.nodeIds[0]))).reduce((n, j) => n + (t ? j.count : 0), 0)
}

/** On a usable top of the target (or inside it, or on its wall face); null when it has none that fits. */
/**
 * A bare shape of no size of its own ('a chrome sphere on a table') is sized for the top it
 * rests on, about a third of its narrow side, rather than at its one-metre default.
 */
export function primitiveFit(job: Job, t: TargetInfo): number {
  if (!job.spec?.single || job.sized || !t.spec?.surface) return 1
  const side = Math.min(t.box.max[0] - t.box.min[0], t.box.max[2] - t.box.min[2])
  return Math.min(1, (0.35 * side) / Math.max(...job.size))
}

export function placeSupported(run: LayoutRun, job: Job, targets: TargetInfo[], how: 'on' | 'in', force?: number): Slot[] | null {
  const { occupancy, slots, shrunk } = run
  const per = job.rel?.each ? targets.flatMap((t) => Array.from({ length: job.count }, () => t)) : Array.from({ length: job.count }, (_, i) => targets[i % targets.length])
  const out: Slot[] = []
  const added: Box[] = []
  const undo = () => {
    for (const b of added) occupancy.boxes.splice(occupancy.boxes.indexOf(b), 1)
  }
  const frames: TargetInfo[] = []
  const tops: OnTop[] = []
  for (const [i, t] of per.entries()) {
    let spot = null
    let fit = 1
    const many = per.filter((x) => x === t).length
    if (t.spec?.key === 'wall' && job.spec?.wallMount && how === 'on') spot = spotOnWall(occupancy, t.box, job.size, t.over)
    else if (t.spec && t.frame) {
      if (how === 'in' && t.spec.inside) spot = spotInside(occupancy, t.box, t.spec, t.frame, job.size, SWIMMERS.has(job.spec?.key ?? '') && holdsWater(t.spec), many + sharedInside(run, job, t))
      else {
        fit = how === 'on' ? Math.min(primitiveFit(job, t), force ?? crowdFit(job, t, many)) : 1
        // Once some are down, the rest keep their size: a full top is said, not filled with ever smaller ones.
        spot = spotOnTop(occupancy, t.box, t.spec, t.frame, job.size.map((v) => v * fit) as Vec3, job.spec, out.length === 0, many > 1 || sharing(run, job), how === 'in', job.levels?.[Math.floor((i * job.levels.length) / per.length)])
      }
    }
    const onTarget = !!spot
    // Scoops on scoops: a stackable thing may go on one of its own kind placed just before.
    for (let j = frames.length - 1; !spot && j >= 0 && job.spec?.stackable; j--) spot = spotOnTop(occupancy, frames[j].box, job.spec, frames[j].frame!, job.size, job.spec)
    if (!spot && how === 'on' && out.length >= 2 && !job.rel?.each && targets.length === 1 && force === undefined && fit > leastFit(job)) {
      // Not all fit at this size: once more, all of them as small as a thing of theirs may be made.
      undo()
      return placeSupported(run, job, targets, how, leastFit(job))
    }
    if (!spot && how === 'on' && out.length >= 2 && !job.rel?.each && targets.length === 1) {
      // Many small things on a holder (books on a bookcase, candles on a cake): as many as fit
      // stay on it, in rows; the rest stand beside it, and the reply says how many fitted.
      const rest = placeBeside(run, { ...job, count: per.length - i, arrangement: undefined }, t, 'next')
      if (slots.get(job.index) !== rest) for (const r of rest) occupancy.add(boxAt(r.centre, job.size))
      run.partial.set(job.index, { fit: out.length, total: per.length })
      out.push(...rest)
      break
    }
    if (!spot) {
      undo()
      return null
    }
    // Only a squeeze the top forced is worth a word in the reply, not a shape sized for its table.
    if (spot.k && how === 'on') shrunk.set(job.index, spot.k)
    if (fit < 1) spot = { ...spot, k: (spot.k ?? 1) * fit }
    // (Turned a quarter to go in lengthwise: its box on the ground is turned with it.)
    const slot: Slot = { centre: spot.centre, rotY: spot.turn ? Math.PI / 2 : 0, k: spot.k }
    const size = turned(job.size, slot.rotY)
    if (job.spec) frames.push({ box: boxAt(spot.centre, size), spec: job.spec, frame: frameOf(job, slot) })
    const b = boxAt(spot.centre, size.map((v) => v * (spot.k ?? 1)) as Vec3)
    occupancy.add(b)
    added.push(b)
    out.push(slot)
    const top = onTarget && how === 'on' && t.spec?.key !== 'wall' && t.spec && t.frame ? topHolding(t.box, t.spec, t.frame, spot.centre) : null
    if (top) tops.push({ key: JSON.stringify(t.box), ...top, size: job.size, slot })
  }
  run.tops.push(...tops)
  slots.set(job.index, out)
  return out
}

/**
 * Many on one top ('fifteen balls on a pool table', 'a dozen candles on a cake'): smaller, so
 * that they can all lie on it in rows with room between, down to a third of their size for a
 * bare shape of no size of its own and to three quarters for real things (a book stays a book).
 */
function crowdFit(job: Job, t: TargetInfo, many: number): number {
  if (many < 3 || !t.spec || !t.frame) return 1
  const sx = t.frame.scale[0], sz = t.frame.scale[2]
  const area = surfacesOf(t.spec).reduce((a, s) => a + (s.maxX - s.minX) * sx * (s.maxZ - s.minZ) * sz, 0)
  const need = many * job.size[0] * job.size[2]
  if (!(area > 0) || need <= 0.25 * area) return 1
  return Math.max(leastFit(job), Math.sqrt((0.25 * area) / need))
}

/** How small a thing may be made to fit with many of its kind: a bare shape to a third, a real thing to three quarters. */
const leastFit = (job: Job) => (job.sized ? 1 : job.spec?.single ? 0.3 : 0.75)

export function placeOn(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] {
  const { occupancy, slots, notes } = run
  const out: Slot[] = []
  const per = job.rel?.each ? targets.flatMap((t) => Array.from({ length: job.count }, () => t)) : Array.from({ length: job.count }, (_, i) => targets[i % targets.length])
  let below: Box | null = null
  let onItsTop = false
  for (const t of per) {
    const base = job.arrangement === 'stack' && below ? below : t.box
    const rect: Rect = { minX: base.min[0], maxX: base.max[0], minZ: base.min[2], maxZ: base.max[2] }
    // A pile starts on a top of the thing that holds it ('books on a zebra' on its back or head, not
    // in the air over its middle at its highest point).
    // (Only where its middle at full height is no top: a desk's pile still starts in its middle.)
    const flatTop = (spec: NonNullable<TargetInfo['spec']>) => surfacesOf(spec).some((s) => s.y >= spec.size[1] - 0.02 && s.minX <= 0 && s.maxX >= 0 && s.minZ <= 0 && s.maxZ >= 0)
    const first = job.arrangement === 'stack' && !below && t.spec && t.frame && t.spec.key !== 'wall' && !flatTop(t.spec) ? spotOnTop(occupancy, t.box, t.spec, t.frame, job.size, job.spec) : null
    if (first && !first.k && !first.turn) onItsTop = true
    // (Then each one straight on the one below: inside the holder's outline, which the search would call taken.)
    const c = first && !first.k && !first.turn ? first.centre : onItsTop && below ? ([(below.min[0] + below.max[0]) / 2, below.max[1], (below.min[2] + below.max[2]) / 2] as Vec3) : occupancy.search([(rect.minX + rect.maxX) / 2, (rect.minZ + rect.maxZ) / 2], job.size, base.max[1], rect, 0.02, undefined, true)
    let centre = c
    if (!centre) {
      // No room left on top: things already there take the next layer up.
      const top = occupancy.boxes.filter((b) => b.min[1] >= base.max[1] - 0.002 && b.min[0] < rect.maxX && b.max[0] > rect.minX && b.min[2] < rect.maxZ && b.max[2] > rect.minZ)
      for (const b of top) {
        const r2: Rect = { minX: b.min[0], maxX: b.max[0], minZ: b.min[2], maxZ: b.max[2] }
        centre = occupancy.search(centreXZ(b), job.size, b.max[1], r2, 0.02, undefined, true)
        if (centre) break
      }
    }
    if (!centre) {
      notes.push('there was no room on top, so I put it alongside')
      centre = occupancy.search(centreXZ(t.box), job.size, 0, VIEW, FREE_MARGIN, WIDE) ?? occupancy.anywhere(job.size, 0)
    }
    const slot: Slot = { centre, rotY: 0 }
    out.push(slot)
    below = boxAt(centre, job.size)
    occupancy.add(below)
  }
  slots.set(job.index, out)
  return out
}

export function placeUnder(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] | null {
  // Full size if it fits; else a little smaller, down to half (a big dog under a small table).
  for (const k of [1, 0.85, 0.7, 0.55]) {
    const out = tryUnder(run, job, targets, k)
    if (out) return out
  }
  return null
}

export function tryUnder(run: LayoutRun, job: Job, targets: TargetInfo[], k: number): Slot[] | null {
  const { nested } = run
  const out: Slot[] = []
  const claimed: [string, Box][] = []
  const release = () => {
    for (const [key, box] of claimed) nested.set(key, (nested.get(key) ?? []).filter((b) => b !== box))
  }
  for (let i = 0; i < job.count; i++) {
    const t = targets[i % targets.length]
    const frame = t.nest
    if (!frame || (Math.abs(Math.sin(frame.rotY)) > 1e-6 && Math.abs(Math.cos(frame.rotY)) > 1e-6)) return null
    const key = JSON.stringify(frame.parent)
    const taken = nested.get(key) ?? []
    const parts = frame.parts.map((b) => scaleBox(b, frame.scale))
    const rect = sizeOf(t.box)
    const size = turned([job.size[0] * k, job.size[1] * k, job.size[2] * k], frame.rotY)
    const step = Math.max(0.05, Math.min(rect[0], rect[2]) / 16)
    const nx = Math.floor((rect[0] - size[0]) / 2 / step)
    const nz = Math.floor((rect[2] - size[2]) / 2 / step)
    if (nx < 0 || nz < 0) {
      release()
      return null
    }
    const cand: [number, number][] = []
    for (let ix = -nx; ix <= nx; ix++) for (let iz = -nz; iz <= nz; iz++) cand.push([ix * step, iz * step])
    cand.sort((a, b) => a[0] ** 2 + a[1] ** 2 - b[0] ** 2 - b[1] ** 2)
    const [cx, , cz] = centreOf(t.box)
    let found: Vec3 | null = null
    for (const [ox, oz] of cand) {
      const centre: Vec3 = [cx + ox, t.box.min[1], cz + oz]
      const world = boxAt(centre, size)
      if (parts.some((p) => boxesOverlap(toLocal(world, frame), p)) || taken.some((b) => boxesOverlap(world, b))) continue
      found = centre
      taken.push(world)
      nested.set(key, taken)
      claimed.push([key, world])
      break
    }
    if (!found) {
      release()
      return null
    }
    out.push({ centre: found, rotY: 0, nest: frame, k: k === 1 ? undefined : k })
  }
  return out
}

/**
 * 'a rug under the coffee table': the rug is laid where they stand, big enough to show round
 * them, and what stands there (with whatever rests on it) is lifted onto it. Only new things
 * can be lifted; null when it would run under anything else.
 */
export function spreadUnder(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] | null {
  const { occupancy, slots, byIndex } = run
  const over = unionXZ(targets.map((t) => t.box))
  const [ox, , oz] = centreOf(over)
  const k = Math.min(2, Math.max(1, (over.max[0] - over.min[0] + 0.6) / job.size[0], (over.max[2] - over.min[2] + 0.6) / job.size[2]))
  const size = job.size.map((v) => v * k) as Vec3
  const rug = boxAt([ox, 0, oz], size)
  const inside = (b: Box) => { const [x, , z] = centreOf(b); return x >= rug.min[0] && x <= rug.max[0] && z >= rug.min[2] && z <= rug.max[2] }
  const lifted: { slot: Slot; box: Box }[] = []
  for (const [index, list] of slots) {
    const other = byIndex.get(index)
    if (!other) continue
    for (const slot of list) {
      const box = boxAt(slot.centre, turned(other.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY))
      if (inside(box)) lifted.push({ slot, box })
    }
  }
  if (!lifted.length) return null
  // Anything else on the ground there (an existing thing, one whose middle is off the rug) would stand in it.
  const moving = occupancy.boxes.filter((b) => lifted.some((l) => boxesOverlap(b, l.box, -1e-6) && Math.abs(b.min[1] - l.box.min[1]) < 1e-6 && Math.abs(b.max[1] - l.box.max[1]) < 1e-6))
  if (!occupancy.free(rug, 0, moving)) return null
  const h = size[1]
  for (const { slot } of lifted) slot.centre[1] += h
  for (const b of moving) {
    b.min[1] += h
    b.max[1] += h
  }
  occupancy.add(rug)
  return [{ centre: [ox, 0, oz], rotY: 0, k: k === 1 ? undefined : k }]
}

/** A fish swims only where there is water: in a dry bowl or jar it lies on the floor rather than hang in the air. */
function holdsWater(spec: { parts: { name: string; mat?: string }[] }): boolean {
  return spec.parts.some((p) => p.mat === 'water' || p.name === 'Water')
}
