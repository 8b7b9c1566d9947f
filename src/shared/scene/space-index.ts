import type { Vec3 } from './schema'
import { boxesOverlap, type Box } from './bounds'

/** Candidate offsets around a preferred point, nearest first (0.5 m steps out to 20 m), computed once. */
const STEP = 0.5
const REACH = 20
const SORTED: [number, number, number][] = (() => {
  const out: [number, number, number][] = []
  const n = REACH / STEP
  for (let i = -n; i <= n; i++) for (let j = -n; j <= n; j++) out.push([i * STEP, j * STEP, (i * STEP) ** 2 + (j * STEP) ** 2 * 1.15])
  // Ties go to the sides before front/back, so rows grow across the view rather than into it.
  return out.sort((a, b) => a[2] - b[2] || Math.abs(a[1]) - Math.abs(b[1]))
})()
export const OFFSETS: [number, number][] = SORTED.map(([x, z]) => [x, z])
/** The sort key of each offset, so a search can stop once nothing further can land in its area. */
const KEYS = Float64Array.from(SORTED.map((o) => o[2]))

/** The part of the ground the default camera (0, 2.5, 12 → origin) shows well. */
export const VIEW = { minX: -8, maxX: 8, minZ: -8, maxZ: 4 }
export const WIDE = { minX: -18, maxX: 18, minZ: -24, maxZ: 5 }
export type Rect = { minX: number; maxX: number; minZ: number; maxZ: number }

export const boxAt = (bottomCentre: Vec3, size: Vec3): Box => ({
  min: [bottomCentre[0] - size[0] / 2, bottomCentre[1], bottomCentre[2] - size[2] / 2],
  max: [bottomCentre[0] + size[0] / 2, bottomCentre[1] + size[1], bottomCentre[2] + size[2] / 2],
})
export const centreOf = (b: Box): Vec3 => [(b.min[0] + b.max[0]) / 2, b.min[1], (b.min[2] + b.max[2]) / 2]
export const sizeOf = (b: Box): Vec3 => [b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]]

/** The solid boxes placed so far; answers 'is this box free?' with an optional side margin. */
export class Occupancy {
  readonly boxes: Box[] = []
  add(box: Box) {
    this.boxes.push(box)
  }
  free(box: Box, margin = 0, ignore?: Box[]): boolean {
    const grown: Box = { min: [box.min[0] - margin, box.min[1], box.min[2] - margin], max: [box.max[0] + margin, box.max[1], box.max[2] + margin] }
    const thick = (b: Box) => b.max[1] - b.min[1] >= 0.05
    for (const b of this.boxes) {
      if (ignore?.includes(b)) continue
      if (boxesOverlap(box, b)) return false
      // The margin keeps things apart, but a rug or a floor may run right up to them.
      if (margin && thick(b) && boxesOverlap(grown, b)) return false
    }
    return true
  }
  /** A spot that is free whatever else is there: just past everything on the right (last resort, out of view). */
  anywhere(size: Vec3, y: number): Vec3 {
    let maxX = 0
    for (const b of this.boxes) if (b.max[1] - b.min[1] >= 0 && b.max[0] > maxX) maxX = b.max[0]
    return [Math.round((maxX + 0.5 + size[0] / 2) * 100) / 100, y, 0]
  }
  /** What a box sits on: the box whose top meets its bottom under its centre, or null for the ground. */
  supportOf(box: Box): Box | null {
    if (box.min[1] < 0.001) return null
    const [cx, , cz] = centreOf(box)
    for (const b of this.boxes) {
      if (Math.abs(b.max[1] - box.min[1]) < 0.002 && cx >= b.min[0] && cx <= b.max[0] && cz >= b.min[2] && cz <= b.max[2]) return b
    }
    return null
  }
  /**
   * Like search, on a grid fine enough for small areas (a plate, a bowl, a shelf): steps of a
   * quarter of the body's smallest side, at least 1 cm. The body must fit inside the area.
   */
  searchFine(near: [number, number], size: Vec3, y: number, area: Rect, margin: number): Vec3 | null {
    if (area.maxX - area.minX < size[0] - 1e-9 || area.maxZ - area.minZ < size[2] - 1e-9) return null
    // No more than a few thousand candidates, however big the area.
    const step = Math.max(0.01, Math.min(size[0], size[2]) / 4, Math.sqrt(((area.maxX - area.minX) * (area.maxZ - area.minZ)) / 3000))
    const hx = size[0] / 2
    const hz = size[2] / 2
    const xs: number[] = []
    const zs: number[] = []
    for (let x = area.minX + hx; x <= area.maxX - hx + 1e-9; x += step) xs.push(x)
    for (let z = area.minZ + hz; z <= area.maxZ - hz + 1e-9; z += step) zs.push(z)
    if (!xs.length) xs.push((area.minX + area.maxX) / 2)
    if (!zs.length) zs.push((area.minZ + area.maxZ) / 2)
    const near1 = this.boxes.filter((b) => b.max[1] - 0.001 > y && y + size[1] - 0.001 > b.min[1])
    // Flush against the area's far edge and against each neighbour's edges too: on a grid alone
    // the last of three monitors on a desk found no step that fitted the room the first two left.
    const edge = (list: number[], lo: number, hi: number, v: number) => {
      if (v >= lo - 1e-9 && v <= hi + 1e-9 && !list.some((u) => Math.abs(u - v) < 1e-4)) list.push(v)
    }
    if (xs.length > 1) edge(xs, area.minX + hx, area.maxX - hx, area.maxX - hx)
    if (zs.length > 1) edge(zs, area.minZ + hz, area.maxZ - hz, area.maxZ - hz)
    for (const b of near1) {
      if (b.max[0] < area.minX || b.min[0] > area.maxX || b.max[2] < area.minZ || b.min[2] > area.maxZ) continue
      const m = margin + 1e-4
      if (xs.length > 1) for (const v of [b.max[0] + m + hx, b.min[0] - m - hx]) edge(xs, area.minX + hx, area.maxX - hx, v)
      if (zs.length > 1) for (const v of [b.max[2] + m + hz, b.min[2] - m - hz]) edge(zs, area.minZ + hz, area.maxZ - hz, v)
    }
    const cand: [number, number, number][] = []
    for (const x of xs) for (const z of zs) cand.push([x, z, (x - near[0]) ** 2 + (z - near[1]) ** 2])
    cand.sort((a, b) => a[2] - b[2])
    for (const [x, z] of cand) {
      const box: Box = { min: [x - hx, y, z - hz], max: [x + hx, y + size[1], z + hz] }
      if (near1.every((b) => !boxesOverlap(box, b) && (!margin || b.max[1] - b.min[1] < 0.05 || !boxesOverlap({ min: [box.min[0] - margin, y, box.min[2] - margin], max: [box.max[0] + margin, box.max[1], box.max[2] + margin] }, b)))) return [x, y, z]
    }
    return null
  }
  /**
   * The free bottom-centre nearest `near` for a body of `size` at height `y`, with its box inside
   * `area` (falling back to `fallback`), or null. A body bigger than the area only goes there,
   * centred, when `centre` says so (a cat on a ball) or in the fallback. `accept` may turn down
   * a free spot for reasons of its own (it would hide something from the camera).
   */
  search(near: [number, number], size: Vec3, y: number, area: Rect, margin: number, fallback?: Rect, centre = false, accept?: (x: number, z: number) => boolean): Vec3 | null {
    const hx = size[0] / 2
    const hz = size[2] / 2
    const top = y + size[1]
    // Only boxes at this height can be in the way: filter once, then test numbers, not objects.
    const near1 = this.boxes.filter((b) => b.max[1] - 0.001 > y && top - 0.001 > b.min[1])
    const n = near1.length
    const minX = new Float64Array(n), maxX = new Float64Array(n), minZ = new Float64Array(n), maxZ = new Float64Array(n), thick = new Uint8Array(n)
    near1.forEach((b, i) => {
      minX[i] = b.min[0]
      maxX[i] = b.max[0]
      minZ[i] = b.min[2]
      maxZ[i] = b.max[2]
      thick[i] = b.max[1] - b.min[1] >= 0.05 ? 1 : 0
    })
    const freeAt = (x: number, z: number) => {
      for (let i = 0; i < n; i++) {
        const m = thick[i] ? margin : 0
        if (x + hx + m - 0.001 > minX[i] && maxX[i] - 0.001 > x - hx - m && z + hz + m - 0.001 > minZ[i] && maxZ[i] - 0.001 > z - hz - m) return false
      }
      return true
    }
    for (const rect of fallback ? [area, fallback] : [area]) {
      const fitX = rect.maxX - rect.minX >= size[0]
      const fitZ = rect.maxZ - rect.minZ >= size[2]
      if ((!fitX || !fitZ) && !centre && rect === area) continue
      // The farthest corner of the area bounds how far out a candidate can usefully be.
      const dx = Math.max(Math.abs(rect.minX - near[0]), Math.abs(rect.maxX - near[0]))
      const dz = Math.max(Math.abs(rect.minZ - near[1]), Math.abs(rect.maxZ - near[1]))
      const limit = fitX && fitZ ? (dx * dx + dz * dz) * 1.15 + 1e-9 : Infinity
      for (let k = 0; k < OFFSETS.length; k++) {
        if (KEYS[k] > limit) break
        const ox = OFFSETS[k][0]
        const oz = OFFSETS[k][1]
        let x = near[0] + ox
        let z = near[1] + oz
        if (fitX ? x - hx < rect.minX - 1e-9 || x + hx > rect.maxX + 1e-9 : ox !== 0) continue
        if (fitZ ? z - hz < rect.minZ - 1e-9 || z + hz > rect.maxZ + 1e-9 : oz !== 0) continue
        if (!fitX) x = (rect.minX + rect.maxX) / 2
        if (!fitZ) z = (rect.minZ + rect.maxZ) / 2
        if (freeAt(x, z) && (!accept || accept(x, z))) return [x, y, z]
      }
    }
    return null
  }
}
