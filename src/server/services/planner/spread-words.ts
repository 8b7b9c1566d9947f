import type { SceneDocument } from '../../../shared/scene/schema'
import type { Entity, Ref } from './entities'
import { BY_KEY } from './catalog'
import type { ObjectSpec } from './catalog/dsl'
import type { Item } from './scan'
import { NUMBER_WORDS } from './lexicon'

/**
 * 'a lantern at each end of the bridge', 'trees on each bank', 'a candle at every corner of the
 * table', 'torches at both ends': one (or the number asked) per part named, over the thing the
 * parts belong to. The parts are read on the geometry when the thing is placed: a thing's ends
 * are the two ends of its long side, its banks or sides the two long sides, its corners four.
 */
export type Spread = 'ends' | 'sides' | 'corners' | 'along' | 'tops' | 'extend'

const PARTS: Record<string, Spread> = { shelf: 'tops', shelves: 'tops', tier: 'tops', tiers: 'tops', level: 'tops', levels: 'tops', end: 'ends', ends: 'ends', bank: 'sides', banks: 'sides', shore: 'sides', shores: 'sides', corner: 'corners', corners: 'corners', edge: 'sides', edges: 'sides' }
const EVERY = new Set(['each', 'every', 'both', 'either', 'all'])
/** How many parts of each kind a thing has ('extend': more of a row carry it on, planner.ts). */
export const SPREAD_PARTS: Record<Spread, number> = { ends: 2, sides: 2, corners: 4, along: 1, tops: 1, extend: 1 }
/** The words, for the reply and the unknown-noun check. */
export const SPREAD_WORDS = new Set(Object.keys(PARTS))

export function spreadOverParts(tokens: string[], items: Item[], entities: Entity[], existing?: Map<string, string[]>, doc?: SceneDocument): void {
  alongWays(tokens, items, entities)
  for (let i = 1; i < tokens.length; i++) {
    const kind = PARTS[tokens[i]]
    if (!kind) continue
    // 'each end', 'both banks', 'all four corners'.
    const every = EVERY.has(tokens[i - 1]) || (i > 1 && tokens[i - 2] === 'all' && tokens[i - 1] in NUMBER_WORDS)
    if (!every) continue
    const at = (e: Entity) => items[e.item]?.i ?? -1
    const things = entities.filter((e) => e.kind === 'object' && !e.pronoun && at(e) >= 0)
    const subject = things.filter((e) => at(e) < i - 1 && !e.existing).pop()
    if (!subject) continue
    // Of the thing named after 'of', else of what the subject came with, else of the thing named before it.
    const after = tokens[i + 1] === 'of' ? things.find((e) => at(e) > i && e !== subject) : undefined
    const before = things.filter((e) => at(e) < at(subject) && e !== subject).pop()
    // Banks and shores are water's: 'put trees on both banks' of the river the scene (or the prompt) has.
    const shore = tokens[i] === 'bank' || tokens[i] === 'banks' || tokens[i] === 'shore' || tokens[i] === 'shores'
    const water = shore && !after && !subject.rel ? waterOf(things.filter((e) => e !== subject), existing, doc) : undefined
    const target = after ? { entity: after.index } : subject.rel?.target.entity !== undefined && subject.rel.target.entity !== subject.index ? subject.rel.target : water ?? (before ? { entity: before.index } : undefined)
    if (!target) continue
    // One per part unless a number or a plural said more ('trees on each bank' are a few on each).
    const per = subject.countGiven ? subject.count : subject.plural ? 3 : 1
    if (kind === 'tops') {
      // 'books on every shelf': on the thing, a row on each of its tops (how many tops is read when it is placed).
      subject.rel = { type: 'on', target, spread: kind, each: false }
      subject.spreadPer = per
      continue
    }
    subject.count = per * SPREAD_PARTS[kind]
    subject.plural = true
    subject.countGiven = true
    subject.rel = { type: 'next', target, spread: kind, each: false }
  }
}

/**
 * '13 lanterns along the path', 'trees lining the road', 'a street lined with lamps': spread
 * evenly over the length of the way, beside it.
 */
function alongWays(tokens: string[], items: Item[], entities: Entity[]): void {
  const at = (e: Entity) => items[e.item]?.i ?? -1
  const things = entities.filter((e) => e.kind === 'object' && !e.pronoun && at(e) >= 0)
  for (let i = 1; i < tokens.length; i++) {
    const w = tokens[i]
    const lined = (w === 'lined' || w === 'edged') && tokens[i + 1] === 'with'
    if (w !== 'along' && w !== 'alongside' && w !== 'lining' && !lined) continue
    const before = things.filter((e) => at(e) < i).pop()
    const after = things.find((e) => at(e) > i)
    const [subject, way] = lined ? [after, before] : [before, after]
    if (!subject || !way || subject.existing || subject === way || subject.count < 2) continue
    subject.rel = { type: 'next', target: { entity: way.index }, spread: 'along' }
  }
}

/** Low water with banks (a river, a lake, a pond): named in the prompt, else the last one in the scene. */
const isWater = (spec: ObjectSpec | undefined) => !!spec && spec.size[1] <= 0.3 && spec.parts.some((p) => p.mat === 'water')
function waterOf(things: Entity[], existing?: Map<string, string[]>, doc?: SceneDocument): Ref | undefined {
  const named = things.filter((e) => isWater(e.spec)).pop()
  if (named) return named.existing ? { nodeIds: named.existing.slice(-1) } : { entity: named.index }
  let ids: string[] | undefined
  for (const [key, list] of existing ?? []) if (isWater(BY_KEY.get(key))) ids = list
  const id = ids?.[ids.length - 1]
  // (Named in the reply as the scene names it: 'on each side of the river'.)
  return id ? { nodeIds: [id], noun: doc?.nodes[id]?.name.replace(/\s*\d+$/, '').toLowerCase() } : undefined
}
