import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { CATALOG, specForName } from './catalog'
import { pluralOf } from './catalog/dsl'
import { ANIMALS } from './catalog/animals'
import { VEHICLES } from './catalog/vehicles'
import type { Item } from './scan'

/**
 * Things left out on purpose: 'a beach without palm trees', 'a park, no benches', 'leave out the
 * nightstands', 'cars but no people'. The words after a negation, up to the end of their phrase
 * (a comma, 'and', 'with', 'just'), name what must not be made: they are taken out of the items
 * (so they are neither built nor reported as unknown), and their kinds are kept so that a place's
 * own furnishings leave them out too.
 */
export interface Negated {
  items: Item[]
  /** Catalogue keys and kinds (a key's head noun, 'tree') that must not be made. */
  excluded: Set<string>
  /** Token positions the negated words held (not free for place words). */
  tokens: Set<number>
}

const TRIGGERS = new Set(['without', 'no', 'except', 'excluding', 'minus', 'omit', 'skip'])
/** Two-word triggers: 'leave out', 'leaving out', 'don't add', 'do not want'. */
const PAIRS: [string, Set<string>][] = [
  ['leave', new Set(['out', 'off'])],
  ['leaving', new Set(['out', 'off'])],
  ["don't", new Set(['add', 'want', 'include', 'put', 'need', 'make'])],
  ['dont', new Set(['add', 'want', 'include', 'put', 'need', 'make'])],
  ['not', new Set(['any'])],
]
/** What ends the negated phrase: 'no animals, just trees', 'no rocks and a tent'. */
const ENDS = new Set([',', '.', ';', '!', '?', 'and', 'with', 'just', 'only', 'but', 'plus', 'also', 'then', 'while'])
/** Words that are not a thing but the negation's own filler. */
const FILLER = new Set(['a', 'an', 'the', 'any', 'some', 'more', 'of', 'or', 'nor', 'single', 'other'])

/** Words that name a whole class of things ('no animals', 'no vehicles'). */
const CLASSES: Record<string, string[]> = {
  animal: ANIMALS.map((s) => s.key),
  animals: ANIMALS.map((s) => s.key),
  wildlife: ANIMALS.map((s) => s.key),
  pets: ANIMALS.map((s) => s.key),
  vehicle: VEHICLES.map((s) => s.key),
  vehicles: VEHICLES.map((s) => s.key),
  traffic: VEHICLES.map((s) => s.key),
  furniture: [],
}

export function dropNegated(tokens: string[], items: Item[]): Negated {
  const excluded = new Set<string>()
  const negTokens = new Set<number>()
  const out: Item[] = []
  let k = 0
  while (k < items.length) {
    const it = items[k]
    const w = tokens[it.i]
    const pair = PAIRS.find(([a]) => a === w)
    const skip = TRIGGERS.has(w) && it.t !== 'object' && it.n === 1 && !(w === 'no' && (tokens[it.i + 1] === 'longer' || tokens[it.i + 1] === 'matter')) ? 1 : pair && pair[1].has(tokens[it.i + 1]) && it.n === 1 ? 2 : 0
    if (!skip) {
      out.push(it)
      k++
      continue
    }
    // The trigger's own items, then its phrase.
    let j = k
    const start = it.i
    while (j < items.length && items[j].i < start + skip) j++
    const from = j
    let things = 0
    while (j < items.length) {
      const x = items[j]
      const word = tokens[x.i]
      if ((x.t === 'sep' || x.t === 'word') && ENDS.has(word) && things > 0) break
      if (x.t === 'sep' && ENDS.has(word) && word !== 'and') break
      if (x.t === 'object') {
        things++
        excluded.add(x.spec.key)
      } else if (x.t === 'word' && CLASSES[word]) {
        things++
        for (const key of CLASSES[word]) excluded.add(key)
      } else if (x.t === 'relation' || x.t === 'env' || x.t === 'region' || x.t === 'quote') break
      else if (x.t === 'word' && !FILLER.has(word) && things > 0) break
      j++
    }
    // A negation that names nothing ('no, make it red') stays as it was.
    if (!things) {
      out.push(it)
      k++
      continue
    }
    for (let m = k; m < j; m++) for (let t = items[m].i; t < items[m].i + items[m].n; t++) negTokens.add(t)
    void from
    k = j
  }
  return { items: out, excluded, tokens: negTokens }
}

/** Whether a catalogue key is one the prompt left out: the key itself, or its kind ('no trees' leaves out palm trees). */
export function isExcluded(key: string, excluded: ReadonlySet<string> | undefined): boolean {
  if (!excluded?.size) return false
  if (excluded.has(key)) return true
  // The kind is the head noun, written apart or together ('palm tree', 'sailboat' are a tree, a boat).
  const head = key.split(' ').pop()!
  for (const ex of excluded) if (ex.length >= 3 && !ex.includes(' ') && head.endsWith(ex) && KEYS.has(ex)) return true
  return false
}
const KEYS = new Set(CATALOG.map((s) => s.key))

/**
 * 'actually, no palm trees', 'A beach. No palm trees.': what stands in the scene of the kinds left
 * out goes (each with what it holds), so the scene has none of them. Only roots are taken: a part
 * named like a thing ('Wheel') is the thing it belongs to.
 */
export function removeExcluded(doc: SceneDocument, excluded: ReadonlySet<string>): { ops: SceneOp[]; said: string[] } {
  const gone = new Map<string, number>()
  const ops: SceneOp[] = []
  for (const n of Object.values(doc.nodes)) {
    if (n.parentId !== null || n.kind === 'light' || n.kind === 'audio' || n.kind === 'text') continue
    const spec = specForName(n.name)
    if (!spec || !isExcluded(spec.key, excluded)) continue
    ops.push({ op: 'remove', id: n.id })
    gone.set(spec.key, (gone.get(spec.key) ?? 0) + 1)
  }
  const said = [...gone].map(([key, n]) => `removed ${n === 1 ? `the ${key}` : `the ${n} ${pluralOf(key)}`}`)
  // The environment's foliage draws trees (and bushes) of its own: 'no trees' takes it away too.
  const env = doc.settings.environment
  if (env.elements.includes('foliage') && (isExcluded('tree', excluded) || isExcluded('bush', excluded) || excluded.has('tree') || excluded.has('bush'))) {
    ops.push({ op: 'settings', patch: { environment: { ...env, elements: env.elements.filter((e) => e !== 'foliage') } } })
    said.push("took away the environment's trees and bushes")
  }
  return { ops, said }
}
