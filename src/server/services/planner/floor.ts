import { nextIndex } from '../../../shared/scene/defaults'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import { instantiate, prototype } from './build'
import { BY_KEY } from './catalog'
import type { CreateContext } from './create'

/**
 * 'a red ball on the floor', 'kids around a board game on the floor': the floor is the ground
 * they stand on (no floor object to put them on), but the words say the scene is indoors on a
 * floor, and the default view shows only a shadow on the backdrop. So a plain floor is laid
 * under everything, wide enough to show round it, unless the scene already has one: something
 * flat and wide lying at ground level (told by its shape, not its name).
 */
const FLAT = 0.05
const WIDE_AREA = 3
/**
 * Floor showing round the things on it, each side: a third of their spread, at least half a metre.
 * The camera frames the floor too, so a big floor would shrink a ball on it to a dot.
 */
const MARGIN = 0.35
const MIN_MARGIN = 0.5
const MIN_SIDE = 2

const topBoxes = (doc: SceneDocument): { id: string; box: Box }[] => {
  const children = childrenIndex(doc)
  return (children.get(null) ?? []).filter((n) => n.kind !== 'light' && n.kind !== 'audio').flatMap((n) => {
    const box = nodeBounds(n, children)
    return box ? [{ id: n.id, box }] : []
  })
}
const isFloor = (b: Box) => b.max[1] - b.min[1] <= FLAT && Math.abs(b.max[1]) <= 0.03 && (b.max[0] - b.min[0]) * (b.max[2] - b.min[2]) >= WIDE_AREA

export function hasFloor(doc: SceneDocument): boolean {
  return topBoxes(doc).some((t) => isFloor(t.box))
}

/** The add op for a floor under what the document holds now, or none when it has a floor or nothing on the ground. */
export function floorOps(doc: SceneDocument, ctx: CreateContext): SceneOp[] {
  const spec = BY_KEY.get('floor')
  const things = topBoxes(doc).filter((t) => !isFloor(t.box) && t.box.min[1] < 0.05)
  if (!spec || !things.length || hasFloor(doc)) return []
  let minX = Math.min(...things.map((t) => t.box.min[0]))
  let maxX = Math.max(...things.map((t) => t.box.max[0]))
  let minZ = Math.min(...things.map((t) => t.box.min[2]))
  let maxZ = Math.max(...things.map((t) => t.box.max[2]))
  const m = Math.max(MIN_MARGIN, MARGIN * Math.max(maxX - minX, maxZ - minZ))
  ;[minX, maxX, minZ, maxZ] = [minX - m, maxX + m, minZ - m, maxZ + m]
  const [w, d] = [Math.max(MIN_SIDE, maxX - minX), Math.max(MIN_SIDE, maxZ - minZ)]
  const proto = prototype({ index: -1, kind: 'object', spec, count: 1, countGiven: true, sizes: [], partColours: [], definite: true, all: false, more: false, plural: false, item: -1 })
  if (!proto) return []
  const k: Vec3 = [w / proto.size[0], 1, d / proto.size[2]]
  const scale = proto.nodes[0].transform.scale.map((v, i) => Math.round(v * k[i] * 1e4) / 1e4) as Vec3
  const order = nextIndex(doc, null)
  const nodes = instantiate(proto, { id: ctx.ids.next(), name: ctx.names.next(spec.name), parentId: null, order, position: [(minX + maxX) / 2, 0, (minZ + maxZ) / 2], rotY: 0, scale }, ctx.ids)
  return nodes.map((node) => ({ op: 'add' as const, node }))
}
