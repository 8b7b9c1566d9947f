import type { SceneDocument } from '../../../shared/scene/schema'
import { ALIAS_SINGULAR, type MatHint, type ObjectSpec } from './catalog'
import { pluralOf } from './catalog/dsl'
import { MAX_COUNT, type Arrangement, type RelationType } from './lexicon'
import { type Entity, type Loose, type Parsed, type Ref } from './entities'
import { idsByName, nameOf } from './mentions'
import { type Item } from './scan'
import { titleWords } from './compound'
import { pickByColour } from './colour-pick'

/** One parse in progress: what was read, the description still pending, and how named things are made, looked up and related. */
export interface Pending {
  count?: number
  countGiven: boolean
  colour?: { hex: string; name: string; metallic: boolean }
  material?: { mat: MatHint; colour?: string; word?: string }
  sizes: Entity['sizes']
  dims?: Entity['dims']
  definite: boolean
  all: boolean
  each: boolean
  more: boolean
  arrangement?: Arrangement
  partWord?: string
  /** 'its', 'their' just before: what follows may be a part of the thing named. */
  possessive?: boolean
  /** 'twice as big', 'half the size', 'three times taller'. */
  factor?: number
  /** 'red, green and blue balloons': the colours before the last, one per instance. */
  colourList?: { hex: string; name: string; count?: number }[]
  /** 'a small, a medium and a large box': the sizes before the last, one thing per size. */
  sizeList?: Entity['sizes']
  /** The colours came each with its article ('a purple and an orange ball'): one thing per colour. */
  listed?: boolean
}

export const fresh = (): Pending => ({ countGiven: false, sizes: [], definite: false, all: false, each: false, more: false })

export const hasModifiers = (p: Pending) => !!(p.colour || p.material || p.sizes.length || p.dims || p.factor)

export const LABELS: Record<string, string> = { tv: 'TV', 'tv set': 'TV Set', ufo: 'UFO', pc: 'PC', 't-rex': 'T-Rex', 't rex': 'T-Rex', trex: 'T-Rex', mic: 'Mic' }

export const PLACE_HEADS = new Set(['farm', 'showroom', 'dealership', 'museum', 'exhibition', 'expo', 'factory', 'store', 'boutique', 'gallery', 'showcase', 'shower'])

export const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, sixth: 5, last: -1 }

export const PRONOUNS = new Set(['it', 'them', 'they', 'itself', 'themselves', 'everything', 'one', 'ones'])

export const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'its', 'their', 'my', 'your', 'our'])

/** One parse in progress: what was read, what it named so far, and the description still pending. */
export interface ParseRun {
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
  /** 'a trophy with the words …': the thing the coming quote is written on. */
  wordsFor?: Entity
}

export function newEntity(st: ParseRun, item: number, kind: Entity['kind'], p: Pending, spec?: ObjectSpec, plural = false): Entity {
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
  // 'a black and white cow', 'a red and yellow kite': one thing of two colours, the first its own,
  // the next on its biggest piece of another colour (the cow's spots, the kite's tail).
  if (p.colourList?.length && p.colour && !plural && !p.listed && spec) {
    const [first, ...rest] = [...p.colourList, { hex: p.colour.hex, name: p.colour.name }]
    e.colour = first
    const others = [...new Set(spec.parts.filter((q) => q.color !== 'main' && q.mat !== 'glass' && q.mat !== 'glow' && q.mat !== 'water').sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2]).map((q) => q.name.toLowerCase()))]
    rest.forEach((c, i) => others[i] && e.partColours.push({ part: others[i], hex: c.hex, name: c.name, word: others[i] }))
  }
  if (p.sizeList?.length) {
    e.sizeVariants = [...p.sizeList, ...e.sizes.slice(0, 1)]
    if (!p.countGiven) e.count = e.sizeVariants.length
    e.plural = true
  }
  // 'three red and two blue cubes': each colour as many times as counted before it.
  if (p.colourList?.some((c) => c.count) && p.colour) {
    const last = { hex: p.colour.hex, name: p.colour.name, count: p.countGiven ? p.count : 1 }
    e.colours = [...p.colourList, last].flatMap((c) => Array.from({ length: Math.max(1, Math.round(c.count ?? 1)) }, () => ({ hex: c.hex, name: c.name })))
    e.count = Math.min(MAX_COUNT, e.colours.length)
    e.countGiven = true
    e.plural = e.count > 1
  } else if (p.colourList?.length && p.colour && (plural || p.listed)) {
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
export function labelFor(spec: ObjectSpec, words: string, plural: boolean): string | undefined {
  let word = words
  if (plural) word = spec.words.find((w) => pluralOf(w) === words) ?? ALIAS_SINGULAR.get(words) ?? spec.key
  // 'a skeleton model' is a skeleton.
  // 'a pine' is a Pine Tree: a short form of its own name.
  if (word === spec.key || (word.endsWith(' model') && spec.words.includes(word.slice(0, -6))) || spec.key.startsWith(`${word} `)) return undefined
  return LABELS[word] ?? titleWords(word.split(' '))
}

export function apply(e: Entity, p: Pending) {
  if (p.colour) {
    e.colour = { hex: p.colour.hex, name: p.colour.name }
    if (p.colour.metallic && !p.material) e.material = 'metal'
  }
  if (p.material) {
    e.material = p.material.mat
    e.materialWord = p.material.word
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
export function lookup(st: ParseRun, spec: ObjectSpec, plural: boolean, p: Pending, label?: string): Ref | null {
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
export function lookupByName(st: ParseRun, name: string, plural: boolean, p: Pending, headOnly: boolean): Ref | null {
  if (!p.definite && !p.all) return null
  const ids = idsByName(st.named, name, headOnly)
  if (!ids?.length) return null
  return { nodeIds: plural || p.all ? ids : ids.slice(-1) }
}

export function mentionRef(st: ParseRun, ref: Ref, item: number, spec: ObjectSpec | undefined, p: Pending): Entity {
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

export function commit(st: ParseRun) {
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

export function setRelation(st: ParseRun, subject: Entity, type: RelationType, target: Ref) {
  const { entities, targets } = st
  if (subject === entities[target.entity ?? -1]) return
  // 'four armchairs around a coffee table, all facing it': a ring and its centre facing each other
  // is the ring facing inward (as a ring already stands), whichever of the two the words made the subject.
  if (type === 'facing' && target.entity !== undefined) {
    const other = entities[target.entity]
    const ring = subject.rel?.type === 'around' && subject.rel.target.entity === other?.index ? subject : other?.rel?.type === 'around' && other.rel.target.entity === subject.index ? other : undefined
    // (Not one thing given a place round it by 'with' alone: 'an office chair facing the desk' is in front of it.)
    if (ring?.rel && !ring.rel.implied && ring.count > 1) {
      ring.rel.facing = true
      return
    }
  }
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
  // ('two desks, each with a computer on it': 'on it' keeps the one on every desk that 'each with' said.)
  const each = st.pending.each || (!!subject.rel?.each && subject.rel.target.entity !== undefined && subject.rel.target.entity === target.entity)
  subject.rel = type === 'facing' ? { type: 'front', target, each, facing: true } : { type, target, each }
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
export function closeDangling(st: ParseRun) {
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
