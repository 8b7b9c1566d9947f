import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { PARTICLE_PRESETS } from '@shared/scene/behaviours'
import { buildFire, buildRain, buildSnow, buildStars } from '../environment/particles'
import { pointMaterial } from './gpu-points'
import { mulberry32, particleBuffers, particleGeometry, pointGeometry, seededRandoms, seedFromId, starBuffers, weatherBuffers } from './particle-buffers'
import { PRESET_DEFINE, particleFragmentShader, particleVertexShader, rainShader } from './particle-shaders'

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

describe('one particle module for emitters and the environment', () => {
  it('seeded randoms: the generator\'s own sequence, in [0, 1), size values per particle', () => {
    const values = seededRandoms(100, 71, 3)
    expect(values.length).toBe(300)
    const next = mulberry32(71)
    expect([...values.slice(0, 5)]).toEqual(Array.from({ length: 5 }, () => Math.fround(next())))
    expect(Math.max(...values)).toBeLessThan(1)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(seededRandoms(10, 72, 1)).not.toEqual(seededRandoms(10, 71, 1))
  })

  it('weather starts inside its box, with one random per particle', () => {
    const box = new THREE.Vector3(40, 24, 10)
    const { position, seed } = weatherBuffers(2000, { position: 1, seed: 2 }, box)
    expect(seed.length).toBe(2000)
    const axis = (k: number) => Array.from({ length: 2000 }, (_, i) => position[i * 3 + k])
    ;[box.x, box.y, box.z].forEach((size, k) => {
      expect(Math.max(...axis(k))).toBeLessThan(size)
      expect(Math.max(...axis(k))).toBeGreaterThan(size * 0.95)
      expect(Math.min(...axis(k))).toBeGreaterThanOrEqual(0)
    })
  })

  it('stars are directions on the sky\'s upper half, each with a size, phase and colour', () => {
    const { position, size, phase, color } = starBuffers(500, 89)
    expect([position.length, size.length, phase.length, color.length]).toEqual([1500, 500, 500, 1500])
    for (let i = 0; i < 500; i++) {
      const v = new THREE.Vector3().fromArray(position, i * 3)
      expect(v.length()).toBeCloseTo(1, 5)
      expect(v.y).toBeGreaterThanOrEqual(-0.05)
      expect(size[i]).toBeGreaterThanOrEqual(1.3)
    }
  })

  it('geometries carry the attributes their shaders read', () => {
    const emitter = particleGeometry(50, 3)
    expect(Object.keys(emitter.attributes).sort()).toEqual(['aPhase', 'position'])
    expect(emitter.getAttribute('aPhase').itemSize).toBe(2)
    const g = pointGeometry({ position: [new Float32Array(6), 3], aSeed: [new Float32Array(2), 1] })
    expect(g.getAttribute('position').count).toBe(2)
    const time = { value: 0 }
    const scale = { value: 300 }
    for (const { geometry, material } of [buildRain(time, scale), buildSnow(time, scale), buildStars(time, { value: 1 }), buildFire(time, scale, { value: new THREE.Vector3() })]) {
      for (const [, name] of material.vertexShader.matchAll(/attribute \w+ (\w+);/g)) expect(geometry.getAttribute(name), name).toBeDefined()
    }
  })

  it('one material for every kind: see-through, no depth writes, additive when it glows, fog when asked', () => {
    const time = { value: 0 }
    const glow = pointMaterial(rainShader, { uniforms: { uTime: time }, additive: true })
    expect([glow.transparent, glow.depthWrite, glow.blending, glow.fog]).toEqual([true, false, THREE.AdditiveBlending, false])
    expect(glow.uniforms.uTime).toBe(time)
    const fogged = pointMaterial(rainShader, { uniforms: { uTime: time }, fog: true, defines: { PRESET_FIRE: '' } })
    expect([fogged.blending, fogged.fog, fogged.defines]).toEqual([THREE.NormalBlending, true, { PRESET_FIRE: '' }])
    expect(Object.keys(fogged.uniforms)).toEqual(expect.arrayContaining(['fogColor', 'fogNear', 'fogFar', 'uTime']))
    // The emitter's and the weather's materials come from it.
    const rain = buildRain(time, { value: 1 }).material
    expect([rain.transparent, rain.depthWrite, rain.fog]).toEqual([true, false, true])
    expect([buildFire(time, { value: 1 }, { value: new THREE.Vector3() }).material.blending, buildStars(time, { value: 1 }).material.blending]).toEqual([THREE.AdditiveBlending, THREE.AdditiveBlending])
  })
})

