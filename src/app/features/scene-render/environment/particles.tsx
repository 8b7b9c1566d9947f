import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { FIRE_POSITION, mulberry32 } from './layout'
import { fireShader, rainShader, snowShader, starShader } from './particle-shaders'
import { fireplaceGeometry } from './shapes'
import type { TimeUniform } from './time'

type Uniforms = Record<string, THREE.IUniform>

/** Points drawn by a shader: built once, disposed on unmount, never culled (they move on the GPU). */
function usePoints(build: () => Built, deps: unknown[]) {
  const points = useMemo(() => {
    const { geometry, material } = build()
    const object = new THREE.Points(geometry, material)
    object.frustumCulled = false
    return object
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

/** Pixels per metre at one metre's distance, for sizing points in world units. */
function usePointScale(): THREE.IUniform<number> {
  const height = useThree((s) => s.size.height)
  const dpr = useThree((s) => s.viewport.dpr)
  const uniform = useMemo(() => ({ value: 1 }), [])
  uniform.value = (height * dpr) / 2
  return uniform
}

function seeds(count: number, seed: number, size: number) {
  const random = mulberry32(seed)
  const values = new Float32Array(count * size)
  for (let i = 0; i < values.length; i++) values[i] = random()
  return values
}

type Built = { geometry: THREE.BufferGeometry; material: THREE.ShaderMaterial }

function weather(kind: 'rain' | 'snow', count: number, box: THREE.Vector3, time: TimeUniform, scale: THREE.IUniform<number>): Built {
  const shader = kind === 'rain' ? rainShader : snowShader
  const geometry = new THREE.BufferGeometry()
  const base = seeds(count, kind === 'rain' ? 71 : 73, 3)
  for (let i = 0; i < base.length; i += 3) {
    base[i] *= box.x
    base[i + 1] *= box.y
    base[i + 2] *= box.z
  }
  geometry.setAttribute('position', new THREE.BufferAttribute(base, 3))
  geometry.setAttribute('aSeed', new THREE.BufferAttribute(seeds(count, kind === 'rain' ? 79 : 83, 1), 1))
  const uniforms: Uniforms = { ...THREE.UniformsUtils.clone(THREE.UniformsLib.fog), uTime: time, uScale: scale, uBox: { value: box } }
  const material = new THREE.ShaderMaterial({ ...shader, uniforms, transparent: true, depthWrite: false, fog: true })
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

/** 3,000 stars of varied size, colour and twinkle, on the sky's upper half. */
export function buildStars(time: TimeUniform, pixelRatio: THREE.IUniform<number>): Built {
  const count = ENVIRONMENT_COUNTS.stars
  const random = mulberry32(89)
  const position = new Float32Array(count * 3)
  const size = new Float32Array(count)
  const phase = new Float32Array(count)
  const color = new Float32Array(count * 3)
  const c = new THREE.Color()
  for (let i = 0; i < count; i++) {
    // Uniform over the upper hemisphere, a little below the horizon for hilly ground.
    const y = -0.05 + random() * 1.05
    const a = random() * Math.PI * 2
    const r = Math.sqrt(1 - y * y)
    position.set([Math.cos(a) * r, y, Math.sin(a) * r], i * 3)
    const bright = random() ** 3
    size[i] = 1.3 + bright * 2.4
    phase[i] = random()
    // Mostly blue-white, some warm; the brightest are the largest.
    if (random() < 0.7) c.setHSL(0.6, 0.3, 0.82)
    else c.setHSL(0.09, 0.45, 0.8)
    c.multiplyScalar(0.45 + bright * 2.4)
    color.set([c.r, c.g, c.b], i * 3)
  }
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.BufferAttribute(position, 3))
  geometry.setAttribute('aSize', new THREE.BufferAttribute(size, 1))
  geometry.setAttribute('aPhase', new THREE.BufferAttribute(phase, 1))
  geometry.setAttribute('aColor', new THREE.BufferAttribute(color, 3))
  const material = new THREE.ShaderMaterial({
    ...starShader,
    uniforms: { uTime: time, uPixelRatio: pixelRatio },
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
  })
  return { geometry, material }
}

export function Stars({ time }: { time: TimeUniform }) {
  const dpr = useThree((s) => s.viewport.dpr)
  const pixelRatio = useMemo(() => ({ value: 1 }), [])
  pixelRatio.value = dpr
  const points = usePoints(() => buildStars(time, pixelRatio), [time, pixelRatio])
  return <primitive object={points} renderOrder={-1} />
}

/** 300 flame and ember particles rising from `origin`. */
export function buildFire(time: TimeUniform, scale: THREE.IUniform<number>, origin: THREE.IUniform<THREE.Vector3>): Built {
  const geometry = new THREE.BufferGeometry()
  const count = ENVIRONMENT_COUNTS.fire
  geometry.setAttribute('position', new THREE.BufferAttribute(new Float32Array(count * 3), 3))
  geometry.setAttribute('aSeed', new THREE.BufferAttribute(seeds(count, 97, 4), 4))
  const material = new THREE.ShaderMaterial({
    ...fireShader,
    uniforms: { uTime: time, uScale: scale, uOrigin: origin },
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
  })
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
