import * as THREE from 'three'
import type { PointShader } from './particle-shaders'

export interface PointMaterialOptions {
  uniforms: Record<string, THREE.IUniform>
  /** Glowing particles add light; the others cover what is behind them. */
  additive?: boolean
  /** Takes the scene's fog (its uniforms are added). */
  fog?: boolean
  defines?: Record<string, string>
}

/**
 * The material every GPU particle draws with: see-through, writing no depth (particles overlap
 * in any order), blended additively when they glow.
 */
export function pointMaterial(shader: PointShader, { uniforms, additive = false, fog = false, defines }: PointMaterialOptions): THREE.ShaderMaterial {
  return new THREE.ShaderMaterial({
    ...shader,
    uniforms: fog ? { ...THREE.UniformsUtils.clone(THREE.UniformsLib.fog), ...uniforms } : uniforms,
    ...(defines && { defines }),
    transparent: true,
    depthWrite: false,
    ...(fog && { fog: true }),
    ...(additive && { blending: THREE.AdditiveBlending }),
  })
}

/** Points drawn by a shader: never culled (the GPU moves them away from their buffer positions). */
export function gpuPoints(geometry: THREE.BufferGeometry, material: THREE.Material): THREE.Points {
  const points = new THREE.Points(geometry, material)
  points.frustumCulled = false
  return points
}
