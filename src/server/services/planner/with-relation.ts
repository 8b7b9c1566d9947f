import type { ObjectSpec } from './catalog/dsl'
import { surfacesOf } from './catalog/support'
import type { RelationType } from './lexicon'

const SEATS = new Set(['chair', 'office chair', 'stool', 'armchair'])
const SEATED = new Set(['table', 'coffee table', 'picnic table', 'desk', 'counter'])

/**
 * What 'X with Y' means for where Y goes: fish in a tank, apples in a bowl, a laptop on a desk,
 * chairs around a table; anything else stands beside X.
 */
export function withRelation(holder: ObjectSpec | undefined, thing: ObjectSpec | undefined): RelationType {
  if (!holder || !thing || holder === thing) return 'next'
  if (SEATS.has(thing.key) && SEATED.has(holder.key)) return 'around'
  const [w, h, d] = thing.size
  if (holder.inside) {
    const i = holder.inside
    const [iw, ih, id] = [i.max[0] - i.min[0], i.max[1] - i.min[1], i.max[2] - i.min[2]]
    // Small enough to go in whole, or a little shrunk (a big fish in a small tank).
    if (Math.min(w, d) <= 4 * Math.max(iw, id) && h <= ih * 4) return 'in'
  }
  if (thing.airborne !== undefined) return 'next'
  // Water (a pond, a moat, a pool) lies on the ground beside it, never on its roof.
  if (thing.parts.some((p) => p.mat === 'water') && thing.size[1] < 0.3) return 'next'
  const top = surfacesOf(holder)[0]
  if (!top) return 'next'
  const tw = top.maxX - top.minX
  const td = top.maxZ - top.minZ
  // A low, wide top is a floor to stand on: 'a stage with a band' has the band on the stage.
  if (holder.size[1] <= 0.6 && Math.min(tw, td) >= 2 && Math.max(w, d) <= Math.min(tw, td) / 2) return 'on'
  if (thing.faces?.length) return 'next'
  const small = Math.max(w, d) <= 0.6 * Math.max(holder.size[0], holder.size[2]) && h <= 1.2
  if ((small || thing.key === 'lamp' || thing.stackable) && Math.min(w, d) <= Math.max(tw, td) && Math.max(w, d) <= Math.max(tw, td) * 1.05) return 'on'
  return 'next'
}
