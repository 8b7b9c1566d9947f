import type { SceneDocument, Transform, Vec3 } from './schema'

/**
 * World placement of nodes, the renderer's way (three's T·R·S with Euler XYZ, parents composing
 * their children), so moving a node to another parent can keep it where it is in the world.
 * Row-major 3×4 affine matrices.
 */
export type Affine = number[]
export const IDENTITY: Affine = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]

export function compose(t: Transform): Affine {
  const [x, y, z] = t.rotation
  const a = Math.cos(x), b = Math.sin(x), c = Math.cos(y), d = Math.sin(y), e = Math.cos(z), f = Math.sin(z)
  const ae = a * e, af = a * f, be = b * e, bf = b * f
  const [sx, sy, sz] = t.scale
  const [px, py, pz] = t.position
  return [
    c * e * sx, -c * f * sy, d * sz, px,
    (af + be * d) * sx, (ae - bf * d) * sy, -b * c * sz, py,
    (bf - ae * d) * sx, (be + af * d) * sy, a * c * sz, pz,
  ]
}

export function multiply(m: Affine, n: Affine): Affine {
  const out = new Array<number>(12)
  for (let r = 0; r < 3; r++)
    for (let col = 0; col < 4; col++) out[r * 4 + col] = m[r * 4] * n[col] + m[r * 4 + 1] * n[4 + col] + m[r * 4 + 2] * n[8 + col] + (col === 3 ? m[r * 4 + 3] : 0)
  return out
}

function invert(m: Affine): Affine {
  const [a, b, c, tx, d, e, f, ty, g, h, i, tz] = m
  const A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
  const det = a * A + b * B + c * C
  if (Math.abs(det) < 1e-12) return IDENTITY
  const r = [A, -(b * i - c * h), b * f - c * e, B, a * i - c * g, -(a * f - c * d), C, -(a * h - b * g), a * e - b * d].map((v) => v / det)
  return [r[0], r[1], r[2], -(r[0] * tx + r[1] * ty + r[2] * tz), r[3], r[4], r[5], -(r[3] * tx + r[4] * ty + r[5] * tz), r[6], r[7], r[8], -(r[6] * tx + r[7] * ty + r[8] * tz)]
}

const tidy = (v: number) => Math.round(v * 1e6) / 1e6 + 0

/** Back to position, Euler XYZ rotation and scale (three's decomposition; a sheared matrix is approximated). */
export function decompose(m: Affine): Transform {
  const col = (j: number): Vec3 => [m[j], m[4 + j], m[8 + j]]
  const len = (v: Vec3) => Math.hypot(v[0], v[1], v[2])
  const det = m[0] * (m[5] * m[10] - m[6] * m[9]) - m[1] * (m[4] * m[10] - m[6] * m[8]) + m[2] * (m[4] * m[9] - m[5] * m[8])
  const sx = len(col(0)) * (det < 0 ? -1 : 1), sy = len(col(1)), sz = len(col(2))
  const r = (row: number, j: number) => m[row * 4 + j] / [sx, sy, sz][j]
  const m13 = Math.max(-1, Math.min(1, r(0, 2)))
  const y = Math.asin(m13)
  const [x, z] = Math.abs(m13) < 0.9999999 ? [Math.atan2(-r(1, 2), r(2, 2)), Math.atan2(-r(0, 1), r(0, 0))] : [Math.atan2(r(2, 1), r(1, 1)), 0]
  return { position: [m[3], m[7], m[11]].map(tidy) as Vec3, rotation: [x, y, z].map(tidy) as Vec3, scale: [sx, sy, sz].map(tidy) as Vec3 }
}

export function worldMatrix(nodes: SceneDocument['nodes'], id: string | null): Affine {
  const chain: Affine[] = []
  const seen = new Set<string>()
  for (let n = id ? nodes[id] : undefined; n && !seen.has(n.id); n = n.parentId ? nodes[n.parentId] : undefined) {
    seen.add(n.id)
    chain.unshift(compose(n.transform))
  }
  return chain.reduce(multiply, IDENTITY)
}

/** The transform that keeps node `id` where it is in the world once it hangs under `parentId`. */
export function transformUnder(nodes: SceneDocument['nodes'], id: string, parentId: string | null): Transform {
  return decompose(multiply(invert(worldMatrix(nodes, parentId)), worldMatrix(nodes, id)))
}
