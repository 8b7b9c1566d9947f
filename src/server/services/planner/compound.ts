import { PHRASES } from './catalog'
import type { Item } from './scan'
import { kindWith, PART_WORDS } from './parts'
import { SPREAD_WORDS } from './spread-words'

/**
 * Things the catalogue lacks, named as asked from the nearest thing it has: 'a ping pong table'
 * is a table called Ping Pong Table, 'a food truck' a truck called Food Truck, 'a pool table' a
 * table (not a pool and a table). The words before the object count when they are not describing
 * words ('a cozy sofa' stays a Sofa) and the phrase starts after an article, a number, a colour or
 * a size, or at the start.
 */
const DESCRIBING = new Set([
  'cozy', 'cosy', 'little', 'old', 'new', 'modern', 'cute', 'nice', 'beautiful', 'pretty', 'fancy', 'simple', 'cool', 'fluffy', 'soft', 'empty', 'full', 'open', 'closed', 'long',
  'round', 'square', 'flat', 'young', 'happy', 'sad', 'angry', 'scary', 'spooky', 'creepy', 'magic', 'magical', 'ancient', 'medieval', 'vintage', 'retro', 'classic', 'rustic', 'wild',
  'busy', 'quiet', 'calm', 'lonely', 'bright', 'clean', 'dirty', 'wet', 'dry', 'frozen', 'broken', 'single', 'double', 'main', 'other', 'same', 'different', 'real', 'fake', 'lovely',
  'sleeping', 'sitting', 'standing', 'parked', 'floating', 'flying', 'spinning', 'rotating', 'hanging', 'leaning', 'lying', 'waiting', 'walking', 'swimming', 'playing', 'dancing',
  'singing', 'burning', 'smiling', 'barking', 'eating', 'cheerful', 'friendly', 'elegant', 'luxury', 'luxurious', 'cheap', 'expensive', 'tiny', 'huge', 'mounted', 'framed', 'stuffed',
  'wooden', 'heavy', 'light', 'gentle', 'soft', 'striped', 'spotted', 'colourful', 'colorful', 'shaped', 'l', 'u', 'large', 'big', 'small', 'tall', 'short', 'wide', 'famous', 'favourite', 'favorite', 'my', 'your', 'our',
  'some', 'any', 'each', 'every', 'few', 'many', 'all', 'both', 'no', 'more', 'another', 'of', 'with', 'and', 'or', 'the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their',
  'make', 'create', 'add', 'put', 'show', 'build', 'place', 'display', 'i', 'want', 'need', 'please', 'give', 'me', 'there', 'is', 'are', 'be', 'has', 'have', 'want', 'like', 'see',
  'in', 'on', 'at', 'to', 'for', 'from', 'by', 'near', 'under', 'over', 'up', 'down', 'some', 'lots', 'it', 'them', 'one', 'ones', 'very', 'really', 'slowly', 'quickly', 'also',
  'just', 'only', 'even', 'mostly', 'plenty', 'life', 'size', 'sized', 'life-size', 'life-sized', 'lifesize', 'full-size', 'full-sized', 'real-size', 'actual-size',
])
const STARTS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'your', 'our', 'some', 'each', 'every', 'another'])

/** Words naming what kind of the object this is, from the items just before item k (which is the object). */
export function modifierWords(items: Item[], k: number): string[] {
  const words: string[] = []
  let j = k - 1
  let at = items[k].i
  while (j >= 0) {
    const it = items[j]
    if (it.i + it.n !== at) break
    // 'a neon sign' is a kind of sign as well as a look.
    if (it.t === 'material' && it.word === 'neon') {
      words.unshift(it.word)
      at = it.i
      j--
      continue
    }
    if (it.t !== 'word' || DESCRIBING.has(it.word) || /(ly|colou?red|looking|style|shaped)$/.test(it.word) || /^\d/.test(it.word)) break
    words.unshift(it.word)
    at = it.i
    j--
  }
  if (!words.length) return []
  const before = items[j]
  const boundary = !before || (before.i + before.n === at && ((before.t === 'word' && STARTS.has(before.word)) || before.t === 'number' || before.t === 'colour' || before.t === 'size' || before.t === 'material' || before.t === 'sep'))
  return boundary ? words.slice(-2) : []
}

/** 'pool' right before 'table': the first object word names the kind of the second. */
export function joinsNext(items: Item[], k: number): boolean {
  const a = items[k]
  const b = items[k + 1]
  return !!a && !!b && a.t === 'object' && b.t === 'object' && !a.plural && a.i + a.n === b.i && a.spec !== b.spec
}

const LABELS: Record<string, string> = { tv: 'TV', dj: 'DJ', dna: 'DNA', ufo: 'UFO', pc: 'PC', atm: 'ATM', ev: 'EV' }
export const titleWords = (words: string[]) => words.map((w) => LABELS[w] ?? w.replace(/(^|[-\s])([a-z])/g, (_m, s: string, c: string) => s + c.toUpperCase())).join(' ')

const NOT_THINGS = new Set(['times', 'comes', 'goes', 'turns', 'starts', 'begins', 'spins', 'swings', 'moves', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last', 'website', 'webpage', 'homepage', 'portfolio', 'site', 'opens', 'scene', 'room', 'thing', 'things', 'stuff', 'place', 'area', 'space', 'corner', 'middle', 'center', 'centre', 'side', 'top', 'bottom', 'front', 'back', 'left', 'right', 'background', 'foreground', 'view', 'way', 'time', 'day', 'lot', 'bit', 'kind', 'sort', 'type', 'style', 'version', 'model', 'set', 'pair', 'group', 'row', 'rows', 'line', 'lines', 'circle', 'bunch', 'couple', 'dozen', 'sound', 'music', 'light', 'colour', 'color', 'size', 'shape', 'air', 'sky'])

/** Places named as where things are, not things to build ('at a crossroads', 'a carnival with a ferris wheel'). */
const PLACES = new Set(['bathroom', 'bedroom', 'crossroads', 'intersection', 'junction', 'market', 'marketplace', 'carnival', 'fair', 'funfair', 'amusement', 'arcade', 'plaza', 'downtown', 'neighbourhood', 'neighborhood', 'town', 'countryside', 'seaside', 'coast', 'outdoors', 'indoors', 'inside', 'outside', 'ground', 'landscape', 'scenery', 'world', 'land', 'finish', 'surface', 'texture', 'pattern', 'theme', 'vibe', 'mood', 'atmosphere'])

/** Words that follow a noun and end its phrase ('a forge that glows', 'a barrow full of sand'). */
const AFTER_NOUN = new Set(['that', 'which', 'who', 'for', 'from', 'full', 'filled', 'made', 'holding', 'carrying', 'covered', 'each', 'all'])

/**
 * Words that name a thing the planner could not build: a plain word after an article or a
 * number (past describing words), followed by the end of the phrase. The reply owns up to them.
 */
export function unknownThings(items: Item[], templateWords: Set<string>): string[] {
  const out: string[] = []
  // Words that name a part of something asked for ('a hoop … above the rim', 'a cake with 3 tiers').
  const partWords = new Set<string>()
  for (const it of items) {
    if (it.t !== 'object') continue
    for (const p of it.spec.parts) for (const w of p.name.toLowerCase().split(' ')) partWords.add(w)
  }
  // (Or a part of a kind of it, which it becomes: 'a boat with a sail' is a sailboat.)
  const ofKind = (w: string) => items.some((it) => it.t === 'object' && !!kindWith(it.spec, w))
  const isPart = (w: string) => PART_WORDS.has(w) || SPREAD_WORDS.has(w) || partWords.has(w) || partWords.has(w.replace(/s$/, '')) || partWords.has(w.replace(/es$/, ''))
  for (let k = 0; k < items.length; k++) {
    const it = items[k]
    // A catalogue word left as a plain word names a kind of place ('a bicycle showroom'), not a lost thing.
    if (it.t !== 'word' || it.word.length < 3 || PHRASES.has(it.word) || DESCRIBING.has(it.word) || NOT_THINGS.has(it.word) || templateWords.has(it.word) || PLACES.has(it.word) || isPart(it.word) || /(ly|ing|ed)$/.test(it.word)) continue
    let j = k - 1
    while (j >= 0 && (items[j].t === 'colour' || items[j].t === 'size' || items[j].t === 'material' || (items[j].t === 'word' && DESCRIBING.has((items[j] as { word: string }).word) && !STARTS.has((items[j] as { word: string }).word)))) j--
    const before = items[j]
    // After an article or a number; or named in a list of things ('with bases and a mound', 'a cat and wombats').
    const listed = before?.t === 'sep' && (before.word === 'with' || ((before.word === 'and' || before.word === ',') && items[j - 1]?.t === 'object'))
    const counted = before && (before.t === 'number' || (before.t === 'word' && STARTS.has(before.word)) || listed)
    const next = items[k + 1]
    // …and the end of its phrase, or what it is doing ('a band playing', 'a flamingo standing in the pond').
    const ends = !next || next.t === 'sep' || next.t === 'relation' || next.t === 'region' || next.t === 'arrangement' || next.t === 'env' || (next.t === 'word' && (AFTER_NOUN.has(next.word) || (/(ing|ed)$/.test(next.word) && next.word.length > 4)))
    if (counted && ends && !ofKind(it.word)) out.push(it.word)
  }
  return out
}
