import type * as THREE from 'three'

/**
 * Seconds of environment animation, shared by every animated material: a frame's whole CPU cost
 * for rain, snow, fire, stars, water, clouds and grass is this one number going up.
 */
export type TimeUniform = THREE.IUniform<number>

/**
 * Elements whose look changes over time: with any of them on, the canvas keeps drawing. Twinkling
 * stars and grass swaying in a light wind are ambient instead: they move only on frames drawn for
 * another reason (the camera, an edit, one of these). Drawing a park every frame for its grass kept
 * a still scene at full GPU cost forever (idle means zero frames), for a motion nobody
 * asked for.
 */
export const ANIMATED_ELEMENTS = ['water', 'clouds', 'rain', 'snow', 'fire'] as const

/**
 * Hooks a time uniform into a built-in material's shader. `patch` edits the vertex and fragment
 * source; the cache key keeps three from sharing the program with unpatched materials.
 */
export function patchShader<M extends THREE.Material>(
  material: M,
  key: string,
  uniforms: Record<string, THREE.IUniform>,
  patch: (shader: { vertexShader: string; fragmentShader: string }) => void,
): M {
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms)
    patch(shader)
  }
  material.customProgramCacheKey = () => key
  return material
}
