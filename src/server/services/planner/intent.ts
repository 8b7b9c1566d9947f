import type { Parsed } from './parse'

export type Intent = 'add' | 'more' | 'modify' | 'move' | 'rotate' | 'remove' | 'hide' | 'show' | 'clear'

/** Words that come before the verb and mean nothing ('please can you now…'). */
const FILLER = new Set([
  'please', 'pls', 'can', 'could', 'would', 'will', 'you', 'i', 'want', 'wanna', 'to', 'now', 'also', 'and', 'then', 'ok', 'okay', 'lets', "let's", 'let', 'us', 'me', 'just',
  'go', 'ahead', 'hey', 'hi', 'kindly', 'maybe', 'we', 'need', 'should', 'like', "i'd", 'id', 'love', 'try', 'so', 'next', 'finally', 'actually', 'instead', 'um', 'oh', 'do',
])
const REMOVE = new Set(['remove', 'delete', 'erase', 'destroy', 'eliminate', 'get', 'take', 'drop', 'kill', 'lose', 'scrap', 'discard', 'ditch', 'trash', 'clear', 'wipe'])
const MODIFY = new Set(['make', 'turn', 'paint', 'colour', 'color', 'change', 'set', 'recolor', 'recolour', 'tint', 'dye', 'resize', 'scale', 'enlarge', 'shrink', 'grow', 'increase', 'decrease', 'double', 'halve', 'give', 'rename', 'update', 'edit', 'have'])
const MOVE = new Set(['move', 'put', 'place', 'shift', 'push', 'pull', 'bring', 'slide', 'drag', 'position', 'relocate', 'reposition', 'carry', 'nudge'])
const ROTATE = new Set(['rotate', 'spin', 'flip', 'twist', 'tilt'])
const HIDE = new Set(['hide', 'conceal'])
const SHOW = new Set(['show', 'unhide', 'reveal'])
const MORE = new Set(['more', 'another', 'duplicate', 'copy', 'clone', 'again', 'extra', 'additional'])
const CLEAR = ['clear everything', 'clear the scene', 'clear all', 'delete everything', 'remove everything', 'delete all', 'remove all', 'start over', 'reset the scene', 'empty the scene', 'clear it all']

/** What a follow-up wants done, read from its leading verb and what it names. */
export function detectIntent(parsed: Parsed, hasScene: boolean): Intent {
  if (!hasScene) return 'add'
  const { tokens, entities } = parsed
  const text = tokens.join(' ')
  if (CLEAR.some((c) => text === c || text.startsWith(`${c} `) || text.endsWith(` ${c}`)) && !entities.some((e) => e.spec && !e.pronoun)) return 'clear'
  let verb: string | undefined
  let at = 0
  for (; at < tokens.length; at++) {
    if (!FILLER.has(tokens[at])) {
      verb = tokens[at]
      break
    }
  }
  const names = entities.filter((e) => e.kind === 'object')
  const refers = names.some((e) => e.existing || e.pronoun)
  const fresh = names.some((e) => !e.existing && !e.pronoun && !e.definite)
  const more = tokens.some((t) => MORE.has(t)) && !tokens.includes('furthermore')
  if (!verb) return 'add'
  if (REMOVE.has(verb)) {
    if (verb === 'get' && tokens[at + 1] !== 'rid') return 'add'
    if (verb === 'take' && !tokens.slice(at).some((t) => t === 'away' || t === 'out' || t === 'off')) return 'add'
    return 'remove'
  }
  if (HIDE.has(verb)) return 'hide'
  // 'turn off the lights', 'switch the lamp on'.
  if ((verb === 'turn' || verb === 'switch') && tokens.slice(at + 1).includes('off')) return 'hide'
  const rest = tokens.slice(at + 1)
  if ((verb === 'turn' || verb === 'switch') && (rest[0] === 'on' || rest[rest.length - 1] === 'on')) return 'show'
  if (SHOW.has(verb) && refers && !fresh) return 'show'
  if (ROTATE.has(verb) || (verb === 'turn' && tokens.slice(at).some((t) => t === 'around' || t === 'degrees' || t === 'degree' || t === 'sideways' || t === 'upside'))) return 'rotate'
  if (more && !fresh) return 'more'
  if (more && names.every((e) => e.more || !e.existing)) return 'more'
  // 'move the car left' with no car: a move of something missing (the reply says so), not a new car.
  if (MOVE.has(verb)) return (refers || names.some((e) => e.definite)) && !fresh ? 'move' : 'add'
  if (MODIFY.has(verb)) return fresh && !refers ? 'add' : 'modify'
  // 'stop the fan', 'freeze the carousel': a motion to end on something there.
  if ((verb === 'stop' || verb === 'freeze' || verb === 'halt') && names.some((e) => e.existing) && !fresh) return 'modify'
  // No verb of ours: 'bigger', 'red please', 'the car red' change the subject; anything naming new things adds them.
  if (!fresh && !names.length && !parsed.items.some((i) => i.t === 'light' || i.t === 'text' || i.t === 'quote' || i.t === 'sound')) return 'modify'
  if (!fresh && refers && (parsed.loose.colour || parsed.loose.sizes.length || names.some((e) => e.colour || e.sizes.length || e.material))) return 'modify'
  return 'add'
}

/** Degrees in a prompt ('45 degrees', 'turn it around', 'a quarter turn'), signed by direction. */
export function angleOf(tokens: string[]): number {
  let deg = 90
  for (let i = 0; i < tokens.length; i++) {
    if ((tokens[i] === 'degrees' || tokens[i] === 'degree' || tokens[i] === 'deg') && /^-?\d+(\.\d+)?$/.test(tokens[i - 1] ?? '')) deg = Number(tokens[i - 1])
    if (tokens[i] === 'around' || (tokens[i] === 'upside' && tokens[i + 1] === 'down') || tokens[i] === 'half') deg = 180
  }
  if (tokens.some((t) => t === 'right' || t === 'clockwise')) deg = -deg
  return (deg * Math.PI) / 180
}

/** A step for 'move it left by 2 metres', 'a bit closer', 'further back'. */
export function stepOf(parsed: Parsed): [number, number, number] | null {
  const { tokens } = parsed
  const words = new Set(parsed.items.filter((i) => i.t === 'word').map((i) => (i as { word: string }).word))
  let dx = 0
  let dz = 0
  if (words.has('left')) dx = -1
  if (words.has('right')) dx = 1
  if (words.has('forward') || words.has('forwards') || words.has('closer') || words.has('nearer') || words.has('toward') || words.has('towards')) dz = 1
  if (words.has('back') || words.has('backward') || words.has('backwards') || words.has('further') || words.has('farther') || words.has('away')) dz = -1
  // ('3 metres to the left': the side named as a region.)
  const region = (parsed.items.find((i) => i.t === 'region') as { region?: string } | undefined)?.region
  if (!dx && !dz && region) [dx, dz] = region === 'left' ? [-1, 0] : region === 'right' ? [1, 0] : region === 'front' ? [0, 1] : region === 'back' ? [0, -1] : [0, 0]
  if (!dx && !dz) return null
  const dims = parsed.items.find((i) => i.t === 'dims') as { metres: number } | undefined
  const number = parsed.items.find((i) => i.t === 'number') as { value: number } | undefined
  let amount = dims?.metres ?? number?.value ?? 1
  if (tokens.includes('bit') || tokens.includes('slightly') || tokens.includes('little')) amount = 0.5
  if (tokens.includes('lot') || tokens.includes('far') || tokens.includes('much')) amount = Math.max(amount, 3)
  return [dx * amount, 0, dz * amount]
}

/** The first word that is not filler ('please can you make…' → 'make'). */
export function leadVerb(tokens: string[]): string | undefined {
  return tokens.find((t) => !FILLER.has(t))
}

/** Verbs that change what is there: with a named thing missing, the reply says it is missing. */
export const CHANGE_VERBS = MODIFY
