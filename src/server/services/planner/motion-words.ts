import type { MotionSettings } from '../../../shared/scene/schema'
import type { Entity } from './entities'
import type { Item } from './scan'
import { PART_WORDS } from './moving-parts'

/**
 * Motion words become a motion the viewer plays: 'a rotating stand', 'a sneaker on a pedestal,
 * slowly spinning', 'a bottle bobbing', 'a ghost floating'. Floating and flying things are also
 * lifted off the ground (unless they rest on something: 'ducks floating on the water').
 */
type Kind = 'spin' | 'bob' | 'orbit' | 'float' | 'swing'
const WORDS: Record<string, Kind> = {
  swinging: 'swing', swings: 'swing', sways: 'swing', swaying: 'swing', rocking: 'swing', rocks: 'swing', flips: 'swing', flipping: 'swing',
  fluttering: 'bob', flutters: 'bob', flutter: 'bob', bouncing: 'bob', bounces: 'bob', hopping: 'bob', hops: 'bob', bounce: 'bob',
  turns: 'spin', spun: 'spin',
  rotating: 'spin', rotates: 'spin', rotate: 'spin', spinning: 'spin', spins: 'spin', spin: 'spin', turning: 'spin', revolving: 'spin', revolves: 'spin', twirling: 'spin',
  bobbing: 'bob', bobs: 'bob', bob: 'bob',
  orbiting: 'orbit', orbits: 'orbit', orbit: 'orbit', circling: 'orbit', circles: 'orbit',
  floating: 'float', floats: 'float', float: 'float', hovering: 'float', hovers: 'float', hover: 'float', flying: 'float', flies: 'float', fly: 'float', soaring: 'float', drifting: 'float',
}
const ADVERBS = new Set(['slowly', 'slow', 'gently', 'quickly', 'fast', 'rapidly', 'continuously', 'constantly', 'softly', 'lazily', 'and', 'up', 'down', 'around', 'round', 'in', 'place', 'the', 'air'])
const STOPS = new Set(['.', ';', '!', '?'])
const MOVING_PART = new Set(['rotor', 'rotors', 'blade', 'blades', 'propeller', 'propellers', 'sail', 'sails', 'wheel', 'lid', 'wings', 'pendulum', 'flag'])
/** Words that rock a thing to and fro about a level axis rather than swing it open ('rocking', 'back and forth'). */
const ROCK_WORDS = new Set(['rocking', 'rocks', 'sways', 'swaying'])
const TO_AND_FRO = ['back and forth', 'to and fro', 'from side to side', 'side to side', 'back and forward']
/** 'moving back and forth', 'rocks gently from side to side': a verb whose way is to and fro. */
function toAndFro(tokens: string[], i: number): boolean {
  let j = i + 1
  while (j < tokens.length && ['gently', 'slowly', 'softly', 'lazily', 'quickly', 'fast'].includes(tokens[j])) j++
  const rest = tokens.slice(j, j + 4).join(' ')
  return TO_AND_FRO.some((p) => rest.startsWith(p))
}
/** 'the horses go up and down', 'a buoy moving up and down': a bob. */
const UP_AND_DOWN_VERBS = new Set(['go', 'goes', 'going', 'went', 'move', 'moves', 'moving', 'rise', 'rises', 'rising', 'bobbing', 'jumping', 'jumps', 'bounce', 'bounces'])
function upAndDown(tokens: string[], i: number): boolean {
  let j = i + 1
  while (j < tokens.length && ['gently', 'slowly', 'softly', 'lazily', 'quickly', 'fast'].includes(tokens[j])) j++
  const rest = tokens.slice(j, j + 3).join(' ')
  return rest.startsWith('up and down') || rest.startsWith('and fall') || rest.startsWith('and sink')
}
const GOES = new Set(['moving', 'moves', 'move', 'going', 'goes', 'swaying', 'sways', 'rocking', 'rocks', 'rock', 'swinging', 'swings', 'tilting', 'tilts', 'tipping'])
/** Things that turn by what they are: a turntable, a carousel, a disco ball. */
const ALWAYS_SPIN = new Set(['turntable', 'carousel', 'disco ball', 'wind turbine'])
/** Where a floating thing with no height of its own hangs. */
export const FLOAT_HEIGHT = 1.5

export function isMotionWord(word: string): boolean {
  return word in WORDS
}

function speedOf(tokens: string[], from: number, to: number, base: number): number {
  const near = tokens.slice(Math.max(0, from), to)
  if (near.some((t) => t === 'slowly' || t === 'slow' || t === 'gently' || t === 'lazily')) return base * 0.5
  if (near.some((t) => t === 'quickly' || t === 'fast' || t === 'rapidly')) return base * 2.5
  return base
}

/** The motion a word gives, at the speed its neighbours ask for. */
export function motionFor(kind: Exclude<Kind, 'float'>, tokens: string[], at: number): MotionSettings {
  const speed = (base: number) => Math.round(speedOf(tokens, at - 2, at + 3, base) * 1000) / 1000
  // A rocking chair, a ship rolling side to side: a small tilt to and fro about a level axis.
  if (kind === 'swing' && (ROCK_WORDS.has(tokens[at]) || toAndFro(tokens, at))) return { kind: 'swing', speed: speed(0.4), amplitude: 0.35, axis: 'x' }
  if (kind === 'spin') return { kind: 'spin', speed: speed(0.25) }
  if (kind === 'bob') return { kind: 'bob', speed: speed(0.5), amplitude: 0.1 }
  if (kind === 'swing') return { kind: 'swing', speed: speed(0.25), amplitude: 1.2 }
  return { kind: 'orbit', speed: speed(0.1), amplitude: 1 }
}

/**
 * Gives the entities their motion. A motion word inside or right before a thing's name is that
 * thing's ('a rotating stand', 'a spinning disco ball'); one right after a thing is its ('a coin
 * spinning'); one after a comma is the sentence's first thing ('a sneaker on a pedestal, slowly
 * spinning'); 'floating and spinning' share their thing. 'a bowl of fruit spinning' is the bowl.
 */
export function attachMotion(tokens: string[], items: Item[], entities: Entity[]): void {
  const objects = entities.filter((e) => e.kind === 'object' && !e.pronoun && items[e.item])
  const startOf = (e: Entity) => items[e.item].i
  const endOf = (e: Entity) => items[e.item].i + items[e.item].n
  const container = (e: Entity): Entity => {
    // 'a bowl of fruit': the fruit came with the bowl; a motion after it is the bowl's.
    const t = e.rel?.implied && e.rel.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    return t && tokens[startOf(e) - 1] === 'of' ? t : e
  }
  let previous: { at: number; e: Entity } | null = null
  for (let i = 0; i < tokens.length; i++) {
    const kind = WORDS[tokens[i]] ?? (GOES.has(tokens[i]) && toAndFro(tokens, i) ? 'swing' : UP_AND_DOWN_VERBS.has(tokens[i]) && upAndDown(tokens, i) ? 'bob' : undefined)
    if (!kind) continue
    // ('going round in circles': the noun; 'a gull circles above the boat': the verb.)
    if (tokens[i] === 'circles' && ['in', 'of', 'two', 'three', 'small', 'big', 'wide', 'slow', 'lazy'].includes(tokens[i - 1] ?? '')) continue
    // ('a rocking chair' is its name; 'three rocks' are stones.)
    if ((tokens[i] === 'rocks' || tokens[i] === 'rocking') && objects.some((e) => startOf(e) === i || (startOf(e) === i + 1 && (e.label ?? '').toLowerCase().includes(tokens[i])))) continue
    // 'turns' moves only when nothing follows that makes it another verb ('turns red', 'turns off', 'turns to face').
    if (tokens[i] === 'turns' && tokens[i + 1] !== undefined && !ADVERBS.has(tokens[i + 1]) && !STOPS.has(tokens[i + 1]) && ![',', 'when', 'if', 'all', 'on'].includes(tokens[i + 1])) continue
    if (tokens[i] === 'turns' && tokens[i + 1] === 'on' && tokens[i + 2] !== 'its' && tokens[i + 2] !== 'an') continue
    let sentence = i
    while (sentence > 0 && !STOPS.has(tokens[sentence - 1])) sentence--
    const inSentence = objects.filter((e) => startOf(e) >= sentence && !tokens.slice(startOf(e), i).some((t) => STOPS.has(t)))
    let subject = inSentence.find((e) => startOf(e) <= i && i < endOf(e))
    let j = i + 1
    while (!subject && j < tokens.length && ADVERBS.has(tokens[j]) && tokens[j] !== 'and') j++
    subject ??= objects.find((e) => startOf(e) === j && !['in', 'around', 'round'].includes(tokens[i + 1] ?? ''))
    let b = i - 1
    let partWord: string | undefined
    // ('a helicopter whose rotor spins': the part's words lead back to the thing it is part of.)
    while (b >= sentence && ((ADVERBS.has(tokens[b]) && tokens[b] !== 'and') || MOVING_PART.has(tokens[b]) || tokens[b] === 'whose' || tokens[b] === 'its' || tokens[b] === 'little')) {
      if (MOVING_PART.has(tokens[b])) partWord ??= tokens[b]
      b--
    }
    // ('a helicopter hovering with its rotor spinning'.)
    if (partWord && tokens[b] === 'with' && (tokens[b + 1] === 'its' || tokens[b + 1] === 'their')) b--
    if (partWord && subject && startOf(subject) > i) subject = undefined
    if (!subject && previous && tokens[i - 1] === 'and' && previous.at === i - 2) subject = previous.e
    if (!subject && tokens[b] === ',') {
      subject = inSentence[0]
      // 'the sun in the middle and planets around it, floating': what circles it floats with it.
      if (kind === 'float') {
        for (const o of inSentence) {
          const t = o.rel?.target.entity !== undefined ? entities[o.rel.target.entity] : undefined
          if (o === subject || o.existing || !t || (t !== subject && !t.pronoun) || !['around', 'next', 'above'].includes(o.rel!.type)) continue
          o.lift ??= FLOAT_HEIGHT
          o.motion ??= { kind: 'bob', speed: 0.3, amplitude: 0.08 }
        }
      }
    }
    // ('an electric fan on a desk whose blades spin': the thing that has blades, not the last one named.)
    if (!subject && partWord) subject = [...inSentence].reverse().find((e) => endOf(e) <= i && hasMovingPart(e, partWord!))
    if (!subject) {
      const before = inSentence.filter((e) => endOf(e) <= i)
      const last = before[before.length - 1]
      // 'a bottle of shampoo rotating': a word or two of what it holds may come between.
      if (last && (endOf(last) >= b || (endOf(last) >= b - 2 && tokens[endOf(last)] === 'of'))) subject = container(last)
      // 'the horses on it go up and down', 'a seesaw in a playground tipping': where it is may come between
      // (a place that is no thing of its own, or the thing it stands on said again as 'it').
      else if (last && b - endOf(last) <= 3 && ['in', 'on', 'at', 'by', 'inside'].includes(tokens[endOf(last)]) && !tokens.slice(endOf(last), b + 1).some((t) => t === ',' || STOPS.has(t)) && !inSentence.some((o) => startOf(o) > endOf(last) && startOf(o) <= b)) subject = last
    }
    // 'a planet orbiting the sun': the thing after the word is the centre, the one before goes round it.
    if (kind === 'orbit' && subject && startOf(subject) > i) {
      const before = inSentence.filter((e) => endOf(e) <= i)
      const mover = before[before.length - 1]
      if (mover && !mover.existing) {
        mover.orbits = subject.index
        mover.motion = motionFor('orbit', tokens, i)
        previous = { at: i, e: mover }
        continue
      }
    }
    if (!subject) continue
    // 'a saturn model with rings floating': what floats is the thing they came with; bees flying around fly themselves.
    const companion: Entity | undefined = subject.rel?.implied && subject.rel.target.entity !== undefined ? entities[subject.rel.target.entity] : undefined
    // 'ducks floating on the water' rest there; 'caps flying in the air' do not.
    const where = tokens[i + 2] === 'the' ? tokens[i + 3] : tokens[i + 2]
    const resting = (tokens[i + 1] === 'on' || tokens[i + 1] === 'in') && !['air', 'sky', 'breeze', 'wind'].includes(where)
    if (kind === 'float' && tokens[i] === 'floating' && companion && !companion.existing && !resting) subject = companion
    const e: Entity = subject
    previous = { at: i, e }
    if (subject.existing) continue
    // A part's motion beside the whole's own ('hovering with its rotor spinning'); alone, the whole
    // carries it and the part it names is what moves (behaviour.ts).
    if (partWord && kind !== 'float') {
      ;(subject.partMotions ??= []).push({ word: partWord, motion: motionFor(kind, tokens, i) })
      if (subject.motion && subject.motion.kind !== kind) continue
    }
    if (kind === 'float' && resting) subject.motion ??= { kind: 'bob', speed: 0.3, amplitude: 0.03 }
    else if (kind === 'float') {
      subject.lift ??= FLOAT_HEIGHT
      // 'a hive with bees flying around': they fly free near it, not stand by it.
      if (subject.rel?.implied) subject.rel = undefined
      subject.motion ??= { kind: 'bob', speed: 0.3, amplitude: 0.08 }
    } else if (subject.motion?.kind !== 'spin' || kind !== 'bob') subject.motion = motionFor(kind, tokens, i)
  }
  for (const e of objects) if (!e.motion && e.spec && ALWAYS_SPIN.has(e.spec.key) && !e.existing) e.motion = motionFor('spin', tokens, startOf(e))
  // 'four moons circling a planet', 'a train going round and round a tree', 'a bee buzzing in
  // circles around a flower', 'a sun with three planets orbiting it': the thing goes round the one named.
  for (const e of objects) {
    if (e.existing || e.orbits !== undefined) continue
    const target = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    let centre: Entity | undefined
    if (target && target !== e && !target.pronoun && e.rel?.type === 'around' && items[target.item]) {
      // (The centre may be named again after them: 'the moon circling the earth'.)
      const words = tokens.slice(endOf(e), startOf(target) > endOf(e) ? startOf(target) : endOf(e) + 6)
      if (e.motion?.kind === 'orbit' || goesRound(words)) centre = target
    } else if (e.motion?.kind === 'orbit' && target && target !== e && !target.pronoun && items[target.item] && ['above', 'over', 'next', 'near'].includes(e.rel?.type ?? '')) {
      // 'a gull circling above the boat': it goes round over the thing named.
      centre = target
    } else if (e.motion?.kind === 'orbit') {
      // 'orbiting it': what 'it' stands for is the thing named before them.
      const it = entities.find((p) => p.pronoun && items[p.item] && startOf(p) >= endOf(e) && startOf(p) <= endOf(e) + 3)
      const before = objects.filter((o) => o !== e && endOf(o) <= startOf(e))
      if (it) centre = target && target !== e && !target.pronoun ? target : before[before.length - 1]
    }
    if (!centre || centre.existing) continue
    e.orbits = centre.index
    e.motion = motionFor('orbit', tokens, endOf(e))
  }
}

/** The thing has a part the word names ('blades' on a fan, 'rotor' on a helicopter). */
function hasMovingPart(e: Entity, word: string): boolean {
  const move = PART_WORDS[word]
  return !!move && !!e.spec?.parts.some((p) => move.names.includes(p.name.toLowerCase().replace(/s$/, '')))
}

const GOING = new Set(['laps', 'lapping', 'going', 'goes', 'go', 'moving', 'moves', 'travelling', 'traveling', 'travels', 'running', 'runs', 'racing', 'races', 'riding', 'rides', 'driving', 'drives', 'buzzing', 'buzzes', 'chasing', 'chases', 'zooming', 'zooms', 'walking', 'walks', 'marching', 'swimming', 'swims', 'sailing', 'sails', 'whizzing', 'zipping', 'skating', 'galloping', 'trotting', 'chugging', 'circles', 'circling', 'orbiting', 'orbits'])
/** 'going round', 'round and round', 'in circles around': words that carry a thing round another. */
function goesRound(words: string[]): boolean {
  if (words.some((w) => WORDS[w] === 'orbit')) return true
  const round = words.findIndex((w) => w === 'round' || w === 'around')
  if (round < 0) return false
  return words.slice(0, round).some((w) => GOING.has(w)) || words.includes('circles') || words.slice(round).join(' ').startsWith('round and round')
}

/** 'make the sneaker spin', 'make it bob up and down': the motion a follow-up asks for, and its verb for the reply. */
export function followUpMotion(tokens: string[]): { motion: MotionSettings; verb: string } | null {
  // ('make it turn slowly', 'make the boat rock': the bare verb after 'make', with nothing after it that makes it another verb.)
  const bare = (t: string, i: number) => (t === 'turn' || t === 'rock') && ['make', 'let', 'have', 'get'].includes(tokens[0]) && (tokens[i + 1] === undefined || (ADVERBS.has(tokens[i + 1]) && !['up', 'down', 'in', 'the', 'and'].includes(tokens[i + 1])) || STOPS.has(tokens[i + 1]) || toAndFro(tokens, i))
  const at = tokens.findIndex((t, i) => (WORDS[t] && WORDS[t] !== 'float') || bare(t, i))
  if (at < 0 || stopsMotion(tokens)) return null
  const kind = (WORDS[tokens[at]] ?? (tokens[at] === 'turn' ? 'spin' : 'swing')) as Exclude<Kind, 'float'>
  return { motion: motionFor(kind, tokens, at), verb: kind === 'spin' ? 'spin' : kind === 'bob' ? 'bob up and down' : kind === 'swing' ? 'swing' : 'orbit' }
}

/** 'make the house fly': the word asking a thing already there to go up and hang in the air, if any. */
export function followUpFloat(tokens: string[]): string | null {
  const word = tokens.find((t) => WORDS[t] === 'float')
  if (!word) return null
  return word.startsWith('fl') && word !== 'float' && word !== 'floats' && word !== 'floating' ? 'fly' : word.startsWith('hover') ? 'hover' : 'float'
}

const STOP_WORDS = new Set(['stop', 'stops', 'stopped', 'halt', 'freeze'])
/** 'stop spinning', 'make the car stop', "don't rotate", 'no longer bobbing': a motion to end, not to start. */
export function stopsMotion(tokens: string[]): boolean {
  if (tokens.some((t) => STOP_WORDS.has(t))) return true
  const at = tokens.findIndex((t) => t in WORDS)
  return at > 0 && (['not', "don't", 'dont', 'longer'].includes(tokens[at - 1]) || (tokens[at - 2] === 'no' && tokens[at - 1] === 'longer'))
}
