import type { SceneDocument, Vec3 } from '../../../shared/scene/schema'
import type { ClauseResult } from './add'
import { begin, push, r3, type Change } from './change'
import { modify, paintable } from './followups'
import { existingBySpec, type Entity, type Parsed } from './parse'
import { list } from './reply'
import type { IdMaker } from './ids'
import { PHRASES } from './catalog'
import { moveParts, PART_WORDS, pivotName } from './moving-parts'
import { boxOfNode } from './rearrange'
import { makeEvent } from './extras'
import { riders, sceneInfo } from './scene-info'

/**
 * Follow-ups that change what is there by its relation to something else: turn a thing to face
 * another, swap two things' colours, bring one closer to (or further from) another, make
 * everything bigger or smaller together. Null when the clause asks none of these.
 */
type Result = ClauseResult & { missing: string[] }

const at = (parsed: Parsed, e: Entity) => parsed.items[e.item]?.i ?? -1
const centre = (doc: SceneDocument, id: string): Vec3 | null => {
  const b = doc.nodes[id] ? boxOfNode(doc, doc.nodes[id]) : null
  return b ? [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2] : null
}
const nounOfIds = (doc: SceneDocument, ids: string[]) => {
  const names = [...new Set(ids.map((id) => doc.nodes[id]?.name.replace(/\d+$/, '').trim().toLowerCase()).filter(Boolean))]
  return names.length ? `the ${list(names)}` : 'it'
}

/** The ids an entity of a follow-up stands for: 'it', the ones named, or the newest of its kind. */
function idsOf(e: Entity, doc: SceneDocument, pronounIds: string[]): string[] {
  if (e.pronoun) return pronounIds
  if (e.existing?.length) return e.existing
  // ('a chair facing the table' is a new chair, not one there.)
  if (!e.definite) return []
  return e.spec ? existingBySpec(doc).get(e.spec.key) ?? [] : []
}

export function planRelativeChange(parsed: Parsed, doc: SceneDocument, pronounIds: string[], madeIds: string[], ids: IdMaker): Result | null {
  const t = parsed.tokens
  const objects = parsed.entities.filter((e) => e.kind === 'object').sort((a, b) => at(parsed, a) - at(parsed, b))
  const before = (k: number) => objects.filter((e) => at(parsed, e) < k)
  const after = (k: number) => objects.filter((e) => at(parsed, e) > k)
  const result = (change: Change, said: string[], subject: string[]): Result => ({ ops: change.ops, said, subject, templates: [], notes: [], missing: [] })

  // 'turn the chair to face the table', 'make the chairs face the stage', 'rotate it towards the door'.
  const f = t.findIndex((w, i) => /^(face|faces|facing)$/.test(w) || ((w === 'towards' || w === 'toward') && /^(turn|rotate|point|angle)/.test(t.slice(0, i).join(' ').replace(/^(please |now |and )+/, ''))))
  if (f > 0 && !t.includes('each')) {
    const target = after(f)[0]
    const movers = before(f)
    const moverIds = movers.length ? movers.flatMap((e) => idsOf(e, doc, pronounIds)) : pronounIds
    const targetIds = target ? idsOf(target, doc, pronounIds) : []
    const goal = targetIds.length ? centre(doc, targetIds[targetIds.length - 1]) : null
    if (goal && moverIds.length && !moverIds.some((id) => targetIds.includes(id))) {
      const change = begin(doc)
      for (const id of moverIds) {
        const c = centre(change.doc, id)
        const node = change.doc.nodes[id]
        if (!c || !node) continue
        const yaw = Math.atan2(goal[0] - c[0], goal[2] - c[2])
        const [rx, , rz] = node.transform.rotation
        push(change, [{ op: 'update', id, patch: { transform: { ...node.transform, rotation: r3([rx, yaw, rz]) } } }])
        // Turned, it may reach into a neighbour: it steps back from what it faces until clear.
        stepClear(change, id, [-Math.sin(yaw), -Math.cos(yaw)])
      }
      if (change.ops.length) return result(change, [`turned ${nounOfIds(doc, moverIds)} to face ${nounOfIds(doc, targetIds.slice(-1))}`], moverIds)
    }
  }

  // 'swap the colours of the car and the truck', 'switch their colours'.
  if (t.some((w) => /^(swap|switch|exchange|trade|flip)$/.test(w)) && t.some((w) => /^colou?rs?$/.test(w))) {
    const named = objects.filter((e) => !e.pronoun)
    let pair: string[] = []
    if (named.length >= 2) pair = [idsOf(named[0], doc, pronounIds).slice(-1)[0], idsOf(named[1], doc, pronounIds).slice(-1)[0]]
    else if (madeIds.length >= 2) pair = madeIds.slice(-2)
    else if (pronounIds.length >= 2) pair = pronounIds.slice(-2)
    pair = pair.filter((id) => id && doc.nodes[id])
    if (pair.length === 2 && pair[0] !== pair[1]) {
      const colourOf = (id: string) => paintable(doc, id, []).find((n) => n.kind === 'shape')
      const [a, b] = pair.map(colourOf)
      if (a?.kind === 'shape' && b?.kind === 'shape') {
        const change = begin(doc)
        modify(change, [pair[0]], { colour: { hex: b.material.albedo, name: '' }, sizes: [] }, [])
        modify(change, [pair[1]], { colour: { hex: a.material.albedo, name: '' }, sizes: [] }, [])
        return result(change, [`swapped the colours of ${nounOfIds(doc, [pair[0]])} and ${nounOfIds(doc, [pair[1]])}`], pair)
      }
    }
  }

  // 'move the bench closer to the tree', 'bring it nearer the fountain', 'move the car further from the house'.
  const c = t.findIndex((w) => /^(closer|nearer|further|farther)$/.test(w))
  if (c > 0) {
    const ref = after(c)[0]
    const movers = before(c)
    const moverIds = movers.length ? movers.flatMap((e) => idsOf(e, doc, pronounIds)) : pronounIds
    const refIds = ref ? idsOf(ref, doc, pronounIds) : []
    const goal = refIds.length ? centre(doc, refIds[refIds.length - 1]) : null
    if (goal && moverIds.length && !moverIds.some((id) => refIds.includes(id))) {
      const change = begin(doc)
      const info = sceneInfo(doc)
      const refBox = boxOfNode(doc, doc.nodes[refIds[refIds.length - 1]])!
      const closer = t[c] === 'closer' || t[c] === 'nearer'
      for (const id of moverIds) {
        const box = info.boxes.get(id)
        const mc = centre(doc, id)
        if (!box || !mc) continue
        const dx = goal[0] - mc[0]
        const dz = goal[2] - mc[2]
        const dist = Math.hypot(dx, dz) || 1
        // The gap between their boxes along the line joining them.
        const reach = (b: typeof box, ux: number, uz: number) => Math.abs(ux) * (b.max[0] - b.min[0]) / 2 + Math.abs(uz) * (b.max[2] - b.min[2]) / 2
        const ux = dx / dist
        const uz = dz / dist
        const gap = dist - reach(box, ux, uz) - reach(refBox, ux, uz)
        const want = closer ? Math.max(0.15, Math.min(gap / 2, gap - 0.3)) : gap * 2 + 1
        const step = gap - want
        if (closer && step <= 0.01) continue
        for (const m of [id, ...riders(info, [id])]) {
          const node = change.doc.nodes[m]
          const [x, y, z] = node.transform.position
          push(change, [{ op: 'update', id: m, patch: { transform: { ...node.transform, position: r3([x + ux * step, y, z + uz * step]) } } }])
        }
      }
      if (change.ops.length) return result(change, [`moved ${nounOfIds(doc, moverIds)} ${closer ? 'closer to' : 'further from'} ${nounOfIds(doc, refIds.slice(-1))}`], moverIds)
    }
  }

  // 'make the windmill's blades spin', 'spin the rotor', 'open the chest's lid'.
  const part = t.findIndex((w) => PART_WORDS[w])
  const verb = t.find((w) => /^(spin|spins|spinning|turn|turns|turning|rotate|rotates|rotating|open|opens|swing|swings|go|move)$/.test(w))
  // ('tapping it makes its sails turn', 'make the door swing open when tapped': a tap on the thing starts it.)
  const tap = t.some((w) => /^(click|clicks|clicking|clicked|tap|taps|tapping|tapped|press|presses|pressing|pressed|touch|touches|touching|touched)$/.test(w))
  if (part >= 0 && verb && !t.some((w) => /^(stop|stops|halt|freeze)$/.test(w))) {
    const move = PART_WORDS[t[part]]
    const owner = [t[part - 1]?.replace(/'s$/, ''), t[part + 2] === 'the' ? t[part + 3] : t[part + 2]].map((w) => (w ? PHRASES.get(w)?.spec : undefined)).find(Boolean)
    const kids = (id: string) => Object.values(doc.nodes).filter((n) => n.parentId === id)
    const has = (id: string) => kids(id).some((n) => move.names.includes(n.name.toLowerCase().replace(/\d+$/, '').trim().replace(/s$/, '')) || n.name === pivotName(move))
    const roots = owner ? existingBySpec(doc).get(owner.key) ?? [] : Object.values(doc.nodes).filter((n) => n.parentId === null && has(n.id)).map((n) => n.id)
    const targets = roots.filter(has)
    if (targets.length) {
      const change = begin(doc)
      const kind = /^(open|opens|swing|swings)$/.test(verb) ? 'swing' : 'spin'
      for (const id of targets) {
        const moved = moveParts(change.doc, id, move, { kind, speed: kind === 'swing' ? 0.25 : 0.25 }, ids)
        if (moved) push(change, moved.ops)
        // (A part already gathered keeps its pivot; it gets the motion again if it had stopped.)
        else continue
        if (!change.doc.nodes[moved.pivotId].motion) push(change, [{ op: 'update', id: moved.pivotId, patch: { motion: moved.motion } }])
        if (tap) {
          const root = change.doc.nodes[id]
          const event = makeEvent(ids, { inputType: 'mouse', trigger: 'click', action: 'animate', targetId: moved.pivotId, url: null })
          push(change, [{ op: 'update', id, patch: { events: [...root.events.filter((e) => !(e.trigger === 'click' && e.action === 'animate')), event].slice(-50) } }])
        }
      }
      const how = kind === 'swing' ? 'swing open' : 'spin'
      if (change.ops.length) return result(change, [tap ? `clicking ${nounOfIds(doc, targets)} now makes ${nounOfIds(doc, targets).includes(t[part].replace(/s$/, '')) ? 'it' : `its ${t[part]}`} ${how}` : `made the ${t[part]} of ${nounOfIds(doc, targets)} ${how}`], targets)
    }
  }

  // 'make everything twice as big', 'the whole scene half the size'.
  const everything = t.some((w) => w === 'everything' || w === 'scene') || (t.includes('all') && !objects.some((e) => !e.pronoun))
  const k = everything && !objects.some((e) => !e.pronoun && e.spec) ? factorOf(t) : null
  if (k) {
    const roots = Object.values(doc.nodes).filter((n) => n.parentId === null)
    const info = sceneInfo(doc)
    const boxes = roots.map((n) => info.boxes.get(n.id)).filter((b): b is NonNullable<typeof b> => !!b)
    if (roots.length && boxes.length) {
      const cx = (Math.min(...boxes.map((b) => b.min[0])) + Math.max(...boxes.map((b) => b.max[0]))) / 2
      const cz = (Math.min(...boxes.map((b) => b.min[2])) + Math.max(...boxes.map((b) => b.max[2]))) / 2
      const change = begin(doc)
      for (const n of roots) {
        if (n.kind === 'audio') continue
        const [x, y, z] = n.transform.position
        const scale = n.kind === 'light' ? n.transform.scale : r3(n.transform.scale.map((v) => v * k) as Vec3)
        push(change, [{ op: 'update', id: n.id, patch: { transform: { ...n.transform, position: r3([cx + (x - cx) * k, y * k, cz + (z - cz) * k]), scale } } }])
      }
      return result(change, [`made everything ${k === 2 ? 'twice as big' : k === 0.5 ? 'half as big' : k > 1 ? `${k} times as big` : Math.abs(1 / k - Math.round(1 / k)) < 0.01 ? `${Math.round(1 / k)} times smaller` : `${Math.round(k * 100)} % of its size`}`], [])
    }
  }
  return null
}

const FACTORS: Record<string, number> = { twice: 2, double: 2, doubled: 2, triple: 3, tripled: 3, half: 0.5, halve: 0.5, halved: 0.5, quadruple: 4 }
const FRACTIONS: Record<string, number> = { third: 1 / 3, quarter: 0.25, fourth: 0.25, fifth: 0.2, tenth: 0.1 }
const TIMES: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10, '2': 2, '3': 3, '4': 4, '5': 5, '10': 10 }
/** 'twice as big', 'three times bigger', 'half the size', '2x': the factor asked for. */
function factorOf(t: string[]): number | null {
  for (let i = 0; i < t.length; i++) {
    // 'to a third of its size', 'two thirds the size', 'a quarter as big'.
    const part = FRACTIONS[t[i].replace(/s$/, '')]
    if (part && (t[i - 1] === 'a' || t[i - 1] === 'one' || TIMES[t[i - 1]])) return Math.round((TIMES[t[i - 1]] ?? 1) * part * 10000) / 10000
    if (FACTORS[t[i]]) return FACTORS[t[i]]
    if (/^\d+(\.\d+)?x$/.test(t[i])) return Number(t[i].slice(0, -1))
    if (TIMES[t[i]] && t[i + 1] === 'times') return /^(smaller|less)$/.test(t[i + 2] ?? '') ? 1 / TIMES[t[i]] : TIMES[t[i]]
  }
  if (t.some((w) => /^(bigger|larger)$/.test(w))) return 1.5
  if (t.some((w) => w === 'smaller')) return 0.67
  return null
}

/** Moves a root (and what rests on it) along `dir` on the ground in small steps until its box meets no other root's. */
function stepClear(change: Change, id: string, dir: [number, number]): void {
  const info = sceneInfo(change.doc)
  const carried = new Set([id, ...riders(info, [id])])
  const others = [...info.boxes].filter(([o]) => !carried.has(o) && change.doc.nodes[o]?.kind !== 'light').map(([, b]) => b)
  const hits = (b: { min: Vec3; max: Vec3 }, dx: number, dz: number) =>
    others.some((o) => b.min[0] + dx < o.max[0] && b.max[0] + dx > o.min[0] && b.min[1] < o.max[1] - 0.001 && b.max[1] > o.min[1] + 0.001 && b.min[2] + dz < o.max[2] && b.max[2] + dz > o.min[2])
  const box = info.boxes.get(id)
  if (!box || !hits(box, 0, 0)) return
  for (let k = 1; k <= 40; k++) {
    const [dx, dz] = [dir[0] * 0.1 * k, dir[1] * 0.1 * k]
    if (hits(box, dx, dz)) continue
    for (const m of carried) {
      const node = change.doc.nodes[m]
      const [x, y, z] = node.transform.position
      push(change, [{ op: 'update', id: m, patch: { transform: { ...node.transform, position: r3([x + dx, y, z + dz]) } } }])
    }
    return
  }
}
