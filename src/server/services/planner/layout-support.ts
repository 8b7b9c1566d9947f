import type { Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import { partBoxes, stackTop, surfacesOf, type Surface } from './catalog/support'
import { partBox, type ObjectSpec } from './catalog/dsl'
import { Occupancy, type Rect } from '../../../shared/scene/space-index'

/**
 * Placing things on the usable tops of an object, inside its container, or on a wall: the
 * object's own parts are the obstacles (a cat on a sofa sits on the cushion between the arms),
 * and a top too small for the thing is never used (no lamp on a lamp's shade, no cake on a flame).
 */
export interface Frame {
  position: Vec3
  rotY: number
  scale: Vec3
}

/** A point in an object's own metres to the world. */
export function toWorld(p: Vec3, f: Frame): Vec3 {
  const c = Math.cos(f.rotY)
  const s = Math.sin(f.rotY)
  const x = p[0] * f.scale[0]
  const y = p[1] * f.scale[1]
  const z = p[2] * f.scale[2]
  return [f.position[0] + c * x + s * z, f.position[1] + y, f.position[2] - s * x + c * z]
}

export function boxToWorld(b: Box, f: Frame): Box {
  const min: Vec3 = [Infinity, Infinity, Infinity]
  const max: Vec3 = [-Infinity, -Infinity, -Infinity]
  for (const x of [b.min[0], b.max[0]]) {
    for (const y of [b.min[1], b.max[1]]) {
      for (const z of [b.min[2], b.max[2]]) {
        const w = toWorld([x, y, z], f)
        for (let i = 0; i < 3; i++) {
          min[i] = Math.min(min[i], w[i])
          max[i] = Math.max(max[i], w[i])
        }
      }
    }
  }
  return { min, max }
}

/** Thinner than this a piece lying on a top is part of the top (1.5 cm). */
const PAINT = 0.015
/** Thin pieces on a top (paint, cheese, a tablecloth): not in the way, but what goes there sits on them. */
const paint = new WeakMap<Occupancy, Box[]>()

const sameBox = (a: Box, b: Box) => a.min.every((v, i) => Math.abs(v - b.min[i]) < 1e-6) && a.max.every((v, i) => Math.abs(v - b.max[i]) < 1e-6)

/** The occupancy without the target's own box, with its parts in its place. */
function withParts(occupancy: Occupancy, target: Box, spec: ObjectSpec, frame: Frame): Occupancy {
  const occ = new Occupancy()
  // A box holding the whole target is what it is tucked under (a basket under a tree): its own parts already kept clear of it.
  const holds = (b: Box) => b.min.every((v, i) => v <= target.min[i] + 1e-6) && b.max.every((v, i) => v >= target.max[i] - 1e-6)
  for (const b of occupancy.boxes) if (!sameBox(b, target) && !holds(b)) occ.add(b)
  // Paint on a top (a road's markings, a hob's burners, a tablecloth) is not in the way: what goes there sits on it.
  for (const p of partBoxes(spec)) if (p.max[1] - p.min[1] >= PAINT) occ.add(boxToWorld(p, frame))
  paint.set(occ, partBoxes(spec).filter((p) => p.max[1] - p.min[1] < PAINT).map((p) => boxToWorld(p, frame)))
  return occ
}

/**
 * How much wider than a top a thing on it may be (an owl on a book): at 1.7 on both sides the top
 * still holds over a third of its footprint, under its middle. Tips, flames and rails stay far
 * narrower than that.
 */
const OVERHANG = 1.7

export interface SurfaceSpot {
  centre: Vec3
  /** Shrunk to fit a container. */
  k?: number
  /** Turned a quarter about Y to fit (its x and z sizes swapped). */
  turn?: boolean
}

/** A free spot for a body of `size` on one of the object's usable tops, biggest top first. */
export function spotOnTop(occupancy: Occupancy, target: Box, spec: ObjectSpec, frame: Frame, size: Vec3, self?: ObjectSpec, shrink = false, pack = false, low = false, level?: number): SurfaceSpot | null {
  // 'books on every shelf': only the tops at that height.
  const tops = surfacesOf(spec).filter((t) => level === undefined || Math.abs(t.y - level) < 0.01)
  // A dome much wider than the thing holds it at its crown (a penguin on an igloo), never a tip.
  // (Or a small thing on a roof's peak: a stork on a house, a bird on a tent.)
  const crown = spec.parts.map((p) => ({ p, b: partBox(p) })).filter(({ p }) => p.shape === 'sphere' || p.shape === 'capsule' || p.shape === 'pyramid' || p.shape === 'cone').sort((a, b) => b.b.max[1] - a.b.max[1])[0]
  const peak = crown && (crown.p.shape === 'pyramid' || crown.p.shape === 'cone')
  if (crown && crown.b.max[1] >= spec.size[1] * (peak ? 0.85 : 1) - 0.01 && (crown.b.max[0] - crown.b.min[0]) * (crown.b.max[2] - crown.b.min[2]) >= (peak ? 16 : 0.8) * size[0] * size[2]) {
    const c = crown.b
    const w = Math.min(size[0], c.max[0] - c.min[0]) / 2
    const d = Math.min(size[2], c.max[2] - c.min[2]) / 2
    tops.push({ y: c.max[1], minX: (c.min[0] + c.max[0]) / 2 - w, maxX: (c.min[0] + c.max[0]) / 2 + w, minZ: (c.min[2] + c.max[2]) / 2 - d, maxZ: (c.min[2] + c.max[2]) / 2 + d, part: -1 })
  }
  // No top that could hold it (a dog, a horse, a cow: ears and a snout at most): a bird or a cat rests on its back, the top of its biggest
  // rounded piece, over the middle half of it, when that piece is at least as big as what goes on it.
  // (And before a top smaller than its back: a cat on a horse sits on its back, not on its head.)
  const area = (r: { minX: number; maxX: number; minZ: number; maxZ: number }) => (r.maxX - r.minX) * (r.maxZ - r.minZ)
  const holding = tops.filter((t) => size[0] <= (t.maxX - t.minX) * OVERHANG && size[2] <= (t.maxZ - t.minZ) * OVERHANG)
  const back = spec.parts.filter((p) => p.shape === 'capsule' || p.shape === 'sphere' || (p.shape === 'cylinder' && !!p.rot)).map((p) => partBox(p)).sort((a, b) => (b.max[0] - b.min[0]) * (b.max[2] - b.min[2]) - (a.max[0] - a.min[0]) * (a.max[2] - a.min[2]))[0]
  const backArea = back ? (back.max[0] - back.min[0]) * (back.max[2] - back.min[2]) : 0
  const backHolds = !!back && !low && size[0] <= (back.max[0] - back.min[0]) * OVERHANG && size[2] <= (back.max[2] - back.min[2]) * OVERHANG
  if (back && backHolds && backArea >= size[0] * size[2] && holding.every((t) => area(t) < 0.5 * backArea)) {
    const [cx, cz] = [(back.min[0] + back.max[0]) / 2, (back.min[2] + back.max[2]) / 2]
    const [w, d] = [Math.max(size[0], (back.max[0] - back.min[0]) / 2) / 2, Math.max(size[2], (back.max[2] - back.min[2]) / 2) / 2]
    tops.unshift({ y: back.max[1], minX: cx - w, maxX: cx + w, minZ: cz - d, maxZ: cz + d, part: -1 })
  }
  // 'Books in the bookcase': the tops inside it, lowest first.
  if (low) tops.sort((a, b) => a.y - b.y)
  const stack = self && self.key === spec.key ? stackTop(spec) : null
  if (stack) tops.unshift(stack)
  if (!tops.length) return null
  const occ = withParts(occupancy, target, spec, frame)
  const found = onTops(occ, tops, frame, size, pack)
  if (found || !shrink) return found
  // Too big for any top (a volcano model on a table): a model of it, small enough to fit the biggest.
  const t = tops[0]
  const r = boxToWorld({ min: [t.minX, t.y, t.minZ], max: [t.maxX, t.y, t.maxZ] }, frame)
  const k = Math.min((r.max[0] - r.min[0]) / size[0], (r.max[2] - r.min[2]) / size[2]) * 0.9
  // Only onto a real top (not a rail's or a leg's end), and no smaller than a tenth.
  if (!(k >= 0.1) || k >= 1 || r.max[0] - r.min[0] < 0.2 || r.max[2] - r.min[2] < 0.2) return null
  const small = onTops(occ, [t], frame, size.map((v) => v * k) as Vec3, pack)
  return small && { ...small, k }
}

/** Several things pack from one end of the top, so more of them fit; one goes in the middle. */
function onTops(occ: Occupancy, tops: Surface[], frame: Frame, size: Vec3, pack: boolean): SurfaceSpot | null {
  for (const t of tops) {
    const r = boxToWorld({ min: [t.minX, t.y, t.minZ], max: [t.maxX, t.y, t.maxZ] }, frame)
    const rect: Rect = { minX: r.min[0], maxX: r.max[0], minZ: r.min[2], maxZ: r.max[2] }
    // A little overhang is fine (a TV on a narrower cabinet, a pizza on a plate), centred on that side.
    const w = rect.maxX - rect.minX
    const d = rect.maxZ - rect.minZ
    if (size[0] > w * OVERHANG || size[2] > d * OVERHANG) continue
    if (size[0] > w) [rect.minX, rect.maxX] = [(rect.minX + rect.maxX) / 2 - size[0] / 2, (rect.minX + rect.maxX) / 2 + size[0] / 2]
    if (size[2] > d) [rect.minZ, rect.maxZ] = [(rect.minZ + rect.maxZ) / 2 - size[2] / 2, (rect.minZ + rect.maxZ) / 2 + size[2] / 2]
    const y = Math.max(r.max[1], ...(paint.get(occ) ?? []).filter((p) => p.max[1] <= r.max[1] + PAINT && p.min[1] >= r.max[1] - 0.012 && p.max[0] > rect.minX && p.min[0] < rect.maxX && p.max[2] > rect.minZ && p.min[2] < rect.maxZ).map((p) => p.max[1]))
    const c = occ.searchFine([pack ? rect.minX : (rect.minX + rect.maxX) / 2, (rect.minZ + rect.maxZ) / 2], size, y, rect, 0.01)
    if (c) return { centre: c }
  }
  return null
}

/** Swimmers float in the middle of a tank; everything else rests on its floor, then on what is there. */
export function spotInside(occupancy: Occupancy, target: Box, spec: ObjectSpec, frame: Frame, size: Vec3, swims: boolean, share = 1): SurfaceSpot | null {
  if (!spec.inside) return null
  const inner = boxToWorld(spec.inside, frame)
  const [iw, ih, id] = [inner.max[0] - inner.min[0], inner.max[1] - inner.min[1], inner.max[2] - inner.min[2]]
  // Several going in (three roses in a vase, apples in a basket): small enough for all of them on its floor.
  const cols = Math.ceil(Math.sqrt(share))
  const rows = Math.ceil(share / cols)
  const fitOf = (s: Vec3) => Math.min(1, (iw * 0.9) / (s[0] * cols), (id * 0.9) / (s[2] * rows), (ih * 0.95) / s[1])
  // A long thing in a deep holder (a car in a garage, a boat in a tub) goes in lengthwise: turned a quarter when that fits it better.
  const across: Vec3 = [size[2], size[1], size[0]]
  const turn = share === 1 && fitOf(across) > fitOf(size) + 0.01
  // (One that fits either way may still need turning to pass what is in there already: a bike beside the car.)
  const ways: [Vec3, boolean][] = turn ? [[across, true]] : share === 1 && fitOf(across) >= fitOf(size) - 1e-9 ? [[size, false], [across, true]] : [[size, false]]
  const occ = withParts(occupancy, target, spec, frame)
  const rect: Rect = { minX: inner.min[0], maxX: inner.max[0], minZ: inner.min[2], maxZ: inner.max[2] }
  // One goes in the middle; several pack from a corner so the last of them still finds room.
  const near: [number, number] = share > 1 && !swims ? [rect.minX, rect.minZ] : [(rect.minX + rect.maxX) / 2, (rect.minZ + rect.maxZ) / 2]
  // What is inside already (fish swimming in the middle) may leave room only for a smaller one:
  // a plant put in a tank with fish is a water plant, not a plant beside the tank.
  for (const squeeze of [1, 0.7, 0.5]) {
    for (const [way, turned] of ways) {
      const k = fitOf(way) * squeeze
      const s: Vec3 = [way[0] * k, way[1] * k, way[2] * k]
      const floors = swims ? [inner.min[1] + Math.max(0.02, (ih - s[1]) * 0.45)] : []
      for (let y = inner.min[1]; y + s[1] <= inner.max[1] + 1e-6; y += s[1]) floors.push(y)
      for (const y of floors) {
        const c = occ.searchFine(near, s, y, rect, 0)
        if (c) return { centre: c, k: k < 1 ? k : undefined, turn: turned || undefined }
      }
    }
  }
  return null
}

/** On the wall's front face, at eye height or just above the thing it hangs over. */
export function spotOnWall(occupancy: Occupancy, wall: Box, size: Vec3, over?: Box): SurfaceSpot | null {
  const face = wall.max[2]
  const rect: Rect = { minX: wall.min[0], maxX: wall.max[0], minZ: face, maxZ: face + size[2] }
  const top = wall.max[1] - 0.1
  let y = Math.max(0.9, 1.55 - size[1] / 2)
  let x = (wall.min[0] + wall.max[0]) / 2
  if (over) {
    y = over.max[1] + 0.25
    x = (over.min[0] + over.max[0]) / 2
  }
  if (y + size[1] > top) y = Math.max(0.05, top - size[1])
  const occ = new Occupancy()
  for (const b of occupancy.boxes) if (!sameBox(b, wall)) occ.add(b)
  const c = occ.searchFine([x, face + size[2] / 2], size, y, rect, 0.05)
  return c ? { centre: c } : null
}
