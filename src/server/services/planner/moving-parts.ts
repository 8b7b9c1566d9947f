import type { SceneOp } from '../../../shared/scene/ops'
import type { MotionSettings, SceneDocument, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { beginTransaction } from '../../../shared/scene/transaction'
import { transformUnder } from '../../../shared/scene/world-transform'
import { childrenIndex, nodeBounds, transformMatrix, type Box } from '../../../shared/scene/bounds'
import type { IdMaker } from './ids'

/**
 * A thing whose words move one of its parts ('the rotor spins', 'the lid pops open', 'make the
 * windmill's blades spin') moves that part, not the whole: the parts are gathered under a pivot
 * group where they turn (a hub at their common centre, a hinge at a door's side or a lid's back
 * edge, a pendulum's top), and the motion and any click that starts it go to that group. A thing
 * that moves by what it is does the same when its whole is said to move ('a Ferris wheel that
 * turns' turns its wheel on the horizontal axle, 'a windmill that turns' its sails).
 */
type Pivot = 'centre' | 'side' | 'back' | 'top' | 'bar'
interface PartMove { kind: MotionSettings['kind']; pivot: Pivot; names: string[]; axis?: MotionSettings['axis'] }

/** Part words, as said, to the parts that move and how. */
export const PART_WORDS: Record<string, PartMove> = {
  rotor: { kind: 'spin', pivot: 'centre', names: ['rotor'] },
  rotors: { kind: 'spin', pivot: 'centre', names: ['rotor'] },
  propeller: { kind: 'spin', pivot: 'centre', names: ['rotor', 'propeller', 'blade'] },
  propellers: { kind: 'spin', pivot: 'centre', names: ['rotor', 'propeller', 'blade'] },
  blade: { kind: 'spin', pivot: 'centre', names: ['blade'] },
  blades: { kind: 'spin', pivot: 'centre', names: ['blade'] },
  sails: { kind: 'spin', pivot: 'centre', names: ['sail', 'blade'] },
  sail: { kind: 'spin', pivot: 'centre', names: ['sail', 'blade'] },
  pendulum: { kind: 'swing', pivot: 'top', names: ['pendulum'] },
  flag: { kind: 'swing', pivot: 'back', names: ['flag'] },
  wheel: { kind: 'spin', pivot: 'centre', names: ['wheel'] },
  lid: { kind: 'swing', pivot: 'back', names: ['lid'] },
  door: { kind: 'swing', pivot: 'side', names: ['door', 'knob', 'handle'] },
}
/** What moves when the whole of such a thing is said to move. */
const BY_KIND: Record<string, PartMove> = {
  windmill: PART_WORDS.blades,
  'ferris wheel': PART_WORDS.wheel,
  helicopter: PART_WORDS.rotor,
  'treasure chest': PART_WORDS.lid,
  door: PART_WORDS.door,
  trapdoor: { kind: 'swing', pivot: 'back', names: ['door', 'handle'] },
  'weather vane': { kind: 'spin', pivot: 'centre', names: ['arrow', 'tail'], axis: 'y' },
  pendulum: { kind: 'swing', pivot: 'top', names: ['string', 'bob'] },
  swing: { kind: 'swing', pivot: 'bar', names: ['rope', 'seat'] },
}

const singular = (name: string) => name.toLowerCase().replace(/\d+$/, '').trim().replace(/s$/, '')

/** The part move the words ask of a thing of this kind, if it has such parts. */
export function partMoveFor(tokens: readonly string[], specKey: string | undefined, kind: MotionSettings['kind'] | undefined): PartMove | null {
  for (const t of tokens) {
    const m = PART_WORDS[t]
    if (m && (!kind || m.kind === kind || (m.pivot === 'centre' && kind === 'spin'))) return m
  }
  const own = specKey ? BY_KIND[specKey] : undefined
  return own && (!kind || own.kind === kind) ? own : null
}

function localBox(doc: SceneDocument, parts: SceneNode[]): Box | null {
  const children = childrenIndex(doc)
  let box: Box | null = null
  for (const p of parts) {
    const b = nodeBounds(p, children)
    if (!b) continue
    box = box ? { min: box.min.map((v, i) => Math.min(v, b.min[i])) as Vec3, max: box.max.map((v, i) => Math.max(v, b.max[i])) as Vec3 } : b
  }
  return box
}

/**
 * Gathers the root's parts that `move` names under a pivot group and gives it the motion. Answers
 * the ops and the pivot's id, or null when the thing has no such parts (the motion stays whole).
 */
export function moveParts(doc: SceneDocument, rootId: string, move: PartMove, motion: MotionSettings | undefined, ids: IdMaker, keepRoot = false): { ops: SceneOp[]; pivotId: string; motion: MotionSettings } | null {
  const root = doc.nodes[rootId]
  if (!root) return null
  const kids = Object.values(doc.nodes).filter((n) => n.parentId === rootId)
  const already = kids.find((n) => n.kind === 'group' && n.name === pivotName(move))
  if (already) return { ops: [], pivotId: already.id, motion: already.motion ?? { kind: move.kind, speed: 0.25 } }
  const parts = kids.filter((n) => n.kind !== 'light' && n.kind !== 'group' && move.names.includes(singular(n.name)))
  if (!parts.length) return null
  // Parts' boxes in the root's own frame (the root at the origin, unturned, unscaled).
  const frame = { ...doc, nodes: Object.fromEntries(parts.map((p) => [p.id, { ...p, parentId: null }])) }
  const box = localBox(frame as SceneDocument, parts.map((p) => ({ ...p, parentId: null })))
  if (!box) return null
  const size = [0, 1, 2].map((i) => box.max[i] - box.min[i])
  const mid = [0, 1, 2].map((i) => (box.min[i] + box.max[i]) / 2) as Vec3
  let at: Vec3 = mid
  let yaw = 0
  let axis: MotionSettings['axis'] = 'y'
  if (move.pivot === 'centre') {
    // A hub turns about its thinnest side: a rotor flat on top about y, sails facing front about z.
    const thin = size.indexOf(Math.min(...size))
    axis = move.axis ?? (['x', 'y', 'z'] as const)[thin]
  } else if (move.pivot === 'side') {
    at = [box.min[0], mid[1], mid[2]]
  } else if (move.pivot === 'back') {
    // Turned half round, so that the swing's positive angle lifts the lid's front up and back.
    at = [mid[0], box.min[1], box.min[2]]
    yaw = Math.PI
    axis = 'x'
  } else {
    // A pendulum swings across its face (about z); a swing's seat to and fro under its bar (about x).
    at = [mid[0], box.max[1], mid[2]]
    axis = move.pivot === 'bar' ? 'x' : 'z'
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4
  const base = motion ?? root.motion
  const speed = base?.speed ?? 0.25
  const m: MotionSettings = move.kind === 'swing' ? { kind: 'swing', speed, amplitude: move.pivot === 'top' || move.pivot === 'bar' ? 0.5 : move.pivot === 'back' ? 1.2 : 1.4, axis } : { kind: 'spin', speed, axis }
  const tx = beginTransaction(doc)
  // One part turning about its own middle turns by itself (a rotor, a Ferris wheel's ring).
  const own = parts.length === 1 && move.pivot === 'centre' && parts[0].transform.position.every((v, i) => Math.abs(v - mid[i]) < 0.01)
  // A door is all door: the whole swings, its origin moved to the hinge side so it turns there.
  const whole = move.pivot === 'side' && kids.every((n) => n.kind === 'light' || parts.includes(n) || singular(n.name) === 'frame')
  if (own) {
    tx.push({ op: 'update', id: parts[0].id, patch: { motion: m } })
    if (root.motion && !keepRoot) tx.push({ op: 'update', id: rootId, patch: { motion: undefined } })
    return { ops: tx.ops, pivotId: parts[0].id, motion: m }
  }
  if (whole) {
    const shift = [at[0], 0, 0]
    const { position, rotation, scale } = root.transform
    const world = transformMatrix({ position: [0, 0, 0], rotation, scale })
    const moved = [0, 1, 2].map((r) => position[r] + world[r * 4] * shift[0]) as Vec3
    tx.push({ op: 'update', id: rootId, patch: { transform: { ...root.transform, position: moved.map(round) as Vec3 }, motion: m } })
    for (const k of kids) tx.push({ op: 'update', id: k.id, patch: { transform: { ...k.transform, position: k.transform.position.map((v, i) => round(v - shift[i])) as Vec3 } } })
    return { ops: tx.ops, pivotId: rootId, motion: m }
  }
  const pivotId = ids.next('ai')
  const pivot: SceneNode = {
    id: pivotId,
    name: pivotName(move),
    kind: 'group',
    parentId: rootId,
    order: parts[0].order,
    visible: true,
    transform: { position: at.map(round) as Vec3, rotation: [0, yaw, 0], scale: [1, 1, 1] },
    events: [],
  }
  tx.push({ op: 'add', node: pivot })
  for (const p of parts) {
    const t = transformUnder(tx.doc.nodes, p.id, pivotId)
    tx.push({ op: 'update', id: p.id, patch: { parentId: pivotId, transform: t } })
  }
  tx.push({ op: 'update', id: pivotId, patch: { motion: m } })
  if (root.motion && !keepRoot) tx.push({ op: 'update', id: rootId, patch: { motion: undefined } })
  return { ops: tx.ops, pivotId, motion: m }
}

export function pivotName(move: PartMove): string {
  const n = move.names[0]
  return n === 'string' ? 'Pendulum Arm' : move.kind === 'spin' && n !== 'wheel' && n !== 'rotor' ? `${cap(n)}s` : cap(n)
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Things that open by a part of their own (a door, a chest), for 'the door in the wall opens'. */
export const opensByKind = (specKey: string | undefined) => !!specKey && BY_KIND[specKey]?.kind === 'swing'
