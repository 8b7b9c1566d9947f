import type { Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import type { Arrangement } from './lexicon'
import type { Job, NestFrame } from './layout'
import type { Rect } from '../../../shared/scene/space-index'

/** The layout step's geometry: footprints, arrangements, frames and areas. */
export const gapFor = (size: Vec3) => Math.min(0.6, Math.max(0.08, 0.25 * Math.max(size[0], size[2])))

/**
 * Standing lights (torches, floor lamps, street lamps) each light their own patch: a free row of
 * them is spread about their height apart, not packed like books.
 */
export const lightGap = (size: Vec3, lit: boolean) => (lit && size[1] >= 1 ? size[1] * 0.75 : 0)

/** Footprint of a body turned by `rotY`. */
export function turned(size: Vec3, rotY: number): Vec3 {
  const c = Math.abs(Math.cos(rotY))
  const s = Math.abs(Math.sin(rotY))
  return [c * size[0] + s * size[2], size[1], s * size[0] + c * size[2]]
}

/** Offsets of n instances from the group's bottom centre, and the group's box size. */
export function arrange(n: number, size: Vec3, arrangement: Arrangement | undefined, minGap = 0, rowCount?: number): { offsets: Vec3[]; group: Vec3 } {
  // Posts, poles, pillars and candles stand in a line by nature, spaced about their height apart
  // (fifteen fence posts are a line of posts, not a heap of them within a metre).
  const upright = size[1] >= 3 * Math.max(size[0], size[2]) && n <= 24
  const kind = arrangement === 'stack' || arrangement === 'scatter' || arrangement === 'circle' ? arrangement : arrangement ?? (n > 6 && !upright ? 'grid' : 'row')
  const gap = Math.max(gapFor(size), minGap, upright && kind === 'row' ? 0.8 * size[1] : 0)
  if (n === 1) return { offsets: [[0, 0, 0]], group: size }
  if (kind === 'row') {
    const step = size[0] + gap
    return { offsets: Array.from({ length: n }, (_, i) => [(i - (n - 1) / 2) * step, 0, 0] as Vec3), group: [n * size[0] + (n - 1) * gap, size[1], size[2]] }
  }
  if (kind === 'circle') {
    // Neighbours on a diagonal need √2 the span for their boxes to clear each other.
    const span = (Math.max(size[0], size[2]) + gap) * Math.SQRT2
    const r = Math.max(span / (2 * Math.sin(Math.PI / n)), span / 2)
    const offsets = Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2
      return [Math.sin(a) * r, 0, Math.cos(a) * r] as Vec3
    })
    return { offsets, group: [2 * r + size[0], size[1], 2 * r + size[2]] }
  }
  if (kind === 'stack') {
    return { offsets: Array.from({ length: n }, (_, i) => [0, i * size[1], 0] as Vec3), group: [size[0], n * size[1], size[2]] }
  }
  // Grid (scatter is placed one by one and never reaches here).
  const cols = rowCount ? Math.ceil(n / rowCount) : Math.ceil(Math.sqrt(n))
  const rows = Math.ceil(n / cols)
  const sx = size[0] + gap
  // Rows asked for read as rows: further apart than the things in a row, and a path's width at least.
  const sz = rowCount ? Math.max(size[2] + gap, 0.45, 1.5 * sx) : size[2] + gap
  const offsets = Array.from({ length: n }, (_, i) => [((i % cols) - (cols - 1) / 2) * sx, 0, (Math.floor(i / cols) - (rows - 1) / 2) * sz] as Vec3)
  return { offsets, group: [cols * size[0] + (cols - 1) * gap, size[1], (rows - 1) * sz + size[2]] }
}

export const centreXZ = (b: Box): [number, number] => [(b.min[0] + b.max[0]) / 2, (b.min[2] + b.max[2]) / 2]
export const normalise = (a: number) => Math.atan2(Math.sin(a), Math.cos(a))
export const scaleBox = (b: Box, s: Vec3): Box => ({ min: [b.min[0] * s[0], b.min[1] * s[1], b.min[2] * s[2]], max: [b.max[0] * s[0], b.max[1] * s[1], b.max[2] * s[2]] })

/** A world box in a Y-turned frame (turns of 0/90/180/270° keep boxes boxes). */
export function toLocal(world: Box, frame: NestFrame): Box {
  const c = Math.round(Math.cos(frame.rotY))
  const s = Math.round(Math.sin(frame.rotY))
  const corners: Vec3[] = [world.min, world.max].map((p) => {
    const dx = p[0] - frame.position[0]
    const dz = p[2] - frame.position[2]
    // Inverse of a Y rotation: x' = c·dx − s·dz, z' = s·dx + c·dz.
    return [c * dx - s * dz, p[1] - frame.position[1], s * dx + c * dz]
  })
  return {
    min: [Math.min(corners[0][0], corners[1][0]), corners[0][1], Math.min(corners[0][2], corners[1][2])],
    max: [Math.max(corners[0][0], corners[1][0]), corners[1][1], Math.max(corners[0][2], corners[1][2])],
  }
}

/** The side of a box a relation asks for, as an area. */
export function sideRect(dir: string, t: Box, base: Rect): Rect {
  switch (dir) {
    case 'right':
      return { ...base, minX: t.max[0] }
    case 'left':
      return { ...base, maxX: t.min[0] }
    case 'front':
      return { ...base, minZ: t.max[2] }
    case 'behind':
      return { ...base, maxZ: t.min[2] }
    default:
      return base
  }
}
export function clampRect(a: Rect, b: Rect): Rect {
  return { minX: Math.max(a.minX, b.minX), maxX: Math.min(a.maxX, b.maxX), minZ: Math.max(a.minZ, b.minZ), maxZ: Math.min(a.maxZ, b.maxZ) }
}

/** Targets before the things that rest on or beside them; cycles are broken by dropping the relation. */
export function order(jobs: Job[]): Job[] {
  const byIndex = new Map(jobs.map((j) => [j.index, j]))
  const out: Job[] = []
  const state = new Map<number, 1 | 2>()
  const visit = (job: Job) => {
    const s = state.get(job.index)
    if (s === 2) return
    if (s === 1) {
      job.rel = undefined
      return
    }
    state.set(job.index, 1)
    for (const ref of [job.rel?.target, job.rel?.target2]) {
      const dep = ref?.entity !== undefined ? byIndex.get(ref.entity) : undefined
      if (dep && dep !== job) visit(dep)
    }
    state.set(job.index, 2)
    out.push(job)
  }
  // What flies over others goes after everything that stands on the ground, so that it knows
  // every roof and mast it has to clear ('seagulls over the boats in the harbour', whose
  // lighthouse comes later in the prompt's own order).
  const flies = (j: Job) => j.rel?.type === 'above' && j.airborne !== undefined
  for (const job of jobs) if (!flies(job)) visit(job)
  for (const job of jobs) visit(job)
  return out
}
