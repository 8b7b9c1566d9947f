import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import * as THREE from 'three'
import type { ParticleSettings } from '@shared/scene/schema'
import { useSimulation } from '../physics/simulation'
import { pointMaterial, usePointScale } from './gpu-points'
import { particleGeometry, seedFromId } from './particle-buffers'
import { ADDITIVE, particleFragmentShader, particleVertexShader, PRESET_DEFINE } from './particle-shaders'

const noRaycast = () => {}

/**
 * A node's particle emitter (the Particle panel): THREE.Points moved entirely by the GPU. Runs
 * everywhere the node is drawn (the design window too, so the author sees it); the CPU does one
 * uniform per frame. Count and preset rebuild the buffers or the program; the other settings are
 * uniforms, so dragging a slider costs nothing.
 */
export function ParticleEmitter({ nodeId, settings }: { nodeId: string; settings: ParticleSettings }) {
  const halfHeight = usePointScale()
  const invalidate = useThree((s) => s.invalidate)
  const { replayKey } = useSimulation()
  const uniforms = useMemo(
    () => ({
      uTime: { value: 0 },
      uSpeed: { value: 1 },
      uLifetime: { value: 1 },
      uSize: { value: 0.1 },
      uSpread: { value: 1 },
      uHalfHeight: halfHeight,
      uColor: { value: new THREE.Color() },
    }),
    [halfHeight],
  )
  const time = useRef(uniforms.uTime)

  const geometry = useMemo(() => particleGeometry(settings.count, seedFromId(nodeId)), [settings.count, nodeId])
  useEffect(() => () => geometry.dispose(), [geometry])

  const material = useMemo(
    () =>
      pointMaterial(
        { vertexShader: particleVertexShader, fragmentShader: particleFragmentShader },
        { uniforms, defines: { [PRESET_DEFINE[settings.preset]]: '' }, fog: true, additive: ADDITIVE[settings.preset] },
      ),
    [settings.preset, uniforms],
  )
  useEffect(() => () => material.dispose(), [material])

  useLayoutEffect(() => {
    uniforms.uSpeed.value = settings.speed
    uniforms.uLifetime.value = settings.lifetime
    uniforms.uSize.value = settings.size
    uniforms.uSpread.value = settings.spread
    uniforms.uColor.value.set(settings.color)
    invalidate()
  }, [uniforms, settings, halfHeight.value, invalidate])

  useEffect(() => {
    time.current.value = 0
  }, [replayKey])

  useFrame((state, delta) => {
    // Long sessions: wrap well before float precision on the GPU gets coarse.
    time.current.value = (time.current.value + delta) % 3600
    state.invalidate()
  })

  // Never culled (the GPU moves the points away from their buffer positions), never picked.
  return <points geometry={geometry} material={material} frustumCulled={false} raycast={noRaycast} />
}
