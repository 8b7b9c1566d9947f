import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { scatter, shore, terrainHeight } from './layout'
import { rockGeometry } from './shapes'
import { matteMaterial } from '../core/matte-material'

/**
 * The flat middle sits 2 cm under y = 0: objects at y = 0 still look grounded, and the editor's
 * grid (at y = 0) draws over it instead of fighting it for depth.
 */
export const TERRAIN_SINK = 0.02
const SEGMENTS = 128

/**
 * What the ground is covered with. Meadow by default; snow when it snows (a snowy scene on green
 * grass reads as wrong); sand by the water when nothing grows there (a beach, a coast, an island).
 */
export type GroundCover = 'meadow' | 'snow' | 'sand'

export function groundCover(on: ReadonlySet<string>): GroundCover {
  if (on.has('snow')) return 'snow'
  if (on.has('water') && !on.has('foliage')) return 'sand'
  return 'meadow'
}

const SAND = new THREE.Color('#B8A77A')
const PALETTES: Record<GroundCover, { low: THREE.Color; high: THREE.Color; rock: THREE.Color }> = {
  meadow: { low: new THREE.Color('#4E7A32'), high: new THREE.Color('#7D8A3C'), rock: new THREE.Color('#77706A') },
  snow: { low: new THREE.Color('#E8EDF3'), high: new THREE.Color('#D5DDE8'), rock: new THREE.Color('#6E7480') },
  sand: { low: new THREE.Color('#D8C49A'), high: new THREE.Color('#C7AE7E'), rock: new THREE.Color('#8C7A62') },
}

export function buildTerrain(cover: GroundCover = 'meadow'): THREE.BufferGeometry {
  const { low, high, rock } = PALETTES[cover]
  const size = ENVIRONMENT_COUNTS.terrainSize
  const geometry = new THREE.PlaneGeometry(size, size, SEGMENTS, SEGMENTS)
  geometry.rotateX(-Math.PI / 2)
  const position = geometry.getAttribute('position')
  for (let i = 0; i < position.count; i++) position.setY(i, terrainHeight(position.getX(i), position.getZ(i), size) - TERRAIN_SINK)
  geometry.computeVertexNormals()
  const normal = geometry.getAttribute('normal')
  const colors = new Float32Array(position.count * 3)
  const c = new THREE.Color()
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i)
    const y = position.getY(i)
    const z = position.getZ(i)
    // Ground cover that changes with height, sand at the waterline, bare rock on steep or high ground.
    const patches = Math.sin(x * 0.21 + Math.cos(z * 0.13) * 2) * Math.cos(z * 0.17 + Math.sin(x * 0.11) * 2)
    c.copy(low).lerp(high, THREE.MathUtils.clamp((y - 1) / 6 + patches * 0.3 + 0.1, 0, 1))
    c.multiplyScalar(0.92 + 0.08 * Math.sin(x * 0.9) * Math.sin(z * 0.7))
    if (cover === 'meadow') c.lerp(SAND, shore(x, z) * THREE.MathUtils.clamp(1 - (y - 0.15) / 0.45, 0, 1))
    c.lerp(rock, THREE.MathUtils.clamp((0.86 - normal.getY(i)) * 6, 0, 1) * 0.85 + THREE.MathUtils.clamp((y - 9) / 5, 0, 0.6))
    colors.set([c.r, c.g, c.b], i * 3)
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3))
  return geometry
}

export function buildRocks(): THREE.InstancedMesh {
  const material = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.92, flatShading: true })
  const mesh = new THREE.InstancedMesh(rockGeometry(), material, ENVIRONMENT_COUNTS.rocks)
  const matrix = new THREE.Matrix4()
  const q = new THREE.Quaternion()
  const tint = new THREE.Color()
  const places = scatter({ count: ENVIRONMENT_COUNTS.rocks, seed: 61, minRadius: 14, maxRadius: 92, spacing: 4 })
  places.forEach((p, i) => {
    const s = 0.6 + p.variation ** 2 * 2.6
    q.setFromEuler(new THREE.Euler(p.variation * 0.5, p.rotation, 0))
    const y = terrainHeight(p.x, p.z) - TERRAIN_SINK - s * 0.18
    matrix.compose(new THREE.Vector3(p.x, y, p.z), q, new THREE.Vector3(s, s, s))
    mesh.setMatrixAt(i, matrix)
    mesh.setColorAt(i, tint.setHSL(0.08, 0.08, 0.45 + p.variation * 0.2))
  })
  mesh.computeBoundingSphere()
  mesh.castShadow = mesh.receiveShadow = true
  return mesh
}

/** Terrain 200 × 200 m with 60 rocks: one mesh and one instanced draw. */
export function Terrain({ cover = 'meadow' }: { cover?: GroundCover }) {
  const ground = useMemo(() => {
    // Matte (core/matte-material): the ground fills most of the frame, and the standard material's
    // GGX terms and second image-light lookup per pixel were most of a frame on software GL.
    const mesh = new THREE.Mesh(buildTerrain(cover), matteMaterial({ vertexColors: true }, 'terrain'))
    mesh.receiveShadow = true
    return mesh
  }, [cover])
  const rocks = useMemo(buildRocks, [])
  useEffect(
    () => () => {
      for (const mesh of [ground, rocks]) {
        mesh.geometry.dispose()
        ;(mesh.material as THREE.Material).dispose()
      }
    },
    [ground, rocks],
  )
  return (
    <>
      <primitive object={ground} />
      <primitive object={rocks} />
    </>
  )
}
