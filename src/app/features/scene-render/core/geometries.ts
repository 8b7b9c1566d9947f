import { BoxGeometry, CapsuleGeometry, CircleGeometry, ConeGeometry, CylinderGeometry, PlaneGeometry, Shape, ShapeGeometry, SphereGeometry, TorusGeometry, type BufferGeometry } from 'three'
import type { ShapeType } from '@shared/scene/schema'

function starShape(points = 5, outer = 0.5, inner = 0.22): Shape {
  const shape = new Shape()
  for (let i = 0; i <= points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (i / (points * 2)) * Math.PI * 2 + Math.PI / 2
    const x = Math.cos(a) * r
    const y = Math.sin(a) * r
    if (i === 0) shape.moveTo(x, y)
    else shape.lineTo(x, y)
  }
  return shape
}

/** Segments at a level of detail `d` (1: full), never under `min`. */
const seg = (n: number, d: number, min = 3) => Math.max(min, Math.round(n * d))

const makers: Record<ShapeType, (d: number) => BufferGeometry> = {
  plane: () => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
  cube: () => new BoxGeometry(1, 1, 1),
  sphere: (d) => new SphereGeometry(0.5, seg(48, d), seg(24, d, 2)),
  cylinder: (d) => new CylinderGeometry(0.5, 0.5, 1, seg(48, d)),
  cone: (d) => new ConeGeometry(0.5, 1, seg(48, d)),
  pyramid: () => new ConeGeometry(0.6, 1, 4).rotateY(Math.PI / 4),
  capsule: (d) => new CapsuleGeometry(0.35, 0.6, seg(8, d, 2), seg(24, d)),
  torus: (d) => new TorusGeometry(0.4, 0.15, seg(24, d), seg(64, d)),
  rectangle: () => new PlaneGeometry(1, 0.7),
  ellipse: (d) => new CircleGeometry(0.5, seg(48, d)).scale(1, 0.7, 1),
  triangle: () => new CircleGeometry(0.55, 3).rotateZ(Math.PI / 2),
  pentagon: () => new CircleGeometry(0.5, 5).rotateZ(Math.PI / 2),
  star: () => new ShapeGeometry(starShape()),
}

/**
 * The round outlines of each curved shape at full detail: [segments around a whole turn, radius].
 * A coarser copy is drawn only where each outline's deviation from the true curve stays under
 * half a pixel (see `detailFor`): the same silhouette, far fewer triangles for small objects.
 */
const outlines: Partial<Record<ShapeType, [number, number][]>> = {
  sphere: [[48, 0.5]],
  cylinder: [[48, 0.5]],
  cone: [[48, 0.5]],
  // Radial 24; the caps' 8 segments per quarter turn make 32 a turn.
  capsule: [[24, 0.35], [32, 0.35]],
  // The tube (24 around 0.15) and the ring (64 around 0.55 at its outer edge).
  torus: [[24, 0.15], [64, 0.55]],
  ellipse: [[48, 0.5]],
}

/** Coarser levels, each a fraction of the full segment counts. */
export const DETAIL_LEVELS = [1, 0.5, 0.25] as const
/** How far (pixels) a coarser outline may stray from the full one's curve. */
const MAX_ERROR_PX = 0.5

const cache = new Map<ShapeType, BufferGeometry>()
const detail = new WeakMap<BufferGeometry, { shape: ShapeType; levels: (BufferGeometry | undefined)[] }>()

/** One shared geometry per shape type: a thousand cubes cost one upload, not a thousand. */
export function shapeGeometry(shape: ShapeType): BufferGeometry {
  let geometry = cache.get(shape)
  if (!geometry) {
    geometry = makers[shape](1)
    cache.set(shape, geometry)
    if (outlines[shape]) detail.set(geometry, { shape, levels: [geometry] })
  }
  return geometry
}

/** Whether a geometry is a curved shape's that has coarser levels (what a static batch may swap in). */
export const hasDetailLevels = (geometry: BufferGeometry) => detail.has(geometry)

/**
 * The coarsest level of a shared shape geometry that draws it within half a pixel of its full
 * outline, at `pixelsPerUnit` (screen pixels per geometry unit, for the member nearest the
 * camera). The geometry itself where it has no levels or where full detail is needed.
 */
export function detailFor(geometry: BufferGeometry, pixelsPerUnit: number): BufferGeometry {
  const known = detail.get(geometry)
  if (!known || !Number.isFinite(pixelsPerUnit)) return geometry
  const circles = outlines[known.shape]!
  for (let level = DETAIL_LEVELS.length - 1; level > 0; level--) {
    const d = DETAIL_LEVELS[level]
    // A chord across 2π/n of a circle of radius r strays r(1 - cos(π/n)) from the curve.
    const fits = circles.every(([n, r]) => r * pixelsPerUnit * (1 - Math.cos(Math.PI / seg(n, d))) <= MAX_ERROR_PX)
    if (!fits) continue
    return (known.levels[level] ??= makers[known.shape](d))
  }
  return geometry
}

export const isFlatShape = (shape: ShapeType) => ['rectangle', 'ellipse', 'triangle', 'pentagon', 'star'].includes(shape)

export function triangleCount(geometry: BufferGeometry): number {
  return geometry.index ? geometry.index.count / 3 : geometry.getAttribute('position').count / 3
}
