// @vitest-environment jsdom
import * as THREE from 'three'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultParticles } from '@shared/scene/behaviours'
import { frame, mountR3F, SIZE, type TestRoot } from '../../../../../tests/support/r3f-test-root'
import { ParticleEmitter } from './particle-emitter'

let root: TestRoot | undefined
afterEach(async () => {
  await root?.unmount()
  root = undefined
})

const pointsOf = (r: TestRoot) => {
  const found: THREE.Points[] = []
  r.state().scene.traverse((o) => o instanceof THREE.Points && found.push(o))
  return found
}

describe('ParticleEmitter on the shared particle module', () => {
  it('draws one never-culled Points whose clock runs, sized by the canvas, blended by its preset', async () => {
    root = await mountR3F(<ParticleEmitter nodeId="n1" settings={{ ...defaultParticles('fire'), count: 123 }} />)
    const [points] = pointsOf(root)
    expect(points.frustumCulled).toBe(false)
    expect(points.geometry.getAttribute('position').count).toBe(123)
    const material = points.material as THREE.ShaderMaterial
    expect([material.blending, material.fog, material.depthWrite]).toEqual([THREE.AdditiveBlending, true, false])
    expect(material.defines).toEqual({ PRESET_FIRE: '' })
    expect(material.uniforms.uHalfHeight.value).toBe((SIZE.height * root.state().viewport.dpr) / 2)
    const before = material.uniforms.uTime.value
    frame()
    expect(material.uniforms.uTime.value).toBeGreaterThan(before)

    await root.render(<ParticleEmitter nodeId="n1" settings={{ ...defaultParticles('smoke'), count: 123, size: 0.7 }} />)
    const [smoke] = pointsOf(root)
    const next = smoke.material as THREE.ShaderMaterial
    expect([next.blending, next.defines, next.uniforms.uSize.value]).toEqual([THREE.NormalBlending, { PRESET_SMOKE: '' }, 0.7])
  })
})
