import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { CLEAR_RADIUS, FIRE_POSITION, scatter, terrainHeight, type Placement } from './layout'
import { bushGeometry, grassGeometry, treeGeometry } from './shapes'
import { TERRAIN_SINK } from './terrain'
import { type TimeUniform } from './time'
import { matteMaterial } from '../core/matte-material'

/** Grass bends with the wind, more at the tip, in waves across the field. */
const SWAY = /* glsl */ `
#include <begin_vertex>
#ifdef USE_INSTANCING
  vec3 root = instanceMatrix[3].xyz;
#else
  vec3 root = vec3(0.0);
#endif
float bend = sin(uTime * 1.7 + root.x * 0.31 + root.z * 0.23) * 0.5 + sin(uTime * 2.9 + root.z * 0.5) * 0.25;
transformed.x += bend * 0.12 * position.y;
transformed.z += bend * 0.05 * position.y;
`

interface Kind {
  geometry: () => THREE.BufferGeometry
  count: number
  seed: number
  minRadius: number
  maxRadius: number
  spacing: number
  size: (v: number) => number
  shadows: boolean
  hue: [number, number]
}

const KINDS: Record<'trees' | 'bushes' | 'grass', Kind> = {
  trees: { geometry: treeGeometry, count: ENVIRONMENT_COUNTS.trees, seed: 101, minRadius: CLEAR_RADIUS + 5, maxRadius: 85, spacing: 4, size: (v) => 0.8 + v * 0.9, shadows: true, hue: [0.26, 0.36] },
  bushes: { geometry: bushGeometry, count: ENVIRONMENT_COUNTS.bushes, seed: 103, minRadius: CLEAR_RADIUS + 1.5, maxRadius: 60, spacing: 2, size: (v) => 0.7 + v * 0.8, shadows: true, hue: [0.22, 0.32] },
  grass: { geometry: grassGeometry, count: ENVIRONMENT_COUNTS.grass, seed: 107, minRadius: CLEAR_RADIUS, maxRadius: 30, spacing: 0.8, size: (v) => 0.8 + v * 0.7, shadows: false, hue: [0.2, 0.3] },
}

const nearFire = (x: number, z: number) => Math.hypot(x - FIRE_POSITION[0], z - FIRE_POSITION[2]) < 2.5

function build(kind: Kind, onTerrain: boolean, time: TimeUniform, sway: boolean): THREE.InstancedMesh {
  // On terrain, keep out of the lakes (hollows under the water line).
  const accept = (x: number, z: number) => !nearFire(x, z) && (!onTerrain || terrainHeight(x, z) > 0.3)
  const places: Placement[] = scatter({ count: kind.count, seed: kind.seed, minRadius: kind.minRadius, maxRadius: kind.maxRadius, spacing: kind.spacing, accept })
  // Matte (core/matte-material): rough leaves and blades, and 200 grass clumps near the camera
  // cover much of the frame (each pixel was a full PBR evaluation with two image-light lookups).
  const swayPatch = sway
    ? (shader: { uniforms: Record<string, THREE.IUniform>; vertexShader: string }) => {
        shader.uniforms.uTime = time
        shader.vertexShader = shader.vertexShader.replace('#include <common>', '#include <common>\nuniform float uTime;').replace('#include <begin_vertex>', SWAY)
      }
    : undefined
  const material = matteMaterial({ vertexColors: true, flatShading: !sway, side: sway ? THREE.DoubleSide : THREE.FrontSide }, sway ? 'env-grass' : 'env-foliage', swayPatch)
  const mesh = new THREE.InstancedMesh(kind.geometry(), material, kind.count)
  const matrix = new THREE.Matrix4()
  const tint = new THREE.Color()
  places.forEach((p, i) => {
    const s = kind.size(p.variation)
    const y = onTerrain ? terrainHeight(p.x, p.z) - TERRAIN_SINK - 0.05 : 0
    matrix.compose(new THREE.Vector3(p.x, y, p.z), new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), p.rotation), new THREE.Vector3(s, s, s))
    mesh.setMatrixAt(i, matrix)
    // Instance colour multiplies the vertex colours: a gentle spread of greens, trunks included.
    tint.setHSL(kind.hue[0] + (kind.hue[1] - kind.hue[0]) * p.variation, 0.25, 0.85 + (p.variation - 0.5) * 0.2)
    tint.lerp(new THREE.Color(1, 1, 1), 0.55)
    mesh.setColorAt(i, tint)
  })
  mesh.computeBoundingSphere()
  mesh.castShadow = kind.shadows
  mesh.receiveShadow = true
  return mesh
}

/** 50 trees, 30 bushes and 200 grass clumps around the clear centre: three instanced draws. */
export const buildFoliage = (onTerrain: boolean, time: TimeUniform) => ({
  trees: build(KINDS.trees, onTerrain, time, false),
  bushes: build(KINDS.bushes, onTerrain, time, false),
  grass: build(KINDS.grass, onTerrain, time, true),
})

export function Foliage({ onTerrain, time }: { onTerrain: boolean; time: TimeUniform }) {
  const meshes = useMemo(() => Object.values(buildFoliage(onTerrain, time)), [onTerrain, time])
  useEffect(
    () => () => {
      for (const mesh of meshes) {
        mesh.geometry.dispose()
        ;(mesh.material as THREE.Material).dispose()
        mesh.dispose()
      }
    },
    [meshes],
  )
  return (
    <>
      {meshes.map((mesh) => (
        <primitive key={mesh.uuid} object={mesh} />
      ))}
    </>
  )
}
