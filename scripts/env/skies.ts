/**
 * The five generated skyboxes as functions of direction, in linear radiance (1 ≈ a bright
 * overcast sky; the sun disks go far above 1 so image-based lighting gets a real key light).
 * Directions follow three's equirect mapping: azimuth = atan2(z, x), the editor's default
 * camera (on +z, looking at -z) faces azimuth -90°.
 */
import { fbm2, fbm3, hash2, mix, mulberry32, smoothstep } from './noise'

export type Rgb = [number, number, number]
export interface Dir {
  x: number
  y: number
  z: number
  /** Elevation in radians, -π/2 (down) to π/2 (up). */
  el: number
  /** Azimuth in radians, -π to π. */
  az: number
}
export interface SkyPainter {
  paint: (d: Dir) => Rgb
  /** Work on the whole image after painting (stars are splats, not a function of direction). */
  post?: (rgb: Float32Array, width: number, height: number) => void
}

const PI = Math.PI
const deg = (d: number) => (d * PI) / 180
/** Azimuth of a direction `a` radians to the right of the default camera's view. */
const front = (a: number) => -PI / 2 + a
const direction = (az: number, el: number): Dir => ({ x: Math.cos(el) * Math.cos(az), y: Math.sin(el), z: Math.cos(el) * Math.sin(az), el, az })
const dot = (a: Dir, b: Dir) => a.x * b.x + a.y * b.y + a.z * b.z
/**
 * A glow lobe pow(s, k) whose faint tail is cut to zero: tails far below a mantissa step still
 * change every pixel's bytes, and those bytes do not compress.
 */
const lobe = (s: number, k: number, floor = 0.02) => Math.max(0, (Math.max(0, s) ** k - floor) / (1 - floor))
const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)]
const addRgb = (a: Rgb, b: Rgb, k: number): Rgb => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k]
const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k]
const wrapAngle = (a: number) => a - 2 * PI * Math.floor((a + PI) / (2 * PI))
/** Azimuth as 0..period lattice units for noise that repeats around the horizon. */
const around = (az: number, period: number) => ((az + PI) / (2 * PI)) * period
/** About one pixel of a 2048-wide map, for anti-aliased silhouettes. */
const PIXEL = (2 * PI) / 2048

function sunDisk(d: Dir, sun: Dir, radius: number): number {
  const angle = Math.acos(Math.min(1, Math.max(-1, dot(d, sun))))
  return 1 - smoothstep(radius * 0.8, radius * 1.2, angle)
}

/** Coverage (0..1) of a silhouette whose top edge sits at elevation `top`. */
const below = (el: number, top: number) => 1 - smoothstep(top - PIXEL * 0.6, top + PIXEL * 0.6, el)

// ---- sunset -------------------------------------------------------------------------------
const SUNSET_SUN = direction(front(0.35), deg(3.5))
export const sunset: SkyPainter = {
  paint(d) {
    const toward = (0.5 + 0.5 * Math.cos(d.az - SUNSET_SUN.az)) ** 2
    const horizon = mixRgb([0.5, 0.3, 0.42], [1.7, 0.66, 0.22], toward)
    if (d.el < 0) return mixRgb(scale(horizon, 0.4), [0.045, 0.032, 0.038], smoothstep(0, deg(5), -d.el))
    const t = d.el / (PI / 2)
    let c = mixRgb(horizon, [0.36, 0.2, 0.4], smoothstep(0, 0.3, t))
    c = mixRgb(c, [0.035, 0.06, 0.2], smoothstep(0.2, 0.85, t))
    const s = Math.max(0, dot(d, SUNSET_SUN))
    c = addRgb(c, [2.2, 0.85, 0.22], s ** 10)
    c = addRgb(c, [6, 2.4, 0.7], s ** 300)
    // Long thin clouds low over the horizon, lit from below by the sun.
    const band = smoothstep(deg(1.5), deg(4), d.el) * (1 - smoothstep(deg(9), deg(20), d.el))
    const n = fbm2(around(d.az, 28), (d.el * 180) / PI / 1.1, 28, 5, 11)
    const cloud = smoothstep(0.52, 0.72, n) * band
    const lit = mixRgb([0.32, 0.14, 0.24], [3.2, 1.25, 0.5], toward ** 1.5)
    c = mixRgb(c, lit, cloud * 0.9)
    return mixRgb(c, [90, 55, 26], sunDisk(d, SUNSET_SUN, deg(1.1)) * (1 - cloud))
  },
}

// ---- night --------------------------------------------------------------------------------
const MOON = direction(front(-0.55), deg(30))
export const night: SkyPainter = {
  paint(d) {
    const horizon: Rgb = [0.014, 0.022, 0.048]
    // Below the horizon a night-blue haze that darkens slowly (the night ground melts into the same
    // colour): it used to fall to black within 4 degrees, a black band between sky and ground.
    if (d.el < 0) return mixRgb(horizon, scale(horizon, 0.45), smoothstep(0, deg(30), -d.el))
    let c = mixRgb(horizon, [0.0025, 0.004, 0.014], smoothstep(0, 0.5, d.el / (PI / 2)))
    c = addRgb(c, [0.05, 0.06, 0.09], lobe(dot(d, MOON), 80))
    const disk = sunDisk(d, MOON, deg(1.6))
    const mare = 0.78 + 0.22 * fbm2(around(d.az, 900), d.el * 300, 900, 3, 3)
    return mixRgb(c, [2.6 * mare, 2.6 * mare, 2.35 * mare], disk)
  },
  post(rgb, width, height) {
    const random = mulberry32(7)
    for (let i = 0; i < 1400; i++) {
      const y = random()
      const el = Math.asin(y)
      const az = random() * 2 * PI - PI
      const bright = (0.1 + random() ** 7 * 1.6) * smoothstep(deg(2), deg(12), el)
      const tint = mixRgb([0.75, 0.85, 1], [1, 0.88, 0.72], random())
      const px = Math.floor(((az + PI) / (2 * PI)) * width)
      const py = Math.floor((0.5 - el / PI) * height)
      const splat = (x: number, yy: number, k: number) => {
        if (yy < 0 || yy >= height) return
        const at = (yy * width + ((x + width) % width)) * 3
        for (let c = 0; c < 3; c++) rgb[at + c] += tint[c] * bright * k
      }
      splat(px, py, 1)
    }
  },
}

// ---- studio -------------------------------------------------------------------------------
/** A soft-edged rectangular light in azimuth/elevation. */
function softbox(d: Dir, az: number, el: number, halfAz: number, halfEl: number): number {
  const u = Math.abs(wrapAngle(d.az - az)) * Math.cos(d.el) / halfAz
  const v = Math.abs(d.el - el) / halfEl
  return 1 - smoothstep(0.85, 1.1, Math.max(u, v))
}
export const studio: SkyPainter = {
  paint(d) {
    // A cyclorama: wall and floor meet in one smooth curve, no horizon line.
    const wall: Rgb = mixRgb([0.4, 0.4, 0.42], [0.2, 0.2, 0.215], smoothstep(0, 0.9, Math.max(0, d.el) / (PI / 2)))
    let c: Rgb = d.el >= 0 ? wall : mixRgb([0.4, 0.4, 0.42], [0.16, 0.16, 0.165], smoothstep(-deg(2), deg(40), -d.el))
    c = mixRgb(c, [9, 8.8, 8.4], softbox(d, front(0.85), deg(32), deg(16), deg(11))) // key
    c = mixRgb(c, [3.6, 3.7, 4], softbox(d, front(-1.25), deg(24), deg(13), deg(13))) // fill
    c = mixRgb(c, [5, 5, 5], softbox(d, front(PI), deg(18), deg(28), deg(5))) // rim strip behind
    c = mixRgb(c, [6, 6, 6], 1 - smoothstep(deg(9), deg(11), PI / 2 - d.el)) // overhead
    return c
  },
}

// ---- forest -------------------------------------------------------------------------------
const FOREST_SUN = direction(front(-0.75), deg(48))
/** Top of a row of conifers at this azimuth: N trees around the horizon, seeded. */
function treeline(az: number, count: number, base: number, tip: [number, number], seed: number): number {
  const u = around(az, count)
  const i = Math.floor(u)
  let top = base + deg(1.5) * fbm2(u / 9, 0.5, count / 9, 3, seed)
  for (let j = i - 2; j <= i + 2; j++) {
    const k = ((j % count) + count) % count
    const centre = j + 0.2 + 0.6 * hash2(k, 1, seed)
    const half = 0.7 + 0.6 * hash2(k, 2, seed)
    const height = tip[0] + (tip[1] - tip[0]) * hash2(k, 3, seed)
    top = Math.max(top, base + height * Math.max(0, 1 - Math.abs(u - centre) / half))
  }
  return top
}
export const forest: SkyPainter = {
  paint(d) {
    const horizon: Rgb = [0.78, 0.88, 0.98]
    if (d.el < deg(-1)) return mixRgb([0.05, 0.07, 0.03], [0.025, 0.04, 0.015], smoothstep(0, deg(30), -d.el))
    let c = mixRgb(horizon, [0.16, 0.34, 0.85], smoothstep(0, 0.75, Math.max(0, d.el) / (PI / 2)))
    const s = Math.max(0, dot(d, FOREST_SUN))
    c = addRgb(c, [1.6, 1.4, 1.05], lobe(s, 160))
    // Flat-lit cloud interiors (shade by height only) keep rows compressible; 4 octaves of edge.
    const n = d.el > deg(5) ? fbm3(d.x * 4, d.y * 7, d.z * 4, 4, 21) : 0
    const cloud = smoothstep(0.6, 0.64, n) * smoothstep(deg(6), deg(16), d.el)
    c = mixRgb(c, mixRgb([1.35, 1.35, 1.42], [1.85, 1.82, 1.78], smoothstep(deg(10), deg(60), d.el)), cloud)
    c = mixRgb(c, [140, 130, 110], sunDisk(d, FOREST_SUN, deg(0.8)) * (1 - cloud))
    // Tall enough to show over the terrain's rim hills (about 9°) as a forest beyond them.
    const far = below(d.el, treeline(d.az, 520, deg(7), [deg(1), deg(3)], 31))
    c = mixRgb(c, [0.2, 0.3, 0.32], far)
    const near = below(d.el, treeline(d.az, 260, deg(5), [deg(3), deg(8.5)], 37))
    const shade = 0.7 + 0.3 * hash2(Math.floor(around(d.az, 260)), 9, 37)
    return mixRgb(c, [0.018 * shade, 0.04 * shade, 0.02 * shade], near)
  },
}

// ---- city ---------------------------------------------------------------------------------
interface Building {
  top: number
  /** Position across the building, 0..1, for the window columns. */
  across: number
  index: number
}
function skyline(az: number, count: number, min: number, max: number, seed: number): Building {
  const u = around(az, count)
  const index = ((Math.floor(u) % count) + count) % count
  const frac = u - Math.floor(u)
  const gap = hash2(index, 4, seed) < 0.3 ? 0.12 : 0 // some buildings stand apart
  const inside = frac > gap && frac < 1 - gap
  const tall = hash2(index, 5, seed) ** 2.2
  return { top: inside ? min + (max - min) * tall : min * 0.6, across: (frac - gap) / (1 - 2 * gap), index }
}
export const city: SkyPainter = {
  paint(d) {
    const toward = (0.5 + 0.5 * Math.cos(d.az - front(0.25))) ** 2
    const horizon = mixRgb([0.42, 0.36, 0.42], [1.25, 0.68, 0.36], toward)
    if (d.el < deg(-1)) return mixRgb([0.05, 0.045, 0.05], [0.025, 0.025, 0.03], smoothstep(0, deg(30), -d.el))
    let c = mixRgb(horizon, [0.3, 0.27, 0.42], smoothstep(0, 0.25, Math.max(0, d.el) / (PI / 2)))
    c = mixRgb(c, [0.05, 0.09, 0.24], smoothstep(0.15, 0.8, Math.max(0, d.el) / (PI / 2)))
    const far = skyline(d.az, 300, deg(1.5), deg(7), 51)
    c = mixRgb(c, mixRgb(horizon, [0.12, 0.1, 0.14], 0.55), below(d.el, far.top))
    const near = skyline(d.az, 150, deg(2.5), deg(17), 53)
    const cover = below(d.el, near.top)
    if (cover === 0) return c
    let wall: Rgb = [0.016, 0.017, 0.024]
    // Windows: a grid on each building, about 40% lit, warm with a few cool ones.
    const col = Math.floor(near.across * 7)
    const row = Math.floor(d.el / deg(0.42))
    const cu = near.across * 7 - col
    const cv = d.el / deg(0.42) - row
    if (near.across > 0.06 && near.across < 0.94 && d.el < near.top - deg(0.5) && cu > 0.25 && cu < 0.75 && cv > 0.3 && cv < 0.75) {
      const h = hash2(near.index * 16 + col, row, 59)
      if (h > 0.6) {
        const warm = hash2(near.index, row * 3 + col, 61) > 0.2
        wall = scale(warm ? [1.3, 0.85, 0.42] : [0.55, 0.75, 1.1], 0.45 + 0.8 * hash2(col, row, near.index))
      }
    }
    return mixRgb(c, wall, cover)
  },
}

export const SKIES = { studio, sunset, night, forest, city } as const
export type SkyName = keyof typeof SKIES

/**
 * Paints a sky into a width × height equirect image (top row = straight up). Rows away from the
 * horizon are painted in blocks of 1/cos(elevation) pixels: an equirect row there spans a
 * smaller circle, so a block is about one equator pixel wide in angle. Nothing is lost to the
 * eye, and the runs of equal bytes keep the encoded file small.
 */
export function renderSky(painter: SkyPainter, width: number, height: number): Float32Array {
  const rgb = new Float32Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    const el = (0.5 - (y + 0.5) / height) * PI
    const block = Math.max(1, Math.min(64, Math.floor(1 / Math.cos(el))))
    for (let x0 = 0; x0 < width; x0 += block) {
      const az = (Math.min(width, x0 + block / 2) / width - 0.5) * 2 * PI
      const c = painter.paint(direction(az, el))
      for (let x = x0; x < Math.min(width, x0 + block); x++) rgb.set(c, (y * width + x) * 3)
    }
  }
  painter.post?.(rgb, width, height)
  return rgb
}
