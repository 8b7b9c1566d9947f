import { describe, expect, it } from 'vitest'
import { HAZE_TO, NIGHT_GROUND_RADIUS, NIGHT_HAZE, nightGround } from './night-ground'

/** The shade (vertex colour) of the vertices at a given distance from the centre. */
function shadesAt(radius: number) {
  const geometry = nightGround().geometry
  const position = geometry.getAttribute('position')
  const colour = geometry.getAttribute('color')
  const out: number[] = []
  for (let i = 0; i < position.count; i++) if (Math.abs(Math.hypot(position.getX(i), position.getY(i)) - radius) < 1e-3) out.push(colour.getX(i))
  return out
}

describe('night ground', () => {
  it('keeps its full colour where a scene stands and eases off smoothly towards the haze', () => {
    expect(shadesAt(0).every((s) => s === 1)).toBe(true)
    const rings = Array.from({ length: 9 }, (_, k) => (NIGHT_GROUND_RADIUS * k) / 8)
    const shade = rings.map((r) => shadesAt(r)[0])
    expect(shade.every((s) => s !== undefined)).toBe(true)
    for (let k = 1; k < shade.length; k++) expect(shade[k]).toBeLessThanOrEqual(shade[k - 1])
    expect(shadesAt(NIGHT_GROUND_RADIUS / 24)[0]).toBeGreaterThan(0.98) // 42 m: still the ground's own colour
    expect(shade.at(-1)).toBeLessThan(0.6)
  })

  it('lies just under y = 0, receives shadows and lets its vertex colours through', () => {
    const ground = nightGround()
    expect(ground.position.y).toBeLessThan(0)
    expect(ground.position.y).toBeGreaterThan(-0.05)
    expect(ground.receiveShadow).toBe(true)
    expect((ground.material as { vertexColors: boolean }).vertexColors).toBe(true)
  })
  it('melts into the night haze before its rim, and the haze is the sky\u2019s horizon as drawn', () => {
    expect(NIGHT_GROUND_RADIUS).toBeGreaterThan(HAZE_TO * 2)
    const ground = nightGround()
    const material = ground.material as import('three').MeshLambertMaterial
    const shader = { uniforms: {} as Record<string, { value: unknown }>, fragmentShader: 'void main() {\n#include <tonemapping_fragment>\n}', vertexShader: '' }
    material.onBeforeCompile(shader as never, undefined as never)
    // Mixed before tone mapping, as the sky's own colour is, so the two meet in the same colour.
    expect(shader.fragmentShader.indexOf('hazeColor, smoothstep')).toBeLessThan(shader.fragmentShader.indexOf('#include <tonemapping_fragment>'))
    expect(shader.uniforms.hazeColor.value).toBe(NIGHT_HAZE)
    // Night blue, not black: blue leads and it is about the brightness of the painted horizon times 2.5.
    expect(NIGHT_HAZE.b).toBeGreaterThan(NIGHT_HAZE.g)
    expect(NIGHT_HAZE.b).toBeGreaterThan(0.1)
  })
})
