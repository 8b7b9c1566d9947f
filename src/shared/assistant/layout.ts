import type { Vec3 } from '../scene/schema'
import { boxesOverlap, type Box } from './bounds'
import type { Arrangement, Region, RelationType } from './lexicon'
import type { Ref } from './parse'
import { arrange, centreXZ, lightGap, clampRect, gapFor, normalise, order, scaleBox, sideRect, toLocal, turned } from './layout-geometry'
import { boxAt, centreOf, Occupancy, sizeOf, VIEW, WIDE, type Rect } from './space-index'
import type { ObjectSpec } from './catalog/dsl'
import { spotInside, spotOnTop, spotOnWall, type Frame } from './layout-support'
import { surfacesOf } from './catalog/support'
import { spreadTops, topHolding, type OnTop } from './layout-spread'
import { stageForCamera } from './layout-stage'
import { blocksView } from './sightline'

export { turned } from './layout-geometry'

/**
 * The layout step: where each new thing goes. Things rest on the ground or on what the prompt
 * says, never share volume with anything else (world AABBs), and stay in the default camera's
 * view when they can. Positions are bottom centres; the builder turns them into transforms.
 */
export type ParentRef = { nodeId: string } | { entity: number; instance: number }

/** A node whose children can be tucked underneath it: its frame and its parts' local boxes. */
export interface NestFrame {
  parent: ParentRef
  position: Vec3
  rotY: number
  scale: Vec3
  parts: Box[]
}
export interface TargetInfo {
  box: Box
  nest?: NestFrame
  /** What it is and where its own metres are, for its tops, its inside and its front. */
  spec?: ObjectSpec
  frame?: Frame
  /** Set when it is a wall and stands behind something (what hangs on it goes above that). */
  over?: Box
  /** It turns (a turntable, a rotating stand): what stands on it rides with it, as its child. */
  spins?: boolean
  /** Which way it faces when it has no frame (a library model): 'in front of the sofa' is where its front points. */
  rotY?: number
}
export interface Slot {
  centre: Vec3
  rotY: number
  /** Set when the thing sits under a table, tree or umbrella: it becomes that node's child. */
  nest?: NestFrame
  /** Shrunk by this to fit where it was asked to go (a big dog under a small table). */
  k?: number
}
export interface Job {
  index: number
  count: number
  /** One instance's box size, unrotated. */
  size: Vec3
  airborne?: number
  rel?: { type: RelationType; target: Ref; target2?: Ref; each?: boolean; facing?: boolean; sides?: boolean }
  spec?: ObjectSpec
  /** Bottom centre of the box in the root's frame (see Prototype.pivot). */
  pivot?: Vec3
  arrangement?: Arrangement
  region?: Region
  /** It turns: what is put on it becomes its child and turns with it. */
  spins?: boolean
  /** Local part boxes (unscaled) and scale, so later jobs can tuck things under this one. */
  parts?: Box[]
  scale?: Vec3
  /** The prompt gave its size ('a 1 m cube', 'a big ball'): keep it. */
  sized?: boolean
}
export interface LayoutResult {
  slots: Map<number, Slot[]>
  /** Things that could not go where asked, for the reply. */
  notes: string[]
  /** Jobs that went beside their target instead (no usable top or inside): entity index → why. */
  moved: Map<number, string>
  /** Jobs made smaller to fit on their target's top: entity index → scale. */
  shrunk: Map<number, number>
}

const REGION_ANCHOR: Record<Region, [number, number]> = { center: [0, 0], left: [-5, 0], right: [5, 0], back: [0, -5.5], front: [0, 2.5] }
const REGION_RECT: Record<Region, Rect> = {
  center: VIEW,
  left: { ...VIEW, maxX: -0.5 },
  right: { ...VIEW, minX: 0.5 },
  back: { ...VIEW, maxZ: -2.5 },
  front: { ...VIEW, minZ: 0.5 },
}
const FREE_MARGIN = 0.3
/** The ground between the usual view and the default camera (at z 12): still in sight. */
const NEAR_CAMERA: Rect = { ...WIDE, maxZ: 9 }
/** Would a row of them beside the target put the last one more than an arm's length (or half the bigger size) away? */
function rowTooLong(job: Job, t: Box): boolean {
  const gap = Math.max(gapFor(job.size), 0.25)
  const far = (job.count - 1) * (job.size[0] + gap) + gap
  return far > Math.max(1.5, 0.5 * Math.max(t.max[0] - t.min[0], t.max[2] - t.min[2], job.size[0], job.size[2]))
}
/** Thinner than this, a thing 'under' others is a floor covering they stand on (a rug, a mat, a blanket). */
const RUG_HEIGHT = 0.05
/** …and wide both ways: a donut under a jar or an arrow under a tube is a small thing, not a mat. */
const RUG_WIDTH = 0.3
const unionXZ = (bs: Box[]): Box => ({ min: [Math.min(...bs.map((b) => b.min[0])), 0, Math.min(...bs.map((b) => b.min[2]))], max: [Math.max(...bs.map((b) => b.max[0])), 0, Math.max(...bs.map((b) => b.max[2]))] })
/** Things that swim in the middle of a tank rather than rest on its floor. */
const SWIMMERS = new Set(['fish', 'shark', 'whale', 'dolphin', 'turtle', 'frog'])

export function layout(jobs: Job[], occupancy: Occupancy, existing: Map<string, TargetInfo>): LayoutResult {
  const run: LayoutRun = { jobs, occupancy, existing, slots: new Map(), notes: [], byIndex: new Map(jobs.map((j) => [j.index, j])), nested: new Map(), moved: new Map(), shrunk: new Map(), placed: [], tops: [] }
  for (const t of existing.values()) if (t.spec) run.placed.push({ key: t.spec.key, box: t.box })
  for (const job of order(jobs)) placeJob(run, job)
  // Only once everything is down: what came later may have needed the room they were packed into.
  spreadTops(run.tops, occupancy)
  faceLate(run)
  seeRound(run, stageForCamera(jobs, run.slots, occupancy))
  return { slots: run.slots, notes: run.notes, moved: run.moved, shrunk: run.shrunk }
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

/** What one layout run shares between its phases: the jobs, what is taken, and what came out so far. */
interface LayoutRun {
  jobs: Job[]
  occupancy: Occupancy
  existing: Map<string, TargetInfo>
  slots: Map<number, Slot[]>
  notes: string[]
  byIndex: Map<number, Job>
  nested: Map<string, Box[]>
  moved: Map<number, string>
  shrunk: Map<number, number>
  /** What is where, by kind, for things that turn to face their partners. */
  placed: { key: string; box: Box }[]
  /** What was put on a top of something, to be spread across it at the end. */
  tops: OnTop[]
}

/** Other things go on the same target too: start from one end so all of them fit. */
function sharing(run: LayoutRun, job: Job) {
  const { jobs } = run
  const t = job.rel?.target
  return jobs.some((j) => j !== job && (j.rel?.type === 'on' || j.rel?.type === 'in') && ((t?.entity !== undefined && j.rel.target.entity === t.entity) || (!!t?.nodeIds && j.rel.target.nodeIds?.[0] === t.nodeIds[0])))
}

/** How many things from the other jobs still to come go into the same container (fish and plants in one tank). */
function sharedInside(run: LayoutRun, job: Job, t: TargetInfo) {
  const { jobs, slots } = run
  const tid = job.rel?.target
  return jobs.filter((j) => j !== job && !slots.has(j.index) && j.rel?.type === 'in' && ((tid?.entity !== undefined && j.rel.target.entity === tid.entity) || (!!tid?.nodeIds && j.rel.target.nodeIds?.[0] === tid.nodeIds[0]))).reduce((n, j) => n + (t ? j.count : 0), 0)
}

function frameOf(job: Job | undefined, slot: Slot): Frame | undefined {
  if (!job?.spec || !job.scale) return undefined
  const p = job.pivot ?? [0, 0, 0]
  const k = slot.k ?? 1
  const c = Math.cos(slot.rotY)
  const s = Math.sin(slot.rotY)
  const px = p[0] * k, py = p[1] * k, pz = p[2] * k
  return { position: [slot.centre[0] - (c * px + s * pz), slot.centre[1] - py, slot.centre[2] - (-s * px + c * pz)], rotY: slot.rotY, scale: job.scale.map((v) => v * k) as Vec3 }
}

function resolve(run: LayoutRun, ref: Ref | undefined): TargetInfo[] {
  const { existing, slots, byIndex } = run
  if (!ref) return []
  if (ref.nodeIds) return ref.nodeIds.map((id) => existing.get(id)).filter((t): t is TargetInfo => !!t)
  if (ref.entity === undefined) return []
  const job = byIndex.get(ref.entity)
  const all = slots.get(ref.entity) ?? []
  const placed = ref.instance !== undefined && ref.instance < all.length ? all.map((s, i) => (i === ref.instance ? s : null)) : all
  return placed.flatMap((slot, instance) => {
    if (!slot) return []
    const size = job ? turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY) : [0, 0, 0] as Vec3
    const info: TargetInfo = { box: boxAt(slot.centre, size), spec: job?.spec, frame: frameOf(job, slot), spins: job?.spins }
    if (job?.spec?.key === 'wall' && job.rel) {
      const over = resolve(run, job.rel.target)[0]
      if (over) info.over = over.box
    }
    if (job?.parts && job.scale && !slot.nest) info.nest = { parent: { entity: ref.entity!, instance }, position: slot.centre, rotY: slot.rotY, scale: job.scale, parts: job.parts }
    return [info]
  })
}

function commit(run: LayoutRun, job: Job, list: Slot[]) {
  const { occupancy, slots } = run
  for (const slot of list) if (!slot.nest) occupancy.add(boxAt(slot.centre, turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY)))
  slots.set(job.index, list)
}

/** On a usable top of the target (or inside it, or on its wall face); null when it has none that fits. */
/**
 * A bare shape of no size of its own ('a chrome sphere on a table') is sized for the top it
 * rests on, about a third of its narrow side, rather than at its one-metre default.
 */
function primitiveFit(job: Job, t: TargetInfo): number {
  if (!job.spec?.single || job.sized || !t.spec?.surface) return 1
  const side = Math.min(t.box.max[0] - t.box.min[0], t.box.max[2] - t.box.min[2])
  return Math.min(1, (0.35 * side) / Math.max(...job.size))
}

function placeSupported(run: LayoutRun, job: Job, targets: TargetInfo[], how: 'on' | 'in'): Slot[] | null {
  const { occupancy, slots, shrunk } = run
  const per = job.rel?.each ? targets.flatMap((t) => Array.from({ length: job.count }, () => t)) : Array.from({ length: job.count }, (_, i) => targets[i % targets.length])
  const out: Slot[] = []
  const added: Box[] = []
  const undo = () => {
    for (const b of added) occupancy.boxes.splice(occupancy.boxes.indexOf(b), 1)
  }
  const frames: TargetInfo[] = []
  const tops: OnTop[] = []
  for (const t of per) {
    let spot = null
    let fit = 1
    if (t.spec?.key === 'wall' && job.spec?.wallMount && how === 'on') spot = spotOnWall(occupancy, t.box, job.size, t.over)
    else if (t.spec && t.frame) {
      if (how === 'in' && t.spec.inside) spot = spotInside(occupancy, t.box, t.spec, t.frame, job.size, SWIMMERS.has(job.spec?.key ?? ''), per.filter((x) => x === t).length + sharedInside(run, job, t))
      else {
        fit = how === 'on' ? primitiveFit(job, t) : 1
        spot = spotOnTop(occupancy, t.box, t.spec, t.frame, job.size.map((v) => v * fit) as Vec3, job.spec, true, per.filter((x) => x === t).length > 1 || sharing(run, job), how === 'in')
      }
    }
    const onTarget = !!spot
    // Scoops on scoops: a stackable thing may go on one of its own kind placed just before.
    for (let j = frames.length - 1; !spot && j >= 0 && job.spec?.stackable; j--) spot = spotOnTop(occupancy, frames[j].box, job.spec, frames[j].frame!, job.size, job.spec)
    if (!spot) {
      undo()
      return null
    }
    // Only a squeeze the top forced is worth a word in the reply, not a shape sized for its table.
    if (spot.k && how === 'on') shrunk.set(job.index, spot.k)
    if (fit < 1) spot = { ...spot, k: (spot.k ?? 1) * fit }
    const slot: Slot = { centre: spot.centre, rotY: 0, k: spot.k }
    if (job.spec) frames.push({ box: boxAt(spot.centre, job.size), spec: job.spec, frame: frameOf(job, slot) })
    const b = boxAt(spot.centre, job.size.map((v) => v * (spot.k ?? 1)) as Vec3)
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

/** Turns things toward what they are for (a chair to its table, a sofa to the TV), in quarter turns so tops stay square. */
function face(run: LayoutRun, job: Job, list: Slot[], target?: Box) {
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

/** Free placement, as a group in its arrangement, near the region's anchor. */
function placeFree(run: LayoutRun, job: Job, near?: [number, number], area?: Rect, y0 = 0): Slot[] {
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
  const { offsets, group } = arrange(job.count, job.size, job.arrangement, lightGap(job.size, !!job.spec?.light))
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
function shorterToCome(run: LayoutRun, job: Job): number {
  let half = 0
  for (const j of run.jobs) {
    if (j === job || run.slots.has(j.index) || j.rel || j.airborne !== undefined || (j.region && j.region !== 'center')) continue
    if (j.size[1] * 1.5 >= job.size[1]) continue
    // What other things are set round ('a jacket with a mirror behind it') needs the room behind it for them.
    if (run.jobs.some((o) => o.rel?.target.entity === j.index || o.rel?.target2?.entity === j.index)) continue
    half = Math.max(half, arrange(j.count, j.size, j.arrangement).group[2] / 2)
  }
  return half
}

function placeOn(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] {
  const { occupancy, slots, notes } = run
  const out: Slot[] = []
  const per = job.rel?.each ? targets.flatMap((t) => Array.from({ length: job.count }, () => t)) : Array.from({ length: job.count }, (_, i) => targets[i % targets.length])
  let below: Box | null = null
  for (const t of per) {
    const base = job.arrangement === 'stack' && below ? below : t.box
    const rect: Rect = { minX: base.min[0], maxX: base.max[0], minZ: base.min[2], maxZ: base.max[2] }
    const c = occupancy.search([(rect.minX + rect.maxX) / 2, (rect.minZ + rect.maxZ) / 2], job.size, base.max[1], rect, 0.02, undefined, true)
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

function placeBeside(run: LayoutRun, job: Job, target: TargetInfo, asked: 'next' | 'left' | 'right' | 'front' | 'behind', depth = 0): Slot[] {
  const { occupancy, slots } = run
  const t = target.box
  // In front of a turned sofa is where its front points: a quarter turn (rotY π/2) takes its
  // front (+Z) to the right (+X), its right to the back, and so on round the ring.
  const quarter = ((Math.round((target.frame?.rotY ?? target.rotY ?? 0) / (Math.PI / 2)) % 4) + 4) % 4
  const ring = ['front', 'right', 'behind', 'left'] as const
  // (Any other word, 'near' and the like, lands on the left as it always has.)
  const dir = asked === 'next' ? 'next' : ring[(ring.indexOf(asked) + quarter + 4) % 4]
  const support = occupancy.supportOf(t)
  // Something that flies, beside something up in the air, stays up with it on every side.
  const y = support ? support.max[1] : job.airborne && (dir === 'next' || t.min[1] > 0.05) ? t.min[1] : 0
  const baseRect: Rect = support ? { minX: support.min[0], maxX: support.max[0], minZ: support.min[2], maxZ: support.max[2] } : NEAR_CAMERA
  // Four or more wide things facing something (desks facing a whiteboard) sit in rows, as a class
  // does: one long row would have to stand far back for its ends to face it.
  const rows = job.rel?.facing && job.count >= 4 && job.count * job.size[0] > 4
  const { offsets, group } = arrange(job.count, job.size, job.arrangement ?? (job.count > 6 || rows ? 'grid' : 'row'))
  const [tx, , tz] = centreOf(t)
  // A row facing something stands far enough off that its ends still face it (within about 28°).
  const facingGap = Math.max(2, (group[0] - job.size[0]) / 2 / Math.tan((28 * Math.PI) / 180) - (t.max[2] - tz) - group[2] / 2)
  const gap = support ? 0.03 : job.rel?.facing ? facingGap : Math.max(gapFor(job.size), 0.25)
  const want: Record<string, [number, number]> = {
    right: [t.max[0] + gap + group[0] / 2, tz],
    left: [t.min[0] - gap - group[0] / 2, tz],
    front: [tx, t.max[2] + gap + group[2] / 2],
    behind: [tx, t.min[2] - gap - group[2] / 2],
  }
  const order = dir === 'next' ? ['right', 'left', 'front', 'behind'] : [dir]
  const margin = support ? 0.01 : 0.1
  let c: Vec3 | null = null
  // In view on any allowed side first; then further out.
  // In front of a big building runs past the usual view toward the camera rather than round its back.
  for (const area of support ? [baseRect] : dir === 'front' ? [VIEW, WIDE, NEAR_CAMERA] : [VIEW, WIDE]) {
    for (const d of order) {
      const [x, z] = want[d]
      c = occupancy.search([x, z], group, y, clampRect(sideRect(d, t, baseRect), area), margin)
      if (c) break
    }
    if (c) break
    // One thing tries the next area out; only a group goes one by one.
    if (job.count === 1) continue
    // The group does not fit in view: one by one, each beside the target.
    const out: Slot[] = []
    for (let i = 0; i < job.count; i++) {
      let ci: Vec3 | null = null
      for (const d of order) {
        const want1 = d === 'right' ? [t.max[0] + gap + job.size[0] / 2, tz] : d === 'left' ? [t.min[0] - gap - job.size[0] / 2, tz] : d === 'front' ? [tx, t.max[2] + gap + job.size[2] / 2] : [tx, t.min[2] - gap - job.size[2] / 2]
        ci = occupancy.search(want1 as [number, number], job.size, y, clampRect(sideRect(d, t, baseRect), area), margin)
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

function placeAround(run: LayoutRun, job: Job, target: TargetInfo): Slot[] {
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

function placeUnder(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] | null {
  // Full size if it fits; else a little smaller, down to half (a big dog under a small table).
  for (const k of [1, 0.85, 0.7, 0.55]) {
    const out = tryUnder(run, job, targets, k)
    if (out) return out
  }
  return null
}

function tryUnder(run: LayoutRun, job: Job, targets: TargetInfo[], k: number): Slot[] | null {
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
function spreadUnder(run: LayoutRun, job: Job, targets: TargetInfo[]): Slot[] | null {
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

function placeBetween(run: LayoutRun, job: Job, a: TargetInfo, b: TargetInfo): Slot[] {
  const { occupancy } = run
  const [ax, , az] = centreOf(a.box)
  const [bx, , bz] = centreOf(b.box)
  const { offsets, group } = arrange(job.count, job.size, job.arrangement)
  const c = occupancy.search([(ax + bx) / 2, (az + bz) / 2], group, 0, { minX: Math.min(ax, bx), maxX: Math.max(ax, bx), minZ: Math.min(az, bz) - 1, maxZ: Math.max(az, bz) + 1 }, 0.05)
  if (!c) return placeBeside(run, job, a, 'right')
  return offsets.map((o) => ({ centre: [c[0] + o[0], c[1] + o[1], c[2] + o[2]] as Vec3, rotY: 0 }))
}

/** Where a thing with a relation goes: on, in, above, under, around, between or beside its target. */
function placeRelated(run: LayoutRun, job: Job, rel: NonNullable<Job['rel']>, targets: TargetInfo[]): { list: Slot[]; committed: boolean } {
  const { occupancy, slots, notes, moved } = run
  let list: Slot[] | null = null
  let committed = false
  switch (rel.type) {
    case 'on':
    case 'in': {
      // On a stack ('an owl on a stack of books') is on its top one.
      const stacked = rel.target.entity !== undefined && run.byIndex.get(rel.target.entity)?.arrangement === 'stack' && targets.length > 1
      if (stacked) targets = [targets.reduce((a, b) => (b.box.max[1] > a.box.max[1] ? b : a))]
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
      // Above is up in the air over it, with a real gap (a lantern over the river, a banner over the table).
      const t = targets.reduce((a, b) => (b.box.max[1] > a.box.max[1] ? b : a)).box
      const over = targets.length > 1 ? unionXZ(targets.map((x) => x.box)) : t
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
      list = placeFree(run, { ...job, airborne: Math.max(job.airborne ?? 0, t.max[1] + gap), arrangement: rowWide ? 'grid' : job.arrangement }, centreXZ(over))
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
      list = second.length ? placeBetween(run, job, targets[0], second[0]) : placeBeside(run, job, targets[0], 'next')
      break
    }
    default:
      // 'speakers on both sides of the stage': one left, one right.
      if (rel.sides && rel.type === 'next' && job.count === 2) list = [...placeBeside(run, { ...job, count: 1 }, targets[0], 'left'), ...placeBeside(run, { ...job, count: 1 }, targets[0], 'right')]
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

/** One job: placed by its relation (or freely), turned to what it is for, and committed. */
function placeJob(run: LayoutRun, job: Job) {
  const { slots, placed } = run
  const rel = job.rel
  const targets = resolve(run, rel?.target)
  const placedBy = !rel || !targets.length ? { list: placeFree(run, job), committed: false } : placeRelated(run, job, rel, targets)
  const list = placedBy.list
  let committed = placedBy.committed
  if (rel?.type !== 'around') face(run, job, list, rel?.facing ? targets[0]?.box : undefined)
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
  if (!list || !job.spec?.faces?.length || job.rel?.facing || job.rel?.type === 'around') continue
  if (jobs.some((j) => j.rel?.target.entity === job.index || j.rel?.target2?.entity === job.index)) continue
  face(run, job, list)
}
}


