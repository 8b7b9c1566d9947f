import type { SceneDocument, SceneNode, ShapeType, Vec3 } from './schema'
import { compose, IDENTITY, multiply, type Affine } from './world-transform'
import { libraryDims } from './library-models'

/**
 * World-space axis-aligned bounding boxes, computed the way the renderer draws the document
 * (three's T·R·S with Euler XYZ, groups composing their children). Pure maths, so tests and the
 * layout step can check overlap and support without a renderer.
 */
export interface Box {
  min: Vec3
  max: Vec3
}
export interface ObjectBounds extends Box {
  id: string
  name: string
}

/** Half extents of each shape's geometry around its origin (see scene-render/geometries.ts). */
export const SHAPE_HALF: Record<ShapeType, Vec3> = {
  plane: [0.5, 0, 0.5],
  cube: [0.5, 0.5, 0.5],
  sphere: [0.5, 0.5, 0.5],
  cylinder: [0.5, 0.5, 0.5],
  cone: [0.5, 0.5, 0.5],
  // A four-sided cone of radius 0.6 turned 45°: a square base 0.6·√2 wide.
  pyramid: [0.6 / Math.SQRT2, 0.5, 0.6 / Math.SQRT2],
  capsule: [0.35, 0.65, 0.35],
  torus: [0.55, 0.55, 0.15],
  rectangle: [0.5, 0.35, 0],
  ellipse: [0.5, 0.35, 0],
  triangle: [0.55, 0.55, 0],
  pentagon: [0.5, 0.5, 0],
  star: [0.5, 0.5, 0],
}

/** The renderer's T·R·S matrix (one definition, shared with the scene's reparenting). */
export const transformMatrix = compose

/** The AABB of a local box (centre, half extents) after the matrix: exact for boxes. */
function transformBox(m: Affine, centre: Vec3, half: Vec3): Box {
  const min: Vec3 = [0, 0, 0]
  const max: Vec3 = [0, 0, 0]
  for (let r = 0; r < 3; r++) {
    const c = m[r * 4] * centre[0] + m[r * 4 + 1] * centre[1] + m[r * 4 + 2] * centre[2] + m[r * 4 + 3]
    const h = Math.abs(m[r * 4]) * half[0] + Math.abs(m[r * 4 + 1]) * half[1] + Math.abs(m[r * 4 + 2]) * half[2]
    min[r] = c - h
    max[r] = c + h
  }
  return { min, max }
}

/** What a node itself occupies in its own frame (centre, half extents), or null when it draws nothing solid. */
export function localExtent(node: SceneNode): { centre: Vec3; half: Vec3 } | null {
  switch (node.kind) {
    case 'shape':
      return { centre: [0, 0, 0], half: SHAPE_HALF[node.shape] }
    case 'text': {
      const t = node.text
      const h = t.fontSize * 0.01
      const lines = t.content.split('\n')
      const w = Math.max(...lines.map((l) => l.length), 1) * h * 0.55
      const hy = (h * lines.length) / 2
      const cx = t.horizontal === 'left' ? w / 2 : t.horizontal === 'right' ? -w / 2 : 0
      const cy = t.vertical === 'top' ? -hy : t.vertical === 'bottom' ? hy : 0
      return { centre: [cx, cy, 0], half: [w / 2, hy, t.extrusion] }
    }
    case 'model': {
      // Library models stand on y = 0, centred on x/z; without their size a metre cube is the guess.
      const d = libraryDims(node.assetId)
      return d ? { centre: [0, d[1] / 2, 0], half: [d[0] / 2, d[1] / 2, d[2] / 2] } : { centre: [0, 0.5, 0], half: [0.5, 0.5, 0.5] }
    }
    case 'image':
      return { centre: [0, 0, 0], half: [0.5, 0.5, 0] }
    case 'video':
      return { centre: [0, 0, 0], half: [0.8, 0.45, 0] }
    case 'hotspot':
      return { centre: [0, 0, 0], half: [0.24, 0.12, 0.24] }
    case 'vector':
      // The drawing is a metre on its longer side, standing on y = 0, its depth centred.
      return { centre: [0, 0.5, 0], half: [0.5, 0.5, node.vector.extrude ? node.vector.depth / 2 + node.vector.bevel : 0] }
    case 'sprite':
      return { centre: [0, 0, 0], half: [0.5, 0.5, 0] }
    default:
      return null
  }
}

export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b
  if (!b) return a
  return {
    min: [Math.min(a.min[0], b.min[0]), Math.min(a.min[1], b.min[1]), Math.min(a.min[2], b.min[2])],
    max: [Math.max(a.max[0], b.max[0]), Math.max(a.max[1], b.max[1]), Math.max(a.max[2], b.max[2])],
  }
}

export function childrenIndex(doc: SceneDocument): Map<string | null, SceneNode[]> {
  const index = new Map<string | null, SceneNode[]>()
  for (const node of Object.values(doc.nodes)) {
    const list = index.get(node.parentId)
    if (list) list.push(node)
    else index.set(node.parentId, [node])
  }
  return index
}

/** World AABB of a node and everything under it; `parent` is the parent's world matrix. */
export function nodeBounds(node: SceneNode, children: Map<string | null, SceneNode[]>, parent: Affine = IDENTITY): Box | null {
  const m = multiply(parent, transformMatrix(node.transform))
  const own = localExtent(node)
  let box = own ? transformBox(m, own.centre, own.half) : null
  for (const child of children.get(node.id) ?? []) box = unionBox(box, nodeBounds(child, children, m))
  return box
}

/** World AABBs of the document's top-level objects that draw something solid (lights and sounds do not). */
export function sceneBounds(doc: SceneDocument): ObjectBounds[] {
  const children = childrenIndex(doc)
  const out: ObjectBounds[] = []
  for (const node of children.get(null) ?? []) {
    const box = nodeBounds(node, children)
    if (box) out.push({ id: node.id, name: node.name, ...box })
  }
  return out
}

/** True when the boxes share volume beyond `tolerance` (touching faces do not count). */
export function boxesOverlap(a: Box, b: Box, tolerance = 0.001): boolean {
  for (let i = 0; i < 3; i++) if (a.max[i] - tolerance <= b.min[i] || b.max[i] - tolerance <= a.min[i]) return false
  return true
}

/** True when `top` sits on `base`: its bottom meets base's top and their footprints overlap. */
export function restsOn(top: Box, base: Box, tolerance = 0.001): boolean {
  if (Math.abs(top.min[1] - base.max[1]) > tolerance) return false
  return top.min[0] < base.max[0] - tolerance && base.min[0] < top.max[0] - tolerance && top.min[2] < base.max[2] - tolerance && base.min[2] < top.max[2] - tolerance
}
