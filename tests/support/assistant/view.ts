import { FIT_AZIMUTH, FIT_POLAR, viewDirection } from '../../../src/app/features/scene-render/core/camera-fit'
import type { Box } from '../../../src/shared/scene/bounds'
import type { Obj } from './scene-geometry'

/**
 * What the default camera sees, without a renderer: the fitted view looks along one direction
 * (three-quarter, from the front, above and a little to the right), and a point is hidden when
 * the line from it toward the camera passes through another thing's box. Boxes are coarse (a
 * tree's box is its crown's), so this errs on the side of calling a thing hidden.
 */
const d = viewDirection(FIT_POLAR, FIT_AZIMUTH)
/** Unit vector from the scene toward the default camera. */
export const TO_CAMERA: [number, number, number] = [d.x, d.y, d.z]

/** Does the ray from `p` toward the camera pass through `box` (slab test; a point inside counts)? */
export function rayHits(p: [number, number, number], box: Box, dir = TO_CAMERA): boolean {
  let t0 = 0
  let t1 = Infinity
  for (let i = 0; i < 3; i++) {
    if (Math.abs(dir[i]) < 1e-12) {
      if (p[i] < box.min[i] || p[i] > box.max[i]) return false
      continue
    }
    const a = (box.min[i] - p[i]) / dir[i]
    const b = (box.max[i] - p[i]) / dir[i]
    t0 = Math.max(t0, Math.min(a, b))
    t1 = Math.min(t1, Math.max(a, b))
  }
  return t0 <= t1
}

export const centre = (b: Box): [number, number, number] => [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2]

/** The things whose boxes stand between `o`'s centre and the default camera. */
export function hiders(o: Obj, all: Obj[]): Obj[] {
  const c = centre(o.box)
  return all.filter((x) => x !== o && !x.light && !x.leaves.every((l) => l.box.max[1] - l.box.min[1] < 0.05) && rayHits(c, x.box))
}

/** Which way its front faces, as a unit vector on the ground (yaw 0 is +Z, toward the camera). */
export const frontOf = (o: Obj): [number, number] => [Math.sin(o.yaw), Math.cos(o.yaw)]
