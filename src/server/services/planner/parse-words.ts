import { ENV_WORDS, NEGATORS } from './environment'
import { type Entity, type Ref } from './entities'
import { type Item } from './scan'
import { kindWith, partFor, PART_WORDS } from './parts'
import { specForName } from './catalog'
import { fresh, PRONOUNS, DEFINITE, type ParseRun, mentionRef, commit, setRelation, closeDangling } from './parse-run'

/** The parser's reading of plain words, places, relations, regions and separators. */
/**
 * 'three glass display cases and a watch in each case': a bare word that is the last word of a
 * thing already named in the prompt, where a relation waits for its thing, is that thing (not a
 * new one the reply says it left out). The word becomes a mention of it. True when read.
 */
export function headMention(st: ParseRun, it: Extract<Item, { t: 'word' }>, k: number): boolean {
  const rel = st.relation
  // ('a light switch on a wall; tapping the switch ...': 'the' and its last word name it too.)
  const prev = st.items[k - 1]
  const definite = prev?.t === 'word' && (prev.word === 'the' || prev.word === 'that' || prev.word === 'this')
  if ((!rel && !definite) || it.word.length < 3) return false
  const head = (e: Entity) => (e.label ?? e.spec?.key ?? '').toLowerCase().split(' ').pop()
  const word = it.word.replace(/(?<=[^s])s$/, '')
  const target = [...st.entities].reverse().find((e) => e !== rel?.subject && e.kind === 'object' && !e.pronoun && e.spec && (head(e) === it.word || head(e) === word))
  if (!target?.spec && definite && !rel) {
    // Or a thing already in the scene whose name ends so ('the switch' for the Light Switch).
    const ends = (n: { name: string }) => n.name.replace(/\d+$/, '').trim().toLowerCase().split(/\s+/).pop() === word
    const node = Object.values(st.doc.nodes).find((n) => n.parentId === null && ends(n))
    const spec = node && specForName(node.name)
    if (!node || !spec) return false
    st.items[k] = { t: 'object', spec, plural: false, i: it.i, n: it.n, words: it.word }
    st.last = mentionRef(st, { nodeIds: [node.id] }, k, spec, st.pending)
    st.pending = fresh()
    return true
  }
  if (!target?.spec) return false
  st.items[k] = { t: 'object', spec: target.spec, plural: word !== it.word, i: it.i, n: it.n, words: it.word }
  if (!rel) {
    st.mentions.set(k, target.index)
    st.last = target
    return true
  }
  setRelation(st, rel.subject, rel.type, { entity: target.index })
  if (st.pending.each && rel.subject.rel) rel.subject.rel.each = true
  st.mentions.set(k, target.index)
  st.relation = null
  st.pending = fresh()
  st.last = target
  return true
}

export function onWord(st: ParseRun, it: Extract<Item, { t: 'word' }>, k: number) {
  const { items, entities, env } = st
  const w = it.word
  let kind: ReturnType<typeof kindWith> = null
  if (headMention(st, it, k)) return
  // 'stack three cubes and put a sphere on top': a bare 'on top' with nothing else named in its
  // phrase is on top of what was just made (the pronoun's things), in a scene that has some.
  const rel = st.relation
  if (w === 'top' && rel?.type === 'on' && (k === items.length - 1 || items[k + 1].t === 'sep') && !st.anchor && !rel.subject.rel && !entities.some((e) => e !== rel.subject && e.kind === 'object') && Object.values(st.doc.nodes).some((n) => n.parentId === null)) {
    const e = mentionRef(st, { pronoun: true }, k, undefined, st.pending)
    setRelation(st, rel.subject, 'on', { entity: e.index })
    st.relation = null
    return
  }
  // 'a bridge across the river', 'a footbridge spanning the stream': a span is over what it crosses.
  if (SPANNING.has(w) && st.last?.spec?.under && !st.relation && st.last.spec.size[0] >= 2 * st.last.spec.size[2]) {
    commit(st)
    st.relation = { type: 'above', subject: st.last, at: it.i + it.n }
    return
  }
  // 'a lantern hanging from the tree': on it, hung against its trunk or post (layout-hang.ts).
  if (w === 'from' && st.last && !st.relation && k > 0 && st.items[k - 1].t === 'word' && HANG.has((st.items[k - 1] as { word: string }).word)) {
    commit(st)
    st.relation = { type: 'on', subject: st.last, at: it.i + it.n }
    return
  }
  if (w === 'twice' || w === 'double' || w === 'doubled') st.pending.factor = 2
  else if (w === 'half' || w === 'halve') st.pending.factor = 0.5
  else if (w === 'triple' || w === 'thrice') st.pending.factor = 3
  else if (w === 'times' && st.pending.countGiven && st.pending.count) {
    st.pending.factor = st.pending.count
    st.pending.count = undefined
    st.pending.countGiven = false
  } else if (DEFINITE.has(w)) {
    st.pending.definite = true
    if (w === 'its' || w === 'their') st.pending.possessive = true
  }
  else if (w === 'all' || w === 'every' || w === 'both') st.pending.all = true
  else if (w === 'each' && st.relation?.type === 'facing' && items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'other' && st.anchor && st.anchor !== st.relation.subject) {
    // 'a table and two chairs facing each other': across the table from each other, each facing it.
    setRelation(st, st.relation.subject, 'around', { entity: st.anchor.index })
    st.relation = null
  } else if (w === 'each' && st.relation?.type === 'facing' && items[k + 1]?.t === 'word' && (items[k + 1] as { word: string }).word === 'other' && st.relation.subject.count === 2 && !st.relation.subject.existing && !st.relation.subject.pronoun) {
    // 'two chairs facing each other' (nothing between them named): the pair apart, turned to each other.
    // ('a table and two chairs facing each other': across the table they sit at, as with 'with'.)
    const subject = st.relation.subject
    const across = entities.filter((e) => e !== subject && e.kind === 'object' && !e.pronoun && e.index < subject.index && !!e.spec && !!subject.spec?.faces?.includes(e.spec.key)).pop()
    if (across) setRelation(st, subject, 'around', { entity: across.index })
    else {
      subject.arrangement = 'row'
      subject.facePair = true
    }
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
  } else if (st.last?.spec && st.anchor === st.last && !st.last.existing && w.length > 2 && (kind = kindWith(st.last.spec, w))) {
    // 'a wooden boat with a white sail': a boat with a sail is a sailboat, its sail white.
    // (Named as asked: 'a wedding cake with tiers' is still the Wedding Cake.)
    st.last.spec = kind
    const part = partFor(kind, w) ?? w
    st.last.partColours.push(st.pending.colour ? { part, hex: st.pending.colour.hex, name: st.pending.colour.name, word: w } : { part, hex: '', word: w })
    st.pending = fresh()
  } else if (st.last?.spec && (PART_WORDS.has(w) || st.last.spec.parts.some((p) => p.name.toLowerCase() === w || `${p.name.toLowerCase()}s` === w))) {
    // 'a house with a red roof', 'a red car with silver rims': the colour is for that part, never the body.
    const part = partFor(st.last.spec, w)
    if (st.pending.colour) st.last.partColours.push({ part: part ?? w, hex: st.pending.colour.hex, name: st.pending.colour.name, word: w, missing: !part })
    // 'a gift box with a bow', 'a diamond with bases': a part it has, named, is said in the reply (its own colour kept).
    else if (part && st.anchor === st.last && !st.last.partColours.some((p) => p.word === w)) st.last.partColours.push({ part, hex: '', word: w })
    st.pending = fresh()
  } else if (st.last?.spec && st.pending.colour && st.anchor === st.last && w.length > 2 && !/(ly|ing|ed)$/.test(w) && !SURFACE_WORDS.has(w) && (!items[k + 1] || items[k + 1].t === 'sep' || items[k + 1].t === 'relation' || items[k + 1].t === 'env')) {
    // 'a white boat with a blue sail', 'a brown dog with a red collar': a coloured thing it does not
    // have stays off its body (the reply owns up to the word it could not place).
    st.last.partColours.push({ part: w, hex: st.pending.colour.hex, name: st.pending.colour.name, word: w, missing: true, unknown: true })
    st.pending = fresh()
  }
}

const HANG = new Set(['hanging', 'hangs', 'hung', 'dangling', 'suspended', 'swinging'])
const SPANNING = new Set(['across', 'spanning', 'spans', 'crossing', 'crosses', 'straddling'])

/** Words for the whole surface ('a green metallic finish', 'a red paint job'): the colour is the thing's own. */
const SURFACE_WORDS = new Set(['finish', 'paint', 'paintwork', 'paintjob', 'job', 'colour', 'color', 'coat', 'coating', 'shade', 'tone', 'look', 'texture', 'glaze', 'sheen', 'hue', 'tint', 'trim'])

export function onRegion(st: ParseRun, it: Extract<Item, { t: 'region' }>, k: number) {
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

export function onRelation(st: ParseRun, it: Extract<Item, { t: 'relation' }>, k: number) {
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

/** Relation phrases said the other way round: 'a pond surrounded by rocks' is rocks around the pond. */
export const REVERSED = new Set(['surrounded', 'encircled', 'ringed'])

export function onEnv(st: ParseRun, it: Extract<Item, { t: 'env' }>, k: number) {
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

export function onSep(st: ParseRun, it: Extract<Item, { t: 'sep' }>, k: number) {
  const { items, entities, targets } = st
  // 'red, green and blue balloons': the colours wait for the thing they are the colours of.
  const p = st.pending
  // 'a small, a medium and a large box': three of them, one of each size.
  const sizeNext = items[k + 1]?.t === 'size' || (items[k + 1]?.t === 'word' && ['a', 'an'].includes((items[k + 1] as { word: string }).word) && items[k + 2]?.t === 'size')
  if ((it.word === ',' || it.word === 'and') && p.sizes.length === 1 && !p.colour && !p.material && !p.dims && sizeNext && sizeListEnds(items, k + 1)) {
    p.sizeList = [...(p.sizeList ?? []), p.sizes[0]]
    p.sizes = []
    return
  }
  // ('a purple and an orange beach ball': two of them, one of each colour.)
  const article = items[k + 1]?.t === 'word' && ['a', 'an'].includes((items[k + 1] as { word: string }).word) && items[k + 2]?.t === 'colour'
  // ('three red and two blue cubes': so many of each colour.)
  const counted = p.countGiven && p.count !== undefined && items[k + 1]?.t === 'number' && items[k + 2]?.t === 'colour'
  if ((it.word === ',' || it.word === 'and' || it.word === 'or') && p.colour && (items[k + 1]?.t === 'colour' || article || counted) && !p.material && !p.sizes.length && !p.dims && colourListEnds(items, k + (article || counted ? 2 : 1))) {
    if (article) p.listed = true
    p.colourList = [...(p.colourList ?? []), { hex: p.colour.hex, name: p.colour.name, ...(counted ? { count: p.count } : {}) }]
    p.colour = undefined
    if (counted) {
      p.count = undefined
      p.countGiven = false
    }
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

/** Sizes (with commas, 'and', 'a') run into the thing they describe. */
function sizeListEnds(items: Item[], k: number): boolean {
  for (let j = k; j < items.length; j++) {
    const it = items[j]
    if (it.t === 'size' || (it.t === 'sep' && (it.word === ',' || it.word === 'and')) || (it.t === 'word' && (it.word === 'a' || it.word === 'an'))) continue
    return it.t === 'object'
  }
  return false
}

/** The colours from item k on run (with commas and 'and') into a thing they describe, not a verb or the end. */
export function colourListEnds(items: Item[], k: number): boolean {
  for (let j = k; j < items.length; j++) {
    const it = items[j]
    if (it.t === 'colour' || (it.t === 'sep' && (it.word === ',' || it.word === 'and' || it.word === 'or')) || it.t === 'size' || it.t === 'material') continue
    // ('a red, a green and a blue cube', 'three red and two blue cubes'.)
    if (((it.t === 'word' && (it.word === 'a' || it.word === 'an')) || it.t === 'number') && items[j + 1]?.t === 'colour') continue
    // ('blue and white striped umbrella': a pattern word still describes the thing.)
    if (it.t === 'word' && /^(striped|spotted|checked|checkered|chequered|dotted|polka|patterned|plaid|two-tone|tiled)$/.test(it.word)) continue
    return it.t === 'object'
  }
  return false
}

export function negatedAt(tokens: string[], i: number, named: Set<number>): boolean {
  for (let j = Math.max(0, i - 3); j < i; j++) {
    if (named.has(j)) continue
    if (NEGATORS.has(tokens[j])) return true
    if (tokens[j] === 'turn' && tokens[j + 1] === 'off') return true
    if (tokens[j] === 'get' && tokens[j + 1] === 'rid') return true
  }
  return false
}
