import { ANIMALS } from './animals'
import { BUILDINGS } from './buildings'
import { CHARACTERS } from './characters'
import { COMPOSED } from './composed'
import { CREATURES } from './creatures'
import { KIN } from './kin'
import { EXTRAS } from './extras'
import { ENCLOSURES } from './enclosures'
import { ALIASES } from './aliases'
import { pluralOf, type ObjectSpec } from './dsl'
import { FOOD } from './food'
import { FURNITURE } from './furniture'
import { MISC } from './misc'
import { NATURE } from './nature'
import { SHAPES } from './shapes'
import { SPACE } from './space'
import { STREET } from './street'
import { VEHICLES } from './vehicles'
import { WORN } from './worn'

export type { ObjectSpec, PartSpec, MatHint } from './dsl'
export { partBox } from './dsl'

/** Every object the planner can build, by its key ('tree', 'street lamp'). */
export const CATALOG: ObjectSpec[] = [...SHAPES, ...NATURE, ...FURNITURE, ...FOOD, ...VEHICLES, ...BUILDINGS, ...STREET, ...ANIMALS, ...CHARACTERS, ...SPACE, ...MISC, ...EXTRAS, ...COMPOSED, ...CREATURES, ...KIN, ...ENCLOSURES, ...WORN]

export const BY_KEY = new Map(CATALOG.map((o) => [o.key, o]))
export const BY_NAME = new Map(CATALOG.map((o) => [o.name.toLowerCase(), o]))

export interface PhraseHit {
  spec: ObjectSpec
  plural: boolean
}

/** Every naming phrase (singular and plural) → its object; the first object to claim a phrase keeps it. */
export const PHRASES = new Map<string, PhraseHit>()
for (const spec of CATALOG) {
  for (const w of spec.words) if (!PHRASES.has(w)) PHRASES.set(w, { spec, plural: false })
}
for (const spec of CATALOG) {
  for (const w of spec.plurals) if (!PHRASES.has(w)) PHRASES.set(w, { spec, plural: true })
}
/** Plural alias phrase → its singular ('goldfishes' → 'goldfish'), so names follow the word used. */
export const ALIAS_SINGULAR = new Map<string, string>()
// Nearest-thing aliases come last: a word the catalogue itself uses keeps its own object.
for (const [word, key] of Object.entries(ALIASES)) {
  const spec = CATALOG.find((o) => o.key === key)
  if (!spec) continue
  if (!PHRASES.has(word)) PHRASES.set(word, { spec, plural: false })
  const plural = pluralOf(word)
  if (!PHRASES.has(plural)) PHRASES.set(plural, { spec, plural: true })
  ALIAS_SINGULAR.set(plural, word)
}
/** Longest phrase in words, so matching can stop looking early. */
export const MAX_PHRASE_WORDS = Math.max(...[...PHRASES.keys()].map((p) => p.split(' ').length))

/** The object a node's name refers to: 'Tree2' → tree, 'Street Lamp' → street lamp. */
export function specForName(name: string): ObjectSpec | undefined {
  const base = name.replace(/\d+$/, '').trim().toLowerCase()
  return BY_NAME.get(base) ?? PHRASES.get(base)?.spec ?? PHRASES.get(base.split(/\s+/).slice(-2).join(' '))?.spec ?? PHRASES.get(base.split(/\s+/).pop() ?? '')?.spec
}
