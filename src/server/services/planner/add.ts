import { nextIndex } from '../../../shared/scene/defaults'
import type { SceneOp } from '../../../shared/scene/ops'
import { beginTransaction } from '../../../shared/scene/transaction'
import type { MotionSettings, SceneDocument, SceneEvent, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds } from '../../../shared/scene/bounds'
import type { Prototype } from './build'
import { addTemplates, createEntities, withEvents, type CreateContext } from './create'
import { applyEnv } from './environment'
import { movePartsAsked, placeOrbits, refineBehaviour } from './behaviour'
import { holdStatedSizes } from './stated-sizes'
import { varyHeights } from './varied-heights'
import { findEvents } from './events'
import { floorOps } from './floor'
import { lightNodes, makeEvent, soundNode } from './extras'
import type { Entity, Parsed } from './parse'
import { describe, describedInline, describeEnv, describeEvent, list, nounOf } from './reply'
import { sceneInfo } from './scene-info'
import { SOUND_CLIPS } from './sounds'
import type { SceneTemplate } from './scenes'

export interface ClauseResult {
  ops: SceneOp[]
  said: string[]
  /** Root ids of what this clause was about, for 'it' next time. */
  subject: string[]
  templates: SceneTemplate[]
  notes: string[]
  /** Root ids a place added on its own (see unasked.ts). */
  unasked?: string[]
  /** Unasked ones this clause removed to make way for the asked ones. */
  madeWay?: string[]
  /** Root ids of every thing asked for and made ('a red ball and a blue ball'): what 'between them' means next time. */
  made?: string[]
}

/** A prototype from nodes already in the scene, for 'add two more' (copies keep their colours and size). */
export function protoFromNode(doc: SceneDocument, rootId: string): Prototype | null {
  const root = doc.nodes[rootId]
  if (!root) return null
  const children = childrenIndex(doc)
  const nodes: SceneNode[] = []
  const map = new Map<string, string>()
  const walk = (n: SceneNode) => {
    map.set(n.id, `p${nodes.length}`)
    nodes.push(n)
    for (const c of children.get(n.id) ?? []) walk(c)
  }
  walk(root)
  const copy = nodes.map((n, i) =>
    i === 0
      ? { ...n, id: 'p0', parentId: null, events: [], transform: { ...n.transform, position: [0, 0, 0] as Vec3, rotation: [n.transform.rotation[0], 0, n.transform.rotation[2]] as Vec3 } }
      : { ...n, id: map.get(n.id)!, parentId: map.get(n.parentId!)!, events: [] },
  ) as SceneNode[]
  const box = nodeBounds(copy[0], childrenIndex({ nodes: Object.fromEntries(copy.map((n) => [n.id, n])) } as SceneDocument))
  if (!box) return null
  return {
    nodes: copy,
    size: [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]],
    pivot: [(box.min[0] + box.max[0]) / 2, box.min[1], (box.min[2] + box.max[2]) / 2],
    scale: copy[0].transform.scale as Vec3,
  }
}

/** Adds what a prompt names (objects, places, lights, sounds, events, weather) to the document. */
export function planAdd(parsed: Parsed, doc: SceneDocument, ctx: CreateContext, protoFor?: (e: Entity) => Prototype | null): ClauseResult {
  const entities = parsed.entities
  const templates = addTemplates(entities, parsed.tokens, parsed.free, parsed.items, Object.values(doc.nodes).some((n) => n.parentId === null), parsed.excluded)
  const created = createEntities(entities, ctx, protoFor)
  // One transaction: each push sees the ones before it (names, orders, places stay unique).
  const tx = beginTransaction(doc).push(...created.ops)
  if (parsed.env.floor) tx.push(...floorOps(tx.doc, ctx))
  const said: string[] = []
  const top = entities.filter((e) => !e.existing && !e.pronoun && !e.fromTemplate && (e.kind !== 'object' || created.roots.has(e.index)))

  // Lights go above or beside what they light.
  const lights = entities.filter((e) => e.kind === 'light')
  if (lights.length) {
    const info = sceneInfo(tx.doc)
    const idsOf = (e: Entity): string[] => {
      const t = e.rel?.target
      if (!t) return []
      if (t.nodeIds) return t.nodeIds
      if (t.entity === undefined) return []
      const target = entities[t.entity]
      return created.roots.get(t.entity) ?? target?.existing ?? (target?.pronoun ? ctx.pronounIds : [])
    }
    const nodes = lightNodes(lights, tx.doc, ctx.ids, ctx.names, (e) => idsOf(e).map((id) => info.boxes.get(id)!).filter(Boolean))
    tx.push(...nodes.map((node) => ({ op: 'add' as const, node })))
  }

  // Events: who is clicked, and what it does.
  const events = findEvents(parsed)
  const soundIds = new Map<string, string>()
  const rootsOf = (index: number | null): string[] => {
    if (index === null) return ctx.pronounIds
    const e = entities[index]
    if (!e) return []
    return created.roots.get(index) ?? e.existing ?? (e.pronoun ? ctx.pronounIds : [])
  }
  const nameOf = (index: number | null): string => {
    if (index === null) return 'it'
    const e = entities[index]
    return e.pronoun ? 'it' : `the ${nounOf(e, 1)}`
  }
  const clicked = new Map<string, SceneEvent[]>()
  const animateMotion = new Map<string, MotionSettings>()
  for (const ev of events) {
    const subjects = rootsOf(ev.subject)
    if (!subjects.length) continue
    let targetId: string | null = null
    if (ev.sound) {
      if (!soundIds.has(ev.sound)) {
        const s = soundNode(ev.sound, tx.doc, ctx.ids, ctx.names, nextTop(tx.doc), true)
        tx.push(...s.ops)
        soundIds.set(ev.sound, s.id)
      }
      targetId = soundIds.get(ev.sound)!
    } else if (ev.action === 'disable' || ev.action === 'enable' || ev.action === 'animate') targetId = ev.target !== null ? rootsOf(ev.target)[0] ?? null : subjects[0]
    // What a click animates needs a motion to play: its own ('a spinning top'), else the one the words ask for.
    if (ev.action === 'animate' && targetId) {
      const motion = tx.doc.nodes[targetId]?.motion ?? animateMotion.get(targetId) ?? clickMotion(ev.motion ?? 'bob')
      animateMotion.set(targetId, motion)
    }
    for (const id of subjects) {
      const list = clicked.get(id) ?? []
      list.push(makeEvent(ctx.ids, { inputType: 'mouse', trigger: ev.trigger, action: ev.action, targetId, url: ev.action === 'redirect' ? ev.url ?? null : null }))
      clicked.set(id, list)
    }
    said.push(describeEvent(ev, nameOf(ev.subject), ev.target !== null ? nameOf(ev.target) : null))
  }
  const newRoots = [...created.roots.values()].flat()
  placeOrbits(tx, entities, created.roots)
  holdStatedSizes(tx, parsed, created.roots, templates.length > 0)
  varyHeights(tx, entities, created.roots)
  for (const [id, motion] of animateMotion) {
    if (!tx.doc.nodes[id] || tx.doc.nodes[id].motion) continue
    tx.push({ op: 'update', id, patch: { motion } })
  }
  movePartsAsked(tx, entities, created.roots, ctx.ids)
  // (Before the events ride on their add ops: it may point them at a part or a light.)
  refineBehaviour(tx, parsed.tokens, newRoots, clicked, ctx.ids)
  // A new object's events ride on its own add op (one op per new object in the plan); nothing
  // built after this reads them from the working document.
  withEvents(tx.ops, newRoots, (id) => clicked.get(id) ?? [])
  for (const [id, evs] of clicked) {
    if (newRoots.includes(id) || !tx.doc.nodes[id]) continue
    tx.push({ op: 'update', id, patch: { events: [...tx.doc.nodes[id].events, ...evs].slice(-50) } })
  }


  // Sounds that play by themselves.
  const clips = [...new Set(parsed.sounds.map((s) => s.clip))].filter((c) => !soundIds.has(c))
  for (const clip of clips) {
    const s = soundNode(clip, tx.doc, ctx.ids, ctx.names, nextTop(tx.doc), false)
    tx.push(...s.ops)
    said.push(`added the ${SOUND_CLIPS[clip]?.name ?? 'chime'} sound`)
  }

  const settings = applyEnv(tx.doc.settings, parsed.env)
  if (settings) tx.push({ op: 'settings', patch: settings })

  const inline = describedInline(entities)
  const made = top.filter((e) => (e.kind !== 'object' || created.roots.has(e.index)) && !inline.has(e.index)).map((e) => describe(e, entities))
  const fromTemplates = entities.filter((e) => e.fromTemplate && created.roots.has(e.index))
  const lines: string[] = []
  if (made.length) lines.push(`added ${list(made.slice(0, 8))}${made.length > 8 ? ` and ${made.length - 8} more` : ''}`)
  if (fromTemplates.length) lines.push(`for the ${list(templates.map((t) => placeName(t, parsed.tokens)))} I ${made.length ? 'also ' : ''}added ${list([...fromTemplates.slice(0, 10).map((e) => describe(e, entities, false, true)), ...(fromTemplates.length > 10 ? [`${fromTemplates.length - 10} more`] : [])])}`)
  if (settings) lines.push(...describeEnv(parsed.env))
  const subjectEntity = top.find((e) => e.kind === 'object' && created.roots.has(e.index)) ?? entities.find((e) => created.roots.has(e.index))
  return {
    ops: tx.ops,
    said: [...lines, ...said],
    subject: subjectEntity ? created.roots.get(subjectEntity.index) ?? [] : [],
    made: top.filter((e) => e.kind === 'object' && !e.fromTemplate).flatMap((e) => created.roots.get(e.index) ?? []),
    templates,
    notes: created.notes,
    unasked: fromTemplates.flatMap((e) => created.roots.get(e.index) ?? []),
  }
}

/** The place as asked ('the band' for a concert stage asked as a band), with its title when the word differs. */
function placeName(t: SceneTemplate, tokens: string[]): string {
  const title = t.title.toLowerCase()
  const said = t.words.find((w) => { const ws = w.split(' '); return tokens.some((_, i) => ws.every((x, j) => tokens[i + j] === x)) })
  return !said || title.includes(said) || said.includes(title) ? title : `${said} (a ${title})`
}

const nextTop = (doc: SceneDocument) => nextIndex(doc, null)

/** The motion a click starts: a door or a lid swings open and shut, a spin turns slowly, a bounce bobs. */
function clickMotion(kind: MotionSettings['kind']): MotionSettings {
  if (kind === 'swing') return { kind: 'swing', speed: 0.25 }
  if (kind === 'spin') return { kind: 'spin', speed: 0.5 }
  if (kind === 'orbit') return { kind: 'orbit', speed: 0.2, amplitude: 1 }
  return { kind: 'bob', speed: 0.5, amplitude: 0.1 }
}
