import { ARRANGEMENTS } from './lexicon'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { beginTransaction } from '../../../shared/scene/transaction'
import { planAdd, protoFromNode, type ClauseResult } from './add'
import { planEdit } from './edit'
import { prototype } from './build'
import type { EnvPlan } from './environment'
import { IdMaker, NameMaker } from './ids'
import { CHANGE_VERBS, detectIntent, leadVerb } from './intent'
import { remember, subjectIds, type PlannerMemory } from './memory'
import { existingBySpec, parse, type Entity, type Parsed } from './parse'
import { list, sentence, titleFor } from './reply'
import { TEMPLATES, type SceneTemplate } from './scenes'
import { unknownThings } from './compound'
import { makeWayFor, rememberUnasked } from './unasked'
import { planRelight } from './relight'
import { planRetext } from './retext'
import { planRelativeChange } from './followup-changes'
import { correctCount, planPutBack, rememberPlaces } from './corrections'
import { placeOnHead, projectKindOf } from './project-kind'
import { removeExcluded } from './negation'
import { planReplace, replaceParts } from './replace'
import { PHRASES, specForName } from './catalog'
import { fitAddedToTarget } from '../../../shared/image-target/fit-to-target'
import { lightWindowsAtNight } from './night-windows'
import { sceneInfo } from './scene-info'

const TEMPLATE_WORDS = new Set(TEMPLATES.flatMap((t) => t.words.flatMap((w) => w.split(' '))))

export type { PlannerMemory } from './memory'
export { sceneBounds } from '../../../shared/scene/bounds'

export interface PlanResult {
  ops: SceneOp[]
  reply: string
  title: string | null
  memory: PlannerMemory
  changed: boolean
}

export const HELP_REPLY =
  "I'm not sure what to build from that. Try describing objects, places and weather, for example: 'three trees next to a red house', 'a table with a lamp on it at night', 'a sign that says Welcome in a snowy forest' or 'clicking the box opens example.com'. To change the scene, say things like 'make the tree taller', 'add two more', 'remove the car' or 'make it night'."

/** Verbs that start a new instruction inside one prompt ('a table and make it night'). */
const CLAUSE_SPLIT =
  /(?:(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Jr|Sr|Capt|Lt|Rev|Mt|No))[.;!?]\s+|\s+(?:and then|then|and also|also|and|,)\s+(?=(?:please\s+)?(?:add|create|make|turn|paint|colou?r|change|remove|delete|move|put|rotate|hide|set|give|place|spin|resize)\b))/i
const MAX_PROMPT = 4000
/** Words in quotes ('a sign reading "Open 9-5. Closed Sundays"'): their stops end no sentence. */
const QUOTED = /"[^"]*"|“[^”]*”|(?<![\w'])'[^']+'(?![\w'])/g
const STOPS: Record<string, string> = { '.': '\u0001', ';': '\u0002', '!': '\u0003', '?': '\u0004' }
function splitOutsideQuotes(text: string): string[] {
  const masked = text.replace(QUOTED, (q) => q.replace(/[.;!?]/g, (c) => STOPS[c]))
  return masked.split(CLAUSE_SPLIT).map((c) => c.replace(/[\u0001-\u0004]/g, (c) => Object.keys(STOPS).find((k) => STOPS[k] === c)!))
}
const ARRANGEMENT_ONLY = new RegExp(`^(?:all |both |and )?(?:${ARRANGEMENTS.map(([p]) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[.!]?$`, 'i')

/**
 * The offline planner: a prompt and the current document in, the typed operations that carry out
 * the prompt out (applied by the editor as one undoable step), with a reply in words, a title
 * for a new experience and the memory for the next follow-up.
 */
export function planPrompt(prompt: string, doc: SceneDocument, memory: PlannerMemory = {}): PlanResult {
  // ('T. rex' is one name, not a sentence ending at 'T'.)
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_PROMPT).replace(/\bT\.\s?rex(es)?\b/gi, 'T-rex$1')
    // ('a doz. eggs': the abbreviation is a dozen, not a sentence's end.)
    .replace(/\bdoz\.?(?=\s)/gi, 'dozen')
  const isNew = !Object.values(doc.nodes).some((n) => n.parentId === null)
  // 'a face filter with sunglasses', 'a poster that comes alive': the project's kind, then what is in it.
  const kind = projectKindOf(text, doc)
  const clauses = splitOutsideQuotes(kind?.text ?? text).map((c) => c.trim()).filter(Boolean).reduce<string[]>((out, c) => {
    // 'blue car, red car, green car. in a row': a sentence that is only how they stand is about the one before.
    if (out.length && ARRANGEMENT_ONLY.test(c)) out[out.length - 1] = `${out[out.length - 1]} ${c}`
    else out.push(c)
    return out
  }, [])
  // One transaction over the clauses: each clause is planned on what the ones before it made.
  const tx = beginTransaction(doc)
  if (kind) tx.push(...kind.ops)
  const base = tx.doc
  let mem: PlannerMemory = { ...memory }
  const said: string[] = []
  const missing: string[] = []
  const notes: string[] = []
  const titleBits: { entities: Entity[]; templates: SceneTemplate[]; env: EnvPlan }[] = []
  const unknown: string[] = []
  // What the place brought on its own in this prompt's earlier sentences (see makeWayFor).
  const fresh: string[] = []
  for (const raw of clauses) {
    // 'and a green one on top of that': one more of the kind just spoken of, not 'make it green'.
    // 'put it back': what the last change moved goes back where it stood.
    const back = planPutBack(raw, tx.doc, mem)
    if (back) {
      tx.push(...back.ops)
      said.push(...back.said)
      mem = remember(mem, tx.doc, back.subject)
      continue
    }
    // 'I meant three, not four': as many as meant, by removing or adding the difference.
    const clause = oneOfKind(correctCount(raw, tx.doc, mem) ?? raw, tx.doc, mem)
    // 'replace the chair with a stool': the new thing where the old one stood.
    const swap = Object.values(tx.doc.nodes).some((n) => n.parentId === null) ? replaceParts(clause) : null
    const swapped = swap ? planReplace(swap, tx.doc, (text, at) => planClause(parse(text, at), text, at, mem)) : null
    if (swapped) {
      tx.push(...swapped.ops)
      said.push(...swapped.said)
      mem = remember(mem, tx.doc, swapped.subject)
      continue
    }
    const parsed = parse(clause, tx.doc)
    const planned = planClause(parsed, clause, tx.doc, mem, isNew ? fresh : [])
    // (A change that named the parts it moved has no unknown things.)
    if (!planned.whole) unknown.push(...unknownThings(parsed.items, TEMPLATE_WORDS))
    // 'actually, no palm trees' or a scene described with 'no X' after it was begun: none of them stays.
    const result = parsed.excluded?.size && (isNew || !parsed.entities.some((e) => e.kind === 'object' && !e.existing && !e.pronoun)) ? withoutExcluded(planned, tx.doc, parsed.excluded) : planned
    missing.push(...(result.missing ?? []))
    notes.push(...result.notes)
    if (!result.ops.length) continue
    tx.push(...result.ops)
    said.push(...result.said)
    mem = remember(mem, tx.doc, result.subject.length ? result.subject : subjectIds(tx.doc, mem))
    // Everything the clause made, for 'between them' when 'it' is one of two things just made.
    if (result.made?.length) mem = { ...mem, madeIds: result.made }
    // What a clause changed is the user's now; what it just added unasked stays unasked.
    const added = result.unasked ?? []
    fresh.push(...added)
    mem = rememberUnasked(mem, tx.doc, added, [...(result.madeWay ?? []), ...result.subject.filter((id) => !added.includes(id))])
    titleBits.push({ entities: parsed.entities, templates: result.templates, env: parsed.env })
  }
  // Worn things go on the reference head.
  // (A face wears what was asked, not what a place brings: 'a party hat' is no party.)
  if (kind?.kind === 'face' && fresh.length) {
    tx.push(...fresh.filter((id) => tx.doc.nodes[id]).map((id) => ({ op: 'remove' as const, id })))
    said.splice(0, said.length, ...said.filter((line) => !/^for the .* added /i.test(line)))
  }
  if (kind?.kind === 'face') tx.push(...placeOnHead(tx.doc, Object.keys(tx.doc.nodes).filter((id) => !base.nodes[id] && tx.doc.nodes[id].parentId === null)))
  // After dark the new buildings' windows are lit (night-windows.ts).
  if (tx.changed) tx.push(...lightWindowsAtNight(doc, tx.doc))
  if (!tx.changed) {
    // Nothing to do, and a word why ('the car was not moving').
    if (notes.length && !missing.length) return { ops: [], reply: sentence([...new Set(notes)].join('; ')), title: null, memory: { ...memory }, changed: false }
    const left = [...new Set(unknown)]
    if (left.length && !missing.length) return { ops: [], reply: `I can't build ${list(left.map((w) => `the ${w}`))} yet, so nothing was added. You could ask for something close that I know instead, or describe it with shapes (for example 'a flat red box' or 'a tall grey cylinder').`, title: null, memory: { ...memory }, changed: false }
    const reply = missing.length ? `There is no ${list([...new Set(missing)])} in the scene yet. ${HELP_REPLY.replace("I'm not sure what to build from that. ", '')}` : HELP_REPLY
    return { ops: [], reply, title: null, memory: { ...memory }, changed: false }
  }
  const first = titleBits[0]
  const title = isNew && first ? titleFor(titleBits.flatMap((b) => b.entities), titleBits.flatMap((b) => b.templates), mergeEnv(titleBits.map((b) => b.env))) : null
  const lines = said.map(sentence).filter(Boolean)
  if (notes.length) lines.push(sentence([...new Set(notes)].join('; ')))
  // A part that could not be done is said, not dropped ('make the unicorn blue and add a tree').
  const absent = [...new Set(missing)]
  if (absent.length) lines.push(`There is no ${list(absent)} in the scene, so I could not do that part.`)
  // Never let the reply suggest the scene holds what it does not.
  const left = [...new Set(unknown)]
  if (left.length) lines.push(`I left out ${list(left.map((w) => `the ${w}`))}: I can't build ${left.length === 1 && !left[0].endsWith('s') ? 'that' : 'those'} yet. You could ask for something close that I know instead, or describe it with shapes (for example 'a flat red box' or 'a tall grey cylinder').`)
  if (kind) lines.push(kind.note)
  const reply = `${isNew ? 'Here is your new scene. ' : ''}${lines.join(' ') || 'Done.'}`
  // In an Image Target project, what was added stands on the picture at its scale.
  const fitted = fitAddedToTarget(base, tx.doc)
  return { ops: [...tx.ops, ...fitted], reply: reply.slice(0, 2000), title, memory: rememberPlaces(mem, doc, tx.doc), changed: true }
}

/** 'a green one', 'a bigger one' with something spoken of: that kind of thing named ('a green cube'). */
function oneOfKind(clause: string, doc: SceneDocument, memory: PlannerMemory): string {
  const m = /\b(?:a|an)\s+(?:[a-z]+\s+){1,2}one\b/i.exec(clause)
  // ('a table and a blue one': the kind is the one named before it, read as usual.)
  if (!m || clause.slice(0, m.index).toLowerCase().split(/[^a-z]+/).some((w) => PHRASES.has(w))) return clause
  const id = subjectIds(doc, memory)[0]
  const spec = id ? specForName(doc.nodes[id].name) : undefined
  if (!spec) return clause
  return clause.replace(/\b((?:a|an)\s+(?:[a-z]+\s+){1,2})one\b/i, (_, lead: string) => `${lead}${spec.key}`)
}

function withoutExcluded(result: ClauseResult & { missing?: string[] }, doc: SceneDocument, excluded: ReadonlySet<string>): ClauseResult & { missing?: string[] } {
  const after = beginTransaction(doc).push(...result.ops).doc
  const gone = removeExcluded(after, excluded)
  if (!gone.ops.length) return result
  return { ...result, ops: [...result.ops, ...gone.ops], said: [...result.said, ...gone.said], subject: result.subject.filter((id) => !gone.ops.some((o) => o.op === 'remove' && o.id === id)) }
}

function planClause(parsed: Parsed, clause: string, doc: SceneDocument, memory: PlannerMemory, fresh: string[] = []): ClauseResult & { missing?: string[]; whole?: boolean } {
  const hasScene = Object.values(doc.nodes).some((n) => n.parentId === null)
  const ids = new IdMaker(doc, clause)
  const names = new NameMaker(doc)
  const pronounIds = subjectIds(doc, memory)
  // 'make it brighter', 'dim the lights', 'warmer light': the lights there change, nothing is added.
  const relit = hasScene ? planRelight(parsed, doc) : null
  if (relit) return { ...relit, subject: [], templates: [], notes: [] }
  // 'change it to Room 27': new words on the sign already there.
  const retext = hasScene ? planRetext(clause, parsed.quotes, doc, pronounIds) : null
  if (retext) return retext
  // 'turn the chair to face the table', 'swap their colours', 'move it closer to the tree', 'make everything twice as big'.
  const madeIds = Array.isArray(memory.madeIds) ? (memory.madeIds as unknown[]).filter((id): id is string => typeof id === 'string' && !!doc.nodes[id]) : []
  const relative = hasScene ? planRelativeChange(parsed, doc, pronounIds, madeIds, ids) : null
  if (relative) return { ...relative, whole: true }
  const intent = detectIntent(parsed, hasScene)
  if (intent === 'more') return planMore(parsed, doc, { doc, ids, names, pronounIds })
  if (intent !== 'add') {
    const edit = planEdit(intent, parsed, doc, pronounIds)
    if (edit.ops.length || edit.notes.length || intent !== 'modify') return edit
    // 'make the unicorn red' with no unicorn: say so rather than build a new one.
    const verb = leadVerb(parsed.tokens)
    if (edit.missing.length && verb && CHANGE_VERBS.has(verb) && parsed.entities.every((e) => e.kind !== 'object' || e.definite || e.existing || e.pronoun)) return edit
    // 'the lamp on the table' with no verb: nothing to change, so it may be something to add.
  }
  // What the place added on its own makes way for the same thing asked for somewhere in particular.
  const way = makeWayFor(parsed, doc, memory, fresh)
  const groupIds = Array.isArray(memory.madeIds) ? (memory.madeIds as unknown[]).filter((id): id is string => typeof id === 'string' && !!doc.nodes[id]) : []
  if (!way.ops.length) return planAdd(parsed, doc, { doc, ids, names, pronounIds, groupIds })
  const base = beginTransaction(doc).push(...way.ops).doc
  const r = planAdd(parsed, base, { doc: base, ids: new IdMaker(base, clause), names: new NameMaker(base), pronounIds: pronounIds.filter((id) => base.nodes[id]), groupIds: groupIds.filter((id) => base.nodes[id]) })
  if (!r.ops.length) return r
  return { ...r, ops: [...way.ops, ...r.ops], notes: [...r.notes, ...way.notes], madeWay: way.removed }
}

/** 'add two more', 'another tree', 'duplicate it': copies of the subject (or of the named thing) beside it. */
function planMore(parsed: Parsed, doc: SceneDocument, ctx: Parameters<typeof planAdd>[2]): ClauseResult {
  const named = parsed.entities.find((e) => e.kind === 'object' && e.spec && !e.pronoun)
  const existing = named?.spec ? existingBySpec(doc).get(named.spec.key) : undefined
  const sourceIds = named ? existing ?? [] : ctx.pronounIds
  const count = named?.countGiven ? named.count : parsed.looseCount ?? (parsed.tokens.includes('another') || parsed.tokens.includes('duplicate') || parsed.tokens.includes('copy') ? 1 : named?.count ?? 2)
  const source = sourceIds[sourceIds.length - 1]
  if (!source) {
    if (named) return planAdd(parsed, doc, ctx)
    return { ops: [], said: [], subject: [], templates: [], notes: [] }
  }
  const proto = protoFromNode(doc, source)
  if (!proto) return { ops: [], said: [], subject: [], templates: [], notes: [] }
  const base = doc.nodes[source].name.replace(/\d+$/, '')
  const entity: Entity = {
    index: 0,
    kind: 'object',
    spec: named?.spec,
    label: base,
    count: Math.min(40, Math.max(1, count)),
    countGiven: true,
    sizes: [],
    partColours: [],
    definite: false,
    all: false,
    more: true,
    plural: count > 1,
    // More of a row ('add five more fence posts') carry the row on; more of what stands on
    // something (candles on a cake) go on it too; otherwise they stand beside.
    rel: named?.rel ?? restingOn(doc, sourceIds) ?? { type: 'next', target: { nodeIds: sourceIds }, spread: 'extend' },
    arrangement: named?.arrangement,
    region: named?.region,
    item: -1,
  }
  const rest = parsed.entities.filter((e) => e !== named).map((e, i) => ({ ...e, index: i + 1 }))
  const remap = (r: NonNullable<Entity['rel']>['target']) => (r.entity !== undefined ? { ...r, entity: parsed.entities[r.entity] === named ? 0 : rest.findIndex((x) => x.item === parsed.entities[r.entity!]?.item) + 1 } : r)
  if (named?.rel) entity.rel = { ...named.rel, target: remap(named.rel.target) }
  const more: Parsed = { ...parsed, entities: [entity, ...rest.map((e) => (e.rel ? { ...e, rel: { ...e.rel, target: remap(e.rel.target) } } : e))], free: parsed.free.map(() => false) }
  return planAdd(more, doc, ctx, (e) => (e === more.entities[0] ? proto : prototype(e)))
}

/** 'on' the one thing all of them rest on, when they are up off the ground on it. */
function restingOn(doc: SceneDocument, ids: string[]): Entity['rel'] | undefined {
  const info = sceneInfo(doc)
  const boxes = ids.map((id) => info.boxes.get(id)).filter((b): b is NonNullable<typeof b> => !!b)
  if (!boxes.length || boxes.length !== ids.length || boxes.some((b) => b.min[1] < 0.05)) return undefined
  const under = (b: (typeof boxes)[number]) =>
    Object.values(doc.nodes).filter((n) => n.parentId === null && !ids.includes(n.id)).map((n) => n.id).filter((id) => {
      const t = info.boxes.get(id)
      const cx = (b.min[0] + b.max[0]) / 2
      const cz = (b.min[2] + b.max[2]) / 2
      // (Its base within the support's height: a cake's top is under its topper's.)
      return !!t && t.min[1] < b.min[1] - 0.02 && t.max[1] >= b.min[1] - 0.05 && t.min[0] <= cx && cx <= t.max[0] && t.min[2] <= cz && cz <= t.max[2]
    })
  const first = under(boxes[0])
  const support = first.find((id) => boxes.every((b) => under(b).includes(id)))
  return support ? { type: 'on', target: { nodeIds: [support] } } : undefined
}

function mergeEnv(envs: EnvPlan[]): EnvPlan {
  const out: EnvPlan = { add: [], remove: [], words: [] }
  for (const e of envs) {
    out.add.push(...e.add)
    out.time = e.time ?? out.time
    out.fog = e.fog ?? out.fog
    out.weather = e.weather ?? out.weather
  }
  return out
}
