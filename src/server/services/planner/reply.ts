import { pluralOf } from './catalog/dsl'
import type { EnvPlan } from './environment'
import type { EventPlan } from './events'
import type { Modifiers } from './followups'
import type { Entity } from './parse'
import type { SceneTemplate } from './scenes'
import { SPREAD_PARTS, type Spread } from './spread-words'

/** The words the assistant answers with: what it made or changed, in plain English. */
const NUMBER_NAMES = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
/** 'one', 'two' … 'twelve', then digits: how many of something, in words. */
export const countWord = (n: number): string => (n === 1 ? 'one' : NUMBER_NAMES[n] ?? String(n))
const MAT_WORDS: Record<string, string> = { metal: 'metal', chrome: 'chrome', glass: 'glass', glow: 'glowing', wood: 'wooden', shiny: 'shiny', matte: 'matte', water: 'watery' }
const REL_WORDS: Record<string, string> = {
  on: 'on', in: 'in', under: 'under', next: 'next to', behind: 'behind', front: 'in front of', left: 'to the left of', right: 'to the right of', around: 'around', above: 'above', between: 'between', facing: 'facing',
}
const ARR_WORDS: Record<string, string> = { row: 'in a row', circle: 'in a circle', grid: 'in a grid', stack: 'stacked up', scatter: 'scattered around' }

export const nounOf = (e: Entity, count = e.count): string => {
  if (e.kind === 'text') return count === 1 ? 'text' : 'texts'
  // 'neon lights' are said as asked.
  if (e.kind === 'light' && e.label) return count === 1 ? e.label.toLowerCase() : pluralOf(e.label.toLowerCase())
  if (e.kind === 'light') return `${e.lightKind === 'spot' ? 'spot' : e.lightKind === 'directional' ? 'directional' : 'point'} light${count === 1 ? '' : 's'}`
  const name = e.label?.toLowerCase() ?? e.spec?.key ?? 'object'
  if (count === 1) return name
  if (e.label || !e.spec) return pluralOf(name)
  // An irregular plural of another of its words is not this word's ('ducks', not 'geese').
  const first = e.spec.plurals[0]
  return first[0] === name[0] && (!e.spec.words.includes(first) || first.slice(0, 2) === name.slice(0, 2)) ? first : pluralOf(name)
}

const article = (word: string) => (/^[aeiou]/.test(word) && !/^(uni|use|one|eu)/.test(word) ? 'an' : 'a')

/** Colours one per instance, said once each with how many when repeated ('three red', 'two blue'). */
function colourRuns(names: string[]): string[] {
  const counts = new Map<string, number>()
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1)
  if (counts.size === names.length) return names
  return [...counts].map(([n, c]) => (c > 1 ? `${c <= 12 ? NUMBER_NAMES[c] : c} ${n}` : n))
}

export function describe(e: Entity, all: Entity[], withRelation = true, brief = false, depth = 0): string {
  const adjectives: string[] = []
  const size = e.dims ? `${Math.round(e.dims.metres * 100) / 100} m${e.dims.axis === 'y' ? ' tall' : e.dims.axis === 'x' ? ' wide' : ''}` : e.sizes.map((s) => s.word).filter(Boolean)[0]
  if (size && !e.dims) adjectives.push(size)
  // ('five red, red, red, blue and blue cubes' reads as 'three red and two blue'.)
  const runs = e.colours?.length ? colourRuns(e.colours.map((c) => c.name)) : []
  const counted = runs.some((r) => /^\S+ \S/.test(r) && /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) /.test(r))
  if (e.colours?.length && !counted) adjectives.push(list(runs))
  else if (e.colour?.name && !counted) adjectives.push(e.colour.name)
  if (e.material && !(e.colour?.name && ['gold', 'golden', 'silver', 'bronze', 'copper'].includes(e.colour.name))) adjectives.push(e.materialWord && /^[a-z-]+$/.test(e.materialWord) ? e.materialWord : MAT_WORDS[e.material])
  // 'a lantern at each end': the share per part, not the total.
  const shown = e.rel?.spread === 'tops' ? e.spreadPer ?? 1 : e.rel?.spread ? Math.max(1, Math.round(e.count / SPREAD_PARTS[e.rel.spread])) : e.count
  const noun = [...adjectives, nounOf(e, shown)].join(' ')
  const howMany = shown <= 12 ? NUMBER_NAMES[shown] : String(shown)
  if (e.more) return e.count === 1 ? `another ${noun}` : `${howMany} more ${noun}`
  let text = counted && !e.more ? `${list(runs)} ${noun}` : shown === 1 ? `${article(noun)} ${noun}` : `${howMany} ${noun}`
  if (e.dims) text += ` ${size}`
  if (e.text && e.kind !== 'text') text += ` that says "${e.text}"`
  if (e.kind === 'text') text = `the text "${e.text ?? 'Hello'}"`
  // The colours bound to its parts, in the words asked ('a red car with silver rims'); a part it lacks is said.
  const painted = e.partColours.filter((p) => !p.missing)
  if (painted.length) text += ` with ${list(painted.map((p) => { const w = p.word ?? p.part; const words = p.name ? `${p.name} ${w}` : w; return `${/s$/.test(w) ? '' : `${article(words)} `}${words}` }))}`
  // (A word it knows no part by is owned up to with the things it could not make.)
  const lacking = e.partColours.filter((p) => p.missing && !p.unknown)
  if (lacking.length) text += ` (it has no ${list(lacking.map((p) => p.word ?? p.part))}, so I left ${lacking.length > 1 ? 'those colours' : 'that colour'} out)`
  // An implied 'with' is not worth saying, unless it was one each ('four desks, each with a computer').
  if (withRelation && e.rel && (!e.rel.implied || e.rel.each)) {
    // (Between is always two: 'between them', never 'between it'.)
    const named = refName(e.rel.target, all, depth)
    const target = named === 'it' && e.rel.type === 'between' && !e.rel.target2 ? 'them' : named
    if (target) {
      // 'on each desk' when the desks were listed already, 'above each of three small tables' when named here.
      const t = e.rel.target.entity !== undefined ? all[e.rel.target.entity] : undefined
      const each = t && !t.pronoun ? (describedInline(all).has(t.index) && t.count > 1 && !target.startsWith('the ') ? `each of ${target}` : `each ${nounOf(t, 1)}`) : `each ${target.replace(/^the /, '')}`
      const spread = e.rel.spread && ({ ends: 'at each end of', sides: 'on each side of', corners: 'at each corner of', along: 'along', tops: 'on each shelf of' } as Partial<Record<Spread, string>>)[e.rel.spread]
      // A span is across what it crosses ('a bridge across the river').
      const span = e.rel.type === 'above' && e.spec?.under && e.spec.size[0] >= 2 * e.spec.size[2] ? 'across' : undefined
      // (A ring is around its centre, all facing it: 'around' says where they stand.)
      text += ` ${spread ?? span ?? REL_WORDS[e.rel.facing && e.rel.type !== 'around' ? 'facing' : e.rel.type]} ${e.rel.each ? each : target}${e.rel.facing && e.rel.type === 'around' && e.count > 1 ? ', all facing it' : ''}`
      const second = e.rel.target2 && refName(e.rel.target2, all)
      if (second) text += ` and ${second}`
    }
  }
  if (brief) return text
  // (One of a row listed side by side is said as part of the list, not 'in a row' each.)
  if (e.facePair) text += ' facing each other'
  // ('three rows of four tulips': said as rows, not a grid.)
  else if (e.rows && e.arrangement === 'grid' && e.count >= e.rows) text += ` in ${NUMBER_NAMES[e.rows] ?? e.rows} rows`
  else if (e.arrangement && !(e.rowWith !== undefined && e.count === 1)) text += ` ${ARR_WORDS[e.arrangement]}`
  if (e.region) text += e.region === 'center' ? ' in the middle' : e.region === 'back' ? ' in the background' : e.region === 'front' ? ' in the foreground' : ` on the ${e.region}`
  return text
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']

function refName(ref: NonNullable<Entity['rel']>['target'], all: Entity[], depth = 0): string | null {
  if (ref.entity === undefined) return ref.nodeIds ? (ref.noun ? `the ${ref.noun}` : 'it') : null
  const t = all[ref.entity]
  if (!t) return null
  if (t.pronoun) return 'it'
  if (ref.instance !== undefined) return `the ${ORDINAL_WORDS[ref.instance] ?? `number ${ref.instance + 1}`} ${nounOf(t, 1)}`
  // A target first named here is described in full once ('a pizza on a plate on a table').
  // (Only when it is not listed on its own as well: 'an owl next to the books' and 'three books stacked up', not both in full.)
  if (!t.existing && !t.fromTemplate && !t.definite && describedInline(all).has(t.index)) return describe(t, all, depth < 3, false, depth + 1)
  if (!t.existing && !t.fromTemplate && !t.definite) return `the ${nounOf(t, t.count)}`
  if (!t.existing && !t.fromTemplate && t.count === 1) return `the ${[t.colour?.name, nounOf(t)].filter(Boolean).join(' ')}`
  return `the ${nounOf(t, t.existing ? t.existing.length : t.count)}`
}

/** Entities told about as another's target ('the table' in 'a lamp on a table'), so not listed twice. */
export function describedInline(all: Entity[]): Set<number> {
  const out = new Set<number>()
  for (const e of all) {
    if (e.fromTemplate) continue
    for (const r of [e.rel?.target, e.rel?.target2]) {
      const t = r?.entity !== undefined ? all[r.entity] : undefined
      if (t && !e.rel?.implied && !t.existing && !t.fromTemplate && !(t.rel && t.definite) && !t.arrangement && !t.region && !t.text && (!t.definite || t.count === 1)) out.add(t.index)
    }
  }
  return out
}

export function list(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

const ENV_NAMES: Record<string, string> = { foliage: 'grass and bushes', terrain: 'rolling ground', water: 'water', clouds: 'clouds', stars: 'stars', rain: 'rain', snow: 'falling snow', fire: 'fire' }

export function describeEnv(env: EnvPlan): string[] {
  const out: string[] = []
  if (env.time === 'night') out.push('made it night')
  else if (env.time === 'sunset') out.push('set a sunset sky')
  else if (env.time === 'sunrise') out.push('set a sunrise sky')
  else if (env.time === 'day') out.push('made it daytime')
  const added = env.add.filter((e) => !(env.time === 'night' && e === 'stars'))
  // The land in the words asked ('hills', 'mountains'), not always 'rolling ground'.
  const land = env.words.find((w) => /^(hills?|hilly|mountains?|mountainous|dunes?|valley|canyon)$/.test(w))
  const name = (e: string) => (e === 'terrain' && land ? (/^(hill|mountain|dune)$/.test(land) ? `${land}s` : land === 'hilly' ? 'hills' : land === 'mountainous' ? 'mountains' : land) : ENV_NAMES[e] ?? e)
  if (added.length) out.push(`added ${list(added.map(name))}`)
  if (env.time === 'night' && env.add.includes('stars')) out.push('lit up the stars')
  if (env.remove.length) out.push(`removed the ${list(env.remove.map((e) => ENV_NAMES[e] ?? e))}`)
  if (env.fog === 'none') out.push('cleared the fog')
  else if (env.fog) out.push(`added ${env.fog === 'thick' ? 'thick ' : env.fog === 'light' ? 'light ' : ''}fog`)
  if (env.skybox && !env.time && env.skybox !== 'color') out.push(env.skybox === 'studio' ? 'set a studio backdrop' : `set a ${env.skybox} sky`)
  return out
}

export function describeEvent(ev: EventPlan, subject: string, target: string | null): string {
  const how = ev.trigger === 'double-click' ? 'Double-clicking' : 'Clicking'
  switch (ev.action) {
    case 'redirect':
      return ev.url ? `${how} ${subject} now opens ${ev.url}` : `${how} ${subject} now opens a web page: add its address in the Events panel (I was not given one)`
    case 'disable':
      if (ev.switched) return `${how} ${subject} now turns ${target ? `the ${target.replace(/^the /, '')}'s` : 'its'} light off`
      return `${how} ${subject} now hides ${target ?? 'it'}`
    case 'enable':
      if (ev.switched) return `${how} ${subject} now turns ${target ? `the ${target.replace(/^the /, '')}'s` : 'its'} light on`
      return `${how} ${subject} now shows ${target ?? 'it'}`
    case 'animate':
      return `${how} ${subject} now ${ev.motion === 'swing' ? 'opens' : ev.motion === 'spin' ? 'spins' : 'bounces'} ${target ?? 'it'}${ev.motion === 'swing' ? ' and closes it again' : ''}; click again to stop`
    default:
      return `${how} ${subject} now ${ev.action === 'play' ? 'plays' : ev.action === 'pause' ? 'pauses' : 'stops'} the ${ev.sound?.replace(/-/g, ' ') ?? 'sound'}`
  }
}

export function describeChange(verb: string, noun: string, mods: Modifiers): string {
  const bits: string[] = []
  if (mods.colour?.name) bits.push(mods.colour.name)
  if (mods.material) bits.push(MAT_WORDS[mods.material])
  const sizes = mods.sizes.map((s) => s.word).filter(Boolean)
  if (mods.dims) sizes.push(`${Math.round(mods.dims.metres * 100) / 100} m${mods.dims.axis === 'y' ? ' tall' : mods.dims.axis === 'x' ? ' wide' : ''}`)
  const parts = [...sizes, ...bits]
  if (mods.text) parts.push(`say "${mods.text}"`)
  return `${verb} ${noun}${parts.length ? ` ${list(parts)}` : ''}`
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
export const sentence = (s: string) => (s ? `${cap(s)}${/[.!?]$/.test(s) ? '' : '.'}` : '')

/** A short name for a new experience: the places it shows, or its main things, with the time of day. */
export function titleFor(entities: Entity[], templates: SceneTemplate[], env: EnvPlan): string {
  const time = env.time === 'night' ? 'Night' : env.time === 'sunset' ? 'Sunset' : env.time === 'sunrise' ? 'Sunrise' : env.weather === 'snowy' ? 'Snowy' : env.add.includes('rain') ? 'Rainy' : env.fog && env.fog !== 'none' ? 'Foggy' : ''
  let core: string
  if (templates.length) core = templates.map((t) => t.title).join(' ')
  else {
    const names = entities.filter((e) => !e.existing && !e.pronoun && !e.fromTemplate && e.kind !== 'light' && !e.rel?.implied).map((e) => (e.kind === 'text' ? 'Sign' : titleWord(e)))
    const unique = [...new Set(names)]
    core = unique.length === 0 ? (time ? 'Sky' : 'Scene') : unique.length === 1 ? unique[0] : `${unique[0]} and ${unique[1]}`
  }
  const title = time && !core.startsWith(time) ? `${time} ${core}` : core
  return title.length > 48 ? title.slice(0, 48).trim() : title
}
const titleWord = (e: Entity) => (e.label ?? e.spec?.name ?? 'Scene').replace(/\b[a-z]/g, (c) => c.toUpperCase())
