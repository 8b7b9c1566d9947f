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

const makers: Record<ShapeType, () => BufferGeometry> = {
  plane: () => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
  cube: () => new BoxGeometry(1, 1, 1),
  sphere: () => new SphereGeometry(0.5, 48, 24),
  cylinder: () => new CylinderGeometry(0.5, 0.5, 1, 48),
  cone: () => new ConeGeometry(0.5, 1, 48),
  pyramid: () => new ConeGeometry(0.6, 1, 4).rotateY(Math.PI / 4),
  capsule: () => new CapsuleGeometry(0.35, 0.6, 8, 24),
  torus: () => new TorusGeometry(0.4, 0.15, 24, 64),
  rectangle: () => new PlaneGeometry(1, 0.7),
  ellipse: () => new CircleGeometry(0.5, 48).scale(1, 0.7, 1),
  triangle: () => new CircleGeometry(0.55, 3).rotateZ(Math.PI / 2),
  pentagon: () => new CircleGeometry(0.5, 5).rotateZ(Math.PI / 2),
  star: () => new ShapeGeometry(starShape()),
}

const cache = new Map<ShapeType, BufferGeometry>()

/** One shared geometry per shape type: a thousand cubes cost one upload, not a thousand. */
export function shapeGeometry(shape: ShapeType): BufferGeometry {
  let geometry = cache.get(shape)
  if (!geometry) {
    geometry = makers[shape]()
    cache.set(shape, geometry)
  }
  return geometry
}

export const isFlatShape = (shape: ShapeType) => ['rectangle', 'ellipse', 'triangle', 'pentagon', 'star'].includes(shape)

export function triangleCount(geometry: BufferGeometry): number {
  return geometry.index ? geometry.index.count / 3 : geometry.getAttribute('position').count / 3
}
