import type { MotionSettings, SceneEvent } from '../../../shared/scene/schema'
import type { Parsed } from './parse'
import { opensByKind } from './moving-parts'
import type { Item } from './scan'

/** One 'clicking the box opens example.com', as understood: who is clicked, what happens, to what. */
export interface EventPlan {
  trigger: SceneEvent['trigger']
  action: SceneEvent['action']
  /** Entity index of what is clicked, or null for 'the current subject'. */
  subject: number | null
  /** Entity index of what is hidden or shown (null: the subject itself). */
  target: number | null
  /** The clip a play/pause/stop acts on. */
  sound?: string
  url?: string
  /** What an 'animate' event starts: opening swings, spinning turns, bouncing bobs. */
  motion?: MotionSettings['kind']
  /** 'turns off', 'lights up': what goes on and off is the thing's light. */
  switched?: boolean
}

const TRIGGERS = new Set(['click', 'clicks', 'clicking', 'clicked', 'tap', 'taps', 'tapping', 'tapped', 'press', 'presses', 'pressing', 'pressed', 'touch', 'touches', 'touching', 'touched', 'select', 'selects', 'selecting', 'selected', 'push', 'pushes', 'pushing', 'pushed', 'pull', 'pulls', 'pulling', 'pulled', 'clickable', 'tappable'])
const DOUBLE = new Set(['double-click', 'double-clicks', 'double-clicking', 'double-clicked', 'doubleclick', 'double-tap', 'double-taps', 'double-tapping', 'double-tapped'])
const PASSIVE = new Set(['clicked', 'tapped', 'pressed', 'touched', 'selected', 'pushed', 'pulled', 'double-clicked', 'double-tapped', 'clickable', 'tappable'])
const ACTIONS: Record<string, SceneEvent['action']> = {
  open: 'redirect', opens: 'redirect', opening: 'redirect', visit: 'redirect', visits: 'redirect', go: 'redirect', goes: 'redirect', navigate: 'redirect', navigates: 'redirect',
  redirect: 'redirect', redirects: 'redirect', link: 'redirect', links: 'redirect', linked: 'redirect', linking: 'redirect', lead: 'redirect', leads: 'redirect', take: 'redirect',
  takes: 'redirect', load: 'redirect', loads: 'redirect', launch: 'redirect', launches: 'redirect', browse: 'redirect', url: 'redirect', website: 'redirect',
  hide: 'disable', hides: 'disable', hiding: 'disable', disable: 'disable', disables: 'disable', disappear: 'disable', disappears: 'disable', vanish: 'disable', vanishes: 'disable',
  remove: 'disable', removes: 'disable', deactivate: 'disable', deactivates: 'disable',
  show: 'enable', shows: 'enable', reveal: 'enable', reveals: 'enable', enable: 'enable', enables: 'enable', appear: 'enable', appears: 'enable', unhide: 'enable', unhides: 'enable', activate: 'enable', activates: 'enable',
  play: 'play', plays: 'play', playing: 'play', start: 'play', starts: 'play', ring: 'play', rings: 'play', sound: 'play',
  pause: 'pause', pauses: 'pause', stop: 'stop', stops: 'stop', mute: 'stop', mutes: 'stop',
}
/** Motions a click can start ('click the chest and it opens', 'tap to spin'); 'opens' with a web page stays a link. */
const ANIMATE: Record<string, MotionSettings['kind']> = {
  open: 'swing', opens: 'swing', swing: 'swing', swings: 'swing', close: 'swing', closes: 'swing', flap: 'swing', flaps: 'swing', flip: 'swing', flips: 'swing', flipping: 'swing',
  spin: 'spin', spins: 'spin', rotate: 'spin', rotates: 'spin', twirl: 'spin', twirls: 'spin', revolve: 'spin', revolves: 'spin',
  turn: 'spin', spinning: 'spin', rotating: 'spin', turning: 'spin', turns: 'spin', twirling: 'spin', revolving: 'spin', swinging: 'swing', flapping: 'swing',
  // 'pressing the button launches the rocket': with no web page, a launch is a rise the click starts.
  launch: 'bob', launches: 'bob',
  bounce: 'bob', bounces: 'bob', bouncing: 'bob', jumping: 'bob', hopping: 'bob', bobbing: 'bob', dancing: 'bob', jump: 'bob', jumps: 'bob', hop: 'bob', hops: 'bob', wobble: 'bob', wobbles: 'bob', dance: 'bob', dances: 'bob', bob: 'bob', bobs: 'bob', animate: 'bob', animates: 'bob',
}
const TAKE_OFF = new Set(['take', 'takes', 'taking', 'lift', 'lifts', 'lifting', 'blast', 'blasts', 'blasting'])
const REVEALS = new Set(['leaving', 'revealing', 'reveals', 'reveal', 'uncovering', 'uncovers', 'exposing', 'exposes'])
const STARTS = new Set(['start', 'starts', 'begin', 'begins'])
/**
 * Verbs whose thing comes before them: 'makes a key appear', 'a rainbow shows up', 'the bird comes
 * out', 'the ghost vanishes'. What follows ('on top of it') is where, never what.
 */
const INTRANSITIVE = new Set(['appear', 'appears', 'disappear', 'disappears', 'vanish', 'vanishes'])
const COMES_OUT: Record<string, string[]> = { show: ['up'], shows: ['up'], come: ['out', 'up', 'on'], comes: ['out', 'up', 'on'], pop: ['out', 'up'], pops: ['out', 'up'], jump: ['out'], jumps: ['out'], light: ['up'], lights: ['up'] }
const SWITCH = new Set(['turn', 'turns', 'switch', 'switches', 'turning', 'switching'])

export function findEvents(parsed: Parsed): EventPlan[] {
  const { items, mentions } = parsed
  const out: EventPlan[] = []
  // 'disappears when tapped, leaving a puppy where it was': a second thing the same click shows.
  let reveal: EventPlan | null = null
  let start = 0
  for (let k = 0; k <= items.length; k++) {
    const it = items[k]
    const end = !it || (it.t === 'sep' && ['.', ';', '!', '?'].includes(it.word))
    if (!end) continue
    const plan = clause(parsed, start, k)
    if (plan) out.push(plan)
    if (plan && reveal) out.push(reveal)
    reveal = null
    start = k + 1
  }
  return out
  function clause(p: Parsed, from: number, to: number): EventPlan | null {
    let trigger: number | null = null
    let double = false
    let action: { at: number; kind: SceneEvent['action'] } | null = null
    let motion: MotionSettings['kind'] | undefined
    let switched = false
    let intransitive = false
    let url: string | undefined
    let sound: string | undefined
    let revealAt: number | null = null
    for (let k = from; k < to; k++) {
      const it = items[k]
      if (it.t === 'url') url ??= p.urls[it.index]
      if (it.t === 'sound') sound ??= it.clip
      if (it.t !== 'word') continue
      const w = it.word
      if (trigger === null && (TRIGGERS.has(w) || DOUBLE.has(w))) {
        trigger = k
        double = DOUBLE.has(w) || (k > from && items[k - 1].t === 'word' && (items[k - 1] as { word: string }).word === 'double')
        continue
      }
      // 'swings open and reveals the gold', 'vanishes, leaving a puppy': what else the click shows.
      if (action && (action.kind === 'animate' || action.kind === 'disable') && REVEALS.has(w) && revealAt === null) {
        revealAt = k
        continue
      }
      // A sound or a link named later wins over a motion word ('a coin spins, click it to hear a ding').
      if (action && action.kind !== 'animate') continue
      const before = items[k - 1]
      // ('the switch', 'a light switch' is a thing, not the verb.)
      const noun = before?.t === 'word' && ['the', 'a', 'an', 'light', 'wall'].includes(before.word)
      if (SWITCH.has(w) && !noun) {
        const next = items[k + 1]
        if ((next?.t === 'relation' && next.rel === 'on') || (next?.t === 'word' && next.word === 'on')) action = { at: k, kind: 'enable' }
        else if (next?.t === 'word' && next.word === 'off') action = { at: k, kind: 'disable' }
        else {
          // 'turns the lamp off': the thing between the verb and its 'off' or closing 'on'.
          const isOn = (x: Item | undefined) => (x?.t === 'relation' && x.rel === 'on') || (x?.t === 'word' && x.word === 'on')
          for (let j = k + 2; j < Math.min(to, k + 6) && items[j].t !== 'sep'; j++) {
            const x = items[j]
            const after = items[j + 1]
            if (x.t === 'word' && x.word === 'off') action = { at: k, kind: 'disable' }
            else if (isOn(x) && (j + 1 >= to || after.t === 'sep' || (after.t === 'word' && ['when', 'again', 'and'].includes(after.word)))) action = { at: k, kind: 'enable' }
            if (action) break
          }
        }
        if (action?.at === k) switched = true
        if (action?.at === k || !(w in ANIMATE)) continue
      }
      // 'starts turning when you tap it', 'begins to turn': the motion is what starts, not a sound.
      const then = items[k + 1]
      const then2 = items[k + 2]
      if (STARTS.has(w) && then?.t === 'word' && (then.word in ANIMATE || (then.word === 'to' && then2?.t === 'word' && then2.word in ANIMATE))) continue
      // 'a bird comes out', 'a rainbow shows up', 'lights up': something appears (a light: its light).
      const up = then?.t === 'word' ? then.word : then?.t === 'relation' ? then.rel : ''
      if (COMES_OUT[w]?.includes(up)) {
        action = { at: k, kind: 'enable' }
        motion = undefined
        intransitive = true
        if (w === 'light' || w === 'lights' || up === 'on') switched = true
        continue
      }
      // 'a rocket that takes off when you tap it', 'blasts off': it rises, a motion the click starts.
      if (TAKE_OFF.has(w) && up === 'off' && !action) {
        action = { at: k, kind: 'animate' }
        motion = 'bob'
        continue
      }
      if (INTRANSITIVE.has(w)) intransitive = true
      if (w in ACTIONS && !(ACTIONS[w] === 'redirect' && !url && !hasUrl(p, k, to) && !namesSite(p, k, to))) {
        action = { at: k, kind: ACTIONS[w] }
        motion = undefined
      } else if (w in ANIMATE && !motion) motion = ANIMATE[w]
      if (motion && !action && w in ANIMATE) action = { at: k, kind: 'animate' }
    }
    // A motion word is an action only with a click ('a door that opens when clicked'); alone it is the motion-words' business.
    if (action?.kind === 'animate' && (trigger === null || ((sound || url) && action.at < trigger))) {
      action = null
      motion = undefined
    }
    if (!action && sound && trigger !== null) action = { at: to, kind: 'play' }
    if (!action && url && trigger !== null) action = { at: to, kind: 'redirect' }
    if (!action || (trigger === null && action.kind !== 'redirect')) return null
    // 'opens my portfolio website' with no address: the link is made and its address left for the author.
    if (action.kind === 'redirect' && !url && !namesSite(p, action.at, to)) return null
    const mentionIn = (a: number, b: number) => {
      const found: number[] = []
      for (let k = a; k < b; k++) if (mentions.has(k)) found.push(k)
      return found
    }
    let subjectItem: number | undefined
    const t = trigger ?? action.at
    if (trigger !== null && !PASSIVE.has((items[trigger] as { word: string }).word)) {
      const after = mentionIn(trigger + 1, action.at > trigger ? action.at : to)
      subjectItem = after[0]
    }
    // 'a cube that shows the ghost when clicked': the clicked thing comes before the action.
    if (subjectItem === undefined && trigger !== null && action.at < trigger) subjectItem = mentionIn(from, action.at).pop()
    subjectItem ??= mentionIn(from, t).pop()
    subjectItem ??= mentionIn(t + 1, to)[0]
    let subject = subjectItem !== undefined ? mentions.get(subjectItem)! : null
    // 'a laptop on a desk, clicking it opens…': 'it' is the sentence's main thing (not what it stands on).
    if (subject !== null && p.entities[subject]?.pronoun) {
      const targets = new Set(p.entities.map((e) => e.rel?.target.entity))
      const main = mentionIn(from, t).map((k) => mentions.get(k)!).find((i) => !p.entities[i].pronoun && p.entities[i].kind === 'object' && !targets.has(i))
      if (main !== undefined) subject = main
    }
    // 'a crystal ball on a table that lights up when tapped': a 'that' clause right after where the
    // thing stands is about the thing, not the place (the ball lights up, not the table).
    if (subject !== null && trigger !== null && PASSIVE.has((items[trigger] as { word: string }).word) && !p.entities[subject]?.pronoun) {
      const rel = items[subjectItem! + 1]
      const holder = p.entities.find((e) => e.kind === 'object' && !e.pronoun && e.rel?.target.entity === subject && ['on', 'in', 'under', 'next', 'behind', 'front'].includes(e.rel.type))
      if (rel?.t === 'word' && ['that', 'which'].includes((rel as { word: string }).word) && holder && !p.entities[subject].spec?.light && !(p.entities[subject].spec && opensByKind(p.entities[subject].spec!.key))) subject = holder.index
    }
    let target: number | null = null
    if (action.kind === 'disable' || action.kind === 'enable' || action.kind === 'animate') {
      const after = mentionIn(action.at + 1, revealAt ?? to).filter((k) => mentions.get(k) !== subject)
      // ('a hidden key appears when you click the painting': what appears is named before the action.)
      const between = mentionIn(subjectItem !== undefined && subjectItem < action.at ? subjectItem + 1 : from, action.at).filter((k) => mentions.get(k) !== subject)
      const pick = intransitive && action.kind !== 'animate' ? between[between.length - 1] : after[0] ?? between[between.length - 1]
      if (pick !== undefined) target = mentions.get(pick)!
      // 'when I click the door it opens': the 'it' is the door itself.
      if (action.kind === 'animate' && target !== null && p.entities[target]?.pronoun) target = null
    }
    // 'a trapdoor that opens when tapped, and a ladder next to it': a thing that opens opens itself.
    if (action.kind === 'animate' && motion === 'swing' && subject !== null && target !== null && opensByKind(p.entities[subject]?.spec?.key) && !opensByKind(p.entities[target]?.spec?.key)) target = null
    // 'a door in a brick wall that opens when clicked': what opens is the thing that has a way to.
    if (action.kind === 'animate' && motion === 'swing' && subject !== null && !opensByKind(p.entities[subject]?.spec?.key)) {
      const opener = mentionIn(from, to).map((k) => mentions.get(k)!).find((i) => opensByKind(p.entities[i]?.spec?.key))
      if (opener !== undefined && (target === null || !opensByKind(p.entities[target]?.spec?.key))) {
        if (trigger !== null && PASSIVE.has((items[trigger] as { word: string }).word)) subject = opener
        target = opener === subject ? null : opener
      }
    }
    // 'a lamp on a table that turns off when tapped': what turns on and off is the thing with a light.
    if (switched && (target === null ? subject : target) !== null) {
      const lit = (i: number | null) => i !== null && !!p.entities[i]?.spec?.light
      const named = mentionIn(from, to).map((k) => mentions.get(k)!).filter(lit)
      if (!lit(target ?? subject) && named.length) {
        if (trigger !== null && PASSIVE.has((items[trigger] as { word: string }).word)) subject = named[0]
        target = named[0] === subject ? null : named[0]
      }
    }
    if (revealAt !== null) {
      const shown = mentionIn(revealAt + 1, to).map((k) => mentions.get(k)!).find((i) => i !== subject && i !== target && !p.entities[i]?.pronoun)
      if (shown !== undefined) reveal = { trigger: double ? 'double-click' : 'click', action: 'enable', subject, target: shown }
    }
    return {
      trigger: double ? 'double-click' : 'click',
      action: action.kind,
      subject,
      target,
      sound: action.kind === 'play' || action.kind === 'pause' || action.kind === 'stop' ? sound ?? 'chime' : undefined,
      url,
      motion,
      switched: switched && (action.kind === 'enable' || action.kind === 'disable') ? true : undefined,
    }
  }
}

function hasUrl(p: Parsed, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (p.items[k].t === 'url') return true
  return false
}

const SITE_WORDS = new Set(['website', 'websites', 'site', 'webpage', 'homepage', 'portfolio', 'page', 'shop', 'store', 'blog'])
/** 'opens our website': a web page is named, though not its address. */
function namesSite(p: Parsed, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const it = p.items[k]
    if (it.t === 'word' && SITE_WORDS.has(it.word)) return true
  }
  return false
}
