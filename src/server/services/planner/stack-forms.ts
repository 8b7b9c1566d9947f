import type { Vec3 } from '../../../shared/scene/schema'
import { surfacesOf } from './catalog/support'
import { box, obj, type ObjectSpec, type PartSpec } from './catalog/dsl'

/**
 * What stacks on its own kind, and the form a thing takes to be stacked when it does not as it
 * stands: an open container (a crate, a toy box) is stacked with a lid on each, so the one above
 * rests on a board, not on four thin rims; a thing standing on its narrow edge with a handle on
 * top (a suitcase, a briefcase) is laid flat on its back, the way such things are piled.
 */

/** A part's size as it stands, turned a quarter about x or z ('a tire lying flat'). */
export function turned(size: Vec3, rot?: Vec3): Vec3 {
  const quarter = (a = 0) => Math.abs(Math.abs(a) - Math.PI / 2) < 0.1
  if (quarter(rot?.[0])) return [size[0], size[2], size[1]]
  if (quarter(rot?.[2])) return [size[1], size[0], size[2]]
  return size
}

/** Does one of its kind rest on it as it is built (a wide top at full height, or a squat thing covered on top)? */
export function stacksAsIs(spec: ObjectSpec): boolean {
  if (spec.stackable) return true
  const top = surfacesOf(spec)[0]
  // (A wide top low down, under a head or a handle, holds nothing stacked at the full height.)
  if (top && top.maxX - top.minX >= spec.size[0] * 0.7 && top.maxZ - top.minZ >= spec.size[2] * 0.7 && top.y >= spec.size[1] - 0.02) return true
  // A squat thing whose topmost piece covers it (a tire, a drum) stacks on its own kind when
  // asked, flat top or not; an open one (a crate) or one topped by a handle does not.
  const sized = spec.parts.map((q) => ({ at: q.at, size: turned(q.size, q.rot) }))
  const highest = sized.sort((a, b) => b.at[1] + b.size[1] / 2 - (a.at[1] + a.size[1] / 2))[0]
  const covers = highest && highest.size[0] * highest.size[2] >= 0.5 * spec.size[0] * spec.size[2] && highest.at[1] + highest.size[1] / 2 >= spec.size[1] - 0.02
  return !spec.inside && !!covers && spec.size[1] <= 1.5 * Math.max(spec.size[0], spec.size[2]) && Math.max(...spec.size) <= 2.5
}

const rebuilt = (spec: ObjectSpec, parts: PartSpec[], inside?: ObjectSpec['inside']): ObjectSpec => {
  const { key: _k, name: _n, words, plurals: _p, main, parts: _parts, size: _s, inside: _i, ...rest } = spec
  return { ...obj(words.join('|'), main, parts, { ...rest, inside }), key: spec.key, name: spec.name, plurals: spec.plurals }
}

/** A lid over an open container's mouth, flush with its top. */
function lidded(spec: ObjectSpec): ObjectSpec | null {
  const inner = spec.inside
  if (!inner) return null
  const main = spec.parts.find((p) => p.color === 'main') ?? spec.parts[0]
  const lid = box('Lid', [(inner.min[0] + inner.max[0]) / 2, spec.size[1] - 0.01, (inner.min[2] + inner.max[2]) / 2], [spec.size[0], 0.02, spec.size[2]], main.color, { mat: main.mat })
  return rebuilt(spec, [...spec.parts, lid])
}

/** Laid on its back: what was up points backward (-Z), what was at the back lies on the ground. */
export function laidFlat(spec: ObjectSpec): ObjectSpec | null {
  const [w, h, d] = spec.size
  if (!(d < 0.5 * h && d < 0.6 * w) || h > 2) return null
  const parts = spec.parts.map((p): PartSpec => {
    const at: Vec3 = [p.at[0], p.at[2], -p.at[1]]
    // An upright box turns by its size alone (it stays an upright box); anything else by a quarter turn about x.
    if (p.shape === 'cube' && !p.rot) return { ...p, at, size: [p.size[0], p.size[2], p.size[1]] }
    const r = p.rot ?? [0, 0, 0]
    return { ...p, at, rot: [r[0] - Math.PI / 2, r[1], r[2]] }
  })
  return rebuilt(spec, parts)
}

/** The form of the thing that stacks, or null when none does (a lamp, a chair: they go in a row). */
export function stackableForm(spec: ObjectSpec): ObjectSpec | null {
  for (const form of [lidded(spec), laidFlat(spec)]) if (form && stacksAsIs(form)) return form
  return null
}
