import { describe, expect, it } from 'vitest'
import { PARTICLE_PRESETS } from '@shared/scene/behaviours'
import { mulberry32, particleBuffers, seedFromId } from './particle-buffers'
import { PRESET_DEFINE, particleFragmentShader, particleVertexShader } from './particle-shaders'

describe('particle buffers', () => {
  it('hold three randoms and a phase pair per particle, for any count the panel allows', () => {
    for (const count of [1, 7, 300, 5000]) {
      const { random, phase } = particleBuffers(count, 11)
      expect(random.length).toBe(count * 3)
      expect(phase.length).toBe(count * 2)
      const all = [...random, ...phase]
      expect(Math.min(...all)).toBeGreaterThanOrEqual(0)
      expect(Math.max(...all)).toBeLessThan(1)
    }
    expect(particleBuffers(0, 1).random.length).toBe(0)
  })

  it('are the same for the same seed and differ for another', () => {
    const a = particleBuffers(500, 42)
    const b = particleBuffers(500, 42)
    const c = particleBuffers(500, 43)
    expect(b.random).toEqual(a.random)
    expect(b.phase).toEqual(a.phase)
    expect(c.random).not.toEqual(a.random)
  })

  it('spread birth phases evenly, so an emitter is steady from the first frame', () => {
    const count = 1000
    const { phase } = particleBuffers(count, 5)
    const phases = Array.from({ length: count }, (_, i) => phase[i * 2])
    // Ten equal slices of the lifetime each hold a tenth of the particles.
    for (let s = 0; s < 10; s++) expect(phases.filter((p) => p >= s / 10 && p < (s + 1) / 10).length).toBe(count / 10)
  })

  it('seed from node ids stably and differently', () => {
    expect(seedFromId('cube-1')).toBe(seedFromId('cube-1'))
    expect(seedFromId('cube-1')).not.toBe(seedFromId('cube-2'))
    const next = mulberry32(seedFromId('x'))
    const values = Array.from({ length: 1000 }, next)
    const mean = values.reduce((a, v) => a + v, 0) / values.length
    expect(mean).toBeGreaterThan(0.45)
    expect(mean).toBeLessThan(0.55)
  })

  it('have a shader branch for every preset', () => {
    for (const preset of PARTICLE_PRESETS) {
      const define = PRESET_DEFINE[preset]
      expect(define).toMatch(/^PRESET_/)
      // Snow is the #else branch of the vertex shader.
      if (preset !== 'snow') expect(particleVertexShader).toContain(`defined(${define})`)
    }
    expect(particleFragmentShader).toContain('defined(PRESET_CONFETTI)')
  })
})
