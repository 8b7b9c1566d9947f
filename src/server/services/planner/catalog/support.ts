import type { Box } from '../../../../shared/scene/bounds'
import { partBox, type ObjectSpec } from './dsl'

/**
 * The support model: where on an object other things can rest. A usable top is the flat top of
 * an upright box, cylinder or plane part that is wide enough to hold something and not mostly
 * covered by another part (a sofa's seat is its cushion, not the base under it). Cones, spheres,
 * capsules and tori have tips and curves, not tops; glowing parts are bulbs and flames. Objects
 * may add tops of their own (an ice cream cone's opening) or forbid some (water drawn as a slab).
 * All in the object's own metres, before its scale and turn.
 */
export interface Surface {
  y: number
  minX: number
  maxX: number
  minZ: number
  maxZ: number
  /** Index of the part whose top it is (-1 for declared tops). */
  part: number
}

/** Narrower than this is an edge, a rail or a pole, not a place to put things. */
export const MIN_TOP = 0.07
const cache = new WeakMap<ObjectSpec, Surface[]>()

export function surfacesOf(spec: ObjectSpec): Surface[] {
  const hit = cache.get(spec)
  if (hit) return hit
  const boxes = spec.parts.map(partBox)
  const out: Surface[] = []
  spec.parts.forEach((part, i) => {
    if (part.shape !== 'cube' && part.shape !== 'cylinder' && part.shape !== 'plane') return
    const [rx, ry, rz] = part.rot ?? [0, 0, 0]
    if (Math.abs(rx) > 1e-6 || Math.abs(rz) > 1e-6 || Math.abs(Math.sin(2 * ry)) > 1e-6) return
    if (part.mat === 'glow' || spec.noTop?.includes(part.name)) return
    const b = boxes[i]
    const w = b.max[0] - b.min[0]
    const d = b.max[2] - b.min[2]
    if (w < MIN_TOP || d < MIN_TOP) return
    // Covered: another part starts at (or just below) this top and hides most of it.
    const area = w * d
    let covered = 0
    boxes.forEach((o, j) => {
      if (j === i || o.min[1] > b.max[1] + 0.01 || o.max[1] <= b.max[1] + 0.005 || o.min[1] < b.max[1] - 0.05) return
      const ox = Math.max(0, Math.min(o.max[0], b.max[0]) - Math.max(o.min[0], b.min[0]))
      const oz = Math.max(0, Math.min(o.max[2], b.max[2]) - Math.max(o.min[2], b.min[2]))
      covered += ox * oz
    })
    if (covered > 0.5 * area) return
    out.push({ y: b.max[1], minX: b.min[0], maxX: b.max[0], minZ: b.min[2], maxZ: b.max[2], part: i })
  })
  for (const t of spec.tops ?? []) out.push({ y: t.y, minX: t.min[0], maxX: t.max[0], minZ: t.min[1], maxZ: t.max[1], part: -1 })
  // Biggest first: a table's top before a leg's foot, a bed's blanket before its pillow.
  out.sort((a, b) => (b.maxX - b.minX) * (b.maxZ - b.minZ) - (a.maxX - a.minX) * (a.maxZ - a.minZ) || b.y - a.y)
  cache.set(spec, out)
  return out
}

/** The solid parts of an object (everything that blocks what is put on or in it). */
export function partBoxes(spec: ObjectSpec): Box[] {
  return spec.parts.filter((p) => p.mat !== 'water').map(partBox)
}

/** Round things that still hold their own kind on top (scoops on scoops, a ball on a ball). */
export function stackTop(spec: ObjectSpec): Surface | null {
  if (!spec.stackable) return null
  const [w, h, d] = spec.size
  return { y: h, minX: -w / 2, maxX: w / 2, minZ: -d / 2, maxZ: d / 2, part: -1 }
}
