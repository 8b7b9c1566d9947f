import type { SceneDocument } from '../scene/schema'
import { ALIAS_SINGULAR, BY_KEY, type MatHint, type ObjectSpec } from './catalog'
import { pluralOf } from './catalog/dsl'
import { emptyEnv, ENV_WORDS, NEGATORS } from './environment'
import { MAX_COUNT, type Arrangement, type RelationType } from './lexicon'
import { extractQuoted } from './quotes'
import { existingBySpec, type Entity, type Loose, type Parsed, type Ref } from './entities'
import { idsByName, nameOf, namedObjects, partOwner } from './mentions'
import { scan, tokenize, type Item } from './scan'
import { withRelation } from './with-relation'
import { joinsNext, modifierWords, titleWords } from './compound'

import { attachMotion } from './motion-words'
import { partFor, PART_WORDS } from './parts'
import { pickByColour } from './colour-pick'
import { spreadOverParts } from './spread-words'
export { existingBySpec, TUCKED_ORDER, type Entity, type Loose, type Parsed, type Ref } from './entities'

interface Pending {
  count?: number
  countGiven: boolean
  colour?: { hex: string; name: string; metallic: boolean }
  material?: { mat: MatHint; colour?: string }
  sizes: Entity['sizes']
  dims?: Entity['dims']
  definite: boolean
  all: boolean
  each: boolean
  more: boolean
  arrangement?: Arrangement
  partWord?: string
  /** 'twice as big', 'half the size', 'three times taller'. */
  factor?: number
  /** 'red, green and blue balloons': the colours before the last, one per instance. */
  colourList?: { hex: string; name: string }[]
}
const fresh = (): Pending => ({ countGiven: false, sizes: [], definite: false, all: false, each: false, more: false })
const hasModifiers = (p: Pending) => !!(p.colour || p.material || p.sizes.length || p.dims || p.factor)

const LABELS: Record<string, string> = { tv: 'TV', 'tv set': 'TV Set', ufo: 'UFO', pc: 'PC', 't-rex': 'T-Rex', 't rex': 'T-Rex', trex: 'T-Rex', mic: 'Mic' }
const SKY_THINGS: Record<string, 'clouds' | 'stars' | 'terrain'> = { cloud: 'clouds', star: 'stars', mountain: 'terrain', hill: 'terrain' }

const PLACE_HEADS = new Set(['farm', 'showroom', 'dealership', 'museum', 'exhibition', 'expo', 'factory', 'store', 'boutique', 'gallery', 'showcase'])
const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, sixth: 5, last: -1 }
const PRONOUNS = new Set(['it', 'them', 'they', 'itself', 'themselves', 'everything', 'one', 'ones'])
const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'its', 'their', 'my', 'your', 'our'])

/** One parse in progress: what was read, what it named so far, and the description still pending. */
interface ParseRun {
  doc: SceneDocument
  tokens: string[]
  items: Item[]
  quotes: string[]
  existing: Map<string, string[]>
  /** The scene's objects by name, lower case and without its copy number ('teacher desk', 'rotating platform'). */
  named: Map<string, string[]>
  entities: Entity[]
  mentions: Map<number, number>
  env: Parsed['env']
  sounds: Parsed['sounds']
  loose: Loose
  looseCount: number | undefined
  pending: Pending
  last: Entity | null
  anchor: Entity | null
  eachWith: boolean
  /** The anchor came with 'of' ('a basket of clothes'): it holds what follows. */
  ofAnchor: boolean
  relation: { type: RelationType; subject: Entity; first?: Ref; at?: number; reversed?: boolean; middle?: boolean } | null
  /** Object words that name the kind of the object after them ('pool' in 'pool table'). */
  carried: string[]
  /** Things listed together ('a laptop and a mug') that no relation has claimed yet. */
  conj: Entity[]
  targets: Set<number>
  /** Object words read as the name of a part ('the roof' of the house already there). */
  partWords: Set<number>
}

export function parse(prompt: string, doc: SceneDocument): Parsed {
  const { text, quotes, urls } = extractQuoted(prompt)
  const tokens = tokenize(text)
  // 'a car showroom', 'a bicycle museum': the thing names the kind of place, it is not one more of them.
  const items = scan(tokens).map((it, k, all): Item => {
    const next = all[k + 1]
    return it.t === 'object' && next && (next.t === 'word' || next.t === 'env') && next.i === it.i + it.n && PLACE_HEADS.has(tokens[next.i]) ? { t: 'word', word: it.words, i: it.i, n: it.n } : it
  })
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
  flankSides(tokens, items, entities)
  spreadOverParts(tokens, items, entities)
  // 'a hanging sign', 'a sign hanging by the door'.
  for (const e of entities) {
    const it = items[e.item]
    if (e.kind === 'object' && it && [tokens[it.i - 1], tokens[it.i + it.n]].some((w) => w === 'hanging' || w === 'hangs' || w === 'hung')) e.hangs = true
  }
  const free = tokens.map(() => true)
  for (const [k, it] of items.entries()) if (it.t === 'object' && !st.partWords.has(k)) for (let j = it.i; j < it.i + it.n; j++) free[j] = false
  return { tokens, items, quotes, urls, entities, env, sounds: st.sounds, mentions: st.mentions, loose: st.loose, looseCount: st.looseCount, free }
}

function newEntity(st: ParseRun, item: number, kind: Entity['kind'], p: Pending, spec?: ObjectSpec, plural = false): Entity {
  const { entities } = st
  const e: Entity = {
    index: entities.length,
    kind,
    spec,
    count: Math.min(MAX_COUNT, Math.max(1, Math.round(p.count ?? (plural ? 3 : 1)))),
    countGiven: p.countGiven,
    sizes: [],
    partColours: [],
    definite: p.definite,
    all: p.all,
    more: p.more,
    plural,
    arrangement: p.arrangement,
    item,
  }
  apply(e, p)
  // ('a black and white cow' is one cow of two colours, not two cows.)
  if (p.colourList?.length && p.colour && plural) {
    e.colours = [...p.colourList, { hex: p.colour.hex, name: p.colour.name }]
    if (!p.countGiven) {
      e.count = e.colours.length
      e.plural = true
    }
  }
  entities.push(e)
  return e
}

/** Names follow the word used ('a puppy' is Puppy, 'a chalkboard' Chalkboard), singular. */
function labelFor(spec: ObjectSpec, words: string, plural: boolean): string | undefined {
  let word = words
  if (plural) word = spec.words.find((w) => pluralOf(w) === words) ?? ALIAS_SINGULAR.get(words) ?? spec.key
  // 'a skeleton model' is a skeleton.
  // 'a pine' is a Pine Tree: a short form of its own name.
  if (word === spec.key || (word.endsWith(' model') && spec.words.includes(word.slice(0, -6))) || spec.key.startsWith(`${word} `)) return undefined
  return LABELS[word] ?? titleWords(word.split(' '))
}

function apply(e: Entity, p: Pending) {
  if (p.colour) {
    e.colour = { hex: p.colour.hex, name: p.colour.name }
    if (p.colour.metallic && !p.material) e.material = 'metal'
  }
  if (p.material) {
    e.material = p.material.mat
    if (p.material.colour && !p.colour && !e.colour) e.colour = { hex: p.material.colour, name: '' }
  }
  e.sizes.push(...p.sizes)
  if (p.dims) e.dims = p.dims
  if (p.countGiven && e.existing) {
    e.count = p.count ?? e.count
    e.countGiven = true
  }
}

/** The things a definite mention names: earlier in this prompt, or already in the scene. */
function lookup(st: ParseRun, spec: ObjectSpec, plural: boolean, p: Pending, label?: string): Ref | null {
  const { existing, entities } = st
  if (!p.definite && !p.all) return null
  // Two nearest-thing words built alike ('electrons … the nucleus', both spheres) are still two things.
  const alias = (l: string | undefined) => !!l && !spec.words.includes(l.toLowerCase())
  const same = (e: Entity) => !(alias(e.label) && alias(label) && e.label !== label)
  for (let k = entities.length - 1; k >= 0; k--) if (entities[k].spec === spec && !entities[k].existing && same(entities[k])) return { entity: k }
  // 'the cake' with only a birthday cake in the scene: that one, a kind of cake.
  const ids = existing.get(spec.key) ?? [...existing.entries()].filter(([key]) => key.endsWith(` ${spec.key}`)).flatMap(([, v]) => v)
  if (!ids?.length) return null
  // 'the green balloon': the one of that colour, when the scene has one.
  const coloured = p.colour && !p.all ? pickByColour(st.doc, ids, p.colour.hex) : []
  if (coloured.length && coloured.length < ids.length) return { nodeIds: plural ? coloured : coloured.slice(-1) }
  return { nodeIds: plural || p.all ? ids : ids.slice(-1) }
}

/** A definite mention found by its name in the scene (see mentions.ts). */
function lookupByName(st: ParseRun, name: string, plural: boolean, p: Pending, headOnly: boolean): Ref | null {
  if (!p.definite && !p.all) return null
  const ids = idsByName(st.named, name, headOnly)
  if (!ids?.length) return null
  return { nodeIds: plural || p.all ? ids : ids.slice(-1) }
}

function mentionRef(st: ParseRun, ref: Ref, item: number, spec: ObjectSpec | undefined, p: Pending): Entity {
  const { entities, mentions } = st
  if (ref.entity !== undefined) {
    mentions.set(item, ref.entity)
    return entities[ref.entity]
  }
  const e = newEntity(st, item, 'object', fresh(), spec)
  e.plural = (ref.nodeIds?.length ?? 0) > 1
  e.existing = ref.nodeIds
  // Said back by the name it has ('the teacher desk', 'the rotating platform'), not by its catalogue kind.
  const name = ref.nodeIds?.length ? nameOf(st.named, ref.nodeIds[0]) : undefined
  if (name && spec && name !== spec.key) e.label = titleWords(name.split(' '))
  e.pronoun = ref.pronoun
  e.definite = true
  e.all = p.all
  apply(e, p)
  mentions.set(item, e.index)
  return e
}

function commit(st: ParseRun) {
  const { loose } = st
  if (st.pending.factor) {
    st.pending.sizes.push({ k: st.pending.factor, word: st.pending.factor < 1 ? 'half the size' : `${st.pending.factor} times bigger` })
    st.pending.factor = undefined
  }
  if (hasModifiers(st.pending) && st.last) {
    if (st.pending.partWord && st.last.spec) {
      const part = st.pending.partWord
      if (st.pending.colour) st.last.partColours.push({ part, hex: st.pending.colour.hex, name: st.pending.colour.name })
    } else apply(st.last, st.pending)
  } else if (hasModifiers(st.pending)) {
    if (st.pending.colour) loose.colour = st.pending.colour
    if (st.pending.material) loose.material = st.pending.material.mat
    if (st.pending.material?.colour && !st.pending.colour) loose.colour = { hex: st.pending.material.colour, name: '', metallic: false }
    loose.sizes.push(...st.pending.sizes)
    if (st.pending.dims) loose.dims = st.pending.dims
  }
  if (st.pending.countGiven && !st.last) st.looseCount = st.pending.count
  st.pending = fresh()
}

function setRelation(st: ParseRun, subject: Entity, type: RelationType, target: Ref) {
  const { entities, targets } = st
  if (subject === entities[target.entity ?? -1]) return
  // 'a vase with flowers on the table': what came 'with' goes where its companion goes.
  // (Not 'above' or 'around': 'a street with umbrellas over the stalls' keeps the street on the ground.)
  // Not 'apples in crates' (a container that holds them is theirs); but 'a nest with eggs in it on a branch' is the nest on the branch.
  const holds = type === 'in' && !!(target.entity !== undefined && entities[target.entity]?.spec?.inside)
  // (Nor 'a bus stop with a bench under a roof': the bus stop does not fit under it.)
  const tooBig = type === 'under' && (entities[target.entity ?? -1]?.spec?.under ?? 0) < (st.anchor?.spec?.size[1] ?? 0)
  // (Nor 'a street with a car parked in front of a shop': a street or a square is ground, it stays put.)
  const ground = !!st.anchor?.spec?.surface && st.anchor.spec.size[1] < 0.3 && Math.max(st.anchor.spec.size[0], st.anchor.spec.size[2]) > 4
  // (Nor 'a fruit stand with apples in crates': the stand does not go into, or onto, something much smaller than itself.)
  const footprint = (spec?: ObjectSpec) => (spec ? spec.size[0] * spec.size[2] : 0)
  const bigger = (type === 'in' || type === 'on') && target.entity !== undefined && footprint(st.anchor?.spec) > 1.5 * footprint(entities[target.entity]?.spec)
  if (subject.rel && st.anchor && !st.anchor.rel && !holds && !tooBig && !ground && !bigger && type !== 'above' && type !== 'around' && target.entity !== st.anchor.index && !target.pronoun && subject.rel.target.entity === st.anchor.index) {
    st.anchor.rel = { type, target, each: st.pending.each }
    // 'a tank with three fish on a table': the fish stay in the tank; the tank goes on the table.
    if (subject.rel.type === 'in' || (subject.rel.type === 'on' && Math.max(...(st.anchor.spec?.size ?? [9])) <= 2)) return
  }
  // 'a sofa facing the TV': in front of it, turned to it.
  subject.rel = type === 'facing' ? { type: 'front', target, each: st.pending.each, facing: true } : { type, target, each: st.pending.each }
  if (target.entity !== undefined) targets.add(target.entity)
  // 'a laptop and a mug on the desk': the relation is for the whole list.
  // Not 'six desks and a blackboard on the wall': only what can hang shares a wall.
  const wallOnly = type === 'on' && target.entity !== undefined && entities[target.entity]?.spec?.key === 'wall'
  // Nor 'a stage, a singer in front of a microphone': a stage is far too big to be placed by a microphone.
  const areaOf = (e?: Entity) => (e?.spec ? e.spec.size[0] * e.spec.size[2] : 0)
  const dwarfs = (e: Entity) => target.entity !== undefined && areaOf(entities[target.entity]) > 0 && areaOf(e) > 20 * areaOf(entities[target.entity])
  for (const e of st.conj) if (type !== 'above' && type !== 'around' && !(wallOnly && !e.spec?.wallMount) && e !== subject && !e.rel && !e.existing && !e.pronoun && e.index !== target.entity && e.kind !== 'light' && !dwarfs(e)) e.rel = { ...subject.rel }
  st.conj = []
}

/**
 * 'a house with a mailbox in front', 'a podium with a banner behind', 'a cell with a nucleus
 * inside': a relation with no thing after it is to what the subject came with, else to the
 * thing named before it. ('on either side' is not: flankSides reads it.)
 */
function closeDangling(st: ParseRun) {
  const { tokens, items, entities, targets } = st
  if (!st.relation || st.relation.type === 'between' || st.relation.type === 'around' || st.relation.subject.existing || st.relation.subject.pronoun) return
  if (st.relation.subject.rel && !st.relation.subject.rel.implied) return
  const at = items[st.relation.subject.item]?.i ?? -1
  const next = tokens.slice(at + 1).find((t, j) => j > 0 && (t === 'side' || t === 'sides'))
  if (next) return
  const before = entities.filter((e) => e !== st.relation!.subject && e.kind === 'object' && !e.pronoun && e.index < st.relation!.subject.index).pop()
  // 'three pedestals, a cube on the first, a sphere on the second': that one of the counted things.
  const words = st.relation.at !== undefined ? tokens.slice(st.relation.at, st.relation.at + 3) : []
  const nth = words.map((w) => ORDINALS[w]).find((n) => n !== undefined)
  if (nth !== undefined) {
    const many = entities.filter((e) => e !== st.relation!.subject && e.kind === 'object' && !e.pronoun && e.count > 1 && e.index < st.relation!.subject.index).pop()
    if (many) {
      st.relation.subject.rel = { type: st.relation.type, target: { entity: many.index, instance: nth < 0 ? many.count - 1 : Math.min(nth, many.count - 1) } }
      targets.add(many.index)
      return
    }
  }
  const target = st.anchor && st.anchor !== st.relation.subject ? st.anchor : before
  if (!target) return
  // 'in front' is front; a bare 'in' ('in the middle', 'in a row') is no relation, 'inside' is.
  const after = st.relation.at !== undefined ? tokens[st.relation.at] : undefined
  let type = st.relation.type
  if (type === 'in' && after === 'front') type = 'front'
  else if (type === 'in' && st.relation.at !== undefined && tokens[st.relation.at - 1] !== 'inside') return
  // 'a washing machine with a basket of clothes on top': the basket (with its clothes) goes on top.
  const holder = st.ofAnchor && st.anchor && st.relation.subject.rel?.implied && st.relation.subject.rel.target.entity === st.anchor.index && (!st.anchor.rel || st.anchor.rel.implied) ? st.anchor : undefined
  const under = holder ? holder.rel?.target.entity ?? entities.filter((e) => e !== holder && e.kind === 'object' && !e.pronoun && e.index < holder.index).pop()?.index : undefined
  if (holder && under !== undefined) {
    holder.rel = { type, target: { entity: under } }
    targets.add(under)
    return
  }
  st.relation.subject.rel = { type, target: { entity: target.index } }
  targets.add(target.index)
}

/**
 * 'three glass display cases and a watch in each case': a bare word that is the last word of a
 * thing already named in the prompt, where a relation waits for its thing, is that thing (not a
 * new one the reply says it left out). The word becomes a mention of it. True when read.
 */
function headMention(st: ParseRun, it: Extract<Item, { t: 'word' }>, k: number): boolean {
  const rel = st.relation
  if (!rel || it.word.length < 3) return false
  const head = (e: Entity) => (e.label ?? e.spec?.key ?? '').toLowerCase().split(' ').pop()
  const word = it.word.replace(/(?<=[^s])s$/, '')
  const target = [...st.entities].reverse().find((e) => e !== rel.subject && e.kind === 'object' && !e.pronoun && e.spec && (head(e) === it.word || head(e) === word))
  if (!target?.spec) return false
  st.items[k] = { t: 'object', spec: target.spec, plural: word !== it.word, i: it.i, n: it.n, words: it.word }
  setRelation(st, rel.subject, rel.type, { entity: target.index })
  if (st.pending.each && rel.subject.rel) rel.subject.rel.each = true
  st.mentions.set(k, target.index)
  st.relation = null
  st.pending = fresh()
  st.last = target
  return true
}

function onWord(st: ParseRun, it: Extract<Item, { t: 'word' }>, k: number) {
  const { items, entities, env } = st
  const w = it.word
  if (headMention(st, it, k)) return
  if (w === 'twice' || w === 'double' || w === 'doubled') st.pending.factor = 2
  else if (w === 'half' || w === 'halve') st.pending.factor = 0.5
  else if (w === 'triple' || w === 'thrice') st.pending.factor = 3
  else if (w === 'times' && st.pending.countGiven && st.pending.count) {
    st.pending.factor = st.pending.count
    st.pending.count = undefined
    st.pending.countGiven = false
  } else if (DEFINITE.has(w)) st.pending.definite = true
  else if (w === 'all' || w === 'every' || w === 'both') st.pending.all = true
  else if (w === 'each' && st.relation?.type === 'facing' && items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'other' && st.anchor && st.anchor !== st.relation.subject) {
    // 'a table and two chairs facing each other': across the table from each other, each facing it.
    setRelation(st, st.relation.subject, 'around', { entity: st.anchor.index })
    st.relation = null
  } else if (w === 'each') {
    // 'a vase on each' points back at the anchor; 'a lamp on each nightstand' names its target.
    const named = items.slice(k + 1, k + 4).find((x) => x.t !== 'colour' && x.t !== 'size' && x.t !== 'material')
    if (st.relation && st.anchor && named?.t !== 'object') {
      setRelation(st, st.relation.subject, st.relation.type, { entity: st.anchor.index })
      if (st.relation.subject.rel) st.relation.subject.rel.each = true
      st.relation = null
    } else {
      st.pending.each = true
      // 'a lamp on each nightstand': the nightstands already named.
      if (named?.t === 'object') st.pending.definite = true
    }
  } else if (w === 'more' || w === 'extra' || w === 'additional' || w === 'another') st.pending.more = true
  else if (w === 'of' && st.last && !st.relation && (st.last.spec?.inside || (k > 0 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'full'))) {
    // 'a bowl of apples', 'a table full of presents': like 'with'.
    commit(st)
    st.anchor = st.last
    st.ofAnchor = true
  }
  else if (PRONOUNS.has(w) && !(w === 'one' && st.pending.count !== undefined)) {
    if (w === 'one' && k > 0 && items[k - 1].t === 'word' && ['each', 'every', 'no'].includes((items[k - 1] as { word: string }).word)) return
    const before = st.relation ? entities.filter((e) => e !== st.relation!.subject && e.kind === 'object' && !e.pronoun).pop() : undefined
    // 'a square with a fountain and benches around it': 'it' is the fountain standing on the
    // flat ground-like thing, not the ground itself.
    const onFlat = w === 'it' && st.relation && st.relation.type !== 'on' && st.relation.type !== 'in' && st.anchor?.spec?.surface && st.anchor.spec.size[1] < 0.3 ? entities.filter((e) => e !== st.relation!.subject && e !== st.anchor && e.kind === 'object' && !e.pronoun && e.count === 1 && e.rel?.implied && e.rel.target.entity === st.anchor!.index).pop() : undefined
    const ref: Ref = onFlat ? { entity: onFlat.index } : st.anchor && st.relation ? { entity: st.anchor.index } : st.relation && st.last && st.last !== st.relation.subject ? { entity: st.last.index } : before ? { entity: before.index } : { pronoun: true }
    if (st.relation) {
      if (ref.pronoun) {
        const e = mentionRef(st, ref, k, undefined, st.pending)
        setRelation(st, st.relation.subject, st.relation.type, { entity: e.index })
      } else setRelation(st, st.relation.subject, st.relation.type, ref)
      st.relation = null
    } else if (w !== 'one' && w !== 'ones') {
      const e = mentionRef(st, { pronoun: true }, k, undefined, st.pending)
      e.all = w !== 'it' && w !== 'itself'
      st.last = e
    }
  } else if (w === 'ground' || w === 'floor' || w === 'grass') {
    // 'a blanket on grass', 'eggs hidden in the grass': the ground is grassy.
    if (w === 'grass' && (st.relation || (k > 0 && items[k - 1].t === 'relation'))) env.add.push('foliage')
    // 'on the floor': indoors, on a floor (floor.ts lays one).
    if (w === 'floor' && (st.relation || (k > 0 && items[k - 1].t === 'relation'))) env.floor = true
    if (st.relation) st.relation = null
  } else if (st.last?.spec && (PART_WORDS.has(w) || st.last.spec.parts.some((p) => p.name.toLowerCase() === w || `${p.name.toLowerCase()}s` === w))) {
    // 'a house with a red roof', 'a red car with silver rims': the colour is for that part, never the body.
    const part = partFor(st.last.spec, w)
    if (st.pending.colour) st.last.partColours.push({ part: part ?? w, hex: st.pending.colour.hex, name: st.pending.colour.name, word: w, missing: !part })
    // 'a gift box with a bow', 'a diamond with bases': a part it has, named, is said in the reply (its own colour kept).
    else if (part && st.anchor === st.last && !st.last.partColours.some((p) => p.word === w)) st.last.partColours.push({ part, hex: '', word: w })
    st.pending = fresh()
  }
}

function onRegion(st: ParseRun, it: Extract<Item, { t: 'region' }>, k: number) {
  const { items } = st
  // 'a candle in the middle of the table': on it (or in it, or beside it), not a region of the scene.
  const of = items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'of' && items.slice(k + 2, k + 4).some((x) => x.t === 'object')
  if (of && st.last && it.region === 'center') {
    commit(st)
    st.relation = { type: 'on', subject: st.last, at: it.i + it.n, middle: true }
    return
  }
  if (st.last && !st.relation) st.last.region = it.region
}

function onRelation(st: ParseRun, it: Extract<Item, { t: 'relation' }>, k: number) {
  const { tokens, items } = st
  // 'in the forest', 'in the rain': a place, not a container.
  const next = items[k + 1]
  // ('on a grassy hill' is on the hill: the place word describes the thing after it.)
  const placeAt = next?.t === 'env' ? k + 1 : next?.t === 'word' && DEFINITE.has(next.word) && items[k + 2]?.t === 'env' ? k + 2 : -1
  if ((it.rel === 'in' || it.rel === 'on') && placeAt >= 0 && items[placeAt + 1]?.t !== 'object') return
  commit(st)
  const subject = st.last
  // 'a pond surrounded by rocks': the rocks go round the pond.
  if (subject) st.relation = { type: it.rel, subject, at: it.i + it.n, reversed: REVERSED.has(tokens[it.i]) }
  // 'birds over the city': when no thing follows, over the place (create.ts sets it over the place's things).
  if (subject && it.rel === 'above') subject.overPlace = true
}

/** Object words that are not one more thing: the floor, a part of something, the ground, a kind word. True when read. */
function objectNotAThing(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number): boolean {
  const { items, existing, entities, mentions, env, partWords } = st
  const spec = it.spec
  // 'a rug on the floor': the ground it stands on anyway, not a floor object to put it on.
  if (spec.key === 'floor' && st.relation?.type === 'on' && st.pending.definite && !st.pending.colour && !st.pending.material) {
    env.floor = true
    st.relation = null
    st.pending = fresh()
    return true
  }
  // 'make the roof blue' with no roof of its own in the scene: a part of something there.
  const hasPart = (o?: ObjectSpec) => !!o?.parts.some((p) => spec.words.includes(p.name.toLowerCase()))
  if (spec.alsoPart && st.pending.definite && !lookup(st, spec, it.plural, st.pending) && (entities.some((e) => hasPart(e.spec)) || [...existing.keys()].some((key) => hasPart(BY_KEY.get(key))))) {
    partWords.add(k)
    return true
  }
  // 'a house with a red roof': a part of the thing just named, coloured, not one more thing.
  const owner = !st.relation && spec.alsoPart && st.last?.spec && st.last.spec !== spec ? st.last : null
  // (Or one it lacks but can be given, coloured after 'with': 'a red car with a blue roof'.)
  const given = owner?.spec && st.pending.colour && st.anchor === owner && !owner.spec.parts.some((p) => spec.words.includes(p.name.toLowerCase())) ? partFor(owner.spec, it.words) : null
  if (given && owner) {
    owner.partColours.push({ part: given, hex: st.pending.colour!.hex, name: st.pending.colour!.name, word: it.words })
    st.pending = fresh()
    return true
  }
  if (owner?.spec && spec.words.some((w) => owner.spec!.parts.some((p) => p.name.toLowerCase() === w))) {
    if (st.pending.colour) owner.partColours.push({ part: spec.key, hex: st.pending.colour.hex, name: st.pending.colour.name, word: it.words })
    st.pending = fresh()
    return true
  }
  // 'on the roof of the house': the house's own roof, so on the house.
  const whole = items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'of' ? items.slice(k + 2, k + 4).find((x) => x.t === 'object') : undefined
  if (spec.alsoPart && whole?.t === 'object' && whole.spec.parts.some((p) => spec.words.includes(p.name.toLowerCase()))) {
    st.pending = fresh()
    return true
  }
  // 'a bottle of perfume' is one perfume bottle, not a bottle holding one.
  const ofWord = k > 1 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'of'
  if (ofWord && st.last?.spec && items[k - 2].t === 'object' && !st.relation && spec.key.endsWith(` ${st.last.spec.key}`)) {
    st.last.spec = spec
    st.last.label = undefined
    if (st.anchor === st.last) st.anchor = null
    mentions.set(k, st.last.index)
    st.pending = fresh()
    return true
  }
  // 'a blanket on grass', 'eggs in the grass': the ground is grassy, not a tuft to stand on.
  if (spec.key === 'grass' && st.relation && (st.relation.type === 'on' || st.relation.type === 'in') && !st.pending.countGiven && !st.pending.colour) {
    env.add.push('foliage')
    st.relation = null
    st.pending = fresh()
    return true
  }
  // 'a pool table': 'pool' says what kind of table; the table carries the words before it.
  if (joinsNext(items, k) && !st.relation?.subject.rel && items[k + 1].t === 'object') {
    st.carried.push(it.words)
    return true
  }
  return false
}

/** The thing a pending relation was waiting for: relate the subject to it. */
function objectAsTarget(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number, ref: Ref | null, kind: string[]) {
  const { mentions } = st
  const spec = it.spec
  const rel = st.relation!
  const target = ref ? mentionRef(st, ref, k, spec, st.pending) : newEntity(st, k, 'object', st.pending, spec, it.plural)
  if (!ref) target.label = kind.length ? titleWords([...kind, (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key]) : labelFor(spec, it.words, it.plural)
  mentions.set(k, target.index)
  if (rel.type === 'between' && !rel.first) {
    rel.first = { entity: target.index }
    st.pending = fresh()
    st.last = target
    return
  }
  if (rel.type === 'between' && rel.first) {
    rel.subject.rel = { type: 'between', target: rel.first, target2: { entity: target.index } }
  } else if (rel.reversed && !target.existing && !target.rel) setRelation(st, target, rel.type, { entity: rel.subject.index })
  else setRelation(st, rel.subject, rel.middle && !target.spec?.surface ? (target.spec?.inside ? 'in' : 'next') : rel.type, { entity: target.index })
  // 'a counter with three rings in a glass box': the box comes with the counter too.
  if (rel.type === 'in' && st.anchor && st.anchor !== target && st.anchor !== rel.subject && rel.subject.rel?.implied !== true && !target.rel && !target.existing && st.anchor.kind === 'object' && target.kind === 'object')
    target.rel = { type: withRelation(st.anchor.spec, target.spec), target: { entity: st.anchor.index }, implied: true }
  st.relation = null
  st.pending = fresh()
  st.last = target
  return
}

function onObject(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number) {
  const { items, mentions, env } = st
  const spec = it.spec
  if (objectNotAThing(st, it, k)) return
  // A lake or a river is a thing here, and the world around it has water.
  if (spec.key === 'lake') env.add.push('water')
  // Dunes stand on sand, a pitch on grass.
  if (spec.ground) env.add.push(...spec.ground)
  const kind = [...modifierWords(items, k - st.carried.length), ...st.carried]
  st.carried = []
  const word = (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key
  const ref = kind.length
    ? lookupByName(st, titleWords([...kind, word]), it.plural, st.pending, false)
    : lookup(st, spec, it.plural, st.pending, labelFor(spec, it.words, it.plural)) ?? (st.entities.some((e) => e.spec === spec) ? null : lookupByName(st, word, it.plural, st.pending, true))
  // Bare 'clouds', 'stars', 'mountains' are the sky and the land, not things; unless something
  // is said of them ('above the clouds', 'clouds floating over the field').
  const said = !!st.relation || items[k + 1]?.t === 'relation' || (items[k + 1]?.t === 'word' && /^(float|drift|hover|mov|fly)/.test((items[k + 1] as { word: string }).word))
  if (it.plural && said && !st.pending.countGiven && !ref && spec.key in SKY_THINGS) env.add.push(SKY_THINGS[spec.key])
  else if (it.plural && !st.pending.countGiven && !ref && spec.key in SKY_THINGS) {
    env.add.push(SKY_THINGS[spec.key])
    env.words.push(it.words)
    st.pending = fresh()
    st.relation = null
    return
  }
  if (st.relation && !ref && !kind.length && partTarget(st, it, k)) return
  if (st.relation) return objectAsTarget(st, it, k, ref, kind)
  const e = ref ? mentionRef(st, ref, k, spec, st.pending) : newEntity(st, k, 'object', st.pending, spec, it.plural)
  if (!ref) e.label = kind.length ? titleWords([...kind, (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key]) : labelFor(spec, it.words, it.plural)
  mentions.set(k, e.index)
  if (st.anchor && !e.existing && !e.rel && st.anchor !== e) e.rel = { type: withRelation(st.anchor.spec, e.spec), target: { entity: st.anchor.index }, implied: true, ...(st.eachWith ? { each: true } : {}) }
  st.pending = fresh()
  st.last = e
}

const BESIDE: RelationType[] = ['next', 'front', 'behind', 'left', 'right']

/**
 * 'two torches by the gate' with a castle there and no gate of its own: by the castle's gate, so
 * on the side of the castle its gate is on (in front), and said so. True when read.
 */
function partTarget(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number): boolean {
  const rel = st.relation!
  if (!st.pending.definite || !BESIDE.includes(rel.type) || rel.subject.existing || st.entities.some((e) => e.spec === it.spec)) return false
  const owner = partOwner(st.existing, it.spec)
  if (!owner) return false
  if (rel.type === 'next') rel.type = owner.side
  objectAsTarget(st, it, k, { nodeIds: owner.ids.slice(-1) }, [])
  const target = st.entities[st.mentions.get(k)!]
  target.label = `${target.label ?? titleWords(owner.ownerKey.split(' '))}'s ${titleWords([owner.part])}`
  return true
}

function onLight(st: ParseRun, it: Extract<Item, { t: 'light' }>, k: number) {
  const { mentions } = st
  const e = newEntity(st, k, 'light', st.pending, undefined, it.plural)
  e.lightKind = it.kind
  // 'neon lights' are Neon Lights.
  const kind = modifierWords(st.items, k)
  if (kind.length) e.label = titleWords([...kind, 'light'])
  mentions.set(k, e.index)
  // 'a bike under a spotlight': the light hangs above the bike.
  if (st.relation?.type === 'under' && st.relation.subject.kind === 'object' && !e.rel) e.rel = { type: 'above', target: { entity: st.relation.subject.index } }
  if (st.relation) st.relation = null
  st.pending = fresh()
  st.last = e
}

function onText(st: ParseRun, _it: Extract<Item, { t: 'text' }>, k: number) {
  const { mentions } = st
  const e = newEntity(st, k, 'text', st.pending)
  mentions.set(k, e.index)
  st.pending = fresh()
  st.last = e
}

function onQuote(st: ParseRun, it: Extract<Item, { t: 'quote' }>, k: number) {
  const { quotes, mentions } = st
  const content = quotes[it.index]
  if (st.last && !st.last.text && (st.last.kind === 'text' || st.last.spec?.face)) st.last.text = content
  else if (st.last?.existing && st.last.spec?.face) st.last.text = content
  else {
    const e = newEntity(st, k, 'text', st.pending)
    e.text = content
    mentions.set(k, e.index)
    st.last = e
  }
  st.pending = fresh()
}

function onEnv(st: ParseRun, it: Extract<Item, { t: 'env' }>, k: number) {
  const { tokens, items, env } = st
  // (A word of a thing's name is no negation: 'a bus stop at night' is night.)
  const named = new Set(items.flatMap((x) => (x.t === 'object' ? Array.from({ length: x.n }, (_, j) => x.i + j) : [])))
  const negated = negatedAt(tokens, it.i, named)
  const effect = ENV_WORDS[it.words]
  env.words.push(it.words)
  if (negated) {
    if (effect.add) env.remove.push(...effect.add.filter((e) => e !== 'terrain' || it.words === 'terrain'))
    if (effect.fog) env.fog = 'none'
  } else {
    if (effect.add) env.add.push(...effect.add)
    if (effect.time) env.time = effect.time
    if (effect.fog) env.fog = effect.fog
    if (effect.weather) env.weather = effect.weather
    if (effect.skybox && (!effect.place || !env.skybox)) env.skybox = effect.skybox
  }
  if (st.relation && items[k + 1]?.t !== 'object') st.relation = null
}

function onSep(st: ParseRun, it: Extract<Item, { t: 'sep' }>, k: number) {
  const { items, entities, targets } = st
  // 'red, green and blue balloons': the colours wait for the thing they are the colours of.
  const p = st.pending
  if ((it.word === ',' || it.word === 'and' || it.word === 'or') && p.colour && items[k + 1]?.t === 'colour' && !p.material && !p.sizes.length && !p.dims && colourListEnds(items, k + 1)) {
    p.colourList = [...(p.colourList ?? []), { hex: p.colour.hex, name: p.colour.name }]
    p.colour = undefined
    return
  }
  if (st.relation?.type === 'between' && st.relation.first && it.word === 'and') return
  // A relation that found no thing ('on either side,') ends the list before it.
  if (st.relation) st.conj = []
  closeDangling(st)
  if ((it.word === 'and' || it.word === ',') && st.last && !st.last.rel && !st.last.existing && !targets.has(st.last.index) && !st.conj.includes(st.last)) st.conj.push(st.last)
  else if (it.word !== 'and' && it.word !== ',') st.conj = []
  if (it.word === 'as' && st.pending.factor) return
  commit(st)
  st.relation = null
  // '4 desks each with a computer': one for every one of them.
  st.eachWith = it.word === 'with' && k > 0 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'each'
  if (it.word === 'with') {
    // 'a bench facing the river with a lamp post behind it', 'a blanket on the grass with a basket on it':
    // what comes 'with' belongs to the thing the phrase is about, not to where it stands.
    const owner = st.last && targets.has(st.last.index) ? entities.find((e) => e !== st.last && e.kind === 'object' && !e.existing && e.rel && !e.rel.implied && e.rel.target.entity === st.last!.index && e.count === 1) : undefined
    st.anchor = owner ?? st.last
    st.ofAnchor = false
  } else if (it.word === '.' || it.word === ';' || it.word === '!' || it.word === '?') st.anchor = null
}

/** The colours from item k on run (with commas and 'and') into a thing they describe, not a verb or the end. */
function colourListEnds(items: Item[], k: number): boolean {
  for (let j = k; j < items.length; j++) {
    const it = items[j]
    if (it.t === 'colour' || (it.t === 'sep' && (it.word === ',' || it.word === 'and' || it.word === 'or')) || it.t === 'size' || it.t === 'material') continue
    return it.t === 'object'
  }
  return false
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
      st.pending.material = { mat: it.mat, colour: it.colour }
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

function negatedAt(tokens: string[], i: number, named: Set<number>): boolean {
  for (let j = Math.max(0, i - 3); j < i; j++) {
    if (named.has(j)) continue
    if (NEGATORS.has(tokens[j])) return true
    if (tokens[j] === 'turn' && tokens[j + 1] === 'off') return true
    if (tokens[j] === 'get' && tokens[j + 1] === 'rid') return true
  }
  return false
}

/**
 * 'a stage with speakers on both sides', 'a velvet rope on each side': two of them, one each side
 * of what they came with, standing beside it rather than on it.
 */
function flankSides(tokens: string[], items: Item[], entities: Entity[]): void {
  for (let i = 1; i < tokens.length; i++) {
    if (!((tokens[i] === 'sides' && tokens[i - 1] === 'both') || (tokens[i] === 'side' && (tokens[i - 1] === 'either' || tokens[i - 1] === 'each')))) continue
    const before = entities.filter((e) => e.kind === 'object' && !e.existing && !e.pronoun && items[e.item] && items[e.item].i < i - 1)
    const e = before[before.length - 1]
    // Either side of what it came with, or of the thing named just before it ('a bed, two nightstands on either side').
    const target = e?.rel?.target.entity !== undefined ? e.rel.target : before.length > 1 ? { entity: before[before.length - 2].index } : undefined
    if (!e || !target) continue
    if (!e.countGiven || e.count === 2) {
      e.count = 2
      e.plural = true
      e.rel = { type: 'next', target, sides: true }
    }
  }
}

/** Relation phrases said the other way round: 'a pond surrounded by rocks' is rocks around the pond. */
const REVERSED = new Set(['surrounded', 'encircled', 'ringed'])
