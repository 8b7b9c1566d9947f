import { PHRASES } from './catalog'
import { COLOURS } from './colours'
import { unknownThings } from './compound'
import { ENV_WORDS } from './environment'
import { ARRANGEMENTS, ARTICLES, LIGHT_PHRASES, MATERIAL_WORDS, NUMBER_WORDS, REGIONS, RELATIONS, SEPARATORS, SIZE_WORDS } from './lexicon'
import { scan, type Item } from './scan'
import { TEMPLATES } from './scenes'

/**
 * Chat-style typing: shorthand ('n' for and, 'ontop', 'infront', 'w/') and the slips a fast typist
 * makes in a word the planner knows: two neighbouring letters swapped ('chiar', 'tbale', 'houes'),
 * a letter typed twice ('bluee', 'arround') or left out of a double ('tres', 'yelow'), a final e
 * missing ('blu'). A slip is only mended where the word would otherwise be lost, and only into the
 * kind of word that place wants, when exactly one fits: a thing where the planner would say it
 * cannot build it ('a red chiar next to…'), a colour right before a thing ('bluee balloons'), a
 * relation word with a doubled letter ('arround'). So 'a calm lake' stays calm, 'three tiers' tiers.
 */
const SHORTHAND: Record<string, string[]> = {
  n: ['and'], u: ['you'], ur: ['your'], pls: ['please'], plz: ['please'], ontop: ['on', 'top'], infront: ['in', 'front'], inbetween: ['in', 'between'],
  w: ['with'], thx: ['thanks'], lil: ['little'], nxt: ['next'],
}

const words = (phrases: Iterable<string>) => [...phrases].flatMap((p) => p.split(' ')).filter((w) => /^[a-z]+$/.test(w))
const THINGS = new Set(words(PHRASES.keys()).filter((w) => w.length >= 3))
const COLOUR_WORDS = new Set(words([...Object.keys(COLOURS), ...Object.keys(MATERIAL_WORDS)]).filter((w) => w.length >= 3))
const RELATION_WORDS = new Set(words(RELATIONS.map(([p]) => p)).filter((w) => w.length >= 4))
const KNOWN = new Set<string>([
  ...words(PHRASES.keys()), ...COLOUR_WORDS, ...words(Object.keys(ENV_WORDS)),
  ...words([...RELATIONS, ...ARRANGEMENTS, ...REGIONS, ...LIGHT_PHRASES].map(([p]) => p)),
  ...Object.keys(NUMBER_WORDS), ...Object.keys(SIZE_WORDS), ...SEPARATORS, ...ARTICLES,
  // (Words of measure and manner that are no slip of a thing's name: 'three times as big' has no timers.)
  // (Common verbs: 'and comes on when tapped' has no comets.)
  'comes', 'goes', 'gets', 'makes', 'takes', 'gives', 'keeps', 'stays', 'looks', 'seems', 'stands', 'sits', 'hangs', 'lies', 'leans', 'rests', 'holds', 'starts', 'stops',
  'times', 'twice', 'half', 'double', 'triple', 'size', 'sizes', 'height', 'heights', 'tall', 'wide', 'long', 'deep', 'metre', 'metres', 'meter', 'meters',
])
/** The catalogue's part names ('sails', 'rotor'): words of their own, never a slip. */
const PARTS = new Set([...PHRASES.values()].flatMap((p) => p.spec.parts.flatMap((part) => part.name.toLowerCase().split(' '))))
/** Words of how a thing stands before a relation ('leaning against', 'sitting on'). */
const STANDING = new Set(words(RELATIONS.map(([p]) => p)).filter((w) => w.endsWith('ing')))
const TEMPLATE_WORDS = new Set(TEMPLATES.flatMap((t) => t.words.flatMap((w) => w.split(' '))))

/** The one word of `targets` a slip away from w (see above), else undefined. */
function slip(w: string, targets: Set<string>, onlyDoubled = false): string | undefined {
  const found = new Set<string>()
  const fits = (c: string) => c !== w && targets.has(c) && found.add(c)
  for (let i = 1; i < w.length; i++) if (w[i] === w[i - 1]) fits(w.slice(0, i) + w.slice(i + 1))
  if (!onlyDoubled) {
    for (let i = 0; i + 1 < w.length; i++) fits(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2))
    // 'bycicle': two letters a place apart swapped, in a longer word.
    if (w.length >= 6) for (let i = 0; i + 2 < w.length; i++) fits(w.slice(0, i) + w[i + 2] + w[i + 1] + w[i] + w.slice(i + 3))
    // (Not a doubled s: 'bases' is not 'basses'.)
    for (let i = 0; i < w.length; i++) if (w[i] !== 's') fits(w.slice(0, i + 1) + w[i] + w.slice(i + 1))
    fits(`${w}e`)
    // 'treez', 'carz': a plural typed with a z.
    if (w.endsWith('z')) fits(`${w.slice(0, -1)}s`)
  }
  // 'wite': one letter left out, when nothing nearer fits (not a double: that is above, and 'bases' are no 'basses').
  if (!onlyDoubled && !found.size && w.length >= 4) for (let i = 1; i < w.length; i++) for (const c of 'abcdefghijklmnopqrstuvwxyz') if (c !== w[i - 1] && c !== w[i]) fits(w.slice(0, i) + c + w.slice(i))
  // 'bluu', 'grean': a colour with one letter wrong.
  if (!onlyDoubled && !found.size && targets === COLOUR_WORDS && w.length >= 4) for (let i = 1; i < w.length; i++) for (const c of 'abcdefghijklmnopqrstuvwxyz') fits(w.slice(0, i) + c + w.slice(i + 1))
  return found.size === 1 ? [...found][0] : undefined
}

/** Shorthand spelt out; then slips mended (twice, for 'a grene lmap') and the words scanned again. */
export function fixTypos(raw: string[]): { tokens: string[]; items: Item[] } {
  let tokens = raw.flatMap((w, i) => (w in SHORTHAND && !KNOWN.has(w) && (w !== 'n' || (i > 0 && i + 1 < raw.length)) ? SHORTHAND[w] : [w]))
  tokens = ownSide(countWords(tokens))
  let items = scan(tokens)
  // 'too cats on a sofa': 'too' at a phrase's start, before a plural thing, is 'two'.
  const plural = (i: number) => items.some((it) => it.t === 'object' && it.plural && it.i > i && it.i <= i + 3)
  const counted = tokens.map((w, i) => ((w === 'too' || w === 'fore') && (i === 0 || ['a', 'and', ',', 'with', 'of', 'by', 'near', 'on', 'under', 'beside', 'put', 'add', 'place'].includes(tokens[i - 1])) && plural(i) ? (w === 'too' ? 'two' : 'four') : w))
  if (counted.some((w, i) => w !== tokens[i])) {
    tokens = counted
    items = scan(tokens)
  }
  for (let round = 0; round < 2; round++) {
    const lost = new Set(unknownThings(items, TEMPLATE_WORDS))
    const unknown = (w: string | undefined) => !!w && w.length >= 3 && /^[a-z]+$/.test(w) && !KNOWN.has(w)
    const thingNext = (w: string | undefined) => !!w && (THINGS.has(w) || (unknown(w) && !!slip(w, THINGS)))
    let changed = false
    // A thing's place the scan could not see: at the start or after an article or a count, with the
    // phrase ending or another lost word after it ('treez all around a pond', 'a bycicle leanig against…').
    const thingPlace = (i: number) => {
      const prev = tokens[i - 1]
      const next = tokens[i + 1]
      const starts = i === 0 || prev === 'and' || prev === ',' || ARTICLES.has(prev ?? '') || (prev ?? '') in NUMBER_WORDS || /^\d+$/.test(prev ?? '')
      const ends = next === undefined || ['all', 'and', ',', '.', 'next', 'near', 'beside', 'around', 'against', 'behind', 'under', 'on', 'in', 'by'].includes(next) || /in[g]?$|ig$/.test(next)
      return starts && ends
    }
    const fixed = tokens.map((w, i) => {
      if (!unknown(w) || PARTS.has(w) || PARTS.has(w.replace(/s$/, ''))) return w
      // ('leanig against': a word of how a thing stands, a slip from one the relations know.)
      if (/i[ng]g?$|ing$/.test(w) && RELATION_WORDS.has(tokens[i + 1] ?? '')) {
        const verb = slip(w, STANDING)
        if (verb) {
          changed = true
          return verb
        }
      }
      const better = lost.has(w) ? slip(w, THINGS) : thingNext(tokens[i + 1]) ? slip(w, COLOUR_WORDS) : thingPlace(i) ? slip(w, THINGS) : /(ing|ed)$/.test(w) ? undefined : slip(w, RELATION_WORDS, true)
      if (better) changed = true
      return better ?? w
    })
    if (!changed) break
    tokens = fixed
    items = scan(tokens)
  }
  return { tokens, items }
}

/** Things that come as one 'pair' ('two pairs of jeans' are two). */
const ONE_PAIR = new Set(['headphones', 'sunglasses', 'glasses', 'spectacles', 'goggles', 'binoculars', 'scissors', 'jeans', 'trousers', 'pants', 'shorts', 'tongs', 'pliers', 'tweezers', 'earmuffs'])

/**
 * Counts said another way: 'a doz.' is a dozen, 'a baker's dozen' thirteen, 'a par of' a pair of,
 * and 'two pairs of boots' four boots (but 'two pairs of jeans' are two).
 */
function countWords(tokens: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c, d] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]]
    const n = a === undefined ? NaN : /^\d+$/.test(a) ? Number(a) : a in NUMBER_WORDS && a !== 'pair' ? NUMBER_WORDS[a] : NaN
    if (a === 'doz' && !KNOWN.has('doz')) {
      out.push('dozen')
      if (b === '.') i++
    } else if ((a === "baker's" || a === 'bakers' || a === 'baker') && (b === 'dozen' || (b === "'s" && c === 'dozen'))) {
      if (out[out.length - 1] === 'a' || out[out.length - 1] === 'an') out.pop()
      out.push('13')
      i += b === 'dozen' ? 1 : 2
    } else if (a === 'par' && b === 'of' && out.length && ['a', 'one', 'the'].includes(out[out.length - 1])) {
      out.push('pair')
    } else if (Number.isFinite(n) && n > 1 && b === 'pairs' && c === 'of' && d !== undefined && !ONE_PAIR.has(d)) {
      out.push(String(n * 2))
      i += 2
    } else out.push(a)
  }
  return out
}

/** 'a lamp on its left', 'a lamp post to its left': to the left of it (the thing just named); 'on top of that': of it. */
function ownSide(tokens: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c] = [tokens[i], tokens[i + 1], tokens[i + 2]]
    if ((a === 'on' || a === 'to' || a === 'at') && (b === 'its' || b === 'his' || b === 'her' || b === 'their') && (c === 'left' || c === 'right') && tokens[i + 3] !== 'side' && tokens[i + 3] !== 'of') {
      out.push('to', 'the', c, 'of', b === 'their' ? 'them' : 'it')
      i += 2
    } else if ((a === 'that' || a === 'this') && ['of', 'on', 'beside', 'near', 'behind', 'under', 'above'].includes(tokens[i - 1]) && (i + 1 === tokens.length || SEPARATORS.has(b))) {
      // 'on top of that', 'put it beside this': the thing just spoken of.
      out.push('it')
    } else out.push(a)
  }
  return out
}
