// @vitest-environment jsdom
import * as THREE from 'three'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultMaterial } from '@shared/scene/defaults'
import type { Material } from '@shared/scene/schema'
import { mountR3F, type TestRoot } from '../../../../tests/support/r3f-test-root'
import { ShapeMaterial } from './material-maps'

let root: TestRoot | undefined
afterEach(async () => {
  await root?.unmount()
  root = undefined
})

const scene = (material: Material) => (
  <mesh name="m">
    <boxGeometry />
    <ShapeMaterial material={material} assets={{}} side={THREE.FrontSide} />
  </mesh>
)
const drawn = () => (root!.state().scene.getObjectByName('m') as THREE.Mesh).material as THREE.Material

describe('ShapeMaterial', () => {
  it('draws the settings without maps, lit or unlit', async () => {
    root = await mountR3F(scene({ ...defaultMaterial('#FF0000'), metallicEnabled: true, metallic: 0.6, smoothness: 0.8, emission: '#00FF00' }))
    const lit = drawn() as THREE.MeshStandardMaterial
    expect(lit).toBeInstanceOf(THREE.MeshStandardMaterial)
    expect(lit.color.getHexString()).toBe(new THREE.Color('#FF0000').getHexString())
    expect(lit.metalness).toBe(0.6)
    expect(lit.roughness).toBeCloseTo(0.2)
    expect(lit.emissive.getHexString()).toBe(new THREE.Color('#00FF00').getHexString())
    await root.render(scene({ ...defaultMaterial(), shader: 'Unlit' }))
    expect(drawn()).toBeInstanceOf(THREE.MeshBasicMaterial)
  })

  it('makes a new material when blending changes, so the shader is rebuilt for it', async () => {
    root = await mountR3F(scene(defaultMaterial()))
    const solid = drawn()
    expect(solid.transparent).toBe(false)
    await root.render(scene({ ...defaultMaterial(), albedo: '#123456' }))
    expect(drawn()).toBe(solid)
    await root.render(scene({ ...defaultMaterial(), renderingMode: 'Transparent', transparency: 'Blend', alpha: 0.8 }))
    const faded = drawn()
    expect(faded).not.toBe(solid)
    expect([faded.transparent, faded.depthWrite, faded.opacity]).toEqual([true, false, 0.8])
  })

  it('draws a clear blend as glass: physical transmission that keeps its reflections', async () => {
    root = await mountR3F(scene({ ...defaultMaterial(), renderingMode: 'Transparent', transparency: 'Blend', alpha: 0.35 }))
    const glass = drawn() as THREE.MeshPhysicalMaterial
    expect(glass).toBeInstanceOf(THREE.MeshPhysicalMaterial)
    expect(glass.transmission).toBeGreaterThan(0.7)
    expect([glass.transparent, glass.opacity]).toEqual([false, 1])
    expect(glass.roughness).toBeLessThanOrEqual(0.08)
  })
})
