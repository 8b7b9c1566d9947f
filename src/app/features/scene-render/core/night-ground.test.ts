import { describe, expect, it } from 'vitest'
import { NIGHT_GROUND_RADIUS, nightGround } from './night-ground'

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
  it('keeps its full colour where a scene stands and darkens smoothly to the rim', () => {
    expect(shadesAt(0).every((s) => s === 1)).toBe(true)
    const rings = Array.from({ length: 9 }, (_, k) => (NIGHT_GROUND_RADIUS * k) / 8)
    const shade = rings.map((r) => shadesAt(r)[0])
    expect(shade.every((s) => s !== undefined)).toBe(true)
    for (let k = 1; k < shade.length; k++) expect(shade[k]).toBeLessThanOrEqual(shade[k - 1])
    expect(shade[1]).toBe(1) // 18.75 m: still the ground under the scene
    expect(shade.at(-1)).toBeLessThan(0.1)
  })

  it('lies just under y = 0, receives shadows and lets its vertex colours through', () => {
    const ground = nightGround()
    expect(ground.position.y).toBeLessThan(0)
    expect(ground.position.y).toBeGreaterThan(-0.05)
    expect(ground.receiveShadow).toBe(true)
    expect((ground.material as { vertexColors: boolean }).vertexColors).toBe(true)
  })
})
