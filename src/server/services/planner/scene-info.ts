import type { SceneDocument, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import { partBox, specForName } from './catalog'
import type { TargetInfo } from './layout'
import { Occupancy } from '../../../shared/scene/space-index'
import { openedFormOf } from './open-holders'

/** What the layout needs to know about the scene as it is: each top-level object's box, and the frame to tuck things under it. */
export interface SceneInfo {
  children: Map<string | null, SceneNode[]>
  boxes: Map<string, Box>
  targets: Map<string, TargetInfo>
}

export function sceneInfo(doc: SceneDocument): SceneInfo {
  const children = childrenIndex(doc)
  const boxes = new Map<string, Box>()
  const targets = new Map<string, TargetInfo>()
  for (const node of children.get(null) ?? []) {
    const box = nodeBounds(node, children)
    if (!box) continue
    boxes.set(node.id, box)
    const info: TargetInfo = { box, spins: node.motion?.kind === 'spin' }
    const named = node.kind === 'group' ? specForName(node.name) : undefined
    // A holder opened in place (a garage with a car put inside it) is known by its open form.
    const spec = named && (openedFormOf(named, (children.get(node.id) ?? []).filter((n) => n.kind === 'shape')) ?? named)
    const [rx, ry, rz] = node.transform.rotation
    if (Math.abs(rx) < 1e-6 && Math.abs(rz) < 1e-6) info.rotY = ry
    if (spec && !spec.single && Math.abs(rx) < 1e-6 && Math.abs(rz) < 1e-6) {
      info.nest = { parent: { nodeId: node.id }, position: node.transform.position, rotY: ry, scale: node.transform.scale as Vec3, parts: spec.parts.map(partBox) }
      info.spec = spec
      info.frame = { position: node.transform.position, rotY: ry, scale: node.transform.scale as Vec3 }
    }
    targets.set(node.id, info)
  }
  return { children, boxes, targets }
}

/** An occupancy holding the scene's objects, less the ones being moved. */
export function occupancyOf(info: SceneInfo, except: Set<string> = new Set()): Occupancy {
  const occ = new Occupancy()
  for (const [id, box] of info.boxes) if (!except.has(id)) occ.add(box)
  return occ
}

/** Objects resting on the given ones (a lamp on a moved table goes with it), transitively. */
export function riders(info: SceneInfo, ids: string[]): string[] {
  const out: string[] = []
  const queue = [...ids]
  const seen = new Set(ids)
  while (queue.length) {
    const base = info.boxes.get(queue.shift()!)
    if (!base) continue
    for (const [id, box] of info.boxes) {
      if (seen.has(id)) continue
      const [cx, cz] = [(box.min[0] + box.max[0]) / 2, (box.min[2] + box.max[2]) / 2]
      // On its top, or on a top inside its box (a cat on a bed's blanket, fish in a tank).
      const onIt = Math.abs(box.min[1] - base.max[1]) < 0.002 || (box.min[1] > base.min[1] + 0.005 && box.min[1] < base.max[1] - 0.002)
      if (onIt && cx >= base.min[0] && cx <= base.max[0] && cz >= base.min[2] && cz <= base.max[2]) {
        seen.add(id)
        out.push(id)
        queue.push(id)
      }
    }
  }
  return out
}
