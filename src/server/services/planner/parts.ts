import { box, type ObjectSpec, type PartSpec } from './catalog/dsl'
import { CATALOG } from './catalog'

/**
 * Colour bound to a part by the words' structure: 'a red car with silver rims' paints the car
 * red and its wheels silver. A part word is read through its everyday names (rims and tyres are
 * the wheels); a decoration the object lacks (stripes, a band) is added as thin boxes on its
 * body, and any other part it lacks is said in the reply rather than painted on the body.
 */
const SYNONYMS: Record<string, string[]> = {
  wheel: ['wheel', 'wheels', 'rim', 'rims', 'tyre', 'tyres', 'tire', 'tires', 'hubcap', 'hubcaps', 'hub caps'],
  window: ['window', 'windows', 'glass', 'windscreen', 'windshield'],
  leg: ['leg', 'legs', 'feet', 'foot', 'paw', 'paws', 'hooves', 'hoof'],
  roof: ['roof', 'roofs', 'rooftop'],
  door: ['door', 'doors'],
  seat: ['seat', 'seats', 'cushion', 'cushions'],
  shade: ['shade', 'lampshade'],
  trunk: ['trunk', 'bark'],
  foliage: ['leaves', 'foliage', 'crown', 'needles'],
  frame: ['frame', 'frames'],
  handle: ['handle', 'handles', 'knob', 'knobs', 'doorknob'],
  flag: ['flag', 'flags', 'pennant', 'pennants', 'spire', 'spires'],
}
/** Decorations that can be added to any body. */
const ADDABLE: Record<string, string> = { collar: 'collar', collars: 'collar', stripe: 'stripe', stripes: 'stripe', band: 'stripe', bands: 'stripe', racing: 'stripe', roof: 'roof', roofs: 'roof' }

/** Every word that may name a part, for the parser. */
export const PART_WORDS = new Set([...Object.values(SYNONYMS).flat(), ...Object.keys(ADDABLE)])

const named = (part: PartSpec, key: string) => {
  const n = part.name.toLowerCase()
  return n === key || n.startsWith(`${key} `) || n.endsWith(` ${key}`) || n === `${key}s` || n.endsWith(` ${key}s`)
}

/**
 * The part key a word names on this object ('rims' → 'wheel' on a car), 'stripe' for a
 * decoration that will be added, or null when the object has no such part.
 */
export function partFor(spec: ObjectSpec, word: string): string | null {
  const w = word.toLowerCase()
  const bare = w.replace(/(?<=[^s])s$/, '')
  if (spec.parts.some((p) => named(p, w) || named(p, bare))) return spec.parts.some((p) => named(p, w)) ? w : bare
  for (const [key, words] of Object.entries(SYNONYMS)) if (words.includes(w) && spec.parts.some((p) => named(p, key))) return key
  // The word names an everyday part by a synonym the object uses under another of them ('leaves' of a 'Foliage').
  for (const words of Object.values(SYNONYMS)) if (words.includes(w)) for (const alt of words) if (spec.parts.some((p) => named(p, alt))) return alt.replace(/(?<=[^s])s$/, '')
  if (ADDABLE[w]) return ADDABLE[w]
  return null
}

/**
 * 'a wooden boat with a white sail': the object has no such part, but a kind of it does (a
 * sailboat is a boat): that kind, named by a word that ends in the object's own ('sailboat',
 * 'sailing boat'). Null when no kind of it has the part.
 */
export function kindWith(spec: ObjectSpec, word: string): ObjectSpec | null {
  const key = `${spec.key}|${word}`
  if (!KINDS.has(key)) {
    if (KINDS.size > 5000) KINDS.clear()
    KINDS.set(key, partFor(spec, word) ? null : findKind(spec, word.toLowerCase()))
  }
  return KINDS.get(key)!
}
/** Looked up once per object and word: the catalogue is long. */
const KINDS = new Map<string, ObjectSpec | null>()
function findKind(spec: ObjectSpec, w: string): ObjectSpec | null {
  const own = spec.words.map((x) => x.split(' ').pop()!)
  const bare = w.replace(/(?<=[^s])s$/, '')
  return CATALOG.find((o) => o !== spec && o.parts.some((p) => named(p, w) || named(p, bare)) && o.words.some((x) => x !== spec.key && own.some((k) => x.endsWith(k) && x.length > k.length))) ?? null
}

/** Does a part of the spec take the colour bound to `key`? */
export function partTakes(part: PartSpec, key: string): boolean {
  return named(part, key)
}

/** Stripes round the biggest painted body part: three thin bands across its length, proud of its sides. */
export function addedParts(spec: ObjectSpec, keys: string[]): PartSpec[] {
  return [...stripes(spec, keys), ...roof(spec, keys), ...collar(spec, keys)]
}

/** A collar where the head meets the body (a dog's, a cat's): a thin band between their centres. */
function collar(spec: ObjectSpec, keys: string[]): PartSpec[] {
  if (!keys.includes('collar') || spec.parts.some((p) => named(p, 'collar'))) return []
  const head = spec.parts.find((p) => named(p, 'head'))
  const body = spec.parts.find((p) => named(p, 'body'))
  if (!head || !body) return []
  const at: [number, number, number] = [(head.at[0] * 2 + body.at[0]) / 3, (head.at[1] * 2 + body.at[1]) / 3, (head.at[2] * 2 + body.at[2]) / 3]
  const r = Math.min(head.size[1], head.size[2]) * 0.8
  return [box('Collar', at, [Math.max(0.02, r * 0.25), r, r], '#1A1A1A')]
}

/** A roof for a body without one: a thin slab over its highest painted box (a car's cabin, a van's body). */
function roof(spec: ObjectSpec, keys: string[]): PartSpec[] {
  if (!keys.includes('roof') || spec.parts.some((p) => named(p, 'roof'))) return []
  const top = spec.parts.filter((p) => p.color === 'main' && p.shape === 'cube' && !p.rot?.some((r) => Math.abs(r) > 1e-6)).sort((a, b) => b.at[1] + b.size[1] / 2 - (a.at[1] + a.size[1] / 2))[0]
  if (!top) return []
  return [box('Roof', [top.at[0], top.at[1] + top.size[1] / 2 + 0.02, top.at[2]], [top.size[0] * 1.02, 0.04, top.size[2] * 1.02], '#1A1A1A')]
}

function stripes(spec: ObjectSpec, keys: string[]): PartSpec[] {
  if (!keys.includes('stripe') || spec.parts.some((p) => named(p, 'stripe'))) return []
  const body = [...spec.parts].filter((p) => p.color === 'main' && (p.shape === 'cube' || p.shape === 'cylinder' || p.shape === 'capsule' || p.shape === 'sphere')).sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2])[0]
  if (!body || body.rot?.some((r) => Math.abs(r) > 1e-6)) return []
  const [w, h, d] = body.size
  // A stripe runs along the long side, a hand's width tall, just proud of the body's faces.
  const along = w >= d ? 0 : 2
  const len = (along === 0 ? w : d) * 0.96
  const t = Math.max(0.01, Math.min(0.06, h * 0.06))
  const out: PartSpec[] = []
  for (const side of [1, -1]) {
    const at: [number, number, number] = [body.at[0], body.at[1], body.at[2]]
    if (along === 0) at[2] += side * (d / 2 + 0.006)
    else at[0] += side * (w / 2 + 0.006)
    const size: [number, number, number] = along === 0 ? [len, t * 2, 0.012] : [0.012, t * 2, len]
    out.push(box('Stripe', at, size, '#1A1A1A'))
  }
  return out
}
