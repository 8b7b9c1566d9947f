import type { StandardProps } from './material-props'

/** A blended (depth-less) material that lets most light through, with no picture on it. */
export const isGlass = (p: StandardProps) => p.transparent && !p.depthWrite && p.opacity <= 0.6 && !p.map

/**
 * Glass as a physical material: transmission carries the see-through part, so the surface itself
 * stays solid and its reflections of the environment keep their strength.
 */
export function glassProps(p: StandardProps) {
  return {
    ...p,
    transparent: false,
    depthWrite: true,
    opacity: 1,
    alphaTest: 0,
    metalness: 0,
    roughness: Math.min(p.roughness, 0.08),
    transmission: 1 - p.opacity * 0.5,
    thickness: 0.2,
    ior: 1.5,
    envMapIntensity: 1.2,
  }
}
