/** Deterministic noise for the generated skies: same seed, same bytes, on every machine. */
export { mulberry32 } from '../../src/app/features/scene-render/environment/layout'

/** Integer hash to [0, 1). */
export function hash2(x: number, y: number, seed = 0): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(seed | 0, 1442695041)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

const fade = (t: number) => t * t * (3 - 2 * t)
const wrap = (i: number, period: number) => ((i % period) + period) % period

/** Value noise in [0, 1); x repeats every `period` lattice cells so azimuth has no seam. */
export function noise2(x: number, y: number, period: number, seed = 0): number {
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const fx = fade(x - x0)
  const fy = fade(y - y0)
  const a = hash2(wrap(x0, period), y0, seed)
  const b = hash2(wrap(x0 + 1, period), y0, seed)
  const c = hash2(wrap(x0, period), y0 + 1, seed)
  const d = hash2(wrap(x0 + 1, period), y0 + 1, seed)
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy
}

/** Fractal sum of noise2, still in [0, 1), still periodic in x. */
export function fbm2(x: number, y: number, period: number, octaves = 4, seed = 0): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o++) {
    sum += noise2(x, y, period, seed + o * 17) * amp
    norm += amp
    x *= 2
    y *= 2
    period *= 2
    amp *= 0.5
  }
  return sum / norm
}

export const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}
export const mix = (a: number, b: number, t: number) => a + (b - a) * t

function hash3(x: number, y: number, z: number, seed: number): number {
  return hash2(Math.imul(x | 0, 1619) ^ (z | 0), y, seed)
}

/** 3D value noise in [0, 1): for patterns on the sphere of directions, free of pole smearing. */
export function noise3(x: number, y: number, z: number, seed = 0): number {
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const z0 = Math.floor(z)
  const fx = fade(x - x0)
  const fy = fade(y - y0)
  const fz = fade(z - z0)
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t
  const corner = (dx: number, dy: number, dz: number) => hash3(x0 + dx, y0 + dy, z0 + dz, seed)
  return lerp(
    lerp(lerp(corner(0, 0, 0), corner(1, 0, 0), fx), lerp(corner(0, 1, 0), corner(1, 1, 0), fx), fy),
    lerp(lerp(corner(0, 0, 1), corner(1, 0, 1), fx), lerp(corner(0, 1, 1), corner(1, 1, 1), fx), fy),
    fz,
  )
}

export function fbm3(x: number, y: number, z: number, octaves = 4, seed = 0): number {
  let sum = 0
  let amp = 0.5
  let norm = 0
  for (let o = 0; o < octaves; o++) {
    sum += noise3(x, y, z, seed + o * 17) * amp
    norm += amp
    x *= 2
    y *= 2
    z *= 2
    amp *= 0.5
  }
  return sum / norm
}
