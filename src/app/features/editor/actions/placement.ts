import { childrenIndex, nodeBounds, sceneBounds, unionBox, type Box } from '@shared/scene/bounds'
import { Occupancy, type Rect } from '@shared/scene/space-index'
import { fitNodeToTarget, targetCardRect } from '@shared/image-target/fit-to-target'
import type { SceneDocument, SceneNode, Vec3 } from '@shared/scene/schema'

/** Where the user is looking: the orbit target (and camera) of the editor's view. */
export interface PlacementView {
  target: Vec3
  position?: Vec3
}

/** Gap kept between a new object and its neighbours (metres). */
const GAP = 0.3
/** How far around the point looked at a free spot is searched before looking wider. */
const NEAR_REACH = 8
const WIDE_REACH = 30

const round = (v: number) => Math.round(v * 100) / 100

/**
 * Moves a new node to a free spot in view: on the ground (its bottom at y = 0, unless it was made
 * to float, like a text or a hotspot) as near as possible to the point the camera looks at, never
 * overlapping what is there. Returns the node unchanged only when it has no size of its own.
 */
export function placeInView(doc: SceneDocument, node: SceneNode, view: PlacementView | null, options: { ground?: boolean } = {}): SceneNode {
  const own = nodeBounds(node, childrenIndex(doc))
  const ground = options.ground ?? false
  const move = own && (freeSpotFor(doc, own, new Set(), view, ground) ?? firstSpot(own, view, ground))
  if (!move) return node
  const [px, py, pz] = node.transform.position
  const position: Vec3 = [round(px + move[0]), round(py + move[1]), round(pz + move[2])]
  return { ...node, transform: { ...node.transform, position } }
}

/**
 * Where a new object goes: in an Image Target project, sized to the card and resting on it (a metre
 * cube beside a 20 cm picture is no use); elsewhere a free spot in view. `size` is a model's
 * measured size, when the upload knows it.
 */
export function placeNew<N extends SceneNode>(doc: SceneDocument, node: N, view: PlacementView | null, options: { ground?: boolean; size?: readonly number[] | null } = {}): SceneNode {
  if (targetCardRect(doc)) return fitNodeToTarget(doc, node, options.size)
  return placeInView(doc, node, view, options)
}

/**
 * The same for a pasted group: the top-level objects `ids` (already in `doc`) move together, as
 * laid out when copied, to a free spot in view. Answers the new position of each, or nothing when
 * they may stay (no other content, or nothing that draws).
 */
export function groupIntoView(doc: SceneDocument, ids: string[], view: PlacementView | null): { id: string; position: Vec3 }[] {
  const children = childrenIndex(doc)
  let own: Box | null = null
  for (const id of ids) {
    const node = doc.nodes[id]
    if (node && !node.parentId) own = unionBox(own, nodeBounds(node, children))
  }
  const move = own && freeSpotFor(doc, own, new Set(ids), view, false)
  if (!move) return []
  return ids
    .map((id) => doc.nodes[id])
    .filter((node) => node && !node.parentId)
    .map((node) => ({ id: node.id, position: node.transform.position.map((v, i) => round(v + move[i])) as Vec3 }))
}

/**
 * The first solid thing of a scene stands where the user looks, its bottom on the ground (or at
 * its own height when it floats): the spec's random spawn (x and y from -2 to 2, z 0) left a
 * first cube half under the grid or floating, since nothing else was there to place it by.
 */
function firstSpot(own: Box, view: PlacementView | null, ground: boolean): Vec3 {
  const [tx, , tz] = lookedAt(view)
  const bottom = ground ? 0 : Math.max(0, own.min[1])
  return [tx - (own.min[0] + own.max[0]) / 2, bottom - own.min[1], tz - (own.min[2] + own.max[2]) / 2]
}

/**
 * How far to move a box so that it stands clear of everything else (but `exclude`), as near the
 * point looked at as possible: on the ground when `ground`, else at its own height (texts and
 * hotspots float).
 */
function freeSpotFor(doc: SceneDocument, own: Box, exclude: Set<string>, view: PlacementView | null, ground: boolean): Vec3 | null {
  const existing = sceneBounds(doc).filter((b) => !exclude.has(b.id))
  if (!existing.length) return null
  const bottom = ground ? 0 : Math.max(0, own.min[1])
  const [tx, , tz] = lookedAt(view)
  const occupancy = new Occupancy()
  existing.forEach((b) => occupancy.add(b))
  const size: Vec3 = [own.max[0] - own.min[0], own.max[1] - own.min[1], own.max[2] - own.min[2]]
  const around = (r: number): Rect => ({ minX: tx - r, maxX: tx + r, minZ: tz - r, maxZ: tz + r })
  const spot = occupancy.search([tx, tz], size, bottom, around(NEAR_REACH), GAP, around(WIDE_REACH)) ?? occupancy.anywhere(size, bottom)
  // The spot is the bottom centre of the free place; the box keeps its shape around it.
  return [spot[0] - (own.min[0] + own.max[0]) / 2, spot[1] - own.min[1], spot[2] - (own.min[2] + own.max[2]) / 2]
}

/**
 * The ground point in the middle of the view: where the line of sight meets y = 0 when it looks
 * down at the ground within reach, else the orbit target's footprint.
 */
function lookedAt(view: PlacementView | null): Vec3 {
  if (!view) return [0, 0, 0]
  const { target, position } = view
  if (position && position[1] > 0 && position[1] > target[1]) {
    const t = position[1] / (position[1] - target[1])
    const x = position[0] + (target[0] - position[0]) * t
    const z = position[2] + (target[2] - position[2]) * t
    if (Math.hypot(x - target[0], z - target[2]) < WIDE_REACH) return [x, 0, z]
  }
  return [target[0], 0, target[2]]
}
