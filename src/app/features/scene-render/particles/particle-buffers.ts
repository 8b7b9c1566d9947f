import { mulberry32 } from '@shared/random'

export { mulberry32 }
/**
 * Per-particle random numbers, made once per emitter and never touched again: the shader turns
 * them and the time into a position, so the CPU's per-frame cost is one uniform.
 */


/** A stable seed from a node id, so two emitters side by side do not move in step. */
export function seedFromId(id: string): number {
  let h = 2166136261
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619)
  return h >>> 0
}

export interface ParticleBuffers {
  /** vec3 per particle in [0, 1): three independent randoms (three's `position` attribute). */
  random: Float32Array
  /** vec2 per particle: x = phase in [0, 1) (where in its life it starts), y = a fourth random. */
  phase: Float32Array
}

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
