import type { SceneOp } from '../../../shared/scene/ops'
import { indexKey, keyIndex } from '../../../shared/scene/order-keys'
import type { Material, SceneNode, Vec3 } from '../../../shared/scene/schema'
import * as build from './build'
import { specForName } from './catalog'
import { box, obj, partBox, partScale, type ObjectSpec, type PartSpec } from './catalog/dsl'
import { push, type Change } from './change'
import type { Entity } from './entities'
import { IdMaker } from './ids'

/**
 * 'a puppy in a cardboard box', 'a car in the garage', 'a toy boat in the bathtub': a thing whose
 * body is drawn as one solid block holds nothing inside it, so what is put in it sat on its lid or
 * was set beside it. Put in one, the holder is built open: its body becomes a floor and four walls
 * of the same outer size, with room inside that rests what goes in on the floor, between the
 * walls. A thin piece lying on the body's top (a parcel's tape) goes with the lid; a door on the
 * front face is left open (a gap in the front wall, a lintel over it), so what is inside shows.
 */

const EPS = 0.005

/** The solid block that is the body: an unturned box on the ground covering most of the footprint. */
function bodyOf(spec: ObjectSpec): PartSpec | undefined {
  return spec.parts
    .filter((p) => p.shape === 'cube' && !p.rot && p.at[1] - p.size[1] / 2 <= EPS && p.size[0] * p.size[2] >= 0.6 * spec.size[0] * spec.size[2] && p.size[1] >= 0.1)
    .sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2])[0]
}

export function opened(spec: ObjectSpec): ObjectSpec | null {
  if (spec.inside) return null
  const body = bodyOf(spec)
  // (A board or a slab, an archery target, has no room inside to make: arrows go in its face.)
  if (!body || Math.min(body.size[0], body.size[2]) < Math.max(0.15, 0.3 * body.size[1])) return null
  const b = partBox(body)
  const [w, h, d] = body.size
  // Walls a few per cent of the narrow side: a card box's are thin, a garage's a hand's width.
  const t = Math.min(0.15, Math.max(0.008, 0.04 * Math.min(w, d)))
  const floor = Math.min(t, 0.05, 0.05 * h)
  const wall = (name: string, at: Vec3, size: Vec3) => box(name, at, size, body.color, { mat: body.mat })
  const top = b.max[1]
  const onTop = (p: PartSpec) => p !== body && p.shape !== 'pyramid' && p.shape !== 'cone' && partBox(p).min[1] >= top - EPS && partBox(p).max[1] - partBox(p).min[1] < 0.02
  // A door on the front face: left open, as a gap in the front wall.
  const door = spec.parts.find((p) => /door/i.test(p.name) && partBox(p).min[2] >= b.max[2] - 0.1 && p.size[2] < 0.2 && partBox(p).max[1] < top)
  const db = door && partBox(door)
  const front: PartSpec[] = []
  const fz = b.max[2] - t / 2
  if (db && db.min[0] > b.min[0] + t && db.max[0] < b.max[0] - t) {
    front.push(wall('Wall', [(b.min[0] + db.min[0]) / 2, (b.min[1] + top) / 2, fz], [db.min[0] - b.min[0], h, t]))
    front.push(wall('Wall', [(db.max[0] + b.max[0]) / 2, (b.min[1] + top) / 2, fz], [b.max[0] - db.max[0], h, t]))
    front.push(wall('Lintel', [(db.min[0] + db.max[0]) / 2, (db.max[1] + top) / 2, fz], [db.max[0] - db.min[0], top - db.max[1], t]))
  } else front.push(wall('Wall', [body.at[0], (b.min[1] + top) / 2, fz], [w, h, t]))
  const walls = [
    wall('Floor', [body.at[0], b.min[1] + floor / 2, body.at[2]], [w, floor, d]),
    wall('Wall', [body.at[0], (b.min[1] + top) / 2, b.min[2] + t / 2], [w, h, t]),
    ...front,
    wall('Wall', [b.min[0] + t / 2, (b.min[1] + top) / 2, body.at[2]], [t, h, d - 2 * t]),
    wall('Wall', [b.max[0] - t / 2, (b.min[1] + top) / 2, body.at[2]], [t, h, d - 2 * t]),
  ]
  const rest = spec.parts.filter((p) => p !== body && p !== door && !onTop(p))
  const inside = { min: [b.min[0] + t, b.min[1] + floor, b.min[2] + t] as Vec3, max: [b.max[0] - t, top, b.max[2] - t] as Vec3 }
  const { key, name, words, plurals, main, parts: _p, size: _s, single: _single, ...opts } = spec
  const built = obj(words.join('|'), main, [...walls, ...rest], { ...opts, inside })
  // (The outer box is the body's, so the walls stand where the block stood.)
  return { ...built, key, name, plurals }
}

/** Every new thing that something is put in, built open when it is a solid block. */
export function openHolders(entities: Entity[]): void {
  for (const e of entities) {
    if (e.rel?.type !== 'in' || e.rel.target.entity === undefined) continue
    const t = entities[e.rel.target.entity]
    if (!t?.spec || t.existing || t.pronoun || t.spec.inside) continue
    t.spec = opened(t.spec) ?? t.spec
  }
}

/** The open form of a scene node's object when its drawn pieces are that form's (it was opened before). */
export function openedFormOf(spec: ObjectSpec, pieces: SceneNode[]): ObjectSpec | null {
  if (spec.inside) return null
  const open = opened(spec)
  if (!open || pieces.length !== open.parts.length || !pieces.every((p, i) => p.name === open.parts[i].name)) return null
  return open
}

/**
 * 'A garage. A red car inside it.': a holder already in the scene, drawn from its catalogue
 * object as a solid block, is opened in place (same node, place and paint; its pieces swapped for
 * the open form's), so the layout then finds room inside it. Not when anything hangs off it but its
 * own pieces, or when the open form would not sit exactly where the closed one stood.
 */
export function openExisting(change: Change, id: string): boolean {
  const node = change.doc.nodes[id]
  const spec = node?.kind === 'group' ? specForName(node.name) : undefined
  if (!node || !spec || spec.inside || spec.single) return false
  const open = opened(spec)
  if (!open) return false
  const kids = Object.values(change.doc.nodes).filter((n) => n.parentId === id).sort((a, b) => keyIndex(a.order) - keyIndex(b.order))
  const pieces = kids.filter((n) => n.kind === 'shape')
  if (kids.some((n) => n.kind !== 'shape' && n.kind !== 'light' && n.kind !== 'text') || pieces.length !== spec.parts.length || !pieces.every((p, i) => p.name === spec.parts[i].name)) return false
  // The open form is recentred like any object: it must stand exactly where the block stood.
  const body = bodyOf(spec)!
  const floor = open.parts.find((p) => p.name === 'Floor')!
  if ([0, 1, 2].some((i) => Math.abs(partBox(floor).min[i] - partBox(body).min[i]) > 1e-3)) return false
  // The paint carries over: the body's for the walls, each kept piece its own.
  const bodyNode = pieces[spec.parts.indexOf(body)]
  const paintOf = (part: PartSpec): Material | undefined => {
    const i = spec.parts.findIndex((p) => p.name === part.name && p.at.every((v, j) => Math.abs(v - part.at[j]) < 1e-6))
    return i >= 0 ? (pieces[i] as Extract<SceneNode, { kind: 'shape' }>).material : bodyNode.kind === 'shape' ? bodyNode.material : undefined
  }
  const ids = new IdMaker(change.doc, `opened ${id}`)
  const ops: SceneOp[] = pieces.map((p) => ({ op: 'remove' as const, id: p.id }))
  open.parts.forEach((part, i) => {
    const material = paintOf(part) ?? build.material(part.color === 'main' ? open.main : part.color, [part.mat])
    ops.push({
      op: 'add',
      node: { id: ids.next(), name: part.name, parentId: id, order: indexKey(i), visible: true, transform: { position: part.at, rotation: part.rot ?? [0, 0, 0], scale: partScale(part) }, events: [], kind: 'shape', shape: part.shape, material },
    })
  })
  push(change, ops)
  return true
}
