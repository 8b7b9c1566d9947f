/** Deterministic helpers shared by the library generators (no Math.random anywhere). */

/** mulberry32, the app's own seeded PRNG (same numbers, so the generated assets do not change). */
export { mulberry32 as rng } from '../../src/shared/random'

/** A stable 32-bit hash of a string, for seeding per-asset generators. */
export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Integer lattice hash → [0, 1). */
export function hash3(x: number, y: number, z: number, seed = 0): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(z | 0, 2147483647) ^ Math.imul(seed | 0, 144665)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

const smooth = (t: number) => t * t * (3 - 2 * t)
const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** 2D value noise in [0, 1), optionally tileable with period `px`×`py` lattice cells. */
export function noise2(x: number, y: number, seed = 0, px = 0, py = 0): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = smooth(x - xi)
  const fy = smooth(y - yi)
  let x0 = xi
  let x1 = xi + 1
  let y0 = yi
  let y1 = yi + 1
  if (px > 0) {
    x0 = ((x0 % px) + px) % px
    x1 = ((x1 % px) + px) % px
  }
  if (py > 0) {
    y0 = ((y0 % py) + py) % py
    y1 = ((y1 % py) + py) % py
  }
  return lerp(lerp(hash3(x0, y0, 0, seed), hash3(x1, y0, 0, seed), fx), lerp(hash3(x0, y1, 0, seed), hash3(x1, y1, 0, seed), fx), fy)
}

/** Fractal (fBm) value noise in roughly [0, 1); tileable when `period` > 0 (in lattice cells at octave 0). */
export function fbm2(x: number, y: number, octaves: number, seed = 0, period = 0): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  let f = 1
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise2(x * f, y * f, seed + o * 17, period * f, period * f)
    norm += amp
    amp *= 0.5
    f *= 2
  }
  return sum / norm
}

/** 3D value noise in [0, 1), used to displace rocks and foliage. */
export function noise3(x: number, y: number, z: number, seed = 0): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const zi = Math.floor(z)
  const fx = smooth(x - xi)
  const fy = smooth(y - yi)
  const fz = smooth(z - zi)
  const h = (i: number, j: number, k: number) => hash3(i, j, k, seed)
  const a = lerp(lerp(h(xi, yi, zi), h(xi + 1, yi, zi), fx), lerp(h(xi, yi + 1, zi), h(xi + 1, yi + 1, zi), fx), fy)
  const b = lerp(lerp(h(xi, yi, zi + 1), h(xi + 1, yi, zi + 1), fx), lerp(h(xi, yi + 1, zi + 1), h(xi + 1, yi + 1, zi + 1), fx), fy)
  return lerp(a, b, fz)
}
