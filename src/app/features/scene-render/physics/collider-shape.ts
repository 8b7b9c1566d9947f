import * as THREE from 'three'
import type { ResolvedBody } from '@shared/scene/behaviours'

type V3 = [number, number, number]

/**
 * A collider in its rigid body's frame: the node's group without its position and rotation, but
 * with its scale (so a cube scaled 2×1×1 gets a 2×1×1 box). Args are what Rapier's ColliderDesc
 * takes for the shape.
 */
export type ColliderSpec =
  | { shape: 'cuboid'; args: V3; position: V3 }
  | { shape: 'ball'; args: [radius: number]; position: V3 }
  | { shape: 'capsule'; args: [halfHeight: number, radius: number]; position: V3 }
  | { shape: 'trimesh'; args: [vertices: Float32Array, indices: Uint32Array]; position: V3 }
  | { shape: 'convexHull'; args: [vertices: Float32Array]; position: V3 }

/**
 * Flat things (a plane, an image, a 2D shape) still need some volume to be stood on: thin axes
 * grow to this many metres, behind their face (below a floor plane, so what rests on it rests at
 * the surface that is drawn).
 */
export const MIN_THICKNESS = 0.05
/** Used when a node draws nothing measurable (an audio source, an empty group, a failed model). */
export const FALLBACK_HALF_EXTENT = 0.25

export interface Bounds {
  min: V3
  max: V3
}

function thickened({ min, max }: Bounds): Bounds {
  const lo = [...min] as V3
  for (let i = 0; i < 3; i++) if (max[i] - lo[i] < MIN_THICKNESS) lo[i] = max[i] - MIN_THICKNESS
  return { min: lo, max: [...max] as V3 }
}

/** Box, Sphere and Capsule colliders from the content's bounds in the body's frame. */
export function primitiveCollider(shape: 'cuboid' | 'ball' | 'capsule', bounds: Bounds): ColliderSpec {
  const { min, max } = thickened(bounds)
  const size = [max[0] - min[0], max[1] - min[1], max[2] - min[2]] as V3
  const position = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2] as V3
  if (shape === 'ball') return { shape, args: [Math.max(...size) / 2], position }
  if (shape === 'capsule') {
    // Upright, like Unity's default capsule: the round part covers the footprint, the rest is height.
    const radius = Math.max(size[0], size[2]) / 2
    return { shape, args: [Math.max(size[1] / 2 - radius, 0.001), radius], position }
  }
  return { shape, args: [size[0] / 2, size[1] / 2, size[2] / 2], position }
}

export function fallbackCollider(): ColliderSpec {
  const h = FALLBACK_HALF_EXTENT
  return { shape: 'cuboid', args: [h, h, h], position: [0, 0, 0] }
}

const scratch = new THREE.Matrix4()
const box = new THREE.Box3()

/** Meshes under `root`, with their matrices relative to `frame` (world matrices must be current). */
function eachMesh(root: THREE.Object3D, frame: THREE.Object3D, visit: (mesh: THREE.Mesh, relative: THREE.Matrix4) => void) {
  const inverse = new THREE.Matrix4().copy(frame.matrixWorld).invert()
  root.traverse((o) => {
    const mesh = o as THREE.Mesh
    // Points, lines and sprites (particles, helpers) are not solid.
    if (!mesh.isMesh || !mesh.geometry?.getAttribute('position')) return
    visit(mesh, scratch.multiplyMatrices(inverse, mesh.matrixWorld))
  })
}

/** The bounds of every mesh under `root`, in `frame`'s space; null when there is none. */
export function measureBounds(root: THREE.Object3D, frame: THREE.Object3D): Bounds | null {
  const total = new THREE.Box3()
  frame.updateWorldMatrix(true, true)
  eachMesh(root, frame, (mesh, relative) => {
    if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox()
    box.copy(mesh.geometry.boundingBox!).applyMatrix4(relative)
    total.union(box)
  })
  if (total.isEmpty()) return null
  return { min: total.min.toArray() as V3, max: total.max.toArray() as V3 }
}

/** Every triangle under `root` in `frame`'s space, for trimesh and convex-hull colliders. */
export function collectTriangles(root: THREE.Object3D, frame: THREE.Object3D): { vertices: Float32Array; indices: Uint32Array } {
  const vertices: number[] = []
  const indices: number[] = []
  const v = new THREE.Vector3()
  frame.updateWorldMatrix(true, true)
  eachMesh(root, frame, (mesh, relative) => {
    const position = mesh.geometry.getAttribute('position')
    const base = vertices.length / 3
    for (let i = 0; i < position.count; i++) {
      v.fromBufferAttribute(position, i).applyMatrix4(relative)
      vertices.push(v.x, v.y, v.z)
    }
    const index = mesh.geometry.getIndex()
    if (index) for (let i = 0; i < index.count; i++) indices.push(base + index.getX(i))
    else for (let i = 0; i < position.count; i++) indices.push(base + i)
  })
  return { vertices: new Float32Array(vertices), indices: new Uint32Array(indices) }
}

/** The collider for a body's resolved shape, from what its node draws; null while it draws nothing yet. */
export function colliderFor(collider: ResolvedBody['collider'], content: THREE.Object3D, frame: THREE.Object3D): ColliderSpec | null {
  const bounds = measureBounds(content, frame)
  if (!bounds) return null
  if (collider === 'trimesh' || collider === 'convexHull') {
    const { vertices, indices } = collectTriangles(content, frame)
    // A flat mesh has no hull volume: a thin box behind its face stands in for it.
    const flat = bounds.max.some((m, i) => m - bounds.min[i] < MIN_THICKNESS)
    if (collider === 'convexHull') return flat ? primitiveCollider('cuboid', bounds) : { shape: 'convexHull', args: [vertices], position: [0, 0, 0] }
    return { shape: 'trimesh', args: [vertices, indices], position: [0, 0, 0] }
  }
  return primitiveCollider(collider, bounds)
}

/** Same measured content, same collider: a cheap signature to tell when loading has settled. */
export const boundsKey = (b: Bounds | null) => (b ? [...b.min, ...b.max].map((n) => n.toFixed(4)).join(',') : '')
