import { mulberry32 } from '@shared/random'

export { mulberry32 }
/**
 * Where the environment's pieces go: the terrain's height field and the seeded scatter that
 * places rocks, trees, bushes and grass. Pure functions (no three, no React) so the rules (the
 * centre stays clear for the author's objects, the spec's counts, same seed same layout) are
 * tested without a renderer.
 */

/** Inside this radius the terrain is flat at y = 0: objects placed at y = 0 still sit on it. */
export const FLAT_RADIUS = 10
/** Foliage keeps out of this radius so the author's objects stay in view. */
export const CLEAR_RADIUS = 8
/** The campfire, a little behind and left of the origin as the editor's camera sees it. */
export const FIRE_POSITION: [number, number, number] = [-3.5, 0, -5]


const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}

function lattice(x: number, z: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(z | 0, 668265263)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  return (((h ^ (h >>> 16)) >>> 0) / 4294967296) * 2 - 1
}

/** Smooth value noise in [-1, 1]. */
function noise(x: number, z: number): number {
  const x0 = Math.floor(x)
  const z0 = Math.floor(z)
  const fx = x - x0
  const fz = z - z0
  const u = fx * fx * (3 - 2 * fx)
  const v = fz * fz * (3 - 2 * fz)
  const a = lattice(x0, z0)
  const b = lattice(x0 + 1, z0)
  const c = lattice(x0, z0 + 1)
  const d = lattice(x0 + 1, z0 + 1)
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v
}

/** A lake off to the right of the editor's starting view, with the water plane in it. */
export const LAKE = { x: 18, z: -14, radius: 10 }

/** 0..1: how much (x, z) is shore, i.e. low ground where water can reach, away from the middle. */
export function shore(x: number, z: number): number {
  const nearLake = 1 - smoothstep(LAKE.radius * 0.8, LAKE.radius * 1.35, Math.hypot(x - LAKE.x, z - LAKE.z))
  return Math.max(nearLake, smoothstep(34, 48, Math.hypot(x, z)))
}

/**
 * Terrain height at (x, z): flat inside FLAT_RADIUS, then rolling hills; hollows that dip under
 * the water line (lakes, when water is on) only well away from the middle, plus one lake
 * carved off to the side; and a rim of higher hills near the edge of the 200 × 200 square so
 * its border does not read as a cliff.
 */
export function terrainHeight(x: number, z: number, size = 200): number {
  const r = Math.hypot(x, z)
  const rise = smoothstep(FLAT_RADIUS, FLAT_RADIUS + 22, r)
  if (rise === 0) return 0
  const hills = noise(x * 0.035, z * 0.035) * 0.65 + noise(x * 0.09 + 7.1, z * 0.09 - 3.3) * 0.25 + noise(x * 0.25, z * 0.25) * 0.1
  let h = 1.2 + hills * 4.2
  // Near the middle the ground only rises: no moat around the flat area.
  h = Math.max(h, 0.5 * (1 - smoothstep(30, 48, r)))
  const edge = Math.max(Math.abs(x), Math.abs(z)) / (size / 2)
  h += smoothstep(0.62, 1, edge) ** 1.5 * 16
  // The lake's bowl is its own depth, not scaled by the rise (its rim starts past the flat part).
  const lake = 1 - smoothstep(LAKE.radius * 0.35, LAKE.radius, Math.hypot(x - LAKE.x, z - LAKE.z))
  return rise * h * (1 - lake) - 1.6 * lake
}

export interface Placement {
  x: number
  z: number
  /** Yaw in radians. */
  rotation: number
  /** 0..1, for size and colour variation. */
  variation: number
}

export interface ScatterOptions {
  count: number
  seed: number
  minRadius: number
  maxRadius: number
  /** Keep placements at least this far apart while possible. */
  spacing?: number
  /** Refuse spots (underwater, say); ignored if it refuses too often to reach the count. */
  accept?: (x: number, z: number) => boolean
}

/**
 * Exactly `count` placements in the ring between minRadius and maxRadius, uniform by area,
 * the same for the same options. Spacing and `accept` are preferences: after many refusals
 * they are dropped so the count (the spec's) is always met; the ring never is.
 */
export function scatter({ count, seed, minRadius, maxRadius, spacing = 0, accept }: ScatterOptions): Placement[] {
  const random = mulberry32(seed)
  const placed: Placement[] = []
  const budget = count * 40
  for (let attempt = 0; placed.length < count; attempt++) {
    const strict = attempt < budget
    const r = Math.sqrt(minRadius ** 2 + random() * (maxRadius ** 2 - minRadius ** 2))
    const angle = random() * Math.PI * 2
    const x = Math.cos(angle) * r
    const z = Math.sin(angle) * r
    const rotation = random() * Math.PI * 2
    const variation = random()
    if (strict && accept && !accept(x, z)) continue
    if (strict && spacing > 0 && placed.some((p) => (p.x - x) ** 2 + (p.z - z) ** 2 < spacing ** 2)) continue
    placed.push({ x, z, rotation, variation })
  }
  return placed
}
