import type { Vec3 } from '../../../../shared/scene/schema'
import { SHAPE_HALF } from '../../../../shared/scene/bounds'

export type Shape3D = 'plane' | 'cube' | 'sphere' | 'cylinder' | 'cone' | 'pyramid' | 'capsule' | 'torus'
/** Surface looks a part can ask for; the user's 'metal', 'glass'… map onto the same set. */
export type MatHint = 'metal' | 'chrome' | 'glass' | 'glow' | 'shiny' | 'matte' | 'wood' | 'water'

/**
 * One shape in an object, in the object's own metres: `at` is the centre, `size` the extent
 * before `rot` (Euler XYZ radians). `color` is '#RRGGBB', or 'main' for the colour the user can
 * change ('a red car' repaints the body, not the tyres).
 */
export interface PartSpec {
  shape: Shape3D
  name: string
  at: Vec3
  size: Vec3
  rot?: Vec3
  color: string
  mat?: MatHint
}

export interface ObjectOptions {
  /** Extra plural forms for irregular nouns (mice, sheep, geese). */
  plural?: string[]
  /** Height of the bottom above the ground when nothing else says where (birds, planets, clouds). */
  airborne?: number
  /** Other things may be put on its top (tables, rugs, stages). */
  surface?: boolean
  /** Clear height beneath it: things that fit are tucked under (tables, umbrellas, bridges). */
  under?: number
  /** Where words go on it ('a sign that says …'): centre of the face and its width × height, facing +Z. */
  face?: { at: Vec3; size: [number, number]; color: string; text?: string }
  /** A point light that comes with it (lamps, candles, campfires). */
  light?: { at: Vec3; color: string; intensity: number; distance: number }
  /** A single primitive: drawn as one shape node, not a group. */
  single?: boolean
  category?: string
  /** Inner bounds of a container ('in the tank', 'in the bowl'), in the object's own metres like its parts. */
  inside?: { min: Vec3; max: Vec3 }
  /** Hangs on a wall when put 'on the wall' (paintings, clocks, mirrors); its back is its -Z side. */
  wallMount?: boolean
  /** Keys of the things it turns to face when they are near (a chair its table, a sofa the TV). */
  faces?: string[]
  /** Things of the same kind may rest on its top even though it is round (scoops, stacked balls). */
  stackable?: boolean
  /** Flat tops it offers besides its parts' own (an ice cream cone's opening), in its own metres. */
  tops?: { y: number; min: [number, number]; max: [number, number] }[]
  /** What the world round it has ('a soccer field' stands on grass, dunes on sand). */
  ground?: ('foliage' | 'terrain' | 'water')[]
  /** The word also names a part of bigger things ('a house with a red roof' colours the house's own roof). */
  alsoPart?: boolean
  /** Tops of these parts are not for putting things on (flames, bulbs, water drawn as a slab). */
  noTop?: string[]
}

export interface ObjectSpec extends Omit<ObjectOptions, 'plural'> {
  key: string
  name: string
  /** Singular phrases that name it; the first is its own name. */
  words: string[]
  plurals: string[]
  main: string
  parts: PartSpec[]
  /** Bounding box size in metres (x, y, z), with the object centred on x/z and standing on y = 0. */
  size: Vec3
}

const make =
  (shape: Shape3D) =>
  (name: string, at: Vec3, size: Vec3, color: string, extra: { rot?: Vec3; mat?: MatHint } = {}): PartSpec => ({ shape, name, at, size, color, ...extra })

export const box = make('cube')
export const ball = make('sphere')
export const cyl = make('cylinder')
export const cone = make('cone')
export const pyr = make('pyramid')
export const cap = make('capsule')
export const ring = make('torus')
export const flat = make('plane')

/** Scale for a part: the size asked for over the shape's own size (a flat plane keeps y at 1). */
export function partScale(part: PartSpec): Vec3 {
  const h = SHAPE_HALF[part.shape]
  return [part.size[0] / (2 * h[0]), h[1] ? part.size[1] / (2 * h[1]) : 1, part.size[2] / (2 * h[2])]
}

/** The part's local AABB after its rotation. */
export function partBox(part: PartSpec): { min: Vec3; max: Vec3 } {
  const [x, y, z] = part.rot ?? [0, 0, 0]
  const a = Math.cos(x), b = Math.sin(x), c = Math.cos(y), d = Math.sin(y), e = Math.cos(z), f = Math.sin(z)
  const m = [
    [c * e, -c * f, d],
    [a * f + b * e * d, a * e - b * f * d, -b * c],
    [b * f - a * e * d, b * e + a * f * d, a * c],
  ]
  const half = [part.size[0] / 2, part.shape === 'plane' ? 0 : part.size[1] / 2, part.size[2] / 2]
  const min: Vec3 = [0, 0, 0]
  const max: Vec3 = [0, 0, 0]
  for (let r = 0; r < 3; r++) {
    const ext = Math.abs(m[r][0]) * half[0] + Math.abs(m[r][1]) * half[1] + Math.abs(m[r][2]) * half[2]
    min[r] = part.at[r] - ext
    max[r] = part.at[r] + ext
  }
  return { min, max }
}

export const titleCase = (s: string) => s.replace(/\b[a-z]/g, (ch) => ch.toUpperCase())

/** English plurals for the usual cases; irregular ones come through `plural`. */
export function pluralOf(word: string): string {
  // 'a bunch of balloons', 'a pair of headphones': the first word counts.
  const of = /^(\S+) of (.+)$/.exec(word)
  if (of) return `${pluralOf(of[1])} of ${of[2]}`
  const parts = word.split(' ')
  const last = parts[parts.length - 1]
  let p: string
  if (/(fish|sheep|deer|moose)$/.test(last)) p = last
  else if (/(s|x|z|ch|sh)$/.test(last)) p = `${last}es`
  else if (/[^aeiou]y$/.test(last)) p = `${last.slice(0, -1)}ies`
  else if (/^(leaf|shelf|wolf|knife|wife|life|half|calf|loaf|elf|thief|scarf)$/.test(last)) p = last.replace(/fe?$/, 'ves')
  else if (/[^aeiou]o$/.test(last) && /(potato|tomato|volcano|hero|mango)$/.test(last)) p = `${last}es`
  else p = `${last}s`
  parts[parts.length - 1] = p
  return parts.join(' ')
}

/**
 * Declares an object: `words` is 'name|synonym|…'. Parts are recentred so the object stands on
 * y = 0 centred on x/z, and its bounding box is worked out once here.
 */
export function obj(words: string, main: string, parts: PartSpec[], opts: ObjectOptions = {}): ObjectSpec {
  const list = words.split('|').map((w) => w.trim())
  let min: Vec3 = [Infinity, Infinity, Infinity]
  let max: Vec3 = [-Infinity, -Infinity, -Infinity]
  for (const part of parts) {
    const b = partBox(part)
    min = [Math.min(min[0], b.min[0]), Math.min(min[1], b.min[1]), Math.min(min[2], b.min[2])]
    max = [Math.max(max[0], b.max[0]), Math.max(max[1], b.max[1]), Math.max(max[2], b.max[2])]
  }
  const shift: Vec3 = [-(min[0] + max[0]) / 2, -min[1], -(min[2] + max[2]) / 2]
  const moved = parts.map((p) => ({ ...p, at: [p.at[0] + shift[0], p.at[1] + shift[1], p.at[2] + shift[2]] as Vec3 }))
  const moveFace = opts.face && { ...opts.face, at: [opts.face.at[0] + shift[0], opts.face.at[1] + shift[1], opts.face.at[2] + shift[2]] as Vec3 }
  const moveLight = opts.light && { ...opts.light, at: [opts.light.at[0] + shift[0], opts.light.at[1] + shift[1], opts.light.at[2] + shift[2]] as Vec3 }
  const add = (v: Vec3): Vec3 => [v[0] + shift[0], v[1] + shift[1], v[2] + shift[2]]
  const moveInside = opts.inside && { min: add(opts.inside.min), max: add(opts.inside.max) }
  const moveTops = opts.tops?.map((t) => ({ y: t.y + shift[1], min: [t.min[0] + shift[0], t.min[1] + shift[2]] as [number, number], max: [t.max[0] + shift[0], t.max[1] + shift[2]] as [number, number] }))
  const { plural, ...rest } = opts
  return {
    ...rest,
    face: moveFace,
    light: moveLight,
    inside: moveInside,
    tops: moveTops,
    key: list[0],
    name: titleCase(list[0]),
    words: list,
    // Irregular forms first: they are also the ones the replies use ('two cacti').
    plurals: [...(plural ?? []), ...list.map(pluralOf)],
    main,
    parts: moved,
    size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]],
  }
}

/** A variant of an object: other words, colours swapped (old hex → new hex), parts added. */
export function variant(base: ObjectSpec, words: string, main: string, swap: Record<string, string> = {}, extra: PartSpec[] = [], opts: ObjectOptions = {}): ObjectSpec {
  const parts = base.parts.map((p) => ({ ...p, color: swap[p.color] ?? p.color })).concat(extra)
  const { key: _k, name: _n, words: _w, plurals: _p, main: _m, parts: _parts, size: _s, ...inherited } = base
  return obj(words, main, parts, { ...inherited, ...opts })
}

/** Scales every part of an object (a child is a smaller person). */
export function scaled(parts: PartSpec[], k: number): PartSpec[] {
  return parts.map((p) => ({ ...p, at: [p.at[0] * k, p.at[1] * k, p.at[2] * k], size: [p.size[0] * k, p.size[1] * k, p.size[2] * k] }))
}

export const C = {
  brown: '#8B5A2B',
  darkBrown: '#5C3A1E',
  wood: '#B5835A',
  green: '#2E8B57',
  leaf: '#3A9D23',
  darkGreen: '#1F5F3B',
  grey: '#808080',
  darkGrey: '#4A4A4A',
  lightGrey: '#C8C8C8',
  black: '#1A1A1A',
  white: '#F5F5F5',
  skin: '#F1C27D',
  gold: '#FFD700',
  silver: '#C0C0C0',
  red: '#D62828',
  blue: '#1D4ED8',
  skyBlue: '#87CEEB',
  yellow: '#FFD23F',
  orange: '#F77F00',
  pink: '#FF8FAB',
  glass: '#A8D8FF',
  water: '#3A86FF',
  sand: '#E9C98B',
  brick: '#A9442F',
  cream: '#F2E8CF',
  purple: '#7B2CBF',
  flame: '#FF7A00',
} as const
