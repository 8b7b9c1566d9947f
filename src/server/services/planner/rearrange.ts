import { nextOrder } from '../../../shared/scene/defaults'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, SceneNode, Transform, Vec3 } from '../../../shared/scene/schema'
import { boxesOverlap, childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import { push, r3, round, type Change } from './change'
import { layout, type Job } from './layout'
import type { Entity, Ref } from './parse'
import { occupancyOf, riders, sceneInfo } from './scene-info'
import { boxAt, centreOf, sizeOf, VIEW, WIDE } from '../../../shared/scene/space-index'

/** Moving what is there: to a new place, turn or size, or down when what held it goes. */

/** A node's place in the world, for nodes under groups turned only about Y (what the planner makes). */
export function worldTransform(doc: SceneDocument, id: string): Transform {
  const node = doc.nodes[id]
  const t = node.transform
  if (!node.parentId || !doc.nodes[node.parentId]) return t
  const p = worldTransform(doc, node.parentId)
  const c = Math.cos(p.rotation[1])
  const s = Math.sin(p.rotation[1])
  const lx = t.position[0] * p.scale[0]
  const ly = t.position[1] * p.scale[1]
  const lz = t.position[2] * p.scale[2]
  return {
    position: r3([p.position[0] + c * lx + s * lz, p.position[1] + ly, p.position[2] - s * lx + c * lz]),
    rotation: [t.rotation[0], round(t.rotation[1] + p.rotation[1]), t.rotation[2]],
    scale: r3([t.scale[0] * p.scale[0], t.scale[1] * p.scale[1], t.scale[2] * p.scale[2]]),
  }
}

/** Makes a tucked-under object top-level again (same place in the world) before it is moved or resized. */
export function lift(change: Change, id: string) {
  const node = change.doc.nodes[id]
  if (!node?.parentId) return
  push(change, [{ op: 'update', id, patch: { parentId: null, order: topOrder(change.doc), transform: worldTransform(change.doc, id) } }])
}
const topOrder = (doc: SceneDocument) => nextOrder(doc, null)

export function boxOfNode(doc: SceneDocument, node: SceneNode): Box | null {
  return nodeBounds(node, childrenIndex(doc))
}

export function rotate(change: Change, ids: string[], angle: number, axis: 0 | 1 | 2 = 1) {
  for (const id of ids) {
    lift(change, id)
    const node = change.doc.nodes[id]
    const before = node && boxOfNode(change.doc, node)
    if (!before) continue
    const r = [...node.transform.rotation] as Vec3
    r[axis] = round(Math.atan2(Math.sin(r[axis] + angle), Math.cos(r[axis] + angle)))
    reseat(change, id, { ...node.transform, rotation: r }, before)
  }
}

/**
 * Gives a node a new transform while keeping its bottom where it stood (on the ground or on what
 * it rested on); if it now runs into something, it moves to the nearest free spot, and whatever
 * rested on it goes along.
 */
export function reseat(change: Change, id: string, next: Transform, before: Box, near?: [number, number]) {
  const info = sceneInfo(change.doc)
  const carried = riders(info, [id])
  const node = change.doc.nodes[id]
  const moved = { ...node, transform: next }
  const box = nodeBounds(moved, info.children)!
  const [bx, by, bz] = centreOf(before)
  const [nx, ny, nz] = centreOf(box)
  const support = occupancyOf(info, new Set([id, ...carried])).supportOf(before)
  let target: Vec3 = [near ? near[0] : bx, by, near ? near[1] : bz]
  const size = sizeOf(box)
  const occ = occupancyOf(info, new Set([id, ...carried]))
  // What it already stood within (the sofa under a cat on its cushion) is no reason to move it.
  const around = occ.boxes.filter((b) => boxesOverlap(b, before))
  // A thing hung on a wall keeps its back on the wall's face and stays within its height (target is a bottom centre).
  const wall = near ? undefined : occ.boxes.find((b) => Math.abs(b.max[2] - before.min[2]) <= 0.02 && b.max[1] - b.min[1] >= 1 && b.max[2] - b.min[2] <= 0.5 && b.min[0] <= before.min[0] + 0.01 && b.max[0] >= before.max[0] - 0.01)
  if (wall) target = [Math.min(wall.max[0] - size[0] / 2, Math.max(wall.min[0] + size[0] / 2, bx)), Math.max(0, Math.min(by, wall.max[1] - size[1])), wall.max[2] + size[2] / 2]
  else if (!occ.free(boxAt(target, size), 0.02, around)) {
    const area = support ? { minX: support.min[0], maxX: support.max[0], minZ: support.min[2], maxZ: support.max[2] } : VIEW
    target = occ.search([target[0], target[2]], size, by, area, 0.05, support ? undefined : WIDE) ?? occ.search([target[0], target[2]], size, 0, VIEW, 0.1, WIDE) ?? occ.anywhere(size, 0)
  }
  const d: Vec3 = [target[0] - nx, target[1] - ny, target[2] - nz]
  const position = r3([next.position[0] + d[0], next.position[1] + d[1], next.position[2] + d[2]])
  const ops: SceneOp[] = [{ op: 'update', id, patch: { transform: { ...next, position } } }]
  const newTop = box.max[1] + d[1]
  const newRect = { minX: box.min[0] + d[0], maxX: box.max[0] + d[0], minZ: box.min[2] + d[2], maxZ: box.max[2] + d[2] }
  for (const rid of carried) {
    const r = change.doc.nodes[rid]
    const rb = info.boxes.get(rid)!
    const [rx, , rz] = centreOf(rb)
    // Riders keep their spot relative to the centre, clamped onto the (maybe smaller) top.
    const cx = Math.min(newRect.maxX, Math.max(newRect.minX, rx + d[0] + (box.min[0] + box.max[0]) / 2 - (before.min[0] + before.max[0]) / 2))
    const cz = Math.min(newRect.maxZ, Math.max(newRect.minZ, rz + d[2] + (box.min[2] + box.max[2]) / 2 - (before.min[2] + before.max[2]) / 2))
    // Its height on the base grows or shrinks with the base (a cat on a bed's blanket stays on it).
    const ratio = (box.max[1] - box.min[1]) / Math.max(1e-6, before.max[1] - before.min[1])
    const dy = rb.min[1] >= before.max[1] - 0.002 ? newTop - before.max[1] : box.min[1] + d[1] + (rb.min[1] - before.min[1]) * ratio - rb.min[1]
    const rp = r.transform.position
    ops.push({ op: 'update', id: rid, patch: { transform: { ...r.transform, position: r3([rp[0] + cx - rx, rp[1] + dy, rp[2] + cz - rz]) } } })
  }
  push(change, ops)
}

/** Moves objects to a relation ('next to the table'), a region ('to the left') or by a step. */
export function move(change: Change, ids: string[], how: { rel?: Entity['rel']; region?: Entity['region']; arrangement?: Entity['arrangement']; step?: Vec3 }, refIds: (r: Ref) => string[]) {
  for (const id of ids) lift(change, id)
  const info = sceneInfo(change.doc)
  const live = ids.filter((id) => info.boxes.has(id))
  if (!live.length) return
  if (how.step) {
    for (const id of live) {
      const before = sceneInfo(change.doc).boxes.get(id)!
      const t = change.doc.nodes[id].transform
      const [cx, , cz] = centreOf(before)
      reseat(change, id, { ...t, position: r3([t.position[0] + how.step[0], t.position[1], t.position[2] + how.step[2]]) }, before, [cx + how.step[0], cz + how.step[2]])
    }
    return
  }
  const carried = riders(info, live)
  const occ = occupancyOf(info, new Set([...live, ...carried]))
  const sizes = live.map((id) => sizeOf(info.boxes.get(id)!))
  const size: Vec3 = [Math.max(...sizes.map((s) => s[0])), Math.max(...sizes.map((s) => s[1])), Math.max(...sizes.map((s) => s[2]))]
  const rel = how.rel && { ...how.rel, target: { nodeIds: refIds(how.rel.target) }, target2: how.rel.target2 && { nodeIds: refIds(how.rel.target2) } }
  // What hangs in the air on nothing (planets, a balloon) stays up in the air where it goes.
  const bottoms = live.map((id) => info.boxes.get(id)!.min[1])
  const resting = (id: string) => {
    const b = info.boxes.get(id)!
    const [x, , z] = centreOf(b)
    // (On a top, or on a part's top inside something's box: a figure on a digger's deck under its cab's height.)
    return b.min[1] <= 0.05 || occ.boxes.some((o) => o.min[1] < b.min[1] - 0.01 && b.min[1] <= o.max[1] + 0.03 && x >= o.min[0] && x <= o.max[0] && z >= o.min[2] && z <= o.max[2])
  }
  const airborne = live.some(resting) ? undefined : Math.min(...bottoms)
  const job: Job = { index: 0, count: live.length, size, rel, region: how.region, arrangement: how.arrangement, airborne }
  // Tucking an existing object under another would re-parent it; moves keep things top-level.
  if (job.rel?.type === 'under') job.rel = { ...job.rel, type: 'front' }
  const { slots } = layout([job], occ, info.targets)
  const placed = slots.get(0) ?? []
  const ops: SceneOp[] = []
  live.forEach((id, i) => {
    const slot = placed[i]
    if (!slot) return
    const box = info.boxes.get(id)!
    const [cx, cy, cz] = centreOf(box)
    const d: Vec3 = [slot.centre[0] - cx, slot.centre[1] - cy, slot.centre[2] - cz]
    const t = change.doc.nodes[id].transform
    ops.push({ op: 'update', id, patch: { transform: { ...t, position: r3([t.position[0] + d[0], t.position[1] + d[1], t.position[2] + d[2]]), rotation: slot.rotY ? [t.rotation[0], round(slot.rotY), t.rotation[2]] : t.rotation } } })
    for (const rid of riders(info, [id])) {
      const rt = change.doc.nodes[rid].transform
      ops.push({ op: 'update', id: rid, patch: { transform: { ...rt, position: r3([rt.position[0] + d[0], rt.position[1] + d[1], rt.position[2] + d[2]]) } } })
    }
  })
  push(change, ops)
}

/** Lets things that rested on something removed come down onto what is below them, or the ground. */
export function drop(change: Change, ids: string[]) {
  const order = [...ids].sort((a, b) => (sceneInfo(change.doc).boxes.get(a)?.min[1] ?? 0) - (sceneInfo(change.doc).boxes.get(b)?.min[1] ?? 0))
  for (const id of order) {
    const info = sceneInfo(change.doc)
    const box = info.boxes.get(id)
    if (!box || !change.doc.nodes[id]) continue
    const occ = occupancyOf(info, new Set([id]))
    const [cx, , cz] = centreOf(box)
    let floor = 0
    let support: Box | null = null
    for (const b of occ.boxes) {
      if (b.max[1] <= box.min[1] + 1e-6 && b.max[1] > floor && cx >= b.min[0] && cx <= b.max[0] && cz >= b.min[2] && cz <= b.max[2]) {
        floor = b.max[1]
        support = b
      }
    }
    const size = sizeOf(box)
    let target: Vec3 = [cx, floor, cz]
    if (!occ.free(boxAt(target, size), 0.01)) {
      const area = support ? { minX: support.min[0], maxX: support.max[0], minZ: support.min[2], maxZ: support.max[2] } : VIEW
      target = occ.search([cx, cz], size, floor, area, 0.05, support ? undefined : WIDE) ?? occ.search([cx, cz], size, 0, VIEW, 0.1, WIDE) ?? occ.anywhere(size, 0)
    }
    const t = change.doc.nodes[id].transform
    const d: Vec3 = [target[0] - cx, target[1] - box.min[1], target[2] - cz]
    push(change, [{ op: 'update', id, patch: { transform: { ...t, position: r3([t.position[0] + d[0], t.position[1] + d[1], t.position[2] + d[2]]) } } }])
  }
}

/** Up into the air by dy, with whatever rests on them ('make the house fly'). */
export function raise(change: Change, ids: string[], dy: number) {
  for (const id of ids) lift(change, id)
  const info = sceneInfo(change.doc)
  const live = ids.filter((id) => info.boxes.has(id))
  const ops: SceneOp[] = []
  for (const id of [...live, ...riders(info, live)]) {
    const t = change.doc.nodes[id].transform
    ops.push({ op: 'update', id, patch: { transform: { ...t, position: r3([t.position[0], t.position[1] + dy, t.position[2]]) } } })
  }
  push(change, ops)
}
