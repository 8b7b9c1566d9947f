import { keyIndex } from '../../../shared/scene/order-keys'
import type { SceneDocument } from '../../../shared/scene/schema'
import { childrenIndex } from '../../../shared/scene/bounds'
import { PHRASES, specForName, type ObjectSpec } from './catalog'
import { applyEnv } from './environment'
import { begin, hasModifiers, modifiersOf, modify, move, push, remove, rotate, setVisible } from './followups'
import { angleOf, stepOf, type Intent } from './intent'
import { existingBySpec, TUCKED_ORDER, type Entity, type Parsed, type Ref } from './parse'
import { countWord, describeChange, describeEnv, list, nounOf } from './reply'
import type { ClauseResult } from './add'
import { FLOAT_HEIGHT, followUpFloat, followUpMotion, stopsMotion } from './motion-words'
import { boxOfNode, raise } from './rearrange'
import { riders, sceneInfo } from './scene-info'
import { orbitOps } from './behaviour'
import { moveParts, partMoveFor } from './moving-parts'
import { IdMaker } from './ids'

interface Target {
  entity: Entity | null
  ids: string[]
  noun: string
}

/** The things a follow-up is about: what it names (not what it relates them to), else the remembered subject. */
export function targetsOf(parsed: Parsed, doc: SceneDocument, pronounIds: string[]): { targets: Target[]; missing: string[] } {
  const existing = existingBySpec(doc)
  const related = new Set<number>()
  for (const e of parsed.entities) for (const r of [e.rel?.target, e.rel?.target2]) if (r?.entity !== undefined) related.add(r.entity)
  const targets: Target[] = []
  const missing: string[] = []
  for (const e of parsed.entities) {
    if (e.kind !== 'object' || related.has(e.index)) continue
    // 'make them all yellow', 'paint them all': every one of their kind, not just the last added.
    const every = e.pronoun && e.all && parsed.tokens.some((t) => t === 'all' || t === 'every' || t === 'each')
    const ids = every ? allOfKind(doc, pronounIds) : pronounIds
    if (e.pronoun) targets.push({ entity: e, ids, noun: nounFor(doc, ids) })
    else if (e.existing) {
      // 'remove one of the chairs': that many of them (the newest), not all; 'the leftmost chair': that one.
      const side = sideOf(parsed, e)
      const kin = side && e.spec ? existing.get(e.spec.key) ?? e.existing : e.existing
      const ids = side && !e.plural && kin.length > 1 ? [extreme(doc, kin, side)] : e.countGiven && e.count >= 1 && e.count < e.existing.length ? e.existing.slice(-e.count) : e.existing
      targets.push({ entity: e, ids, noun: ids.length < e.existing.length ? `${countWord(ids.length)} of the ${nounOf(e, 2)}` : `the ${nounOf(e, ids.length)}` })
    }
    else if (e.spec) {
      const ids = existing.get(e.spec.key)
      if (!ids?.length) {
        missing.push(nounOf(e, 1))
        continue
      }
      const side = sideOf(parsed, e)
      const pick = side && !e.plural && ids.length > 1 ? [extreme(doc, ids, side)] : e.all || (e.plural && !e.countGiven) ? ids : ids.slice(-Math.min(ids.length, e.count))
      const noun = nounOf(e, pick.length)
      const said = side && pick.length === 1 && ids.length > 1 && !noun.split(' ').some((w) => SIDE_WORDS[w]) ? ` on the ${side}` : ''
      targets.push({ entity: e, ids: pick, noun: `the ${noun}${said}` })
    }
  }
  return { targets, missing }
}

/** '3 m to the left', 'half a metre back': a move by a step, in words. */
function stepWords([dx, , dz]: [number, number, number]): string {
  const parts = [dx ? `${Math.round(Math.abs(dx) * 100) / 100} m to the ${dx < 0 ? 'left' : 'right'}` : '', dz ? `${Math.round(Math.abs(dz) * 100) / 100} m ${dz < 0 ? 'back' : 'forward'}` : ''].filter(Boolean)
  return parts.join(' and ') || 'over'
}

type Side = 'left' | 'right' | 'front' | 'back'
const SIDE_WORDS: Record<string, Side> = {
  left: 'left', leftmost: 'left', 'left-most': 'left', right: 'right', rightmost: 'right', 'right-most': 'right',
  front: 'front', frontmost: 'front', nearest: 'front', closest: 'front', back: 'back', backmost: 'back', rear: 'back', furthest: 'back', farthest: 'back',
}
/** 'the leftmost chair', 'the left lamp', 'the lamp on the left': which one of several, by where it stands. */
function sideOf(parsed: Parsed, e: Entity): Side | undefined {
  const at = parsed.items[e.item]?.i
  if (at === undefined) return undefined
  const t = parsed.tokens
  const before = [t[at - 1], t[at - 2]].find((w) => w && SIDE_WORDS[w] && w !== 'front' && w !== 'back')
  if (before) return SIDE_WORDS[before]
  const after = t.slice(at + 1, at + 4).join(' ')
  const m = /^(?:on|at|to) the (?:far |very )?(left|right|front|back)\b/.exec(after) ?? /^(?:furthest|farthest|nearest|closest) to the (left|right|front|back)\b/.exec(after)
  return m && !['move', 'put', 'place', 'shift', 'push', 'slide', 'drag'].includes(t[0]) ? (m[1] as Side) : undefined
}
/** 'the one on the far right', 'the leftmost one', 'the one at the back': a side for 'one' with no noun. */
function oneBySide(t: string[]): Side | undefined {
  const text = t.join(' ')
  const m = /\bthe (?:one|last one|single one) (?:on|at|to) the (?:far |very )?(left|right|front|back)\b/.exec(text) ?? /\bthe (?:far |very )?(leftmost|rightmost|left-most|right-most|frontmost|backmost|left|right|front|back) one\b/.exec(text)
  return m ? SIDE_WORDS[m[1]] : undefined
}
/** The one furthest that way as seen from the front (left is -x, front is +z). */
function extreme(doc: SceneDocument, ids: string[], side: Side): string {
  const info = sceneInfo(doc)
  const key = (id: string) => {
    const b = info.boxes.get(id)
    if (!b) return 0
    const x = (b.min[0] + b.max[0]) / 2
    const z = (b.min[2] + b.max[2]) / 2
    return side === 'left' ? x : side === 'right' ? -x : side === 'front' ? -z : z
  }
  return ids.reduce((a, b) => (key(b) < key(a) - 1e-6 ? b : a))
}

const SOUND_WORDS = new Set(['sound', 'sounds', 'music', 'audio', 'noise', 'ambience', 'birdsong'])

/** Paint, resize, move, turn, hide, show or remove what is there already. */
export function planEdit(intent: Intent, parsed: Parsed, doc: SceneDocument, pronounIds: string[]): ClauseResult & { missing: string[] } {
  const change = begin(doc)
  const said: string[] = []
  const notes: string[] = []
  let { targets, missing } = targetsOf(parsed, doc, pronounIds)
  const fallback = (): Target[] => (pronounIds.length ? [{ entity: null, ids: pronounIds, noun: nounFor(doc, pronounIds) }] : [])
  if (!targets.length && !missing.length) targets = fallback()
  let bySide: string[] | null = null
  {
    // 'take away the one on the far right', 'paint the leftmost one red': one of what was just spoken of, by where it stands.
    const side = oneBySide(parsed.tokens)
    if (side && targets.length === 1 && (!targets[0].entity || targets[0].entity.pronoun) && targets[0].ids.length > 1) {
      const pick = extreme(doc, targets[0].ids, side)
      targets = [{ entity: targets[0].entity, ids: [pick], noun: `${nounFor(doc, [pick])} on the ${side}` }]
      bySide = [pick]
    }
  }
  const refIds = (r: Ref): string[] => {
    if (r.nodeIds) return r.nodeIds
    const e = r.entity !== undefined ? parsed.entities[r.entity] : undefined
    if (!e) return []
    if (e.pronoun) return pronounIds
    if (e.existing) return e.existing
    return e.spec ? existingBySpec(doc).get(e.spec.key)?.slice(-1) ?? [] : []
  }
  switch (intent) {
    case 'clear': {
      const top = Object.values(doc.nodes).filter((n) => n.parentId === null).map((n) => n.id)
      remove(change, top)
      if (top.length) said.push('cleared the scene')
      targets = []
      break
    }
    case 'remove': {
      const lights = parsed.items.some((i) => i.t === 'light')
      const sounds = parsed.items.some((i) => i.t === 'sound') || parsed.tokens.some((t) => SOUND_WORDS.has(t))
      const extra = Object.values(doc.nodes).filter((n) => n.parentId === null && ((lights && n.kind === 'light') || (sounds && n.kind === 'audio')))
      const named = targets.filter((t) => t.entity)
      const ids = [...named.flatMap((t) => t.ids), ...extra.map((n) => n.id)]
      // 'remove it' with nothing named removes the subject; 'remove the rain' removes only the rain.
      if (!ids.length && !parsed.env.remove.length && !parsed.env.fog && !missing.length) ids.push(...(bySide ?? fallback().flatMap((t) => t.ids)))
      remove(change, ids)
      if (named.length) said.push(`removed ${list(named.map((t) => t.noun))}`)
      else if (ids.length && !extra.length) said.push(`removed ${nounFor(doc, ids)}`)
      if (extra.length) said.push(`removed the ${lights ? 'lights' : 'sounds'}`)
      break
    }
    case 'hide':
    case 'show':
      // 'turn off the lights': every light, lamps' bulbs included.
      if (parsed.items.some((i) => i.t === 'light') && !targets.some((t) => t.entity)) {
        const lights = Object.values(doc.nodes).filter((n) => n.kind === 'light').map((n) => n.id)
        setVisible(change, lights, intent === 'show')
        if (lights.length) said.push(`turned the lights ${intent === 'show' ? 'on' : 'off'}`)
        targets = []
      }
      for (const t of targets) {
        setVisible(change, t.ids, intent === 'show')
        said.push(`${intent === 'show' ? 'showed' : 'hid'} ${t.noun}`)
      }
      break
    case 'rotate': {
      const angle = angleOf(parsed.tokens)
      const axis = parsed.tokens.includes('upside') ? 0 : 1
      for (const t of targets) {
        rotate(change, t.ids, angle, axis)
        said.push(`turned ${t.noun} ${Math.round(Math.abs((angle * 180) / Math.PI))}°`)
      }
      break
    }
    case 'move': {
      const step = stepOf(parsed)
      for (const t of targets) {
        const e = t.entity
        // 'move the chair 3 metres to the left': that far that way, not to the scene's left side.
        const by = !e?.rel && step && parsed.items.some((i) => i.t === 'dims') && e?.region !== 'center'
        const how = { rel: e?.rel, region: by ? undefined : e?.region, arrangement: e?.arrangement, step: by || (!e?.rel && !e?.region) ? step ?? undefined : undefined }
        if (!how.rel && !how.region && !how.step && !how.arrangement) continue
        move(change, t.ids, how, refIds)
        const where = how.rel ? `${relWord(how.rel.type)} ${refNoun(refIds(how.rel.target), doc)}` : how.region ? `to the ${how.region === 'center' ? 'middle' : how.region}` : how.arrangement ? `into a ${how.arrangement}` : how.step ? stepWords(how.step) : 'over'
        said.push(`moved ${t.noun} ${where}`)
      }
      break
    }
    case 'modify':
    default:
      // 'make the sky black', 'a blue background'.
      if ((parsed.tokens.includes('sky') || parsed.tokens.includes('background')) && parsed.loose.colour && !targets.some((t) => t.entity)) {
        const s = change.doc.settings
        push(change, [{ op: 'settings', patch: { background: parsed.loose.colour.hex, environment: { ...s.environment, skybox: 'color' } } }])
        said.push(`made the sky ${parsed.loose.colour.name || 'that colour'}`)
        targets = []
      }
      // 'make the sneaker spin': a motion the viewer plays, on each thing named.
      const wanted = followUpMotion(parsed.tokens)
      if (wanted) {
        // 'make the planet orbit the sun': what is named after the word is the centre, not a mover.
        const at = parsed.tokens.findIndex((w) => /^(orbit|orbits|orbiting|circle|circles|circling)$/.test(w))
        const after = (t: Target) => !!t.entity && !t.entity.pronoun && (parsed.items[t.entity.item]?.i ?? -1) > at
        const centre = wanted.motion.kind === 'orbit' && at >= 0 && targets.length > 1 ? targets.find(after) : undefined
        if (centre) targets = targets.filter((t) => t !== centre)
        for (const t of targets) {
          // 'make the planets rotate around the sun': set round it first, then moving.
          const round = t.entity?.rel?.type === 'around' ? t.entity.rel : undefined
          if (round) move(change, t.ids, { rel: round }, refIds)
          const centreId = (centre ? centre.ids : round ? refIds(round.target) : [])[0]
          if (wanted.motion.kind === 'orbit' && centreId && change.doc.nodes[centreId]) push(change, orbitOps(change.doc, t.ids.filter((id) => change.doc.nodes[id]), centreId))
          else {
            push(change, t.ids.filter((id) => change.doc.nodes[id]).map((id) => ({ op: 'update' as const, id, patch: { motion: { ...wanted.motion } } })))
            // A thing that moves by a part of its own moves that part: a Ferris wheel its wheel, a windmill its sails.
            const ids = new IdMaker(change.doc, parsed.tokens.join(' '))
            for (const id of t.ids) {
              const node = change.doc.nodes[id]
              const move = node ? partMoveFor(parsed.tokens, specForName(node.name)?.key, wanted.motion.kind) : null
              const moved = move ? moveParts(change.doc, id, move, wanted.motion, ids) : null
              if (moved) push(change, moved.ops)
            }
          }
          said.push(`made ${t.noun} ${wanted.verb}${round ? ` around ${refNoun(refIds(round.target), doc)}` : centre ? ` around ${centre.noun}` : ''}`)
        }
      }
      // 'stop spinning', 'make the fan stop': the motion ends (the editor clears it the same way).
      if (stopsMotion(parsed.tokens)) {
        for (const t of targets) {
          const moving = t.ids.flatMap((id) => [id, ...descendants(change.doc, id)]).filter((id) => change.doc.nodes[id]?.motion)
          push(change, moving.map((id) => ({ op: 'update' as const, id, patch: { motion: undefined } })))
          if (moving.length) said.push(`stopped ${t.noun}`)
          else if (t.entity || !parsed.env.remove.length) notes.push(`${t.noun} was not moving`)
        }
        break
      }
      // 'make the house fly': up off the ground, gently bobbing, whatever rests on it going with it.
      const float = wanted ? null : followUpFloat(parsed.tokens)
      if (float) {
        for (const t of targets) {
          const ids = t.ids.filter((id) => change.doc.nodes[id])
          const low = ids.filter((id) => (boxOfNode(change.doc, change.doc.nodes[id])?.min[1] ?? 1) < 0.05)
          if (low.length) raise(change, low, FLOAT_HEIGHT)
          // What rests on it bobs with it, in step (the same motion keeps the same phase).
          const all = [...ids, ...riders(sceneInfo(change.doc), ids)]
          push(change, all.map((id) => ({ op: 'update' as const, id, patch: { motion: { kind: 'bob' as const, speed: 0.3, amplitude: 0.1 } } })))
          said.push(`made ${t.noun} ${float}`)
        }
      }
      for (const t of targets) {
        const mods = modifiersOf(t.entity, targets.length === 1 ? parsed.loose : { sizes: [] })
        if (!hasModifiers(mods)) continue
        const partWords = partWordsIn(parsed.tokens, t.ids.map((id) => doc.nodes[id]?.name ?? ''))
        modify(change, t.ids, mods, partWords)
        said.push(describeChange('made', partWords.length ? `the ${partWords[0]} of ${t.noun.replace(/^the /, 'the ')}` : t.noun, mods))
      }
  }
  const settings = applyEnv(change.doc.settings, parsed.env)
  if (settings) {
    push(change, [{ op: 'settings', patch: settings }])
    said.push(...describeEnv(parsed.env))
  }
  return { ops: change.ops, said, subject: targets.flatMap((t) => t.ids).filter((id) => change.doc.nodes[id]), templates: [], notes, missing }
}

const relWord = (t: string) => ({ on: 'onto', in: 'into', under: 'in front of', next: 'next to', behind: 'behind', front: 'in front of', left: 'to the left of', right: 'to the right of', around: 'around', above: 'above', between: 'between' })[t] ?? 'next to'
function refNoun(ids: string[], doc: SceneDocument): string {
  return nounFor(doc, ids)
}
function nounFor(doc: SceneDocument, ids: string[]): string {
  const names = [...new Set(ids.map((id) => doc.nodes[id]?.name.replace(/\d+$/, '').toLowerCase()).filter(Boolean))]
  if (!names.length) return 'it'
  if (names.length === 1) {
    const spec: ObjectSpec | undefined = PHRASES.get(names[0])?.spec
    return ids.length > 1 ? `the ${spec?.plurals[0] ?? `${names[0]}s`}` : `the ${names[0]}`
  }
  return `the ${list(names)}`
}
/** Part names a prompt mentions for these objects ('the roof', 'its wheels'). */
function partWordsIn(tokens: string[], names: string[]): string[] {
  const parts = new Set<string>()
  for (const name of names) {
    const spec = PHRASES.get(name.replace(/\d+$/, '').toLowerCase())?.spec
    const own = new Set([...(spec?.words ?? []), name.toLowerCase()].flatMap((w) => w.split(/[\s-]/)))
    for (const p of spec?.parts ?? []) for (const w of p.name.toLowerCase().split(' ')) if (!own.has(w)) parts.add(w)
  }
  return [...new Set(tokens.map((t) => (parts.has(t) ? t : parts.has(t.replace(/s$/, '')) ? t.replace(/s$/, '') : '')).filter(Boolean))]
}

/** Every part under an object (its parts may carry their own motion), one walk. */
function descendants(doc: SceneDocument, id: string): string[] {
  const children = childrenIndex(doc)
  const out: string[] = []
  const queue = [id]
  // Its own parts, not the things tucked under it (a car on a turntable keeps its own motion).
  while (queue.length) for (const c of (children.get(queue.shift()!) ?? []).filter((n) => keyIndex(n.order) < TUCKED_ORDER)) {
    out.push(c.id)
    queue.push(c.id)
  }
  return out
}

/** Every top-level thing named as one of these is (Balloon, Balloon1, Balloon2…). */
function allOfKind(doc: SceneDocument, ids: string[]): string[] {
  const base = (id: string) => doc.nodes[id]?.name.replace(/\d+$/, '').trim().toLowerCase()
  const kinds = new Set(ids.map(base).filter(Boolean))
  const all = Object.values(doc.nodes).filter((n) => n.parentId === null && kinds.has(base(n.id))).map((n) => n.id)
  return all.length ? all : ids
}
