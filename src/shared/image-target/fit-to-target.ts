import { childrenIndex, localExtent, nodeBounds, sceneBounds, unionBox, type Box } from '../scene/bounds'
import { boxAt, Occupancy, type Rect } from '../scene/space-index'
import type { SceneOp } from '../scene/ops'
import type { SceneDocument, SceneNode, Vec3 } from '../scene/schema'

/**
 * New things in an Image Target project are sized to the picture they stand on, not to a room: a
 * default shape is a metre wide, the card is 20 cm. One new object takes this share of the card's
 * width on its largest side (a 20 cm card: 6 cm, so three fit side by side with gaps); a layout of several (the assistant's) is shrunk
 * to fit the card's footprint with this margin kept.
 */
export const FIT_SHARE = 0.3
export const LAYOUT_SHARE = 0.9

/** The card lying at the origin, in metres: x across the picture, z down it (as the editor draws it). */
export function targetCardRect(doc: SceneDocument): (Rect & { width: number; depth: number }) | null {
  const target = doc.settings.imageTarget
  const asset = target && doc.assets[target.assetId]
  if (!target || !asset) return null
  const width = target.widthCm / 100
  const depth = width * (asset.width && asset.height ? asset.height / asset.width : 0.75)
  return { minX: -width / 2, maxX: width / 2, minZ: -depth / 2, maxZ: depth / 2, width, depth }
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places

/** A root node's box at the origin, with its own size override (a model whose size the upload measured). */
function boxOf(node: SceneNode, children: Map<string | null, SceneNode[]>, size?: readonly number[] | null): Box | null {
  if (node.kind === 'model' && size?.length === 3 && !children.get(node.id)?.length) {
    const [sx, sy, sz] = node.transform.scale
    const [px, py, pz] = node.transform.position
    // Models stand on y = 0 at their origin (as localExtent guesses for library ones).
    return { min: [px - (size[0] * sx) / 2, py, pz - (size[2] * sz) / 2], max: [px + (size[0] * sx) / 2, py + size[1] * sy, pz + (size[2] * sz) / 2] }
  }
  return localExtent(node) || children.get(node.id)?.length ? nodeBounds(node, children) : null
}

/**
 * Fits new top-level nodes (`added`, not yet in `doc`, with their children in `extra`) to the
 * image target: scaled down together about their bottom centre so one takes FIT_SHARE of the card
 * (several: LAYOUT_SHARE of its footprint), never scaled up, then set down resting on the card's
 * plane (y = 0) at the free spot nearest its centre. Answers the new transform of each added root;
 * empty when the project has no target or nothing added draws.
 */
export function fitToTarget(doc: SceneDocument, added: SceneNode[], options: { extra?: SceneNode[]; sizes?: Record<string, readonly number[] | null | undefined> } = {}) {
  const card = targetCardRect(doc)
  if (!card || !added.length) return new Map<string, SceneNode['transform']>()
  const all = [...added, ...(options.extra ?? [])]
  const children = childrenIndex({ ...doc, nodes: { ...doc.nodes, ...Object.fromEntries(all.map((n) => [n.id, n])) } })
  let box: Box | null = null
  for (const node of added) box = unionBox(box, boxOf(node, children, options.sizes?.[node.id]))
  if (!box) return new Map<string, SceneNode['transform']>()
  const size: Vec3 = [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]]
  const factor =
    added.length === 1
      ? Math.min(1, (card.width * FIT_SHARE) / Math.max(size[0], size[1], size[2], 1e-6))
      : Math.min(1, (card.width * LAYOUT_SHARE) / Math.max(size[0], 1e-6), (card.depth * LAYOUT_SHARE) / Math.max(size[2], 1e-6))
  const pivot: Vec3 = [(box.min[0] + box.max[0]) / 2, box.min[1], (box.min[2] + box.max[2]) / 2]
  const fitted: Vec3 = [size[0] * factor, size[1] * factor, size[2] * factor]

  // Where it goes: the free spot on the card nearest its centre, else near the card, else the centre.
  const occupancy = new Occupancy()
  const addedIds = new Set(added.map((n) => n.id))
  for (const b of sceneBounds(doc)) if (!addedIds.has(b.id)) occupancy.add(b)
  const gap = card.width * 0.03
  const around: Rect = { minX: card.minX - card.width, maxX: card.maxX + card.width, minZ: card.minZ - card.depth, maxZ: card.maxZ + card.depth }
  const spot = freeSpot(occupancy, fitted, card, gap, card.width / 40) ?? freeSpot(occupancy, fitted, around, gap, card.width / 20) ?? [0, 0, 0]

  const out = new Map<string, SceneNode['transform']>()
  for (const node of added) {
    const [x, y, z] = node.transform.position
    const position: Vec3 = [round(spot[0] + (x - pivot[0]) * factor, 4), round(spot[1] + (y - pivot[1]) * factor, 4), round(spot[2] + (z - pivot[2]) * factor, 4)]
    const scale = node.transform.scale.map((s) => round(s * factor, 4)) as Vec3
    out.set(node.id, { ...node.transform, position, scale })
  }
  return out
}

/**
 * The free bottom-centre nearest the card's centre for a body of `size` inside `area`, on a grid of
 * `step` aligned on the centre (so the centre itself and the spots flush with a neighbour's gap are
 * tried). The grid is small: a card is 40 steps wide.
 */
function freeSpot(occupancy: Occupancy, size: Vec3, area: Rect, gap: number, step: number): Vec3 | null {
  const candidates: [number, number][] = []
  const [hx, hz] = [size[0] / 2, size[2] / 2]
  const nx = Math.floor((Math.max(-area.minX, area.maxX) - hx) / step + 1e-9)
  const nz = Math.floor((Math.max(-area.minZ, area.maxZ) - hz) / step + 1e-9)
  for (let i = -nx; i <= nx; i++)
    for (let j = -nz; j <= nz; j++) {
      const [x, z] = [i * step, j * step]
      if (x - hx >= area.minX - 1e-9 && x + hx <= area.maxX + 1e-9 && z - hz >= area.minZ - 1e-9 && z + hz <= area.maxZ + 1e-9) candidates.push([x, z])
    }
  candidates.sort((a, b) => a[0] ** 2 + a[1] ** 2 - (b[0] ** 2 + b[1] ** 2) || Math.abs(a[1]) - Math.abs(b[1]))
  for (const [x, z] of candidates) if (occupancy.free(boxAt([x, 0, z], size), gap)) return [x, 0, z]
  return null
}

/** One new node fitted to the card (unchanged outside Image Target projects). */
export function fitNodeToTarget<N extends SceneNode>(doc: SceneDocument, node: N, size?: readonly number[] | null): N {
  const transform = fitToTarget(doc, [node], { sizes: { [node.id]: size } }).get(node.id)
  return transform ? { ...node, transform } : node
}

/**
 * For the assistant: what a plan added at the top level (in `after`, not in `before`) fitted to the
 * card as one layout, as update ops to append to the plan's own (so the step stays one undo).
 */
export function fitAddedToTarget(before: SceneDocument, after: SceneDocument): SceneOp[] {
  if (!targetCardRect(before)) return []
  const added = Object.values(after.nodes).filter((n) => n.parentId === null && !before.nodes[n.id])
  const extra = Object.values(after.nodes).filter((n) => n.parentId !== null && !before.nodes[n.id])
  const fitted = fitToTarget(before, added, { extra })
  return [...fitted].map(([id, transform]) => ({ op: 'update' as const, id, patch: { transform } }))
}
