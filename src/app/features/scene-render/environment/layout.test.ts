import { describe, expect, it } from 'vitest'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { CLEAR_RADIUS, FLAT_RADIUS, LAKE, scatter, terrainHeight } from './layout'

describe('scatter', () => {
  const options = { count: ENVIRONMENT_COUNTS.trees, seed: 101, minRadius: CLEAR_RADIUS + 5, maxRadius: 85, spacing: 4 }

  it('gives exactly the count asked for, all inside the ring', () => {
    const places = scatter(options)
    expect(places).toHaveLength(50)
    for (const p of places) {
      const r = Math.hypot(p.x, p.z)
      expect(r).toBeGreaterThanOrEqual(options.minRadius)
      expect(r).toBeLessThanOrEqual(options.maxRadius)
    }
  })

  it('is the same for the same seed and different for another', () => {
    expect(scatter(options)).toEqual(scatter(options))
    expect(scatter({ ...options, seed: 102 })).not.toEqual(scatter(options))
  })

  it('keeps the spacing while it can', () => {
    const places = scatter(options)
    for (let i = 0; i < places.length; i++)
      for (let j = i + 1; j < places.length; j++) expect(Math.hypot(places[i].x - places[j].x, places[i].z - places[j].z)).toBeGreaterThanOrEqual(4)
  })

  it('honours accept, and still meets the count when accept refuses everything', () => {
    const east = scatter({ ...options, accept: (x) => x > 0 })
    expect(east.every((p) => p.x > 0)).toBe(true)
    const stubborn = scatter({ ...options, accept: () => false })
    expect(stubborn).toHaveLength(50)
    expect(stubborn.every((p) => Math.hypot(p.x, p.z) >= options.minRadius)).toBe(true)
  })
})

describe('terrainHeight', () => {
  it('is flat at 0 inside the flat radius, where objects at y = 0 stand', () => {
    for (let a = 0; a < 16; a++) {
      const angle = (a / 16) * Math.PI * 2
      for (const r of [0, 3, FLAT_RADIUS - 0.01]) expect(terrainHeight(Math.cos(angle) * r, Math.sin(angle) * r)).toBe(0)
    }
  })

  it('dips under the water line in the lake and nowhere near the middle', () => {
    expect(terrainHeight(LAKE.x, LAKE.z)).toBeLessThan(-1)
    for (let a = 0; a < 64; a++) {
      const angle = (a / 64) * Math.PI * 2
      for (const r of [12, 16, 20]) {
        const x = Math.cos(angle) * r
        const z = Math.sin(angle) * r
        if (Math.hypot(x - LAKE.x, z - LAKE.z) > LAKE.radius) expect(terrainHeight(x, z)).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('rises into hills towards the edge of the 200 m square', () => {
    const rim = [terrainHeight(95, 0), terrainHeight(-95, 10), terrainHeight(0, 96), terrainHeight(5, -95)]
    for (const h of rim) expect(h).toBeGreaterThan(8)
  })
})
