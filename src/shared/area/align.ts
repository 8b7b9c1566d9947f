/**
 * Area Tracking's alignment: the rigid transform that carries the scan's reference points onto the
 * points the visitor tapped in the room. Both frames share gravity (+y up: the scan's GLB and the
 * WebXR local-floor space), so the fit solves a turn about y and a translation (4 degrees of
 * freedom). Freeing tilt as well would let two taps' noise tip the whole room; the closed form below
 * is the exact least-squares answer for that model.
 */

export type Vec3 = [number, number, number]

export interface Alignment {
  /** Turn about +y, radians, counter-clockwise seen from above (three.js's rotation.y). */
  yaw: number
  translation: Vec3
  /** Root mean square distance, metres, between the moved scan points and the tapped ones. */
  residual: number
  /** The largest single pair's distance after the fit. */
  worst: number
}

export const MIN_PAIRS = 2

/** Applies the alignment to a point of the scan. */
export function applyAlignment({ yaw, translation }: Pick<Alignment, 'yaw' | 'translation'>, [x, y, z]: Vec3): Vec3 {
  const c = Math.cos(yaw), s = Math.sin(yaw)
  return [c * x + s * z + translation[0], y + translation[1], -s * x + c * z + translation[2]]
}

/**
 * Least squares over the pairs (scan[i] → room[i]). Needs two or more pairs that are not all on
 * one vertical line (then the turn is unknown): throws with a reason a person can act on.
 */
export function solveAlignment(scan: readonly Vec3[], room: readonly Vec3[]): Alignment {
  if (scan.length !== room.length) throw new Error('Each reference point needs one tapped point')
  if (scan.length < MIN_PAIRS) throw new Error(`Tap at least ${MIN_PAIRS} reference points`)
  const n = scan.length
  const cs: Vec3 = [0, 0, 0], cr: Vec3 = [0, 0, 0]
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) {
    cs[k] += scan[i][k] / n
    cr[k] += room[i][k] / n
  }
  // Maximise sum of the turned scan vectors' dot products with the room vectors in the xz plane:
  // with R(yaw) as applyAlignment writes it, that is cos·Σ(a·b) + sin·Σ(a_z b_x − a_x b_z).
  let dot = 0, cross = 0, spread = 0
  for (let i = 0; i < n; i++) {
    const ax = scan[i][0] - cs[0], az = scan[i][2] - cs[2]
    const bx = room[i][0] - cr[0], bz = room[i][2] - cr[2]
    dot += ax * bx + az * bz
    cross += az * bx - ax * bz
    spread += ax * ax + az * az
  }
  if (spread < 1e-6) throw new Error('The reference points are on one vertical line: mark points apart from each other')
  const yaw = Math.atan2(cross, dot)
  const turned = applyAlignment({ yaw, translation: [0, 0, 0] }, cs)
  const translation: Vec3 = [cr[0] - turned[0], cr[1] - turned[1], cr[2] - turned[2]]
  let sum = 0, worst = 0
  for (let i = 0; i < n; i++) {
    const p = applyAlignment({ yaw, translation }, scan[i])
    const d = Math.hypot(p[0] - room[i][0], p[1] - room[i][1], p[2] - room[i][2])
    sum += d * d
    worst = Math.max(worst, d)
  }
  return { yaw, translation, residual: Math.sqrt(sum / n), worst }
}
