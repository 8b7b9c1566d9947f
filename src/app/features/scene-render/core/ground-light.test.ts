import { Group, PointLight, Scene } from 'three'
import { describe, expect, it } from 'vitest'
import { attenuation, bakeGroundLight, GroundLight } from './ground-light'

/** The texel value at a world point, bilinear as the GPU samples it (texel centres at +0.5). */
function sample(bake: ReturnType<typeof bakeGroundLight>, x: number, z: number) {
  const u = (x - bake.box.x) * bake.box.z * bake.width - 0.5
  const v = (z - bake.box.y) * bake.box.w * bake.height - 0.5
  const i = Math.floor(u)
  const j = Math.floor(v)
  const fu = u - i
  const fv = v - j
  const at = (a: number, b: number) => bake.data[(b * bake.width + a) * 4]
  return (at(i, j) * (1 - fu) + at(i + 1, j) * fu) * (1 - fv) + (at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu) * fv
}

/** What three's point-light loop adds per pixel on a ground facing up (before the Lambert BRDF). */
function perPixel(light: { x: number; y: number; z: number; r: number; distance: number; decay: number }, x: number, z: number, groundY: number) {
  const h = light.y - groundY
  const d = Math.hypot(x - light.x, h, z - light.z)
  return light.r * (h / d) * attenuation(d, light.distance, light.decay)
}

describe('ground light bake', () => {
  const torch = { x: 2, y: 1.6, z: -3, r: 3, g: 2, b: 1, distance: 7, decay: 1.6 }

  it('matches the per-pixel point light within a few percent of its peak, and is dark past its reach', () => {
    const bake = bakeGroundLight([torch], -0.02)
    const peak = perPixel(torch, torch.x, torch.z, -0.02)
    for (const [dx, dz] of [[0, 0], [0.3, 0.1], [1, -1.2], [2.5, 0.4], [-4, 3], [0, 6.5]]) {
      expect(Math.abs(sample(bake, torch.x + dx, torch.z + dz) - perPixel(torch, torch.x + dx, torch.z + dz, -0.02))).toBeLessThan(peak * 0.02)
    }
    expect(sample(bake, torch.x + 7.2, torch.z)).toBeLessThan(1e-3)
    // Outside the patch the clamp-to-edge border is dark.
    expect(bake.data.slice(0, bake.width * 4).every((v) => v === 0)).toBe(true)
  })

  it('adds lights together and keeps 12.5 cm texels for a village-sized spread', () => {
    const other = { ...torch, x: -10, z: 12 }
    const both = bakeGroundLight([torch, other], 0)
    const one = bakeGroundLight([torch], 0)
    expect(sample(both, torch.x, torch.z)).toBeCloseTo(sample(one, torch.x, torch.z), 3)
    expect(1 / (both.box.z * both.width)).toBeCloseTo(0.125, 5)
  })

  it('bakes the shadowless point lights with a reach, rebakes only when they change, and leaves far-reaching ones per pixel', () => {
    const scene = new Scene()
    const a = new PointLight('#ffaa55', 3, 7, 1.6)
    a.position.set(1, 1.5, 0)
    const shadowed = new PointLight('#ffffff', 3, 7, 1.6)
    shadowed.castShadow = true
    const hidden = new Group()
    hidden.visible = false
    hidden.add(new PointLight('#ffffff', 3, 0))
    scene.add(a, shadowed, hidden)
    const ground = new GroundLight(-0.02)
    expect(ground.update(scene)).toBe(true)
    expect(ground.baked).toBe(true)
    const texture = ground.uniforms.groundLight.value
    expect(ground.update(scene)).toBe(false)
    expect(ground.uniforms.groundLight.value).toBe(texture)
    a.position.x = 2
    expect(ground.update(scene)).toBe(false) // still baked: same program, a new texture
    expect(ground.uniforms.groundLight.value).not.toBe(texture)
    hidden.visible = true // a light without a cutoff reaches the whole ground: per pixel again
    expect(ground.update(scene)).toBe(true)
    expect(ground.baked).toBe(false)
  })

  it('limits the ground shader\u2019s point-light loop to the shadow casters and adds the bake through the Lambert BRDF', () => {
    const scene = new Scene()
    scene.add(new PointLight('#ffffff', 3, 7, 1.6))
    const ground = new GroundLight(0)
    ground.update(scene)
    const shader = { uniforms: {} as Record<string, unknown>, vertexShader: 'void main() {\n#include <project_vertex>\n}', fragmentShader: 'void main() {\n#include <lights_fragment_begin>\n}' }
    ground.patch(shader as never)
    expect(shader.fragmentShader).toContain('i < NUM_POINT_LIGHT_SHADOWS; i ++')
    expect(shader.fragmentShader).not.toContain('i < NUM_POINT_LIGHTS;')
    expect(shader.fragmentShader).toContain('BRDF_Lambert( material.diffuseColor )')
    expect(shader.vertexShader).toContain('vGroundXZ =')
    expect(shader.uniforms.groundLight).toBe(ground.uniforms.groundLight)
  })
})
