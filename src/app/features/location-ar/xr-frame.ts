import { Euler, Quaternion, Vector3 } from 'three'
import { geodesic } from '@shared/geo/geodesy'
import type { SceneDocument } from '@shared/scene/schema'
import { EYE_HEIGHT_M, POOR_FIX_M, type Fix, type Placed } from './placement'

/**
 * Re-place rule for the WebXR path: the content is put into the session's world once, and again
 * only when the fix is at least this many times tighter than the one it was placed with…
 */
export const REPLACE_ACCURACY_GAIN = 2
/** …or when GPS puts the visitor this far (or the fix's own accuracy, if larger) from that fix. */
export const REPLACE_MOVED_M = 10

/** The viewer's yaw in the XR world: radians about +y from −z to its forward (`forward` need not be level). */
export function viewerYaw(forward: { x: number; z: number }): number {
  return Math.atan2(-forward.x, -forward.z)
}

/**
 * The turn about +y that carries the east-north-up frame (three.js axes: x east, −z north) into
 * the XR world, from one moment at which both are known: the compass says the phone faces
 * `headingDeg` (clockwise from true north) and the XR pose says it faces `yaw`. Facing north then
 * is facing yaw + heading in the XR world, so a turn by that angle lines the frames up.
 */
export function enuToXrYaw(headingDeg: number, yaw: number): number {
  const turn = yaw + (headingDeg * Math.PI) / 180
  return Math.atan2(Math.sin(turn), Math.cos(turn))
}

/** Where a point of the east-north-up frame (around the visitor at `origin`) lies in the XR world. */
export function enuToXr(point: [number, number, number], turn: number, origin: [number, number, number]): [number, number, number] {
  const v = new Vector3(...point).applyAxisAngle(new Vector3(0, 1, 0), turn)
  return [v.x + origin[0], v.y + origin[1], v.z + origin[2]]
}

/** Whether a fix is good enough to place content by (the same threshold as the poor-fix message). */
export const placeable = (fix: Fix | null): fix is Fix => fix !== null && fix.accuracy <= POOR_FIX_M

/** Whether content placed with `used` is placed again now that GPS says `now` (the rule above). */
export function shouldReplace(used: Fix, now: Fix): boolean {
  if (!placeable(now)) return false
  if (now.accuracy * REPLACE_ACCURACY_GAIN <= used.accuracy) return true
  return geodesic(used, now).distance > Math.max(REPLACE_MOVED_M, now.accuracy)
}

/**
 * The document with each placed top-level object moved to its place around the visitor (the
 * east-north-up frame at eye level), so the scene core draws it there like any authored
 * transform: the same composition as the camera path's holder (position, turn, uniform scale)
 * around the object's own rotation and scale.
 */
export function placedDocument(doc: SceneDocument, placed: readonly Placed[]): SceneDocument {
  const nodes = { ...doc.nodes }
  const turn = new Quaternion()
  const own = new Quaternion()
  for (const p of placed) {
    const node = nodes[p.id]
    if (!node) continue
    const { rotation, scale } = node.transform
    turn.setFromAxisAngle(new Vector3(0, 1, 0), p.yaw).multiply(own.setFromEuler(new Euler(...rotation)))
    const e = new Euler().setFromQuaternion(turn)
    nodes[p.id] = {
      ...node,
      transform: {
        position: [p.position[0], p.position[1] - EYE_HEIGHT_M * p.scale, p.position[2]],
        rotation: [e.x, e.y, e.z],
        scale: [scale[0] * p.scale, scale[1] * p.scale, scale[2] * p.scale],
      },
    }
  }
  return { ...doc, nodes }
}
