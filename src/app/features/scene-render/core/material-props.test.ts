import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { defaultMaterial } from '@shared/scene/defaults'
import type { Material } from '@shared/scene/schema'
import { MAP_COLOR_SPACE, materialMapUrls, materialProps, programKey, slotTexture, unlitProps } from './material-props'

const m = (patch: Partial<Material> = {}): Material => ({ ...defaultMaterial('#336699'), ...patch })
const tex = () => new THREE.Texture()

describe('materialProps', () => {
  it('draws a default material solid, matte and without glow', () => {
    expect(materialProps(m())).toMatchObject({ color: '#336699', transparent: false, opacity: 1, alphaTest: 0, depthWrite: true, metalness: 0, roughness: 0.5, emissiveIntensity: 0, emissive: '#000000' })
  })

  it('rendering modes and transparency', () => {
    expect(materialProps(m({ renderingMode: 'Cutout', alpha: 0.8 }))).toMatchObject({ transparent: false, alphaTest: 0.5, depthWrite: true })
    const alpha = materialProps(m({ renderingMode: 'Fade', alpha: 0.4 }))
    expect(alpha).toMatchObject({ transparent: true, opacity: 0.4, depthWrite: true })
    expect(alpha.alphaTest).toBeGreaterThan(0)
    expect(alpha.alphaTest).toBeLessThan(0.05)
    expect(materialProps(m({ renderingMode: 'Transparent', transparency: 'Blend', alpha: 0.4 }))).toMatchObject({ transparent: true, depthWrite: false, alphaTest: 0 })
    // Blend only means something for the blended modes; an Opaque with a faded alpha still blends as Alpha.
    expect(materialProps(m({ renderingMode: 'Opaque', transparency: 'Blend', alpha: 0.5 }))).toMatchObject({ transparent: true, depthWrite: true })
    expect(materialProps(m(), {}, { textureHasAlpha: true }).transparent).toBe(true)
  })

  it('honours the Metallic toggle and its map', () => {
    const metalMap = tex()
    const on = materialProps(m({ metallicEnabled: true, metallic: 0.8, smoothness: 0.9, metallicMapAssetId: 'mm' }), { metalnessMap: metalMap })
    expect(on.metalness).toBe(0.8)
    expect(on.roughness).toBeCloseTo(0.1)
    expect(on.metalnessMap).toBe(metalMap)
    // Switched off, stale values in a hand-edited document draw as the off state.
    const off = materialProps(m({ metallicEnabled: false, metallic: 0.8, smoothness: 0.9, metallicMapAssetId: 'mm' }), { metalnessMap: metalMap })
    expect(off).toMatchObject({ metalness: 0, roughness: 0.5, metalnessMap: null })
  })

  it('emission colour and map, and the normal map', () => {
    const glow = tex()
    const normal = tex()
    const lit = materialProps(m({ emission: '#FFFFFF', emissionMapAssetId: 'g', normalMapAssetId: 'n' }), { emissiveMap: glow, normalMap: normal })
    expect(lit).toMatchObject({ emissive: '#FFFFFF', emissiveMap: glow, normalMap: normal })
    expect(lit.emissiveIntensity).toBeGreaterThan(0)
    const dark = materialProps(m({ emission: null, emissionMapAssetId: 'g' }), { emissiveMap: glow })
    expect(dark).toMatchObject({ emissiveMap: null, emissiveIntensity: 0 })
  })

  it('unlit keeps colour, texture and transparency only', () => {
    const p = unlitProps(materialProps(m({ renderingMode: 'Fade', transparency: 'Blend', metallic: 1 })))
    expect(Object.keys(p).sort()).toEqual(['alphaTest', 'color', 'depthWrite', 'map', 'opacity', 'transparent'])
    expect(p.depthWrite).toBe(false)
  })

  it('changes the program key when a map or blending comes or goes', () => {
    const plain = programKey(materialProps(m()), false)
    expect(programKey(materialProps(m({ alpha: 0.5 })), false)).not.toBe(plain)
    expect(programKey(materialProps(m({ normalMapAssetId: 'n' }), { normalMap: tex() }), false)).not.toBe(plain)
    expect(programKey(materialProps(m()), true)).not.toBe(plain)
    expect(programKey(materialProps(m({ albedo: '#FF0000', metallic: 0.3 })), false)).toBe(plain)
  })
})

describe('maps', () => {
  it('asks only for the maps the settings use', () => {
    const url = (id: string) => (id === 'missing' ? undefined : `/u/${id}.png`)
    expect(materialMapUrls(m({ textureAssetId: 't', normalMapAssetId: 'missing' }), url)).toEqual({ map: '/u/t.png' })
    expect(materialMapUrls(m({ metallicEnabled: false, metallicMapAssetId: 'mm', emission: null, emissionMapAssetId: 'g' }), url)).toEqual({})
    expect(materialMapUrls(m({ metallicEnabled: true, metallicMapAssetId: 'mm', emission: '#FFFFFF', emissionMapAssetId: 'g' }), url)).toEqual({ metalnessMap: '/u/mm.png', emissiveMap: '/u/g.png' })
  })

  it('gives each slot its own copy in its colour space, leaving the shared texture alone', () => {
    expect(MAP_COLOR_SPACE).toEqual({ map: THREE.SRGBColorSpace, emissiveMap: THREE.SRGBColorSpace, normalMap: THREE.NoColorSpace, metalnessMap: THREE.NoColorSpace })
    const shared = tex()
    const colour = slotTexture(shared, MAP_COLOR_SPACE.map)!
    const normal = slotTexture(shared, MAP_COLOR_SPACE.normalMap)!
    expect(colour.colorSpace).toBe(THREE.SRGBColorSpace)
    expect(normal.colorSpace).toBe(THREE.NoColorSpace)
    expect(colour.source).toBe(shared.source)
    expect(colour.wrapS).toBe(THREE.RepeatWrapping)
    expect([shared.colorSpace, shared.wrapS]).toEqual([THREE.NoColorSpace, THREE.ClampToEdgeWrapping])
    expect(slotTexture(undefined, THREE.SRGBColorSpace)).toBeNull()
  })
})
