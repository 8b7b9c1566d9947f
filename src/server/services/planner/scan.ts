import { PHRASES, type ObjectSpec, type MatHint } from './catalog'
import { AMBIGUOUS_COLOURS, COLOURS, METALLIC_COLOURS } from './colours'
import { ENV_WORDS } from './environment'
import {
  ARRANGEMENT_NOUNS, ARRANGEMENTS, LIGHT_PHRASES, MATERIAL_COLOURS, MATERIAL_NOUNS, MATERIAL_WORDS, NUMBER_WORDS, REGIONS, RELATIONS, SEPARATORS, SIZE_WORDS,
  type Arrangement, type Region, type RelationType,
} from './lexicon'
import { SOUND_PHRASES } from './sounds'

/**
 * The scanner: words → typed items. Every table (objects, relations, colours, environment…) is
 * looked up at each position and the longest phrase wins, so 'light blue' is a colour, 'traffic
 * light' an object, 'light fog' weather and 'on fire' fire rather than the relation 'on'.
 */
export type Item =
  | { t: 'object'; spec: ObjectSpec; plural: boolean; i: number; n: number; words: string }
  | { t: 'relation'; rel: RelationType; i: number; n: number }
  | { t: 'arrangement'; arr: Arrangement; prefix?: boolean; i: number; n: number }
  | { t: 'region'; region: Region; i: number; n: number }
  | { t: 'env'; words: string; i: number; n: number }
  | { t: 'colour'; hex: string; name: string; metallic: boolean; i: number; n: number }
  | { t: 'material'; mat: MatHint; colour?: string; word: string; i: number; n: number }
  | { t: 'light'; kind: 'point' | 'spot' | 'directional'; plural: boolean; i: number; n: number }
  | { t: 'sound'; clip: string; i: number; n: number }
  | { t: 'number'; value: number; i: number; n: number }
  | { t: 'size'; k: number; axis?: 'y' | 'xz'; word: string; i: number; n: number }
  | { t: 'dims'; metres: number; axis: 'y' | 'x' | 'max'; i: number; n: number }
  | { t: 'distance'; metres: number; how: 'away' | 'apart' | 'from'; i: number; n: number }
  | { t: 'text'; i: number; n: number }
  | { t: 'quote'; index: number; i: number; n: number }
  | { t: 'url'; index: number; i: number; n: number }
  | { t: 'sep'; word: string; i: number; n: number }
  | { t: 'word'; word: string; i: number; n: number }

type Entry =
  | { t: 'relation'; rel: RelationType }
  | { t: 'arrangement'; arr: Arrangement }
  | { t: 'region'; region: Region }
  | { t: 'env' }
  | { t: 'colour'; hex: string }
  | { t: 'light'; kind: 'point' | 'spot' | 'directional'; plural: boolean }
  | { t: 'sound'; clip: string }
  | { t: 'text' }

const TEXT_WORDS = ['text', '3d text', '2d text', 'words', 'word', 'title', 'heading', 'headline', 'label', 'caption', 'writing', 'lettering', 'message']
const TABLE = new Map<string, Entry[]>()
const put = (phrase: string, entry: Entry) => {
  const list = TABLE.get(phrase)
  if (list) list.push(entry)
  else TABLE.set(phrase, [entry])
}
for (const [p, rel] of RELATIONS) put(p, { t: 'relation', rel })
for (const [p, arr] of ARRANGEMENTS) put(p, { t: 'arrangement', arr })
for (const [p, region] of REGIONS) put(p, { t: 'region', region })
for (const p of Object.keys(ENV_WORDS)) put(p, { t: 'env' })
for (const [p, hex] of Object.entries(COLOURS)) put(p, { t: 'colour', hex })
for (const [p, kind] of LIGHT_PHRASES) put(p, { t: 'light', kind, plural: p.endsWith('s') })
for (const [p, clip] of Object.entries(SOUND_PHRASES)) put(p, { t: 'sound', clip })
for (const p of TEXT_WORDS) put(p, { t: 'text' })
const MAX_WORDS = Math.max(...[...TABLE.keys(), ...PHRASES.keys()].map((p) => p.split(' ').length))

const NUMBER_RE = /^\d+(?:\.\d+)?$/

/** Lower-case words and punctuation; quotes and URLs were swapped for «q0» / «u0» placeholders before. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/(\d)(m|cm|mm|ft)\b/g, '$1 $2')
      .replace(/(\d),(\d{3})/g, '$1$2')
      // 'a bird on the dog's back', 'a parrot on the pirate's shoulder': on the dog, on the pirate.
      .replace(/\b(on|onto|upon|atop|sitting on|riding)( the| a| an| his| her| its| their| my)? ([a-z]+)['’]s? (back|top|head|shoulders?|roof|lap)\b/g, '$1$2 $3')
      .match(/«[qu]\d+»|\d+(?:\.\d+)?(?![a-z])|[a-z0-9]+(?:['’-][a-z0-9]+)*|[.,;!?]/g) ?? []
  )
}

function isObjectAt(tokens: string[], i: number): boolean {
  for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1; n--) if (PHRASES.has(tokens.slice(i, i + n).join(' '))) return true
  return false
}
/** Skips adjectives to see whether an object follows ('orange and red car' → no; 'orange car' → yes). */
function objectFollows(tokens: string[], i: number): boolean {
  for (let j = i; j < Math.min(tokens.length, i + 3); j++) {
    if (isObjectAt(tokens, j)) return true
    const w = tokens[j]
    if (!(w in SIZE_WORDS || w in MATERIAL_WORDS || w in COLOURS)) return false
  }
  return false
}

export function scan(tokens: string[]): Item[] {
  const items: Item[] = []
  let i = 0
  while (i < tokens.length) {
    const w = tokens[i]
    const quote = /^«([qu])(\d+)»$/.exec(w)
    if (quote) {
      items.push(quote[1] === 'q' ? { t: 'quote', index: Number(quote[2]), i, n: 1 } : { t: 'url', index: Number(quote[2]), i, n: 1 })
      i++
      continue
    }
    // Numbers with a unit: '2 metres tall', '50 cm wide', '3m'.
    if (NUMBER_RE.test(w) || (w in NUMBER_WORDS && !['some', 'more', 'another', 'lots', 'plenty'].includes(w))) {
      const unit = tokens[i + 1]
      const value = NUMBER_RE.test(w) ? Number(w) : NUMBER_WORDS[w]
      const scale = unitScale(unit)
      if (scale !== null) {
        const axisWord = tokens[i + 2]
        // 'parked 8 metres away', 'two trees 5 m apart', '3 m from the wall': a distance, not a size.
        const how = ({ away: 'away', off: 'away', distant: 'away', ahead: 'away', apart: 'apart', from: 'from' } as const)[axisWord as 'away']
        if (how) {
          items.push({ t: 'distance', metres: value * scale, how, i, n: 3 })
          i += 3
          continue
        }
        const axis = axisWord === 'tall' || axisWord === 'high' ? 'y' : axisWord === 'wide' || axisWord === 'long' || axisWord === 'across' ? 'x' : 'max'
        items.push({ t: 'dims', metres: value * scale, axis, i, n: axis === 'max' && !['big', 'large', 'in'].includes(axisWord) ? 2 : 3 })
        i += items[items.length - 1].n
        continue
      }
    }
    // 'a flock of crows', 'a herd of cows': that many of them, not a thing called a flock.
    if (w in COLLECTIVES && tokens[i + 1] === 'of') {
      items.push({ t: 'number', value: COLLECTIVES[w], i, n: 2 })
      i += 2
      continue
    }
    // 'stack three cubes', 'pile up five books': the verb says how they stand.
    if ((w === 'stack' || w === 'pile') && (i === 0 || ['please', 'and', 'then', ',', 'now', 'also'].includes(tokens[i - 1])) && tokens[i + 1] !== 'of') {
      const up = tokens[i + 1] === 'up'
      items.push({ t: 'arrangement', arr: 'stack', prefix: true, i, n: up ? 2 : 1 })
      i += up ? 2 : 1
      continue
    }
    if (w in ARRANGEMENT_NOUNS && tokens[i + 1] === 'of') {
      items.push({ t: 'arrangement', arr: ARRANGEMENT_NOUNS[w], prefix: true, i, n: 2 })
      i += 2
      continue
    }
    // Longest phrase over every table.
    let best: Item | null = null
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && !best; n--) {
      const phrase = n === 1 ? w : tokens.slice(i, i + n).join(' ')
      const hit = PHRASES.get(phrase)
      const entries = TABLE.get(phrase)
      if (!hit && !entries) continue
      best = choose(tokens, i, n, phrase, hit, entries ?? [])
    }
    if (best) {
      items.push(best)
      i += best.n
      continue
    }
    items.push(single(tokens, i))
    i += items[items.length - 1].t === 'number' && w === 'half' ? items[items.length - 1].n : 1
  }
  return items
}

function unitScale(unit: string | undefined): number | null {
  if (!unit) return null
  const table: Record<string, number> = {
    m: 1, metre: 1, metres: 1, meter: 1, meters: 1, cm: 0.01, centimetre: 0.01, centimetres: 0.01, centimeter: 0.01, centimeters: 0.01,
    mm: 0.001, ft: 0.3048, foot: 0.3048, feet: 0.3048, inch: 0.0254, inches: 0.0254,
  }
  return table[unit] ?? null
}

/** Picks what an ambiguous phrase is here. */
function choose(tokens: string[], i: number, n: number, phrase: string, hit: ReturnType<typeof PHRASES.get>, entries: Entry[]): Item | null {
  const next = i + n
  const colour = entries.find((e) => e.t === 'colour') as Extract<Entry, { t: 'colour' }> | undefined
  if (hit) {
    // 'an orange car', 'a stone wall': the word describes the next object.
    if (colour && AMBIGUOUS_COLOURS.has(phrase) && (objectFollows(tokens, next) || inColourList(tokens, i))) return colourItem(phrase, colour.hex, i, n)
    if (MATERIAL_NOUNS.has(phrase) && objectFollows(tokens, next)) return materialItem(phrase, i, n)
    // 'a row of', 'a ring of', 'a tower of': an arrangement, not an object.
    if (phrase in ARRANGEMENT_NOUNS && tokens[next] === 'of') return { t: 'arrangement', arr: ARRANGEMENT_NOUNS[phrase], prefix: true, i, n: n + 1 }
    return { t: 'object', spec: hit.spec, plural: hit.plural, i, n, words: phrase }
  }
  if (phrase in ARRANGEMENT_NOUNS && tokens[next] === 'of') return { t: 'arrangement', arr: ARRANGEMENT_NOUNS[phrase], prefix: true, i, n: n + 1 }
  // 'a round table': a shape word, not 'around'.
  if (phrase === 'round' && objectFollows(tokens, next)) return { t: 'word', word: phrase, i, n }
  const e = entries[0]
  if (colour) return colourItem(phrase, colour.hex, i, n)
  switch (e.t) {
    case 'relation':
      return { t: 'relation', rel: e.rel, i, n }
    case 'arrangement':
      return { t: 'arrangement', arr: e.arr, i, n }
    case 'region':
      return { t: 'region', region: e.region, i, n }
    case 'env':
      return { t: 'env', words: phrase, i, n }
    case 'light':
      // 'a snow globe that lights up when tapped': a verb, not a light to add.
      if ((phrase === 'light' || phrase === 'lights') && tokens[next] === 'up') return { t: 'word', word: phrase, i, n }
      return { t: 'light', kind: e.kind, plural: e.plural, i, n }
    case 'sound':
      return { t: 'sound', clip: e.clip, i, n }
    case 'text':
      return { t: 'text', i, n }
    default:
      return null
  }
}

/** 'one blue and one orange', 'red, yellow and orange': a colour word in a list of colours is a colour. */
function inColourList(tokens: string[], i: number): boolean {
  if (!['one', 'and', ',', 'or', 'in', 'coloured', 'colored'].includes(tokens[i - 1])) return false
  return tokens.slice(Math.max(0, i - 4), i - 1).some((t) => t in COLOURS && !AMBIGUOUS_COLOURS.has(t))
}

function colourItem(name: string, hex: string, i: number, n: number): Item {
  return { t: 'colour', hex, name, metallic: METALLIC_COLOURS.has(name), i, n }
}
function materialItem(word: string, i: number, n: number): Item {
  return { t: 'material', mat: MATERIAL_WORDS[word] ?? 'matte', colour: MATERIAL_COLOURS[word], word, i, n }
}

function single(tokens: string[], i: number): Item {
  const w = tokens[i]
  if (SEPARATORS.has(w)) return { t: 'sep', word: w, i, n: 1 }
  if (NUMBER_RE.test(w)) return { t: 'number', value: Number(w), i, n: 1 }
  // 'half a dozen': half of the count that follows.
  if (w === 'half' && tokens[i + 1] === 'a' && tokens[i + 2] in NUMBER_WORDS && NUMBER_WORDS[tokens[i + 2]] > 2) return { t: 'number', value: NUMBER_WORDS[tokens[i + 2]] / 2, i, n: tokens[i + 3] === 'of' ? 4 : 3 }
  if (w in NUMBER_WORDS) {
    // 'a couple of', 'lots of', 'a dozen'; 'a pair of headphones' is one thing.
    if (w === 'pair' && tokens[i + 1] === 'of' && ONE_PAIR.has(tokens[i + 2])) return { t: 'number', value: 1, i, n: 2 }
    return { t: 'number', value: NUMBER_WORDS[w], i, n: tokens[i + 1] === 'of' ? 2 : 1 }
  }
  if (w in SIZE_WORDS) return { t: 'size', ...SIZE_WORDS[w], word: w, i, n: 1 }
  if (w in MATERIAL_WORDS) return materialItem(w, i, 1)
  return { t: 'word', word: w, i, n: 1 }
}

/** Words for a group of living things, and how many a group of them makes here. */
const COLLECTIVES: Record<string, number> = { flock: 7, herd: 5, school: 6, shoal: 6, swarm: 8, pack: 5, colony: 6, crowd: 8, troop: 5, gaggle: 5, pod: 4, litter: 4, murder: 7, pride: 4, team: 5, fleet: 4 }

/** Things that come as one 'pair': a pair of them is one thing. */
const ONE_PAIR = new Set(['headphones', 'sunglasses', 'glasses', 'spectacles', 'goggles', 'binoculars', 'scissors', 'jeans', 'trousers', 'pants', 'shorts', 'tongs', 'pliers', 'tweezers', 'earmuffs'])
