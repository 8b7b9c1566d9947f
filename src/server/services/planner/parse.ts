import type { SceneDocument } from '../../../shared/scene/schema'
import { emptyEnv } from './environment'
import { extractQuoted } from './quotes'
import { existingBySpec, type Entity, type Parsed } from './entities'
import { namedObjects } from './mentions'
import { tokenize, type Item } from './scan'
import { attachMotion } from './motion-words'
import { lyingFlat, variedHeights } from './varied-heights'
import { spreadOverParts } from './spread-words'
import { coloursAfter, oneEachSide } from './after-noun'
import { fresh, PLACE_HEADS, type ParseRun, commit, closeDangling } from './parse-run'
import { onWord, onRegion, onRelation, onEnv, onSep } from './parse-words'
import { dropNegated } from './negation'
import { fixTypos } from './typos'
import { verbsNotThings } from './not-things'
import { MATERIAL_COLOURS, MATERIAL_WORDS, SIZE_WORDS } from './lexicon'
import { sizedAs } from './size-as'
import { onObject, onLight, onText, onQuote } from './parse-objects'

export { existingBySpec, TUCKED_ORDER, type Entity, type Loose, type Parsed, type Ref } from './entities'

export function parse(prompt: string, doc: SceneDocument): Parsed {
  const { text, quotes, urls } = extractQuoted(prompt)
  // 'pls make a red chiar next to a tbale': shorthand and slips mended before anything is read.
  const { tokens, items: typed } = fixTypos(tokenize(text))
  // 'a car showroom', 'a bicycle museum': the thing names the kind of place, it is not one more of them.
  const scanned = typed.map((it, k, all): Item => {
    const next = all[k + 1]
    // 'a giant apple', 'a baby elephant': a size word that also names a thing is a size before another thing.
    if (it.t === 'object' && it.n === 1 && it.words in SIZE_WORDS && next?.t === 'object' && next.i === it.i + 1) return { t: 'size', ...SIZE_WORDS[it.words], word: it.words, i: it.i, n: 1 }
    // 'a marble bust', 'a crystal ball': a material that also names a thing is what the next thing is made of.
    if (it.t === 'object' && it.n === 1 && it.words in MATERIAL_WORDS && next?.t === 'object' && next.i === it.i + 1) return { t: 'material', mat: MATERIAL_WORDS[it.words], colour: MATERIAL_COLOURS[it.words], word: it.words, i: it.i, n: 1 }
    // 'a fan whose blades spin', 'a mailbox whose little flag flips up': a part of the thing before, not one more thing.
    if (it.t === 'object' && k > 0 && tokens.slice(Math.max(0, it.i - 3), it.i).includes('whose') && all.slice(0, k).some((b) => b.t === 'object')) return { t: 'word', word: it.words, i: it.i, n: it.n }
    return it.t === 'object' && next && (next.t === 'word' || next.t === 'env') && next.i === it.i + it.n && PLACE_HEADS.has(tokens[next.i]) ? { t: 'word', word: it.words, i: it.i, n: it.n } : it
  })
  // 'a beach without palm trees': what is left out is no thing to make.
  const negated = dropNegated(tokens, verbsNotThings(tokens, scanned))
  const items = negated.items
  const st: ParseRun = {
    doc, tokens, items, quotes, existing: existingBySpec(doc), named: namedObjects(doc), entities: [], mentions: new Map(), env: emptyEnv(), sounds: [], loose: { sizes: [] }, looseCount: undefined,
    pending: fresh(), last: null, anchor: null, eachWith: false, ofAnchor: false, relation: null, carried: [], conj: [], targets: new Set(), partWords: new Set(),
  }
  for (let k = 0; k < items.length; k++) step(st, items[k], k)
  closeDangling(st)
  commit(st)
  const { env, entities } = st
  env.add = [...new Set(env.add)].filter((e) => !env.remove.includes(e))
  env.remove = [...new Set(env.remove)]
  attachMotion(tokens, items, entities)
  variedHeights(tokens, items, entities)
  lyingFlat(tokens, items, entities)
  openingsInWalls(entities)
  rowsOf(tokens, items, entities)
  distancesOf(tokens, items, entities)
  flankSides(tokens, items, entities)
  oneEachSide(tokens, items, entities)
  spreadOverParts(tokens, items, entities, st.existing, doc)
  coloursAfter(items, entities)
  oneOfEachSize(entities)
  sizedAs(tokens, items, entities)
  // 'a ring of mushrooms', 'chairs in a circle': a ring needs more than the three a bare plural makes.
  for (const e of entities) if (e.kind === 'object' && e.arrangement === 'circle' && e.plural && !e.countGiven && !e.existing && e.count < 6) e.count = 6
  // 'a hanging sign', 'a sign hanging by the door'.
  for (const e of entities) {
    const it = items[e.item]
    if (e.kind === 'object' && it && [tokens[it.i - 1], tokens[it.i - 2], tokens[it.i + it.n]].some((w) => w === 'hanging' || w === 'hangs' || w === 'hung' || w === 'dangling' || w === 'suspended')) e.hangs = true
  }
  const free = tokens.map(() => true)
  for (const [k, it] of items.entries()) if (it.t === 'object' && !st.partWords.has(k)) for (let j = it.i; j < it.i + it.n; j++) free[j] = false
  for (const j of negated.tokens) free[j] = false
  return { tokens, items, quotes, urls, entities, env, sounds: st.sounds, mentions: st.mentions, loose: st.loose, looseCount: st.looseCount, free, excluded: negated.excluded }
}

/** One scanned item, read in order: it changes the pending description, names a thing, relates things or ends a phrase. */
function step(st: ParseRun, it: Item, k: number) {
  const { sounds } = st
  switch (it.t) {
    case 'word':
      onWord(st, it, k)
      break
    case 'number':
      st.pending.count = (st.pending.count && st.pending.countGiven ? st.pending.count : 1) * it.value
      st.pending.countGiven = true
      break
    case 'size':
      if (st.pending.factor) {
        // 'three times smaller' divides; 'twice as tall' multiplies along the word's axis.
        const k = it.k < 1 && st.pending.factor > 1 ? 1 / st.pending.factor : st.pending.factor
        st.pending.sizes.push({ k, axis: it.axis, word: `${k < 1 ? `${Math.round(1 / k)} times` : `${st.pending.factor} times`} ${it.k < 1 ? 'smaller' : it.axis === 'y' ? 'taller' : it.axis === 'xz' ? 'wider' : 'bigger'}` })
        st.pending.factor = undefined
      } else st.pending.sizes.push({ k: it.k, axis: it.axis, word: it.word })
      break
    case 'dims':
      st.pending.dims = { metres: it.metres, axis: it.axis }
      break
    case 'colour':
      st.pending.colour = { hex: it.hex, name: it.name, metallic: it.metallic }
      break
    case 'material':
      st.pending.material = { mat: it.mat, colour: it.colour, word: it.word }
      break
    case 'arrangement':
      if (it.prefix) st.pending.arrangement = it.arr
      else if (st.last) {
        st.last.arrangement = it.arr
        // 'a sofa, a lamp and a bookcase side by side': the things listed together stand in one row.
        const listed = st.conj.filter((e) => e !== st.last && e.kind === 'object' && !e.rel && !e.existing)
        if (it.arr === 'row' && listed.length && !st.last.rel) for (const e of [...listed, st.last]) e.rowWith = listed[0].index
      }
      break
    case 'region':
      onRegion(st, it, k)
      break
    case 'relation':
      onRelation(st, it, k)
      break
    case 'object':
      onObject(st, it, k)
      break
    case 'light':
      onLight(st, it, k)
      break
    case 'text':
      onText(st, it, k)
      break
    case 'quote':
      onQuote(st, it, k)
      break
    case 'sound':
      sounds.push({ clip: it.clip, item: k })
      break
    case 'env':
      onEnv(st, it, k)
      break
    case 'sep':
      onSep(st, it, k)
      break
    case 'url':
      break
  }
}

/**
 * 'a stage with speakers on both sides', 'a velvet rope on each side': two of them, one each side
 * of what they came with, standing beside it rather than on it.
 */
function flankSides(tokens: string[], items: Item[], entities: Entity[]): void {
  for (let i = 1; i < tokens.length; i++) {
    if (!((tokens[i] === 'sides' && tokens[i - 1] === 'both') || (tokens[i] === 'side' && (tokens[i - 1] === 'either' || tokens[i - 1] === 'each')))) continue
    // ('one on each side' is read by oneEachSide.)
    if (tokens[i - 3] === 'one' && tokens[i - 2] === 'on') continue
    const before = entities.filter((e) => e.kind === 'object' && !e.existing && !e.pronoun && items[e.item] && items[e.item].i < i - 1)
    const e = before[before.length - 1]
    // Either side of what it came with, or of the thing named just before it ('a bed, two nightstands on either side').
    const target = e?.rel?.target.entity !== undefined ? e.rel.target : before.length > 1 ? { entity: before[before.length - 2].index } : undefined
    if (!e || !target) continue
    // Both sides of a long way (a road, a path, a river): a row along each long side.
    const way = target.entity !== undefined ? entities[target.entity]?.spec : undefined
    if (way && way.size[0] >= 3 * way.size[2] && tokens[i] === 'sides') {
      e.count = e.countGiven ? Math.max(2, e.count) : e.plural ? 6 : 2
      e.plural = true
      e.rel = { type: 'next', target, spread: 'sides' }
      continue
    }
    if (!e.countGiven || e.count === 2) {
      e.count = 2
      e.plural = true
      e.rel = { type: 'next', target, sides: true }
    }
  }
}

/** 'a small, a medium and a large box side by side': one thing of each size, listed together (a row when they are said to be side by side). */
function oneOfEachSize(entities: Entity[]): void {
  for (const e of [...entities]) {
    const sizes = e.sizeVariants
    if (!sizes || sizes.length < 2 || e.count !== sizes.length) continue
    e.sizeVariants = undefined
    e.count = 1
    e.plural = false
    e.sizes = [sizes[0]]
    const row = e.arrangement === 'row' ? e.index : undefined
    if (row !== undefined) e.rowWith = row
    for (const size of sizes.slice(1)) entities.push({ ...e, index: entities.length, sizes: [size], partColours: [...e.partColours], rowWith: row })
  }
}

/** 'a door in a brick wall': the door stands on the ground against the wall's face, not on its top. */
function openingsInWalls(entities: Entity[]): void {
  for (const e of entities) {
    const target = e.rel?.type === 'in' && e.rel.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    if (!target?.spec || !e.spec || !/\b(wall|fence|hedge)\b/.test(target.spec.key) || !/\b(door|gate|window)\b/.test(e.spec.key)) continue
    e.rel = { ...e.rel!, type: 'front' }
  }
}

/** 'two rows of chairs', 'three rows of 5 seats': that many rows of them (four to a row when not said), one behind another. */
function rowsOf(tokens: string[], items: Item[], entities: Entity[]): void {
  for (const e of entities) {
    const it = items[e.item]
    if (e.kind !== 'object' || !it || e.existing) continue
    let k = it.i - 1
    const perRow = items.find((x) => x.t === 'number' && x.i === k)
    if (perRow) k--
    if (tokens[k] !== 'of' || !/^(rows|lines)$/.test(tokens[k - 1] ?? '')) continue
    const n = items.find((x) => x.t === 'number' && x.i === k - 2)
    if (!n || n.t !== 'number' || n.value < 2) continue
    e.rows = n.value
    e.count = Math.min(40, n.value * (perRow && perRow.t === 'number' ? perRow.value : 4))
    e.countGiven = true
    e.plural = true
    e.arrangement = 'grid'
  }
}

/** A distance belongs to the thing named before it ('a car parked 8 m away'); 'from the house' names what it is from. */
function distancesOf(tokens: string[], items: Item[], entities: Entity[]): void {
  const objects = entities.filter((e) => e.kind === 'object' && items[e.item])
  for (const [k, it] of items.entries()) {
    if (it.t !== 'distance') continue
    const owner = objects.filter((e) => e.item < k).pop() ?? objects.find((e) => e.item > k)
    if (!owner || owner.existing) continue
    const from = it.how === 'from' ? objects.find((e) => e.item > k && e !== owner) : undefined
    owner.distance = { metres: it.metres, how: it.how, from: from?.index }
    // ('3 m from the wall' is where it stands, not the wall's relation to it.)
    if (from && owner.rel?.target.entity === from.index) owner.rel = undefined
  }
  // 'a life-size T. rex', 'a full-size elephant'.
  for (const e of objects) {
    const at = items[e.item].i
    if (/\b(?:life|full|real|actual)[- ]?sized?\b|\blifesize\b/.test(tokens.slice(Math.max(0, at - 3), at).join(' '))) e.lifeSize = true
  }
  // 'a turntable for a shoe', 'a pedestal for the vase': the thing stands on what is for it.
  for (const e of objects) {
    const at = items[e.item].i
    const lead = /^(a|an|the|my|our|your)$/.test(tokens[at - 1]) ? at - 2 : at - 1
    const holder = objects.filter((x) => x.item < e.item).pop()
    if (tokens[lead] !== 'for' || !holder?.spec || !/^(turntable|pedestal|plinth|stand|display stand|podium)$/.test(holder.spec.key) || e.rel || e.existing) continue
    e.rel = { type: 'on', target: { entity: holder.index } }
  }
}
