import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneTransaction } from '../../../shared/scene/transaction'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import type { Entity } from './entities'
import type { SceneDocument, SceneEvent, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { defaultLight } from '../../../shared/scene/defaults'
import { indexKey } from '../../../shared/scene/order-keys'
import { specForName } from './catalog'
import type { IdMaker } from './ids'
import { moveParts, PART_WORDS, partMoveFor } from './moving-parts'

/**
 * What a clause's behaviour words mean once its things stand: a motion or a click that starts one
 * moves the part the words name (or the part such a thing moves by); a click that turns a lamp on
 * or off shows or hides its light, not the lamp; what a click shows starts hidden. `clicked` holds
 * the clause's new events by the node clicked, not yet on their nodes: they are changed in place.
 */
export function refineBehaviour(tx: SceneTransaction, tokens: readonly string[], newRoots: readonly string[], clicked: ReadonlyMap<string, SceneEvent[]>, ids: IdMaker): void {
  const doc = () => tx.doc
  const events = [...clicked.values()].flat()
  const clickTargets = events.filter((e) => e.action === 'animate' && e.targetId).map((e) => e.targetId!)
  // (A new thing may stand tucked under another: a fan on a desk.)
  const moving = [...new Set([...newRoots, ...clickTargets])].filter((id) => (doc().nodes[id]?.parentId === null || newRoots.includes(id)) && doc().nodes[id]?.motion)
  for (const id of moving) {
    const node = doc().nodes[id]
    const move = partMoveFor(tokens, specForName(node.name)?.key, node.motion?.kind)
    if (!move) continue
    const moved = moveParts(doc(), id, move, node.motion, ids)
    if (!moved) continue
    tx.push(...moved.ops)
    for (const e of events) if (e.action === 'animate' && e.targetId === id) e.targetId = moved.pivotId
  }
  // 'turns the lamp on', 'the lamp turns off when tapped': the lamp's light is what goes on and off.
  const on = switchedOn(tokens)
  for (const e of events) {
    if ((e.action !== 'enable' && e.action !== 'disable') || !e.targetId || on === null) continue
    const target = doc().nodes[e.targetId]
    let light = target && target.kind !== 'light' ? Object.values(doc().nodes).find((c) => c.parentId === target.id && c.kind === 'light') : undefined
    // 'a crystal ball that lights up when tapped': a thing with no light of its own gets one, inside it.
    if (!light && on && e.action === 'enable' && target && target.kind !== 'light' && lightsUp(tokens)) {
      light = glowFor(target, doc(), ids) ?? undefined
      if (light) tx.push({ op: 'add', node: light })
    }
    if (!light) continue
    e.targetId = light.id
    // A light a click turns on is off until then.
    if (e.action === 'enable' && light.visible) tx.push({ op: 'update', id: light.id, patch: { visible: false } })
  }
  // What a click shows is hidden until then ('a hidden key appears when you click the painting').
  for (const [owner, list] of clicked) {
    for (const e of list) {
      const target = e.action === 'enable' && e.targetId && e.targetId !== owner ? doc().nodes[e.targetId] : undefined
      if (target && target.parentId === null && newRoots.includes(target.id) && target.visible) tx.push({ op: 'update', id: target.id, patch: { visible: false } })
    }
  }
}

/**
 * 'a helicopter hovering with its rotor spinning': the part moves on its own while the whole keeps
 * its motion (a part whose motion is the whole's only one is moved by refineBehaviour).
 */
export function movePartsAsked(tx: SceneTransaction, entities: readonly Entity[], roots: ReadonlyMap<number, string[]>, ids: IdMaker): void {
  for (const e of entities) {
    for (const pm of e.partMotions ?? []) {
      const move = PART_WORDS[pm.word]
      if (!move) continue
      for (const id of roots.get(e.index) ?? []) {
        const root = tx.doc.nodes[id]
        if (!root?.motion || root.motion.kind === pm.motion.kind) continue
        const moved = moveParts(tx.doc, id, move, pm.motion, ids, true)
        if (moved) tx.push(...moved.ops)
      }
    }
  }
}

const lightsUp = (tokens: readonly string[]) => tokens.some((t, i) => (t === 'light' || t === 'lights' || t === 'lit') && tokens[i + 1] === 'up')

/** A warm point light in the middle of a thing, off until a click turns it on. */
function glowFor(target: SceneNode, doc: SceneDocument, ids: IdMaker): SceneNode | null {
  const box = nodeBounds(target, childrenIndex(doc))
  if (!box) return null
  const s = target.transform.scale
  const y = ((box.min[1] + box.max[1]) / 2 - target.transform.position[1]) / (s[1] || 1)
  const order = Object.values(doc.nodes).filter((n) => n.parentId === target.id).length
  return {
    id: ids.next(), name: 'Light', parentId: target.id, order: indexKey(order), visible: false, events: [],
    transform: { position: [0, Math.round(y * 1000) / 1000, 0], rotation: [0, 0, 0], scale: [1, 1, 1] },
    kind: 'light', light: { ...defaultLight('point'), color: '#FFD68A', intensity: 2, distance: 4, shadow: 'none' },
  }
}

/** 'on' or 'off' when the words switch something ('lights up' is on), else null. */
function switchedOn(tokens: readonly string[]): boolean | null {
  if (lightsUp(tokens)) return true
  for (let i = 0; i < tokens.length; i++) {
    // 'the lamp comes on when tapped', 'goes off'.
    if (/^(come|comes|came|go|goes|went)$/.test(tokens[i]) && (tokens[i + 1] === 'on' || tokens[i + 1] === 'off')) return tokens[i + 1] === 'on'
    if (!/^(turn|turns|turned|turning|switch|switches|switched|switching)$/.test(tokens[i])) continue
    const next = tokens.slice(i + 1, i + 6)
    if (next.includes('off')) return false
    if (next.includes('on')) return true
  }
  return null
}

/**
 * 'eight planets orbiting the sun': each goes round the centre named, on its own ring (the orbit
 * circles the point one radius behind where the thing starts, see scene/motion.ts), level with
 * the centre's middle; the inner ones go faster.
 */
export function placeOrbits(tx: SceneTransaction, entities: readonly Entity[], roots: ReadonlyMap<number, string[]>): void {
  const movers = entities.filter((e) => e.orbits !== undefined)
  const centres = new Set(movers.map((e) => e.orbits!))
  for (const c of centres) {
    const centreId = (roots.get(c) ?? entities[c]?.existing ?? [])[0]
    if (!centreId) continue
    tx.push(...orbitOps(tx.doc, movers.filter((e) => e.orbits === c).flatMap((e) => roots.get(e.index) ?? []), centreId))
  }
}

/** Each mover on its own ring round the centre ('make the planet orbit the sun' too), the inner ones faster. */
export function orbitOps(doc: SceneDocument, moverIds: readonly string[], centreId: string): SceneOp[] {
  const children = childrenIndex(doc)
  const boxOf = (id: string): Box | null => (doc.nodes[id] ? nodeBounds(doc.nodes[id], children) : null)
  const cb = boxOf(centreId)
  if (!cb) return []
  const ops: SceneOp[] = []
  const mid = [0, 1, 2].map((i) => (cb.min[i] + cb.max[i]) / 2)
  let radius = Math.max(cb.max[0] - cb.min[0], cb.max[2] - cb.min[2]) / 2
  moverIds.filter((id) => id !== centreId).forEach((id, k) => {
    const was = doc.nodes[id]
    if (!was) return
    // Unturned about y: the orbit's centre lies one radius behind the thing in its own frame.
    const node = { ...was, transform: { ...was.transform, rotation: [was.transform.rotation[0], 0, was.transform.rotation[2]] as Vec3 } }
    const b = nodeBounds(node, children)
    if (!b) return
    const half = Math.max(b.max[0] - b.min[0], b.max[2] - b.min[2]) / 2
    radius += half + 0.4
    const [px, py, pz] = node.transform.position
    const dx = mid[0] - (b.min[0] + b.max[0]) / 2
    const dy = mid[1] - (b.min[1] + b.max[1]) / 2
    const dz = mid[2] + radius - (b.min[2] + b.max[2]) / 2
    const r = (v: number) => Math.round(v * 1000) / 1000
    const motion = { kind: 'orbit' as const, speed: r(Math.max(0.02, 0.15 / (1 + k * 0.35))), amplitude: r(radius), axis: 'y' as const }
    // (What goes round on the ground stays there: a toy train round a tree.)
    const grounded = Math.abs(b.min[1]) <= 0.03 && !specForName(node.name)?.airborne
    ops.push({ op: 'update', id, patch: { transform: { ...node.transform, position: [r(px + dx), grounded ? py : r(Math.max(py + dy, py + (0 - b.min[1]))), r(pz + dz)] }, motion } })
    radius += half
  })
  return ops
}
