import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { buildClouds } from './clouds'
import { buildFoliage } from './foliage'
import { CLEAR_RADIUS, terrainHeight } from './layout'
import { buildFire, buildRain, buildSnow, buildStars } from './particles'
import { buildRocks, buildTerrain, groundCover, TERRAIN_SINK } from './terrain'

const time = { value: 0 }
const scale = { value: 300 }

function instances(mesh: THREE.InstancedMesh) {
  const m = new THREE.Matrix4()
  const p = new THREE.Vector3()
  return Array.from({ length: mesh.count }, (_, i) => {
    mesh.getMatrixAt(i, m)
    return p.setFromMatrixPosition(m).clone()
  })
}

describe('environment elements draw the spec counts cheaply', () => {
  it('terrain is 200 × 200 m with 60 rocks in one instanced mesh', () => {
    const terrain = buildTerrain()
    terrain.computeBoundingBox()
    const size = terrain.boundingBox!.getSize(new THREE.Vector3())
    expect(size.x).toBe(ENVIRONMENT_COUNTS.terrainSize)
    expect(size.z).toBe(ENVIRONMENT_COUNTS.terrainSize)
    const rocks = buildRocks()
    expect(rocks).toBeInstanceOf(THREE.InstancedMesh)
    expect(rocks.count).toBe(60)
  })

  it('covers the ground with snow when it snows and with sand by bare water, else meadow', () => {
    expect(groundCover(new Set(['terrain', 'snow', 'foliage']))).toBe('snow')
    expect(groundCover(new Set(['terrain', 'water']))).toBe('sand')
    expect(groundCover(new Set(['terrain', 'water', 'foliage']))).toBe('meadow')
    expect(groundCover(new Set(['terrain']))).toBe('meadow')
    // By colour: the mean vertex of each cover, in its own hue family.
    const mean = (cover: Parameters<typeof buildTerrain>[0]) => {
      const colors = buildTerrain(cover).getAttribute('color')
      const sum = [0, 0, 0]
      for (let i = 0; i < colors.count; i++) [colors.getX(i), colors.getY(i), colors.getZ(i)].forEach((v, k) => (sum[k] += v / colors.count))
      return sum
    }
    const [mr, mg, mb] = mean('meadow')
    const [sr, sg, sb] = mean('snow')
    const [ar, , ab] = mean('sand')
    expect(mg).toBeGreaterThan(mr) // green
    expect(Math.min(sr, sg, sb)).toBeGreaterThan(0.5) // white
    expect(sb).toBeGreaterThan(mb * 2)
    expect(ar).toBeGreaterThan(ab) // warm
    expect(ar).toBeGreaterThan(mr * 1.5)
  })

  it('foliage is 50 trees, 30 bushes and 200 grass clumps, outside the clear centre, on the ground', () => {
    const { trees, bushes, grass } = buildFoliage(true, time)
    expect([trees.count, bushes.count, grass.count]).toEqual([50, 30, 200])
    for (const mesh of [trees, bushes, grass])
      for (const p of instances(mesh)) {
        expect(Math.hypot(p.x, p.z)).toBeGreaterThanOrEqual(CLEAR_RADIUS)
        // On the terrain's surface, and never in a lake.
        expect(p.y).toBeCloseTo(terrainHeight(p.x, p.z) - TERRAIN_SINK - 0.05, 5)
        expect(terrainHeight(p.x, p.z)).toBeGreaterThan(0.3)
      }
    const flat = buildFoliage(false, time)
    expect(instances(flat.trees).every((p) => p.y === 0)).toBe(true)
  })

  it('clouds are 15 instances of one merged geometry', () => {
    const clouds = buildClouds(time)
    expect(clouds.count).toBe(15)
    expect(clouds.geometry.getAttribute('position').count).toBeGreaterThan(500)
  })

  it('particles: 3,000 stars, 8,000 rain, 4,000 snow, 300 fire, moved by one shared time uniform', () => {
    const stars = buildStars(time, { value: 1 })
    const rain = buildRain(time, scale)
    const snow = buildSnow(time, scale)
    const fire = buildFire(time, scale, { value: new THREE.Vector3() })
    expect([stars, rain, snow, fire].map((p) => p.geometry.getAttribute('position').count)).toEqual([3000, 8000, 4000, 300])
    for (const p of [stars, rain, snow, fire]) {
      expect(p.material.uniforms.uTime).toBe(time)
      expect(p.material.vertexShader).toContain('uTime')
    }
  })

  it('places the same way every time', () => {
    const a = instances(buildFoliage(true, time).trees)
    const b = instances(buildFoliage(true, time).trees)
    expect(a).toEqual(b)
  })
})
