import { sceneBounds } from '@shared/scene/bounds'
import type { SceneDocument } from '@shared/scene/schema'

export interface GroundExtent {
  /** Centre of the content's footprint on the ground. */
  x: number
  z: number
  /** Side of a square that covers the footprint with room around it. */
  size: number
  /** Whether anything stands near the ground (a contact shadow only helps then). */
  grounded: boolean
}

/**
 * The footprint of the document's objects, from the document alone (no scene graph walk): it sizes
 * the contact shadow and the sun's shadow camera to what is there.
 */
export function groundExtent(doc: SceneDocument): GroundExtent | null {
  const boxes = sceneBounds(doc)
  if (!boxes.length) return null
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity
  let grounded = false
  for (const b of boxes) {
    minX = Math.min(minX, b.min[0])
    maxX = Math.max(maxX, b.max[0])
    minZ = Math.min(minZ, b.min[2])
    maxZ = Math.max(maxZ, b.max[2])
    if (b.min[1] < 0.6 && b.max[1] > -0.05) grounded = true
  }
  const size = Math.min(200, Math.max(4, Math.max(maxX - minX, maxZ - minZ) * 1.3 + 2))
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, size, grounded }
}
