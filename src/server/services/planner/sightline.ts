import { FIT_AZIMUTH, FIT_POLAR } from '../../../shared/scene/view-angles'
import type { Box } from '../../../shared/scene/bounds'

/**
 * What the default camera can see, for the layout. The fitted view (scene-render's camera-fit:
 * polar 1.08 rad from straight up, azimuth 0.45 rad toward +X) looks at the scene from the front
 * (+Z), a little from the right and about 28° above the horizon (the angles both share, in
 * scene/view-angles). A thing is hidden when the line from low in its middle toward the camera runs
 * through another thing's box.
 */
export const TO_CAMERA: [number, number, number] = [Math.sin(FIT_POLAR) * Math.sin(FIT_AZIMUTH), Math.cos(FIT_POLAR), Math.sin(FIT_POLAR) * Math.cos(FIT_AZIMUTH)]

/** Does the line from `p` toward the camera pass through `box`? (Slab test; a point inside counts.) */
export function hides(box: Box, p: [number, number, number]): boolean {
  let t0 = 0
  let t1 = Infinity
  for (let i = 0; i < 3; i++) {
    const a = (box.min[i] - p[i]) / TO_CAMERA[i]
    const b = (box.max[i] - p[i]) / TO_CAMERA[i]
    t0 = Math.max(t0, Math.min(a, b))
    t1 = Math.min(t1, Math.max(a, b))
  }
  return t0 <= t1
}

/** The point that must be seen: a quarter of the way up its middle, so a bush before a bench counts even when the bench's top shows over it. */
const middle = (b: Box): [number, number, number] => [(b.min[0] + b.max[0]) / 2, b.min[1] + (b.max[1] - b.min[1]) / 4, (b.min[2] + b.max[2]) / 2]
const height = (b: Box) => b.max[1] - b.min[1]

/**
 * Would `box`, standing where it is, hide the low middle of anything among `placed`, or have its own
 * middle hidden by one of them? Heights sort it out: a short thing in front of a tall one hides
 * nothing (the line from the tall one's middle climbs over it), so the tall one may stand behind.
 * Flat things (rugs, roads, floors) hide nothing.
 */
export function blocksView(box: Box, placed: readonly Box[]): boolean {
  const own = middle(box)
  for (const b of placed) if (height(b) >= 0.05 && (hides(box, middle(b)) || hides(b, own))) return true
  return false
}
