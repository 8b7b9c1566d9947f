import { ALIAS_SINGULAR, BY_KEY, type ObjectSpec } from './catalog'
import { pluralOf } from './catalog/dsl'
import { type RelationType } from './lexicon'
import { type Ref } from './entities'
import { partOwner } from './mentions'
import { type Item } from './scan'
import { withRelation } from './with-relation'
import { joinsNext, modifierWords, titleWords } from './compound'
import { partFor, partTakes } from './parts'
import { fresh, type ParseRun, newEntity, labelFor, lookup, lookupByName, mentionRef, setRelation } from './parse-run'

/** The parser's reading of object words (a thing, a part of one, a place, a kind word), lights, text and quoted words. */
export const SKY_THINGS: Record<string, 'clouds' | 'stars' | 'terrain'> = { cloud: 'clouds', star: 'stars', mountain: 'terrain', hill: 'terrain' }

/** Object words that are not one more thing: the floor, a part of something, the ground, a kind word. True when read. */
export function objectNotAThing(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number): boolean {
  const { items, existing, entities, mentions, env, partWords } = st
  const spec = it.spec
  // 'a rug on the floor': the ground it stands on anyway, not a floor object to put it on.
  if (spec.key === 'floor' && st.relation?.type === 'on' && st.pending.definite && !st.pending.colour && !st.pending.material) {
    env.floor = true
    st.relation = null
    st.pending = fresh()
    return true
  }
  // 'move the vase to the floor next to the table': down on the ground, not a floor to find.
  const lead = st.tokens[items[k].i - 2]
  if (spec.key === 'floor' && st.pending.definite && !st.pending.colour && !st.pending.material && (lead === 'to' || lead === 'onto') && st.last && st.last.kind === 'object') {
    st.pending = fresh()
    return true
  }
  // 'make the roof blue' with no roof of its own in the scene: a part of something there.
  const hasPart = (o?: ObjectSpec) => !!o?.parts.some((p) => spec.words.includes(p.name.toLowerCase()))
  if (spec.alsoPart && st.pending.definite && !lookup(st, spec, it.plural, st.pending) && (entities.some((e) => hasPart(e.spec)) || [...existing.keys()].some((key) => hasPart(BY_KEY.get(key))))) {
    partWords.add(k)
    // 'a bench under the shelter' (the bus stop's roof), 'a cat on the roof': under or on the thing it is part of.
    const rel = st.relation
    if (rel && ['under', 'on', 'in', 'above'].includes(rel.type) && !rel.subject.existing) {
      const ownerE = [...entities].reverse().find((e) => !e.pronoun && e !== rel.subject && hasPart(e.spec))
      const ownerKey = ownerE ? undefined : [...existing.keys()].reverse().find((key) => hasPart(BY_KEY.get(key)))
      const owner = ownerE ?? (ownerKey ? mentionRef(st, { nodeIds: existing.get(ownerKey)!.slice(-1) }, k, BY_KEY.get(ownerKey), fresh()) : undefined)
      if (owner) {
        setRelation(st, rel.subject, rel.type, { entity: owner.index })
        st.relation = null
        st.pending = fresh()
      }
    }
    return true
  }
  // 'a green house with a red door': after 'with', a coloured part the thing has is that part, not one more thing.
  const host = !st.relation && st.anchor && st.anchor === st.last && st.last.spec && st.last.spec !== spec && !st.pending.countGiven ? st.last : null
  const hostPart = host?.spec ? partFor(host.spec, it.words) : null
  const pieces = host?.spec && hostPart ? host.spec.parts.filter((p) => partTakes(p, hostPart)) : []
  // (Named without a colour, 'a house with a door' still gets a door of its own: it was asked for as a thing.)
  if (host && hostPart && pieces.length && st.pending.colour) {
    host.partColours.push({ part: hostPart, hex: st.pending.colour?.hex ?? '', name: st.pending.colour?.name, word: it.words })
    st.mentions.set(k, host.index)
    st.pending = fresh()
    return true
  }
  // 'a house with a red roof': a part of the thing just named, coloured, not one more thing.
  // ('a grandfather clock with its pendulum swinging': its own pendulum, not a second one beside it.)
  const owner = !st.relation && (spec.alsoPart || st.pending.possessive) && st.last?.spec && st.last.spec !== spec ? st.last : null
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
export function objectAsTarget(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number, ref: Ref | null, kind: string[]) {
  const { mentions } = st
  const spec = it.spec
  const rel = st.relation!
  const target = ref ? mentionRef(st, ref, k, spec, st.pending) : newEntity(st, k, 'object', st.pending, spec, it.plural)
  if (!ref) target.label = kind.length ? titleWords([...kind, (it.plural ? spec.words.find((w) => pluralOf(w) === it.words) ?? ALIAS_SINGULAR.get(it.words) : it.words) ?? spec.key]) : labelFor(spec, it.words, it.plural)
  mentions.set(k, target.index)
  // 'between two trees': between the two of them.
  if (rel.type === 'between' && !rel.first && target.count === 2 && !target.existing) {
    rel.subject.rel = { type: 'between', target: { entity: target.index, instance: 0 }, target2: { entity: target.index, instance: 1 } }
    st.relation = null
    st.pending = fresh()
    st.last = target
    return
  }
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

export function onObject(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number) {
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
    : lookup(st, spec, it.plural, st.pending, labelFor(spec, it.words, it.plural)) ?? (st.entities.some((e) => e.spec === spec) ? null : lookupByName(st, word, it.plural, st.pending, true) ?? kindThere(st, word, it.plural))
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

/**
 * 'A bus stop. A bench under the shelter.': with no shelter of its own, 'the shelter' is the thing
 * there that one of its own names calls a kind of shelter (a bus shelter), made earlier in this
 * prompt or already in the scene.
 */
function kindThere(st: ParseRun, word: string, plural: boolean): Ref | null {
  if (!st.pending.definite) return null
  const kind = (o?: ObjectSpec) => !!o?.words.some((w) => w.endsWith(` ${word}`))
  // (Never what is being placed: 'a screen on the wall' is not the screen on itself, though a video wall is a screen.)
  const subject = st.relation?.subject
  for (let i = st.entities.length - 1; i >= 0; i--) if (st.entities[i] !== subject && !st.entities[i].existing && !st.entities[i].pronoun && kind(st.entities[i].spec)) return { entity: i }
  const ids = [...st.existing.entries()].filter(([key]) => kind(BY_KEY.get(key))).flatMap(([, v]) => v)
  return ids.length ? { nodeIds: plural ? ids : ids.slice(-1) } : null
}

export const BESIDE: RelationType[] = ['next', 'front', 'behind', 'left', 'right']

/**
 * 'two torches by the gate' with a castle there and no gate of its own: by the castle's gate, so
 * on the side of the castle its gate is on (in front), and said so. True when read.
 */
export function partTarget(st: ParseRun, it: Extract<Item, { t: 'object' }>, k: number): boolean {
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

export function onLight(st: ParseRun, it: Extract<Item, { t: 'light' }>, k: number) {
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

export function onText(st: ParseRun, _it: Extract<Item, { t: 'text' }>, k: number) {
  const { mentions } = st
  // 'a trophy with the words "Best Dad" on it': written on the thing, not a text beside it.
  const at = st.items[k].i
  const quoteNext = st.items[k + 1]?.t === 'quote'
  if (quoteNext && st.tokens[at - 1] === 'the' && /^(with|showing|displaying|announcing|saying|reading|bearing)$/.test(st.tokens[at - 2] ?? '') && st.last?.kind === 'object' && !st.last.text && !st.last.existing && !st.last.pronoun && st.last.spec && !st.last.spec.airborne) {
    st.wordsFor = st.last
    st.pending = fresh()
    return
  }
  const e = newEntity(st, k, 'text', st.pending)
  mentions.set(k, e.index)
  st.pending = fresh()
  st.last = e
}

export function onQuote(st: ParseRun, it: Extract<Item, { t: 'quote' }>, k: number) {
  const { quotes, mentions } = st
  const content = quotes[it.index]
  const carrier = st.wordsFor
  st.wordsFor = undefined
  if (carrier && !carrier.text) carrier.text = content
  else if (st.last && !st.last.text && (st.last.kind === 'text' || st.last.spec?.face)) st.last.text = content
  else if (st.last?.existing && st.last.spec?.face) st.last.text = content
  // 'a sign above the cake that says Happy 30th': the words are the sign's, named before what it is over.
  else if (saysAfterRelation(st, k)) saysAfterRelation(st, k)!.text = content
  // 'a doormat that says Go Away', 'a trophy with the words "Best Dad" on it': the thing carries them.
  else if (st.last?.kind === 'object' && !st.last.text && !st.last.existing && !st.last.pronoun && st.last.spec && !st.last.spec.airborne && carriesWords(st, k)) st.last.text = content
  else {
    const e = newEntity(st, k, 'text', st.pending)
    e.text = content
    mentions.set(k, e.index)
    st.last = e
  }
  st.pending = fresh()
}

const WORD_CARRIERS = /(?:sign|poster|banner|board|plaque|placard|label|tag|card|flag|menu)s?$/

/** Words said to be on the thing just named: after 'says', 'with the words', or followed by 'on it'. */
function carriesWords(st: ParseRun, k: number): boolean {
  const at = st.items[k].i
  const before = st.tokens.slice(Math.max(0, at - 3), at).join(' ')
  if (/(?:\b(?:says|saying|reads|reading|announcing|showing|displaying|labelled|labeled|titled|spells|spelling)|with the (?:words?|text|message|name|number|letters))$/.test(before)) return true
  const after = st.tokens.slice(at + 1, at + 3).join(' ')
  return /^(?:painted |written |printed |engraved |carved |stamped |embroidered )?on (?:it|them)$/.test(after) || /^(?:on it|on them)\b/.test(after)
}

/** The thing that carries words just before a relation phrase the quote follows, if it has none yet. */
function saysAfterRelation(st: ParseRun, k: number) {
  const at = st.items[k].i
  const verb = st.tokens[at - 1]
  const withThe = st.tokens[at - 3] === 'with' && st.tokens[at - 2] === 'the' && /^(name|words?|text|number|message|letters)$/.test(verb ?? '')
  if (!verb || (!withThe && !/^(says|say|saying|reads|reading|spells|spelling|titled|labelled|labeled|announcing|showing|displaying)$/.test(verb))) return undefined
  // (A poster, a board, a banner carries words by what it is, face or not: 'a poster on a wall announcing …'.)
  const carrier = st.last?.rel?.target.entity !== undefined && st.entities[st.last.rel.target.entity] === st.last ? undefined : [...st.entities].reverse().find((e) => e.kind === 'object' && !e.text && (e.spec?.face || WORD_CARRIERS.test(e.spec?.key ?? '')) && !e.existing)
  return carrier && carrier.rel?.target.entity === st.last?.index ? carrier : undefined
}
