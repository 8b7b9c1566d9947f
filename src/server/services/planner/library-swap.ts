import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneNode, Vec3 } from '../../../shared/scene/schema'
import { instantiate, prototype } from './build'
import { specForName } from './catalog'
import { push, r3, type Change } from './change'
import { IdMaker } from './ids'
import { titleWords } from './compound'
import { LIBRARY_MODELS, libraryAssetId, libraryDims, libraryModelFor, type LibraryModel } from '../../../shared/scene/library-models'
import { nounOf } from './reply'
import type { Entity } from './parse'

/**
 * A library model keeps its own paint (the renderer draws a GLB as it is), so 'make the sofa
 * blue' turns a planner-placed Sofa model into the built-up sofa, with the same id, name, place,
 * facing and size factor, which the colour change then paints. A model with things parented to it
 * stays (swapping would remove them), as does one the catalogue has no object for.
 */
export function builtUpInstead(change: Change, id: string): boolean {
  const node = change.doc.nodes[id]
  if (node?.kind !== 'model' || !libraryDims(node.assetId)) return false
  if (Object.values(change.doc.nodes).some((n) => n.parentId === id)) return false
  const spec = specForName(node.name)
  const lib = LIBRARY_MODELS.find((m) => libraryAssetId(m.slug) === node.assetId)!
  if (!spec || !lib.keys.includes(spec.key)) return false
  const proto = prototype({ kind: 'object', spec, sizes: [], partColours: [] } as unknown as Entity)
  if (!proto) return false
  const scale = node.transform.scale
  const rotY = node.transform.rotation[1] - (lib.turn ?? 0)
  const k = Math.max(...scale) // the model's size factor ('a big sofa') carries over
  const p: Vec3 = [proto.pivot[0] * k, proto.pivot[1] * k, proto.pivot[2] * k]
  const c = Math.cos(rotY)
  const s = Math.sin(rotY)
  const at = node.transform.position
  const position = r3([at[0] - (c * p[0] + s * p[2]), at[1] - p[1], at[2] - (-s * p[0] + c * p[2])])
  const rootScale = proto.nodes[0].transform.scale.map((v) => v * k) as Vec3
  const ids = new IdMaker(change.doc, `built-up ${id}`)
  const nodes: SceneNode[] = instantiate(proto, { id, name: node.name, parentId: node.parentId, order: node.order, position, rotY, scale: rootScale, events: node.events }, ids)
  if (node.motion) nodes[0] = { ...nodes[0], motion: node.motion }
  const ops: SceneOp[] = [{ op: 'remove', id }, ...nodes.map((added) => ({ op: 'add' as const, node: added }))]
  if (!Object.values(change.doc.nodes).some((o) => o.id !== id && o.kind === 'model' && o.assetId === node.assetId)) ops.push({ op: 'remove-asset', id: node.assetId })
  push(change, ops)
  return true
}

/** The library model a new thing is built as, if any: none when it is painted, worded, hung or holds something. */
export function libraryChoice(e: Entity, entities: Entity[]): LibraryModel | undefined {
  const m = libraryModelFor(e.spec?.key)
  if (!m || e.colour || e.material || e.partColours.length || e.text || e.spec?.wallMount) return undefined
  if (m.bunch && (!e.plural || e.countGiven || e.more)) return undefined
  const held = entities.some((o) => o !== e && o.rel?.target.entity === e.index && ['on', 'in', 'under'].includes(o.rel.type))
  if (held) return undefined
  // 'party balloons': one bunch, named and told as one ('a bunch of party balloons').
  if (m.bunch) {
    e.label = `Bunch of ${titleWords(nounOf(e, 2).split(' '))}`
    e.count = 1
    e.plural = false
  }
  return m
}
