import type { Vec3 } from '../../../shared/scene/schema'
import { type Box } from '../../../shared/scene/bounds'
import type { Arrangement, Region, RelationType } from './lexicon'
import type { Ref } from './parse'
import { turned } from './layout-geometry'
import { boxAt, Occupancy, VIEW, WIDE, type Rect } from '../../../shared/scene/space-index'
import type { ObjectSpec } from './catalog/dsl'
import type { Spread } from './spread-words'
import { type Frame } from './layout-support'
import { type OnTop } from './layout-spread'

/** What the layout's phases share: the jobs and slots, the run in progress, and how a target is resolved to boxes and frames. */
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
  /** Which way its front points when that is not its frame's turn (a library car, turned so it drives along +X). */
  front?: number
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
  rel?: { type: RelationType; target: Ref; target2?: Ref; each?: boolean; facing?: boolean; sides?: boolean; spread?: Spread }
  spec?: ObjectSpec
  /** Bottom centre of the box in the root's frame (see Prototype.pivot). */
  pivot?: Vec3
  arrangement?: Arrangement
  /** 'two rows of chairs': how many rows a grid has. */
  rows?: number
  region?: Region
  /** It turns: what is put on it becomes its child and turns with it. */
  spins?: boolean
  /** Local part boxes (unscaled) and scale, so later jobs can tuck things under this one. */
  parts?: Box[]
  scale?: Vec3
  /** The prompt gave its size ('a 1 m cube', 'a big ball'): keep it. */
  sized?: boolean
  /** Listed 'side by side' with others: the row they share (layout-row.ts). */
  row?: number
  /** Room to leave between its copies (two trees with a banner between them). */
  minGap?: number
  /** Said to hang ('a lantern hanging from the tree'): hung against the target's trunk or post when it has one. */
  hangs?: boolean
  /** Two turned to face each other across a gap (see Entity.facePair). */
  facePair?: boolean
  /** 'books on every shelf': the heights of the holder's tops (its own metres), an equal share on each. */
  levels?: number[]
  /** A library model's own turn (its front faces +Z, turned to the built-up object's front): where its front points. */
  turn?: number
}

export interface LayoutResult {
  slots: Map<number, Slot[]>
  /** Things that could not go where asked, for the reply. */
  notes: string[]
  /** Jobs that went beside their target instead (no usable top or inside): entity index → why. */
  moved: Map<number, string>
  /** Jobs made smaller to fit on their target's top: entity index → scale. */
  shrunk: Map<number, number>
  /** Jobs of which only some fitted on their holder (the rest stand beside it): entity index → how many. */
  partial: Map<number, { fit: number; total: number }>
}

/** What one layout run shares between its phases: the jobs, what is taken, and what came out so far. */
export interface LayoutRun {
  jobs: Job[]
  occupancy: Occupancy
  existing: Map<string, TargetInfo>
  slots: Map<number, Slot[]>
  notes: string[]
  byIndex: Map<number, Job>
  nested: Map<string, Box[]>
  moved: Map<number, string>
  shrunk: Map<number, number>
  partial: Map<number, { fit: number; total: number }>
  /** What is where, by kind, for things that turn to face their partners. */
  placed: { key: string; box: Box }[]
  /** What was put on a top of something, to be spread across it at the end. */
  tops: OnTop[]
}

export const REGION_ANCHOR: Record<Region, [number, number]> = { center: [0, 0], left: [-5, 0], right: [5, 0], back: [0, -5.5], front: [0, 2.5] }

export const REGION_RECT: Record<Region, Rect> = {
  center: VIEW,
  left: { ...VIEW, maxX: -0.5 },
  right: { ...VIEW, minX: 0.5 },
  back: { ...VIEW, maxZ: -2.5 },
  front: { ...VIEW, minZ: 0.5 },
}

export const FREE_MARGIN = 0.3

/** The ground between the usual view and the default camera (at z 12): still in sight. */
export const NEAR_CAMERA: Rect = { ...WIDE, maxZ: 9 }

/** Thinner than this, a thing 'under' others is a floor covering they stand on (a rug, a mat, a blanket). */
export const RUG_HEIGHT = 0.05

/** …and wide both ways: a donut under a jar or an arrow under a tube is a small thing, not a mat. */
export const RUG_WIDTH = 0.3

export const unionXZ = (bs: Box[]): Box => ({ min: [Math.min(...bs.map((b) => b.min[0])), 0, Math.min(...bs.map((b) => b.min[2]))], max: [Math.max(...bs.map((b) => b.max[0])), 0, Math.max(...bs.map((b) => b.max[2]))] })

/** Things that swim in the middle of a tank rather than rest on its floor. */
export const SWIMMERS = new Set(['fish', 'shark', 'whale', 'dolphin', 'turtle', 'frog'])

export function frameOf(job: Job | undefined, slot: Slot): Frame | undefined {
  if (!job?.spec || !job.scale) return undefined
  const p = job.pivot ?? [0, 0, 0]
  const k = slot.k ?? 1
  // A bare primitive's root is the shape's centre, scaled to its size; its spec is drawn from its
  // bottom centre in metres: the spec's frame is the slot itself (else a cube held things at 1.5 m).
  if (job.spec.single) return { position: [...slot.centre], rotY: slot.rotY, scale: job.size.map((v, i) => (v * k) / (job.spec!.size[i] || 1)) as Vec3 }
  const c = Math.cos(slot.rotY)
  const s = Math.sin(slot.rotY)
  const px = p[0] * k, py = p[1] * k, pz = p[2] * k
  return { position: [slot.centre[0] - (c * px + s * pz), slot.centre[1] - py, slot.centre[2] - (-s * px + c * pz)], rotY: slot.rotY, scale: job.scale.map((v) => v * k) as Vec3 }
}

export function resolve(run: LayoutRun, ref: Ref | undefined): TargetInfo[] {
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
    // 'a tree behind the car': behind the model's own back, as for one already in the scene (its node's turn).
    if (job?.turn) info.front = slot.rotY + job.turn
    if (job?.spec?.key === 'wall' && job.rel) {
      const over = resolve(run, job.rel.target)[0]
      if (over) info.over = over.box
    }
    if (job?.parts && job.scale && !slot.nest) info.nest = { parent: { entity: ref.entity!, instance }, position: slot.centre, rotY: slot.rotY, scale: job.scale, parts: job.parts }
    return [info]
  })
}

export function commit(run: LayoutRun, job: Job, list: Slot[]) {
  const { occupancy, slots } = run
  for (const slot of list) if (!slot.nest) occupancy.add(boxAt(slot.centre, turned(job.size.map((v) => v * (slot.k ?? 1)) as Vec3, slot.rotY)))
  slots.set(job.index, list)
}
