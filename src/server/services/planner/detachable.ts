import { obj, type ObjectSpec } from './catalog/dsl'
import type { Entity } from './entities'

/**
 * Things a composed object brings that are also things of their own: a computer's keyboard, a
 * bed's pillow, a cake's candles. Asked for on their own beside it ('a desk with a computer and
 * a keyboard'), the asked one takes the place of the one it brings, so there is one keyboard,
 * not two. Only these detachable pieces: a house's door or a car's wheels stay theirs.
 */
export const DETACHABLE = new Set(['hat', 'star', 'scarf', 'crown', 'flag', 'bow', 'keyboard', 'pillow', 'cushion', 'candle', 'books', 'book', 'vase', 'plant', 'mug', 'cup', 'lamp', 'monitor', 'screen', 'speaker', 'phone', 'bottle', 'plate'])

const cache = new WeakMap<ObjectSpec, Map<string, ObjectSpec>>()

export function withoutBrought(entities: Entity[]): void {
  const asked = new Set<string>()
  for (const e of entities) if (!e.existing && !e.pronoun && e.spec) for (const w of e.spec.words) asked.add(w)
  for (const e of entities) {
    const spec = e.spec
    if (!spec || e.existing || spec.single) continue
    // (Its pieces too: a snowman's 'Hat Brim' goes with its hat.)
    const headWord = (n: string) => n.split(' ')[0]
    const drop = spec.parts.map((p) => p.name.toLowerCase()).filter((n) => DETACHABLE.has(headWord(n)) && (asked.has(headWord(n)) || asked.has(headWord(n).replace(/s$/, ''))) && !spec.words.includes(headWord(n)))
    if (!drop.length || drop.length === spec.parts.length) continue
    const key = drop.sort().join('|')
    const known = cache.get(spec) ?? new Map<string, ObjectSpec>()
    cache.set(spec, known)
    let lean = known.get(key)
    if (!lean) {
      const { key: _k, name: _n, words, plurals: _p, main, parts, size: _s, ...opts } = spec
      lean = { ...obj(words.join('|'), main, parts.filter((p) => !drop.includes(p.name.toLowerCase())), opts), name: spec.name }
      known.set(key, lean)
    }
    e.spec = lean
  }
}
