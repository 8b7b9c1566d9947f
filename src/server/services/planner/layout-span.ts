import type { Vec3 } from '../../../shared/scene/schema'
import { boxAt, centreOf } from '../../../shared/scene/space-index'
import { turned } from './layout-geometry'
import { partBox } from './catalog/dsl'
import type { Job, LayoutRun, Slot, TargetInfo } from './layout-run'

/**
 * Spans: 'a bridge over a river', 'a footbridge across the road'. A thing with clear room under
 * it (a bridge's `under`), over something low and flat, crosses its narrow side and rests on the
 * ground on both banks: turned so its length runs across, made long enough that its feet stand
 * clear of the water on either side, its deck just above what it spans. Null when it cannot
 * (too short to reach across even at twice its size): the caller places it as before.
 */
export function placeSpan(run: LayoutRun, job: Job, target: TargetInfo): Slot[] | null {
  const spec = job.spec
  const t = target.box
  if (!spec?.under || job.count !== 1 || t.max[1] - t.min[1] > 0.3 || job.size[0] < 2 * job.size[2]) return null
  const [w, , d] = [t.max[0] - t.min[0], 0, t.max[2] - t.min[2]]
  // Across the narrow side first: the thing's own length (x) runs along the world axis of that
  // side. A round or square thing (a pond, a moat) has no narrow side, and when the narrow way
  // is blocked (a castle beside its moat) the other way, if not much wider, may be clear.
  const ways = d <= w + 1e-6 ? [true, ...(w <= d * 1.5 ? [false] : [])] : [false, ...(d <= w * 1.5 ? [true] : [])]
  for (const acrossZ of ways) {
    const slot = spanAcross(run, job, spec, target, acrossZ)
    if (slot) return [slot]
  }
  return null
}

function spanAcross(run: LayoutRun, job: Job, spec: NonNullable<Job['spec']>, target: TargetInfo, acrossZ: boolean): Slot | null {
  const t = target.box
  const gap = acrossZ ? t.max[2] - t.min[2] : t.max[0] - t.min[0]
  // Its feet: the parts that reach the ground. The inner edge of each foot must clear the gap.
  const feet = spec.parts.map(partBox).filter((b) => b.min[1] <= 0.01)
  const inner = feet.length ? Math.min(...feet.map((b) => Math.max(Math.abs(b.min[0]), Math.abs(b.max[0])) - (b.max[0] - b.min[0]))) : job.size[0] / 2 - 0.3
  // (In its own metres: 'a little bridge' is already scaled down.)
  const own = job.size[0] / spec.size[0]
  // Over traffic (a road, a highway, a railway) the deck leaves headroom for a lorry: about 3 m.
  const deck = spec.parts.map(partBox).filter((b) => b.min[1] > 0.5).reduce((m, b) => Math.min(m, b.min[1]), Infinity)
  const traffic = !!target.spec?.words.some((w) => /road|street|highway|railway|track|motorway/.test(w))
  const headroom = traffic && Number.isFinite(deck) ? 3 / (deck * own) : 1
  const k = Math.max(1, (gap / 2 + 0.1) / Math.max(0.1, inner * own), headroom)
  if (k > 2.5) return null
  const rotY = acrossZ ? Math.PI / 2 : 0
  const size = turned(job.size.map((v) => v * k) as Vec3, rotY)
  const [cx, , cz] = centreOf(t)
  const box = boxAt([cx, 0, cz], size)
  // What it spans is under it by design; anything else in the way keeps it from spanning here.
  // So is what rests on it below the deck (ducks on the pond, a boat on the river): the span passes over them.
  const clear = (spec.under ?? 0) * k * (job.size[1] / spec.size[1])
  const riding = (b: typeof t) => (b.min[0] + b.max[0]) / 2 > t.min[0] && (b.min[0] + b.max[0]) / 2 < t.max[0] && (b.min[2] + b.max[2]) / 2 > t.min[2] && (b.min[2] + b.max[2]) / 2 < t.max[2] && b.min[1] >= t.min[1] - 1e-3 && b.max[1] <= t.max[1] + clear
  const others = run.occupancy.boxes.filter((b) => !(b.min.every((v, i) => Math.abs(v - t.min[i]) < 1e-6) && b.max.every((v, i) => Math.abs(v - t.max[i]) < 1e-6)) && !riding(b))
  if (others.some((b) => b.min[0] < box.max[0] && b.max[0] > box.min[0] && b.min[1] < box.max[1] && b.max[1] > box.min[1] && b.min[2] < box.max[2] && b.max[2] > box.min[2])) return null
  run.occupancy.add(box)
  return { centre: [cx, 0, cz], rotY, k: k === 1 ? undefined : k }
}

/**
 * 'a banner above the table', 'an arch over the path': a thing that stands on feet at both ends
 * stands astride it, its raised part over it, rather than hanging in the air with its feet.
 */
export function placeStraddle(run: LayoutRun, job: Job, target: TargetInfo): Slot[] | null {
  const spec = job.spec
  if (!spec || job.count !== 1 || job.airborne !== undefined || spec.airborne !== undefined || spec.under) return null
  const boxes = spec.parts.map(partBox)
  const feet = boxes.filter((b) => b.min[1] <= 0.01)
  const raised = boxes.filter((b) => b.min[1] > 0.01)
  if (feet.length < 2 || !raised.length || !feet.some((b) => b.max[0] < 0) || !feet.some((b) => b.min[0] > 0) || feet.some((b) => b.min[0] < 0 && b.max[0] > 0)) return null
  const inner = Math.min(...feet.map((b) => (b.max[0] < 0 ? -b.max[0] : b.min[0])))
  const low = Math.min(...raised.map((b) => b.min[1]))
  const own = [0, 1, 2].map((i) => job.size[i] / (spec.size[i] || 1))
  const t = target.box
  if (low * own[1] < t.max[1] + 0.1) return null
  const [cx, , cz] = centreOf(t)
  // What stands on the target (a cake on the table) passes under it.
  const under = (b: typeof t) => (b.min[0] + b.max[0]) / 2 >= t.min[0] && (b.min[0] + b.max[0]) / 2 <= t.max[0] && (b.min[2] + b.max[2]) / 2 >= t.min[2] && (b.min[2] + b.max[2]) / 2 <= t.max[2] && b.max[1] < low * own[1]
  for (const rotY of [0, Math.PI / 2]) {
    const half = rotY ? (t.max[2] - t.min[2]) / 2 : (t.max[0] - t.min[0]) / 2
    if (inner * own[0] < half + 0.05) continue
    const box = boxAt([cx, 0, cz], turned(job.size, rotY))
    const others = run.occupancy.boxes.filter((b) => !under(b))
    if (others.some((b) => b.min[0] < box.max[0] && b.max[0] > box.min[0] && b.min[1] < box.max[1] && b.max[1] > box.min[1] && b.min[2] < box.max[2] && b.max[2] > box.min[2])) continue
    run.occupancy.add(box)
    return [{ centre: [cx, 0, cz], rotY }]
  }
  return null
}
