import { Box3, type Camera, MathUtils, type Object3D, type PerspectiveCamera, Vector3 } from 'three'

import { FIT_AZIMUTH, FIT_POLAR, MAX_POLAR, MIN_POLAR, TEXT_FIT_AZIMUTH } from '@shared/scene/view-angles'

export { FIT_AZIMUTH, FIT_POLAR, MAX_POLAR, MIN_POLAR, TEXT_FIT_AZIMUTH }
/** Meshes that carry words mark themselves (userData.readable) so the fit can face them. */
export function fitDirectionFor(root: Object3D): Vector3 {
  let readable = false
  root.traverseVisible((o) => (readable ||= o.userData.readable === true))
  return viewDirection(FIT_POLAR, readable ? TEXT_FIT_AZIMUTH : FIT_AZIMUTH)
}
/** Room around the content: its bounds fill at most 1/MARGIN of either field of view. */
export const FIT_MARGIN = 1.15

/** Unit vector from the target towards the camera for a polar angle (clamped to the limits) and azimuth. */
export function viewDirection(polar = FIT_POLAR, azimuth = FIT_AZIMUTH): Vector3 {
  const p = MathUtils.clamp(polar, MIN_POLAR, MAX_POLAR)
  return new Vector3().setFromSphericalCoords(1, p, azimuth)
}

export interface Fit {
  target: Vector3
  position: Vector3
  distance: number
}

export interface FitOptions {
  /** Vertical field of view in degrees and width / height of the frame. */
  fov: number
  aspect: number
  direction?: Vector3
  margin?: number
  minDistance?: number
  /**
   * The objects' own boxes inside `box`: when given, their corners are what must fit, which frames
   * a sparse scene (objects far apart, or at different depths) closer than the corners of the box
   * around all of them, while every object still lies inside the frame.
   */
  parts?: Box3[]
}

/**
 * Where a perspective camera looking along `-direction` at the box's centre must stand for all
 * eight corners to lie inside both the vertical and the horizontal field of view, with a margin:
 * a portrait phone is bound by its width, a wide screen by its height.
 */
export function fitBox(box: Box3, { fov, aspect, direction = viewDirection(), margin = FIT_MARGIN, minDistance = 1, parts }: FitOptions): Fit {
  const target = box.getCenter(new Vector3())
  const dir = direction.clone().normalize()
  const tanV = Math.tan(MathUtils.degToRad(fov) / 2) / margin
  const tanH = (Math.tan(MathUtils.degToRad(fov) / 2) * Math.max(aspect, 1e-3)) / margin
  const forward = dir.clone().negate()
  const worldUp = Math.abs(forward.y) > 0.999 ? new Vector3(0, 0, -1) : new Vector3(0, 1, 0)
  const right = new Vector3().crossVectors(forward, worldUp).normalize()
  const up = new Vector3().crossVectors(right, forward)
  let distance = minDistance
  const p = new Vector3()
  for (const part of parts?.length ? parts : [box]) for (let i = 0; i < 8; i++) {
    p.set(i & 1 ? part.max.x : part.min.x, i & 2 ? part.max.y : part.min.y, i & 4 ? part.max.z : part.min.z).sub(target)
    // The corner's depth in front of the camera is distance - p·dir; its offsets must fit the tangents.
    const towards = p.dot(dir)
    distance = Math.max(distance, towards + Math.abs(p.dot(right)) / tanH, towards + Math.abs(p.dot(up)) / tanV)
  }
  return { target, position: target.clone().addScaledVector(dir, distance), distance }
}

/**
 * The world bounds of the document's objects under `root`: only what belongs to a node counts
 * (the contact shadow's plane, helpers and lights' gizmos do not widen the frame).
 */
export function contentBox(root: Object3D, parts?: Box3[]): Box3 {
  const box = new Box3()
  root.updateWorldMatrix(true, true)
  const visit = (o: Object3D) => {
    if (!o.visible) return
    if (typeof o.userData.nodeId === 'string') {
      const own = new Box3().setFromObject(o)
      // Lights, sounds and empty groups draw nothing: their position still counts.
      if (own.isEmpty() && o.children.length === 0) own.setFromPoints([o.getWorldPosition(new Vector3())])
      box.union(own)
      if (!own.isEmpty()) parts?.push(own)
      return
    }
    o.children.forEach(visit)
  }
  visit(root)
  return box
}

/** Puts a fit on a camera (and orbit controls when there are any). */
export function applyFit(fit: Fit, camera: PerspectiveCamera, controls?: { target: Vector3; update: () => unknown } | null) {
  camera.position.copy(fit.position)
  camera.near = Math.max(0.01, fit.distance / 200)
  camera.far = Math.max(1000, fit.distance * 50)
  camera.updateProjectionMatrix()
  if (controls) {
    controls.target.copy(fit.target)
    controls.update()
  } else camera.lookAt(fit.target)
}

/** A node's bounds as drawn: fractions of the frame (0-1 across from the left, 0-1 down from the top). */
export interface FrameRect {
  id: string
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * Each top-level document object under `root`, projected by `camera`: what the hosts' read-only
 * probes report, so the browser tests can check that the framing keeps everything in view.
 */
export function projectedRects(root: Object3D, camera: Camera): FrameRect[] {
  root.updateWorldMatrix(true, true)
  camera.updateMatrixWorld()
  const rects: FrameRect[] = []
  const p = new Vector3()
  const visit = (o: Object3D) => {
    if (typeof o.userData.nodeId === 'string') {
      const box = new Box3().setFromObject(o)
      if (box.isEmpty()) return
      const rect = { id: o.userData.nodeId as string, left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity }
      for (let i = 0; i < 8; i++) {
        p.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera)
        const x = (p.x + 1) / 2
        const y = (1 - p.y) / 2
        rect.left = Math.min(rect.left, x)
        rect.right = Math.max(rect.right, x)
        rect.top = Math.min(rect.top, y)
        rect.bottom = Math.max(rect.bottom, y)
      }
      rects.push(rect)
      return
    }
    o.children.forEach(visit)
  }
  visit(root)
  return rects
}
