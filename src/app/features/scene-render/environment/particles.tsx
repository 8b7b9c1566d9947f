import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { pointGeometry, seededRandoms, weatherBuffers } from '../particles/particle-buffers'
import { fireShader, rainShader, snowShader } from '../particles/particle-shaders'
import { pointMaterial, usePoints, usePointScale } from '../particles/gpu-points'
import { FIRE_POSITION } from './layout'
import { fireplaceGeometry } from './shapes'
import type { TimeUniform } from './time'
import { buildStars } from '../core/star-field'

/** The environment's particles: what they are and where, drawn by the one GPU particle module (../particles). */
type Built = { geometry: THREE.BufferGeometry; material: THREE.ShaderMaterial }

function weather(kind: 'rain' | 'snow', count: number, box: THREE.Vector3, time: TimeUniform, scale: THREE.IUniform<number>): Built {
  const { position, seed } = weatherBuffers(count, kind === 'rain' ? { position: 71, seed: 79 } : { position: 73, seed: 83 }, box)
  const geometry = pointGeometry({ position: [position, 3], aSeed: [seed, 1] })
  const material = pointMaterial(kind === 'rain' ? rainShader : snowShader, { uniforms: { uTime: time, uScale: scale, uBox: { value: box } }, fog: true })
  return { geometry, material }
}

/** 8,000 falling streaks in a 40 × 24 × 40 m box around the camera. */
export const buildRain = (time: TimeUniform, scale: THREE.IUniform<number>) => weather('rain', ENVIRONMENT_COUNTS.rain, new THREE.Vector3(40, 24, 40), time, scale)
/** 4,000 drifting flakes in a 36 × 20 × 36 m box around the camera. */
export const buildSnow = (time: TimeUniform, scale: THREE.IUniform<number>) => weather('snow', ENVIRONMENT_COUNTS.snow, new THREE.Vector3(36, 20, 36), time, scale)

export function Rain({ time }: { time: TimeUniform }) {
  const scale = usePointScale()
  const points = usePoints(() => buildRain(time, scale), [time, scale])
  return <primitive object={points} />
}

export function Snow({ time }: { time: TimeUniform }) {
  const scale = usePointScale()
  const points = usePoints(() => buildSnow(time, scale), [time, scale])
  return <primitive object={points} />
}

export { buildStars }

export function Stars({ time }: { time: TimeUniform }) {
  const dpr = useThree((s) => s.viewport.dpr)
  const pixelRatio = useMemo(() => ({ value: 1 }), [])
  pixelRatio.value = dpr
  const points = usePoints(() => buildStars(time, pixelRatio), [time, pixelRatio])
  return <primitive object={points} renderOrder={-1} />
}

/** 300 flame and ember particles rising from `origin`. */
export function buildFire(time: TimeUniform, scale: THREE.IUniform<number>, origin: THREE.IUniform<THREE.Vector3>): Built {
  const count = ENVIRONMENT_COUNTS.fire
  const geometry = pointGeometry({ position: [new Float32Array(count * 3), 3], aSeed: [seededRandoms(count, 97, 4), 4] })
  const material = pointMaterial(fireShader, { uniforms: { uTime: time, uScale: scale, uOrigin: origin }, additive: true })
  return { geometry, material }
}

/**
 * A campfire: 300 flame and ember particles rising from a ring of stones, and a warm point
 * light whose flicker follows the same clock.
 */
export function Fire({ time }: { time: TimeUniform }) {
  const scale = usePointScale()
  const origin = useMemo(() => ({ value: new THREE.Vector3(...FIRE_POSITION) }), [])
  const points = usePoints(() => buildFire(time, scale, origin), [time, scale, origin])
  const hearth = useMemo(() => new THREE.Mesh(fireplaceGeometry(), new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.9, flatShading: true })), [])
  useEffect(
    () => () => {
      hearth.geometry.dispose()
      hearth.material.dispose()
    },
    [hearth],
  )
  const light = useRef<THREE.PointLight>(null)
  useFrame(() => {
    const t = time.value
    if (light.current) light.current.intensity = 9 * (0.82 + 0.1 * Math.sin(t * 11.3) + 0.08 * Math.sin(t * 23.7 + 1.3))
  })
  return (
    <group>
      <primitive object={points} />
      <primitive object={hearth} position={FIRE_POSITION} castShadow receiveShadow />
      <pointLight ref={light} color="#FF8A3C" intensity={9} distance={18} decay={2} position={[FIRE_POSITION[0], FIRE_POSITION[1] + 0.7, FIRE_POSITION[2]]} />
    </group>
  )
}
