import type { Item } from './scan'

/**
 * Words that name a catalogue thing but, where they stand, are a verb or a setting: 'a door that
 * swings open' (no playground swings), 'a showcase for my online store' (the user's shop is not in
 * the scene), 'place it on the lawn with a phone' (the phone is what the user views it with).
 */
const SWITCHING = new Set(['turn', 'turns', 'turned', 'turning', 'switch', 'switches', 'switched', 'switching'])
const COMES = new Set(['come', 'comes', 'came', 'coming', 'go', 'goes', 'went', 'going'])
const ON_ENDS = new Set(['when', 'whenever', 'once', 'if', 'as', 'at', 'again', 'and', 'by', 'by', ',', '.', ';', '!', 'automatically'])
const MODALS = new Set(['can', 'could', 'will', 'would', 'may', 'might', 'should', 'must', "can't", "won't", 'cannot'])
const RELATIVE = new Set(['that', 'which', 'who'])
const ADVERBS = new Set(['slowly', 'gently', 'quickly', 'softly', 'then', 'always', 'also', 'suddenly', 'automatically'])
const OWNERS = new Set(['my', 'our', 'your', 'his', 'her', 'their'])
const PURPOSE = new Set(['for', 'about', 'promoting', 'advertising'])
const DEVICES = new Set(['phone', 'smartphone', 'tablet', 'ipad', 'iphone', 'device', 'camera', 'headset'])
const DUTIES = new Set(['guard', 'watch', 'sentry', 'sentinel', 'lookout'])
const KEEPS_AWAY = new Set(['keeps', 'keep', 'keeping', 'scares', 'scare', 'scaring', 'frightens', 'frighten', 'frightening', 'chases', 'chase', 'chasing', 'shoos', 'shoo', 'wards', 'ward', 'warding', 'drives', 'drive'])
/** Things also said as verbs, and the words after them that show the verb ('swing open', 'rock back and forth'). */
const VERB_NOUNS = new Set(['swing', 'swings', 'rock', 'rocks'])
const WAYS = new Set(['open', 'shut', 'closed', 'wide', 'back', 'to', 'from', 'gently', 'slowly', 'softly', 'freely', 'outwards', 'inwards'])
const VIEWING = new Set(['place', 'view', 'see', 'scan', 'look', 'point', 'open', 'watch', 'try', 'preview', 'show', 'anchor', 'drop', 'put', 'set', 'stand', 'position'])

export function verbsNotThings(tokens: readonly string[], items: Item[]): Item[] {
  return items.map((it, k) => {
    // 'turn on the lamp': 'on' switches, it does not put the switch on the lamp.
    if (it.t === 'relation' && tokens[it.i] === 'on' && it.n === 1 && SWITCHING.has(tokens[it.i - 1])) return { t: 'word', word: 'on', i: it.i, n: 1 }
    // 'the lamp comes on when tapped', 'the lights go on at night': the light switches on; nothing is put on anything.
    if (it.t === 'relation' && tokens[it.i] === 'on' && it.n === 1 && COMES.has(tokens[it.i - 1]) && (it.i + 1 >= tokens.length || ON_ENDS.has(tokens[it.i + 1]))) return { t: 'word', word: 'on', i: it.i, n: 1 }
    if (it.t !== 'object') return it
    const word = (): Item => ({ t: 'word', word: it.words, i: it.i, n: it.n })
    let b = it.i - 1
    while (b >= 0 && ADVERBS.has(tokens[b])) b--
    // 'that swings', 'which lights up': a verb after a relative word (a noun there would take an article).
    if (it.n === 1 && /s$/.test(tokens[it.i]) && RELATIVE.has(tokens[b]) && k > 0) return word()
    // 'a treehouse the kids can climb up to', 'a shelf my guests will love': who will use it, not a thing in it
    // (a first mention, with 'the' or an owner, before 'can', 'will', ...).
    if (MODALS.has(tokens[it.i + it.n] ?? '') && (tokens[it.i - 1] === 'the' || OWNERS.has(tokens[it.i - 1] ?? '')) && k > 0 && !items.slice(0, k).some((x) => x.t === 'object' && x.words === it.words)) return word()
    // 'a statue that stands guard', 'an owl keeping watch': a duty, not a guard or a watch.
    if (it.n === 1 && DUTIES.has(tokens[it.i]) && ['stands', 'stand', 'standing', 'keeps', 'keep', 'keeping', 'on', 'mounts', 'mounting'].includes(tokens[it.i - 1] ?? '')) return word()
    // 'a scarecrow that keeps the crows away': what is kept away is not there.
    if (['away', 'off'].includes(tokens[it.i + it.n] ?? '') && KEEPS_AWAY.has(tokens[it.i - 1] === 'the' ? tokens[it.i - 2] ?? '' : tokens[it.i - 1] ?? '')) return word()
    // 'make the gate swing open', 'the door swings shut': a verb by the way it goes.
    if (it.n === 1 && VERB_NOUNS.has(tokens[it.i]) && WAYS.has(tokens[it.i + 1] ?? '') && k > 0) return word()
    // 'for my online store', 'about our bakery': the user's own place, named as the purpose.
    let o = it.i - 1
    // (Over words and the nouns of a compound: 'for my flower shop'.)
    const between = (x: Item) => x.i === o && ((x.t === 'word' && !OWNERS.has(x.word) && !PURPOSE.has(x.word)) || (x.t === 'object' && it.i - o <= 2))
    while (o >= 0 && items.some(between)) o--
    if (OWNERS.has(tokens[o]) && PURPOSE.has(tokens[o - 1])) return word()
    // 'place it on the lawn with a phone', 'view it on your tablet': the device the user looks through.
    const head = tokens[it.i + it.n - 1]
    const lead = tokens[it.i - 1] === 'a' || OWNERS.has(tokens[it.i - 1]) ? it.i - 2 : it.i - 1
    if (DEVICES.has(head) && ['with', 'using', 'on', 'through', 'from'].includes(tokens[lead]) && tokens.slice(0, lead).some((t) => VIEWING.has(t))) return word()
    return it
  })
}
