import { Euler, Matrix4, Quaternion, Vector3 } from 'three'
import type { SceneNode, Transform, Vec3 } from '@shared/scene/schema'

/** A point on the canvas in CSS pixels, from its top-left corner. */
export interface ScreenPoint {
  x: number
  y: number
}
export interface ScreenRect {
  left: number
  top: number
  right: number
  bottom: number
}

/** The rectangle spanned by a drag, whichever way it went. */
export const rectBetween = (a: ScreenPoint, b: ScreenPoint): ScreenRect => ({
  left: Math.min(a.x, b.x),
  top: Math.min(a.y, b.y),
  right: Math.max(a.x, b.x),
  bottom: Math.max(a.y, b.y),
})

/**
 * Nodes a box selects: those whose projected centre lies inside it. `behind` marks points on the
 * camera's far side, whose projection is mirrored and must never count.
 */
export function idsInRect(points: { id: string; x: number; y: number; behind?: boolean }[], rect: ScreenRect): string[] {
  return points.filter((p) => !p.behind && p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom).map((p) => p.id)
}

/** What a box can pick: visible top-level nodes (a group stands for everything in it). */
export const boxCandidates = (nodes: Record<string, SceneNode>): string[] =>
  Object.values(nodes)
    .filter((n) => n.parentId === null && n.visible)
    .map((n) => n.id)

/** The box's result merged with the selection when adding, else on its own. */
export const mergeSelection = (current: string[], boxed: string[], add: boolean): string[] =>
  add ? [...current, ...boxed.filter((id) => !current.includes(id))] : boxed

/** Selected nodes without a selected ancestor: moving a parent already moves its children. */
export function selectionRoots(nodes: Record<string, SceneNode>, selection: string[]): string[] {
  const selected = new Set(selection)
  return selection.filter((id) => {
    if (!nodes[id]) return false
    for (let p = nodes[id].parentId; p; p = nodes[p]?.parentId ?? null) if (selected.has(p)) return false
    return true
  })
}

/** The multi-selection gizmo's pivot: the mean of the nodes' world positions. */
export function pivotOf(positions: Vector3[]): Vector3 {
  const sum = new Vector3()
  for (const p of positions) sum.add(p)
  return positions.length ? sum.divideScalar(positions.length) : sum
}

/**
 * Where a node goes when the pivot moves from `pivotStart` to `pivotNow` (world matrices): the
 * pivot's change applied to the node's world matrix at drag start, expressed in its parent's space.
 */
export function carriedTransform(pivotStart: Matrix4, pivotNow: Matrix4, worldStart: Matrix4, parentWorld: Matrix4) {
  const delta = pivotNow.clone().multiply(pivotStart.clone().invert())
  const local = parentWorld.clone().invert().multiply(delta).multiply(worldStart)
  const position = new Vector3()
  const quaternion = new Quaternion()
  const scale = new Vector3()
  local.decompose(position, quaternion, scale)
  return { position, quaternion, scale }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits

/** The document's transform for an object as the gizmo left it: 4 decimals, rotations 5. */
export function roundedTransform(object: { position: Vector3; rotation: Euler; scale: Vector3 }): Transform {
  return {
    position: object.position.toArray().map((v) => round(v, 4)) as Vec3,
    rotation: [object.rotation.x, object.rotation.y, object.rotation.z].map((v) => round(v, 5)) as Vec3,
    scale: object.scale.toArray().map((v) => round(v, 4)) as Vec3,
  }
}

export const sameTransform = (a: Transform, b: Transform) =>
  (['position', 'rotation', 'scale'] as const).every((k) => a[k].every((v, i) => v === b[k][i]))

export const modeVerb = (mode: 'translate' | 'rotate' | 'scale') => (mode === 'translate' ? 'Move' : mode === 'rotate' ? 'Rotate' : 'Scale')
