import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import * as THREE from 'three'
import type { ParticleSettings } from '@shared/scene/schema'
import { useSimulation } from '../physics/simulation'
import { particleBuffers, seedFromId } from './particle-buffers'
import { ADDITIVE, particleFragmentShader, particleVertexShader, PRESET_DEFINE } from './particle-shaders'

export function particleGeometry(count: number, seed: number): THREE.BufferGeometry {
  const { random, phase } = particleBuffers(count, seed)
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.BufferAttribute(random, 3))
  geometry.setAttribute('aPhase', new THREE.BufferAttribute(phase, 2))
  return geometry
}

const noRaycast = () => {}

/**
 * A node's particle emitter (the Particle panel): THREE.Points moved entirely by the GPU. Runs
 * everywhere the node is drawn (the design window too, so the author sees it); the CPU does one
 * uniform per frame. Count and preset rebuild the buffers or the program; the other settings are
 * uniforms, so dragging a slider costs nothing.
 */
export function ParticleEmitter({ nodeId, settings }: { nodeId: string; settings: ParticleSettings }) {
  const height = useThree((s) => s.size.height)
  const dpr = useThree((s) => s.viewport.dpr)
  const invalidate = useThree((s) => s.invalidate)
  const { replayKey } = useSimulation()
  const uniforms = useMemo(
    () => ({
      ...THREE.UniformsUtils.clone(THREE.UniformsLib.fog),
      uTime: { value: 0 },
      uSpeed: { value: 1 },
      uLifetime: { value: 1 },
      uSize: { value: 0.1 },
      uSpread: { value: 1 },
      uHalfHeight: { value: 1 },
      uColor: { value: new THREE.Color() },
    }),
    [],
  )
  const time = useRef(uniforms.uTime)

  const geometry = useMemo(() => particleGeometry(settings.count, seedFromId(nodeId)), [settings.count, nodeId])
  useEffect(() => () => geometry.dispose(), [geometry])

  const material = useMemo(
    () =>
      new THREE.ShaderMaterial({
        uniforms,
        vertexShader: particleVertexShader,
        fragmentShader: particleFragmentShader,
        defines: { [PRESET_DEFINE[settings.preset]]: '' },
        transparent: true,
        depthWrite: false,
        fog: true,
        blending: ADDITIVE[settings.preset] ? THREE.AdditiveBlending : THREE.NormalBlending,
      }),
    [settings.preset, uniforms],
  )
  useEffect(() => () => material.dispose(), [material])

  useLayoutEffect(() => {
    uniforms.uSpeed.value = settings.speed
    uniforms.uLifetime.value = settings.lifetime
    uniforms.uSize.value = settings.size
    uniforms.uSpread.value = settings.spread
    uniforms.uColor.value.set(settings.color)
    uniforms.uHalfHeight.value = (height * dpr) / 2
    invalidate()
  }, [uniforms, settings, height, dpr, invalidate])

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
