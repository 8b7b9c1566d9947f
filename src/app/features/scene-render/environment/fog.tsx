import { useThree } from '@react-three/fiber'
import { useLayoutEffect } from 'react'
import * as THREE from 'three'
import type { SceneSettings } from '@shared/scene/schema'

/** Linear fog from near to far, or exponential (squared) fog of a density; none removes it. */
export function SceneFog({ fog }: { fog: SceneSettings['fog'] }) {
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  const { type, color, near, far, density } = fog
  useLayoutEffect(() => {
    const before = scene.fog
    scene.fog = type === 'linear' ? new THREE.Fog(color, near, Math.max(far, near + 0.01)) : type === 'exponential' ? new THREE.FogExp2(color, density) : null
    invalidate()
    return () => {
      scene.fog = before
      invalidate()
    }
  }, [scene, type, color, near, far, density, invalidate])
  return null
}
