import * as THREE from 'three'
import { mulberry32 } from '@shared/random'

export { mulberry32 }

/**
 * Per-particle random numbers for every GPU particle system (a node's emitter, the environment's
 * weather, fire and stars), made once and never touched again: the shaders turn them and the
 * time into a position, so the CPU's per-frame cost is one uniform.
 */

/** A stable seed from a node id, so two emitters side by side do not move in step. */
export function seedFromId(id: string): number {
  let h = 2166136261
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619)
  return h >>> 0
}

/** `count × size` randoms in [0, 1), the same for the same seed. */
export function seededRandoms(count: number, seed: number, size: number): Float32Array {
  const random = mulberry32(seed)
  const values = new Float32Array(count * size)
  for (let i = 0; i < values.length; i++) values[i] = random()
  return values
}

export interface ParticleBuffers {
  /** vec3 per particle in [0, 1): three independent randoms (three's `position` attribute). */
  random: Float32Array
  /** vec2 per particle: x = phase in [0, 1) (where in its life it starts), y = a fourth random. */
  phase: Float32Array
}

/** A node's emitter: three randoms and a birth phase per particle. */
export function particleBuffers(count: number, seed: number): ParticleBuffers {
  const n = Math.max(0, Math.floor(count))
  const next = mulberry32(seed)
  const random = new Float32Array(n * 3)
  const phase = new Float32Array(n * 2)
  for (let i = 0; i < n; i++) {
    random[i * 3] = next()
    random[i * 3 + 1] = next()
    random[i * 3 + 2] = next()
    // Phases spread evenly (jittered) so an emitter is steady from the first frame, not bursty.
    phase[i * 2] = (i + next()) / Math.max(n, 1)
    phase[i * 2 + 1] = next()
  }
  return { random, phase }
}

/** Rain or snow: a start position inside the box (metres) and one random per particle. */
export function weatherBuffers(count: number, seeds: { position: number; seed: number }, box: THREE.Vector3) {
  const position = seededRandoms(count, seeds.position, 3)
  for (let i = 0; i < position.length; i += 3) {
    position[i] *= box.x
    position[i + 1] *= box.y
    position[i + 2] *= box.z
  }
  return { position, seed: seededRandoms(count, seeds.seed, 1) }
}

/** Stars: directions over the sky's upper half, with a size, a twinkle phase and a colour each. */
export function starBuffers(count: number, seed: number) {
  const random = mulberry32(seed)
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
  return { position, size, phase, color }
}

/** A points geometry from named attributes, each with its item size. */
export function pointGeometry(attributes: Record<string, [Float32Array, number]>): THREE.BufferGeometry {
  const geometry = new THREE.BufferGeometry()
  for (const [name, [array, size]] of Object.entries(attributes)) geometry.setAttribute(name, new THREE.BufferAttribute(array, size))
  return geometry
}

/** A node's emitter's geometry: `count` particles seeded by `seed`. */
export function particleGeometry(count: number, seed: number): THREE.BufferGeometry {
  const { random, phase } = particleBuffers(count, seed)
  return pointGeometry({ position: [random, 3], aPhase: [phase, 2] })
}
