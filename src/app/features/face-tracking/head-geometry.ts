import { BufferGeometry, CylinderGeometry, SphereGeometry } from 'three'
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

/**
 * The face space of a Face Tracking project (settings.faceTracking), in metres: the origin is the
 * head's centre, +y up, +z out of the face, +x to the right as the head is seen from the front
 * (the selfie view's right). An average adult head: about 15 cm across the temples, 19 cm with the
 * ears, 23 cm from chin to crown, eyes 3 cm above the origin and 6.4 cm apart.
 */
export const HEAD = {
  halfWidth: 0.076,
  halfHeight: 0.122,
  halfDepth: 0.098,
  /** The midpoint of the eyes' outer corners, where the tracker's pose is measured from. */
  eyes: [0, 0.03, 0.074] as const,
  /** The eyes' outer corners apart (the tracker's scale). */
  eyeSpan: 0.09,
  crown: 0.127,
  chin: -0.117,
} as const

const bump = (x: number, y: number, cx: number, cy: number, sx: number, sy: number) => Math.exp(-(((x - cx) / sx) ** 2) - ((y - cy) / sy) ** 2)

/**
 * A neutral mannequin head: an ellipsoid shaped into cranium, jaw and chin, with a nose, brow,
 * eye sockets and lips pressed into the front, plus ears and a neck. Procedural, so nothing ships.
 */
function skull(detail: number): BufferGeometry {
  const g = new SphereGeometry(1, 16 * detail, 12 * detail)
  const p = g.attributes.position
  for (let i = 0; i < p.count; i++) {
    const [ux, uy, uz] = [p.getX(i), p.getY(i), p.getZ(i)]
    let x = ux * HEAD.halfWidth
    let y = uy * HEAD.halfHeight + 0.005
    let z = uz * HEAD.halfDepth
    // The jaw narrows towards the chin; the back of the lower head tucks in to the neck.
    if (uy < 0) {
      const down = -uy
      x *= 1 - 0.3 * down ** 1.4
      if (uz < 0) z *= 1 - 0.45 * down ** 1.2
      else z *= 1 - 0.08 * down
    } else if (uz < 0) z *= 1 + 0.06 * uy
    // Features on the front only.
    const front = Math.max(0, uz) ** 3
    if (front > 0) {
      const nose = 0.026 * Math.exp(-((x / 0.011) ** 2)) * Math.min(1, Math.max(0, (0.036 - y) / 0.05)) * (y > -0.03 ? 1 : Math.exp(-(((y + 0.03) / 0.006) ** 2)))
      const sockets = -0.009 * (bump(x, y, 0.032, 0.03, 0.014, 0.011) + bump(x, y, -0.032, 0.03, 0.014, 0.011))
      const brow = 0.005 * bump(x, y, 0, 0.047, 0.05, 0.008)
      const lips = 0.006 * bump(x, y, 0, -0.056, 0.022, 0.009)
      const chin = 0.005 * bump(x, y, 0, -0.094, 0.02, 0.012)
      z += front * (nose + sockets + brow + lips + chin)
    }
    p.setXYZ(i, x, y, z)
  }
  // Welded, so the sphere's seam and poles shade smoothly.
  g.deleteAttribute('normal')
  g.deleteAttribute('uv')
  const welded = mergeVertices(g, 1e-6)
  g.dispose()
  welded.computeVertexNormals()
  return welded
}

function ear(side: 1 | -1): BufferGeometry {
  const g = new SphereGeometry(1, 12, 10)
  g.scale(0.011, 0.031, 0.019)
  g.rotateY(side * 0.35)
  g.translate(side * (HEAD.halfWidth + 0.004), 0.012, -0.006)
  return g
}

function neck(): BufferGeometry {
  const g = new CylinderGeometry(0.052, 0.058, 0.13, 32, 1, false)
  g.translate(0, -0.145, -0.018)
  return g
}

/** The head the editor shows (`detail` 4) or the viewer's invisible occluder (2: cheaper, same shape). */
export function headGeometry(detail = 4, { ears = true } = {}): BufferGeometry {
  const parts = [skull(detail), neck(), ...(ears ? [ear(1), ear(-1)] : [])]
  for (const part of parts) part.deleteAttribute('uv')
  const merged = mergeGeometries(parts, false)
  for (const part of parts) part.dispose()
  if (!merged) throw new Error('The head parts do not merge')
  return merged
}
