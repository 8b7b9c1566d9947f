import type { SceneDocument } from '../scene/schema'
import { ALIAS_SINGULAR, BY_KEY, type MatHint, type ObjectSpec } from './catalog'
import { pluralOf } from './catalog/dsl'
import { emptyEnv, ENV_WORDS, NEGATORS } from './environment'
import { MAX_COUNT, type Arrangement, type RelationType } from './lexicon'
import { extractQuoted } from './quotes'
import { existingBySpec, type Entity, type Loose, type Parsed, type Ref } from './entities'
import { scan, tokenize, type Item } from './scan'
import { withRelation } from './with-relation'
import { joinsNext, modifierWords, titleWords } from './compound'

import { attachMotion } from './motion-words'
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
}
const fresh = (): Pending => ({ countGiven: false, sizes: [], definite: false, all: false, each: false, more: false })
const hasModifiers = (p: Pending) => !!(p.colour || p.material || p.sizes.length || p.dims || p.factor)

const LABELS: Record<string, string> = { tv: 'TV', 'tv set': 'TV Set', ufo: 'UFO', pc: 'PC', 't-rex': 'T-Rex', 't rex': 'T-Rex', trex: 'T-Rex', mic: 'Mic' }
const SKY_THINGS: Record<string, 'clouds' | 'stars' | 'terrain'> = { cloud: 'clouds', star: 'stars', mountain: 'terrain', hill: 'terrain' }

const PLACE_HEADS = new Set(['farm', 'showroom', 'dealership', 'museum', 'exhibition', 'expo', 'factory', 'store', 'boutique', 'gallery', 'showcase'])
const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, sixth: 5, last: -1 }
const PRONOUNS = new Set(['it', 'them', 'they', 'itself', 'themselves', 'everything', 'one', 'ones'])
const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'its', 'their', 'my', 'your', 'our'])

export function parse(prompt: string, doc: SceneDocument): Parsed {
  const { text, quotes, urls } = extractQuoted(prompt)
  const tokens = tokenize(text)
  // 'a car showroom', 'a bicycle museum': the thing names the kind of place, it is not one more of them.
  const items = scan(tokens).map((it, k, all): Item => {
    const next = all[k + 1]
    return it.t === 'object' && next && (next.t === 'word' || next.t === 'env') && next.i === it.i + it.n && PLACE_HEADS.has(tokens[next.i]) ? { t: 'word', word: it.words, i: it.i, n: it.n } : it
  })
  const existing = existingBySpec(doc)
  const entities: Entity[] = []
  const mentions = new Map<number, number>()
  const env = emptyEnv()
  const sounds: Parsed['sounds'] = []
  const loose: Loose = { sizes: [] }
  let looseCount: number | undefined
  let pending = fresh()
  let last = null as Entity | null
  let anchor = null as Entity | null
  let eachWith = false
  /** The anchor came with 'of' ('a basket of clothes'): it holds what follows. */
  let ofAnchor = false
  let relation = null as { type: RelationType; subject: Entity; first?: Ref; at?: number; reversed?: boolean; middle?: boolean } | null
  /** Object words that name the kind of the object after them ('pool' in 'pool table'). */
  let carried: string[] = []
  /** Things listed together ('a laptop and a mug') that no relation has claimed yet. */
  let conj: Entity[] = []
  const targets = new Set<number>()
  /** Object words read as the name of a part ('the roof' of the house already there). */
  const partWords = new Set<number>()

  const newEntity = (item: number, kind: Entity['kind'], p: Pending, spec?: ObjectSpec, plural = false): Entity => {
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
    entities.push(e)
    return e
  }
  /** Names follow the word used ('a puppy' is Puppy, 'a chalkboard' Chalkboard), singular. */
  const labelFor = (spec: ObjectSpec, words: string, plural: boolean): string | undefined => {
    let word = words
    if (plural) word = spec.words.find((w) => pluralOf(w) === words) ?? ALIAS_SINGULAR.get(words) ?? spec.key
    // 'a skeleton model' is a skeleton.
    // 'a pine' is a Pine Tree: a short form of its own name.
    if (word === spec.key || (word.endsWith(' model') && spec.words.includes(word.slice(0, -6))) || spec.key.startsWith(`${word} `)) return undefined
    return LABELS[word] ?? word.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
  }
  const apply = (e: Entity, p: Pending) => {
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
  const lookup = (spec: ObjectSpec, plural: boolean, p: Pending, label?: string): Ref | null => {
    if (!p.definite && !p.all) return null
    // Two nearest-thing words built alike ('electrons … the nucleus', both spheres) are still two things.
    const alias = (l: string | undefined) => !!l && !spec.words.includes(l.toLowerCase())
    const same = (e: Entity) => !(alias(e.label) && alias(label) && e.label !== label)
    for (let k = entities.length - 1; k >= 0; k--) if (entities[k].spec === spec && !entities[k].existing && same(entities[k])) return { entity: k }
    const ids = existing.get(spec.key)
    if (!ids?.length) return null
    return { nodeIds: plural || p.all ? ids : ids.slice(-1) }
  }
  const mentionRef = (ref: Ref, item: number, spec: ObjectSpec | undefined, p: Pending): Entity => {
    if (ref.entity !== undefined) {
      mentions.set(item, ref.entity)
      return entities[ref.entity]
    }
    const e = newEntity(item, 'object', fresh(), spec)
    e.plural = (ref.nodeIds?.length ?? 0) > 1
    e.existing = ref.nodeIds
    e.pronoun = ref.pronoun
    e.definite = true
    e.all = p.all
    apply(e, p)
    mentions.set(item, e.index)
    return e
  }
  const commit = () => {
    if (pending.factor) {
      pending.sizes.push({ k: pending.factor, word: pending.factor < 1 ? 'half the size' : `${pending.factor} times bigger` })
      pending.factor = undefined
    }
    if (hasModifiers(pending) && last) {
      if (pending.partWord && last.spec) {
        const part = pending.partWord
        if (pending.colour) last.partColours.push({ part, hex: pending.colour.hex })
      } else apply(last, pending)
    } else if (hasModifiers(pending)) {
      if (pending.colour) loose.colour = pending.colour
      if (pending.material) loose.material = pending.material.mat
      if (pending.material?.colour && !pending.colour) loose.colour = { hex: pending.material.colour, name: '', metallic: false }
      loose.sizes.push(...pending.sizes)
      if (pending.dims) loose.dims = pending.dims
    }
    if (pending.countGiven && !last) looseCount = pending.count
    pending = fresh()
  }
  const setRelation = (subject: Entity, type: RelationType, target: Ref) => {
    if (subject === entities[target.entity ?? -1]) return
    // 'a vase with flowers on the table': what came 'with' goes where its companion goes.
    // (Not 'above' or 'around': 'a street with umbrellas over the stalls' keeps the street on the ground.)
    // Not 'apples in crates' (a container that holds them is theirs); but 'a nest with eggs in it on a branch' is the nest on the branch.
    const holds = type === 'in' && !!(target.entity !== undefined && entities[target.entity]?.spec?.inside)
    // (Nor 'a bus stop with a bench under a roof': the bus stop does not fit under it.)
    const tooBig = type === 'under' && (entities[target.entity ?? -1]?.spec?.under ?? 0) < (anchor?.spec?.size[1] ?? 0)
    if (subject.rel && anchor && !anchor.rel && !holds && !tooBig && type !== 'above' && type !== 'around' && target.entity !== anchor.index && !target.pronoun && subject.rel.target.entity === anchor.index) {
      anchor.rel = { type, target, each: pending.each }
      // 'a tank with three fish on a table': the fish stay in the tank; the tank goes on the table.
      if (subject.rel.type === 'in' || (subject.rel.type === 'on' && Math.max(...(anchor.spec?.size ?? [9])) <= 2)) return
    }
    // 'a sofa facing the TV': in front of it, turned to it.
    subject.rel = type === 'facing' ? { type: 'front', target, each: pending.each, facing: true } : { type, target, each: pending.each }
    if (target.entity !== undefined) targets.add(target.entity)
    // 'a laptop and a mug on the desk': the relation is for the whole list.
    // Not 'six desks and a blackboard on the wall': only what can hang shares a wall.
    const wallOnly = type === 'on' && target.entity !== undefined && entities[target.entity]?.spec?.key === 'wall'
    for (const e of conj) if (type !== 'above' && type !== 'around' && !(wallOnly && !e.spec?.wallMount) && e !== subject && !e.rel && !e.existing && !e.pronoun && e.index !== target.entity && e.kind !== 'light') e.rel = { ...subject.rel }
    conj = []
  }

  /**
   * 'a house with a mailbox in front', 'a podium with a banner behind', 'a cell with a nucleus
   * inside': a relation with no thing after it is to what the subject came with, else to the
   * thing named before it. ('on either side' is not: flankSides reads it.)
   */
  const closeDangling = () => {
    if (!relation || relation.type === 'between' || relation.type === 'around' || relation.subject.existing || relation.subject.pronoun) return
    if (relation.subject.rel && !relation.subject.rel.implied) return
    const at = items[relation.subject.item]?.i ?? -1
    const next = tokens.slice(at + 1).find((t, j) => j > 0 && (t === 'side' || t === 'sides'))
    if (next) return
    const before = entities.filter((e) => e !== relation!.subject && e.kind === 'object' && !e.pronoun && e.index < relation!.subject.index).pop()
    // 'three pedestals, a cube on the first, a sphere on the second': that one of the counted things.
    const words = relation.at !== undefined ? tokens.slice(relation.at, relation.at + 3) : []
    const nth = words.map((w) => ORDINALS[w]).find((n) => n !== undefined)
    if (nth !== undefined) {
      const many = entities.filter((e) => e !== relation!.subject && e.kind === 'object' && !e.pronoun && e.count > 1 && e.index < relation!.subject.index).pop()
      if (many) {
        relation.subject.rel = { type: relation.type, target: { entity: many.index, instance: nth < 0 ? many.count - 1 : Math.min(nth, many.count - 1) } }
        targets.add(many.index)
        return
      }
    }
    const target = anchor && anchor !== relation.subject ? anchor : before
    if (!target) return
    // 'in front' is front; a bare 'in' ('in the middle', 'in a row') is no relation, 'inside' is.
    const after = relation.at !== undefined ? tokens[relation.at] : undefined
    let type = relation.type
    if (type === 'in' && after === 'front') type = 'front'
    else if (type === 'in' && relation.at !== undefined && tokens[relation.at - 1] !== 'inside') return
    // 'a washing machine with a basket of clothes on top': the basket (with its clothes) goes on top.
    const holder = ofAnchor && anchor && relation.subject.rel?.implied && relation.subject.rel.target.entity === anchor.index && (!anchor.rel || anchor.rel.implied) ? anchor : undefined
    const under = holder ? holder.rel?.target.entity ?? entities.filter((e) => e !== holder && e.kind === 'object' && !e.pronoun && e.index < holder.index).pop()?.index : undefined
    if (holder && under !== undefined) {
      holder.rel = { type, target: { entity: under } }
      targets.add(under)
      return
    }
    relation.subject.rel = { type, target: { entity: target.index } }
    targets.add(target.index)
  }

  for (let k = 0; k < items.length; k++) {
    const it = items[k]
    switch (it.t) {
      case 'word': {
        const w = it.word
        if (w === 'twice' || w === 'double' || w === 'doubled') pending.factor = 2
        else if (w === 'half' || w === 'halve') pending.factor = 0.5
        else if (w === 'triple' || w === 'thrice') pending.factor = 3
        else if (w === 'times' && pending.countGiven && pending.count) {
          pending.factor = pending.count
          pending.count = undefined
          pending.countGiven = false
        } else if (DEFINITE.has(w)) pending.definite = true
        else if (w === 'all' || w === 'every' || w === 'both') pending.all = true
        else if (w === 'each' && relation?.type === 'facing' && items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'other' && anchor && anchor !== relation.subject) {
          // 'a table and two chairs facing each other': across the table from each other, each facing it.
          setRelation(relation.subject, 'around', { entity: anchor.index })
          relation = null
        } else if (w === 'each') {
          // 'a vase on each' points back at the anchor; 'a lamp on each nightstand' names its target.
          const named = items.slice(k + 1, k + 4).find((x) => x.t !== 'colour' && x.t !== 'size' && x.t !== 'material')
          if (relation && anchor && named?.t !== 'object') {
            setRelation(relation.subject, relation.type, { entity: anchor.index })
            if (relation.subject.rel) relation.subject.rel.each = true
            relation = null
          } else {
            pending.each = true
            // 'a lamp on each nightstand': the nightstands already named.
            if (named?.t === 'object') pending.definite = true
          }
        } else if (w === 'more' || w === 'extra' || w === 'additional' || w === 'another') pending.more = true
        else if (w === 'of' && last && !relation && (last.spec?.inside || (k > 0 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'full'))) {
          // 'a bowl of apples', 'a table full of presents': like 'with'.
          commit()
          anchor = last
          ofAnchor = true
        }
        else if (PRONOUNS.has(w) && !(w === 'one' && pending.count !== undefined)) {
          if (w === 'one' && k > 0 && items[k - 1].t === 'word' && ['each', 'every', 'no'].includes((items[k - 1] as { word: string }).word)) break
          const before = relation ? entities.filter((e) => e !== relation!.subject && e.kind === 'object' && !e.pronoun).pop() : undefined
          // 'a square with a fountain and benches around it': 'it' is the fountain standing on the
          // flat ground-like thing, not the ground itself.
          const onFlat = w === 'it' && relation && relation.type !== 'on' && relation.type !== 'in' && anchor?.spec?.surface && anchor.spec.size[1] < 0.3 ? entities.filter((e) => e !== relation!.subject && e !== anchor && e.kind === 'object' && !e.pronoun && e.count === 1 && e.rel?.implied && e.rel.target.entity === anchor!.index).pop() : undefined
          const ref: Ref = onFlat ? { entity: onFlat.index } : anchor && relation ? { entity: anchor.index } : relation && last && last !== relation.subject ? { entity: last.index } : before ? { entity: before.index } : { pronoun: true }
          if (relation) {
            if (ref.pronoun) {
              const e = mentionRef(ref, k, undefined, pending)
              setRelation(relation.subject, relation.type, { entity: e.index })
            } else setRelation(relation.subject, relation.type, ref)
            relation = null
          } else if (w !== 'one' && w !== 'ones') {
            const e = mentionRef({ pronoun: true }, k, undefined, pending)
            e.all = w !== 'it' && w !== 'itself'
            last = e
          }
        } else if (w === 'ground' || w === 'floor' || w === 'grass') {
          // 'a blanket on grass', 'eggs hidden in the grass': the ground is grassy.
          if (w === 'grass' && (relation || (k > 0 && items[k - 1].t === 'relation'))) env.add.push('foliage')
          if (relation) relation = null
        } else if (last?.spec && last.spec.parts.some((p) => p.name.toLowerCase() === w || `${p.name.toLowerCase()}s` === w)) {
          // 'a house with a red roof': the colour is for that part.
          if (pending.colour) last.partColours.push({ part: w.replace(/s$/, ''), hex: pending.colour.hex })
          pending = fresh()
        }
        break
      }
      case 'number':
        pending.count = (pending.count && pending.countGiven ? pending.count : 1) * it.value
        pending.countGiven = true
        break
      case 'size':
        if (pending.factor) {
          // 'three times smaller' divides; 'twice as tall' multiplies along the word's axis.
          const k = it.k < 1 && pending.factor > 1 ? 1 / pending.factor : pending.factor
          pending.sizes.push({ k, axis: it.axis, word: `${k < 1 ? `${Math.round(1 / k)} times` : `${pending.factor} times`} ${it.k < 1 ? 'smaller' : it.axis === 'y' ? 'taller' : it.axis === 'xz' ? 'wider' : 'bigger'}` })
          pending.factor = undefined
        } else pending.sizes.push({ k: it.k, axis: it.axis, word: it.word })
        break
      case 'dims':
        pending.dims = { metres: it.metres, axis: it.axis }
        break
      case 'colour':
        pending.colour = { hex: it.hex, name: it.name, metallic: it.metallic }
        break
      case 'material':
        pending.material = { mat: it.mat, colour: it.colour }
        break
      case 'arrangement':
        if (it.prefix) pending.arrangement = it.arr
        else if (last) last.arrangement = it.arr
        break
      case 'region': {
        // 'a candle in the middle of the table': on it (or in it, or beside it), not a region of the scene.
        const of = items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'of' && items.slice(k + 2, k + 4).some((x) => x.t === 'object')
        if (of && last && it.region === 'center') {
          commit()
          relation = { type: 'on', subject: last, at: it.i + it.n, middle: true }
          break
        }
        if (last && !relation) last.region = it.region
        break
      }
      case 'relation': {
        // 'in the forest', 'in the rain': a place, not a container.
        const next = items[k + 1]
        // ('on a grassy hill' is on the hill: the place word describes the thing after it.)
        const placeAt = next?.t === 'env' ? k + 1 : next?.t === 'word' && DEFINITE.has(next.word) && items[k + 2]?.t === 'env' ? k + 2 : -1
        if ((it.rel === 'in' || it.rel === 'on') && placeAt >= 0 && items[placeAt + 1]?.t !== 'object') break
        commit()
        const subject = last
        // 'a pond surrounded by rocks': the rocks go round the pond.
        if (subject) relation = { type: it.rel, subject, at: it.i + it.n, reversed: REVERSED.has(tokens[it.i]) }
        break
      }
      case 'object': {
        const spec = it.spec
        // 'a rug on the floor': the ground it stands on anyway, not a floor object to put it on.
        if (spec.key === 'floor' && relation?.type === 'on' && pending.definite && !pending.colour && !pending.material) {
          relation = null
          pending = fresh()
          break
        }
        // 'make the roof blue' with no roof of its own in the scene: a part of something there.
        const hasPart = (o?: ObjectSpec) => !!o?.parts.some((p) => spec.words.includes(p.name.toLowerCase()))
        if (spec.alsoPart && pending.definite && !lookup(spec, it.plural, pending) && (entities.some((e) => hasPart(e.spec)) || [...existing.keys()].some((key) => hasPart(BY_KEY.get(key))))) {
          partWords.add(k)
          break
        }
        // 'a house with a red roof': a part of the thing just named, coloured, not one more thing.
        const owner = !relation && spec.alsoPart && last?.spec && last.spec !== spec ? last : null
        if (owner?.spec && spec.words.some((w) => owner.spec!.parts.some((p) => p.name.toLowerCase() === w))) {
          if (pending.colour) owner.partColours.push({ part: spec.key, hex: pending.colour.hex })
          pending = fresh()
          break
        }
        // 'on the roof of the house': the house's own roof, so on the house.
        const whole = items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'of' ? items.slice(k + 2, k + 4).find((x) => x.t === 'object') : undefined
        if (spec.alsoPart && whole?.t === 'object' && whole.spec.parts.some((p) => spec.words.includes(p.name.toLowerCase()))) {
          pending = fresh()
          break
        }
        // 'a bottle of perfume' is one perfume bottle, not a bottle holding one.
        const ofWord = k > 1 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'of'
        if (ofWord && last?.spec && items[k - 2].t === 'object' && !relation && spec.key.endsWith(` ${last.spec.key}`)) {
          last.spec = spec
          last.label = undefined
          if (anchor === last) anchor = null
          mentions.set(k, last.index)
          pending = fresh()
          break
        }
        // 'a blanket on grass', 'eggs in the grass': the ground is grassy, not a tuft to stand on.
        if (spec.key === 'grass' && relation && (relation.type === 'on' || relation.type === 'in') && !pending.countGiven && !pending.colour) {
          env.add.push('foliage')
          relation = null
          pending = fresh()
          break
        }
        // 'a pool table': 'pool' says what kind of table; the table carries the words before it.
        if (joinsNext(items, k) && !relation?.subject.rel && items[k + 1].t === 'object') {
          carried.push(it.words)
          break
        }
        // A lake or a river is a thing here, and the world around it has water.
        if (spec.key === 'lake') env.add.push('water')
        // Dunes stand on sand, a pitch on grass.
        if (spec.ground) env.add.push(...spec.ground)
        const kind = [...modifierWords(items, k - carried.length), ...carried]
        carried = []
        const ref = kind.length ? null : lookup(spec, it.plural, pending, labelFor(spec, it.words, it.plural))
        // Bare 'clouds', 'stars', 'mountains' are the sky and the land, not things; unless something
        // is said of them ('above the clouds', 'clouds floating over the field').
        const said = !!relation || items[k + 1]?.t === 'relation' || (items[k + 1]?.t === 'word' && /^(float|drift|hover|mov|fly)/.test((items[k + 1] as { word: string }).word))
        if (it.plural && said && !pending.countGiven && !ref && spec.key in SKY_THINGS) env.add.push(SKY_THINGS[spec.key])
        else if (it.plural && !pending.countGiven && !ref && spec.key in SKY_THINGS) {
          env.add.push(SKY_THINGS[spec.key])
          env.words.push(it.words)
          pending = fresh()
          relation = null
          break
        }
        if (relation) {
          const rel = relation
          const target = ref ? mentionRef(ref, k, spec, pending) : newEntity(k, 'object', pending, spec, it.plural)
          if (!ref) target.label = kind.length ? titleWords([...kind, (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key]) : labelFor(spec, it.words, it.plural)
          mentions.set(k, target.index)
          if (rel.type === 'between' && !rel.first) {
            rel.first = { entity: target.index }
            pending = fresh()
            last = target
            break
          }
          if (rel.type === 'between' && rel.first) {
            rel.subject.rel = { type: 'between', target: rel.first, target2: { entity: target.index } }
          } else if (rel.reversed && !target.existing && !target.rel) setRelation(target, rel.type, { entity: rel.subject.index })
          else setRelation(rel.subject, rel.middle && !target.spec?.surface ? (target.spec?.inside ? 'in' : 'next') : rel.type, { entity: target.index })
          // 'a counter with three rings in a glass box': the box comes with the counter too.
          if (rel.type === 'in' && anchor && anchor !== target && anchor !== rel.subject && rel.subject.rel?.implied !== true && !target.rel && !target.existing && anchor.kind === 'object' && target.kind === 'object')
            target.rel = { type: withRelation(anchor.spec, target.spec), target: { entity: anchor.index }, implied: true }
          relation = null
          pending = fresh()
          last = target
          break
        }
        const e = ref ? mentionRef(ref, k, spec, pending) : newEntity(k, 'object', pending, spec, it.plural)
        if (!ref) e.label = kind.length ? titleWords([...kind, (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key]) : labelFor(spec, it.words, it.plural)
        mentions.set(k, e.index)
        if (anchor && !e.existing && !e.rel && anchor !== e) e.rel = { type: withRelation(anchor.spec, e.spec), target: { entity: anchor.index }, implied: true, ...(eachWith ? { each: true } : {}) }
        pending = fresh()
        last = e
        break
      }
      case 'light': {
        const e = newEntity(k, 'light', pending, undefined, it.plural)
        e.lightKind = it.kind
        mentions.set(k, e.index)
        // 'a bike under a spotlight': the light hangs above the bike.
        if (relation?.type === 'under' && relation.subject.kind === 'object' && !e.rel) e.rel = { type: 'above', target: { entity: relation.subject.index } }
        if (relation) relation = null
        pending = fresh()
        last = e
        break
      }
      case 'text': {
        const e = newEntity(k, 'text', pending)
        mentions.set(k, e.index)
        pending = fresh()
        last = e
        break
      }
      case 'quote': {
        const content = quotes[it.index]
        if (last && !last.text && (last.kind === 'text' || last.spec?.face)) last.text = content
        else if (last?.existing && last.spec?.face) last.text = content
        else {
          const e = newEntity(k, 'text', pending)
          e.text = content
          mentions.set(k, e.index)
          last = e
        }
        pending = fresh()
        break
      }
      case 'sound':
        sounds.push({ clip: it.clip, item: k })
        break
      case 'env': {
        const negated = negatedAt(tokens, it.i)
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
        if (relation && items[k + 1]?.t !== 'object') relation = null
        break
      }
      case 'sep':
        if (relation?.type === 'between' && relation.first && it.word === 'and') break
        // A relation that found no thing ('on either side,') ends the list before it.
        if (relation) conj = []
        closeDangling()
        if ((it.word === 'and' || it.word === ',') && last && !last.rel && !last.existing && !targets.has(last.index) && !conj.includes(last)) conj.push(last)
        else if (it.word !== 'and' && it.word !== ',') conj = []
        if (it.word === 'as' && pending.factor) break
        commit()
        relation = null
        // '4 desks each with a computer': one for every one of them.
        eachWith = it.word === 'with' && k > 0 && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'each'
        if (it.word === 'with') {
          // 'a bench facing the river with a lamp post behind it', 'a blanket on the grass with a basket on it':
          // what comes 'with' belongs to the thing the phrase is about, not to where it stands.
          const owner = last && targets.has(last.index) ? entities.find((e) => e !== last && e.kind === 'object' && !e.existing && e.rel && !e.rel.implied && e.rel.target.entity === last!.index && e.count === 1) : undefined
          anchor = owner ?? last
          ofAnchor = false
        } else if (it.word === '.' || it.word === ';' || it.word === '!' || it.word === '?') anchor = null
        break
      case 'url':
        break
    }
  }
  closeDangling()
  commit()
  env.add = [...new Set(env.add)].filter((e) => !env.remove.includes(e))
  env.remove = [...new Set(env.remove)]
  attachMotion(tokens, items, entities)
  flankSides(tokens, items, entities)
  const free = tokens.map(() => true)
  for (const [k, it] of items.entries()) if (it.t === 'object' && !partWords.has(k)) for (let j = it.i; j < it.i + it.n; j++) free[j] = false
  return { tokens, items, quotes, urls, entities, env, sounds, mentions, loose, looseCount, free }
}

function negatedAt(tokens: string[], i: number): boolean {
  for (let j = Math.max(0, i - 3); j < i; j++) {
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
