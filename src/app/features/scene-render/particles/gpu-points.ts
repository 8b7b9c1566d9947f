import { useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import * as THREE from 'three'

export { pointMaterial, gpuPoints, type PointMaterialOptions } from './point-material'
import { gpuPoints } from './point-material'

/** Points built once per `deps`, disposed with them. */
export function usePoints(build: () => { geometry: THREE.BufferGeometry; material: THREE.Material }, deps: unknown[]): THREE.Points {
  const points = useMemo(() => {
    const { geometry, material } = build()
    return gpuPoints(geometry, material)
  }, deps) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(
    () => () => {
      points.geometry.dispose()
      ;(points.material as THREE.Material).dispose()
    },
    [points],
  )
  return points
}

/** Half the drawing buffer's height in pixels: the scale that turns metres into point sizes. */
export function usePointScale(): THREE.IUniform<number> {
  const height = useThree((s) => s.size.height)
  const dpr = useThree((s) => s.viewport.dpr)
  const uniform = useMemo(() => ({ value: 1 }), [])
  uniform.value = (height * dpr) / 2
  return uniform
}
