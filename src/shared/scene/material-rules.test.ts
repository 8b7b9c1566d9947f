import { describe, expect, it } from 'vitest'
import { createShape, defaultMaterial, emptyScene } from './defaults'
import { DEFAULT_SMOOTHNESS, isMetallicOn, materialAssetIds, parseMaterialNumber, transparencyOf, usesTransparency, withEmission, withMetallic } from './material-rules'
import { materialSchema, nodeSchema } from './schema'

describe('materialSchema', () => {
  it('requires the toggle and the transparency (older documents get them from the v1 → v2 migration)', () => {
    const old = { renderingMode: 'Opaque', shader: 'Standard', albedo: '#FFFFFF', alpha: 1, emission: null, metallic: 0, smoothness: 0.5, textureAssetId: null, normalMapAssetId: null }
    expect(materialSchema.safeParse(old).success).toBe(false)
    expect(nodeSchema.safeParse(createShape(emptyScene(), 'cube')).success).toBe(true)
  })

  it('round-trips the new fields and refuses bad values', () => {
    const full = { ...defaultMaterial(), metallicEnabled: true, metallicMapAssetId: 'metal1', emissionMapAssetId: null, transparency: 'Blend' as const }
    expect(materialSchema.parse(JSON.parse(JSON.stringify(full)))).toEqual(full)
    expect(materialSchema.safeParse({ ...full, transparency: 'Additive' }).success).toBe(false)
    expect(materialSchema.safeParse({ ...full, metallicMapAssetId: 'bad id!' }).success).toBe(false)
    expect(materialSchema.safeParse({ ...full, metallicEnabled: 'yes' }).success).toBe(false)
  })
})

describe('Metallic toggle', () => {
  it('reads the toggle', () => {
    expect(isMetallicOn(defaultMaterial())).toBe(false)
    expect(isMetallicOn({ ...defaultMaterial(), metallicEnabled: true })).toBe(true)
    expect(isMetallicOn({ ...defaultMaterial(), metallic: 0.9, metallicEnabled: false })).toBe(false)
  })

  it('off resets metallic, smoothness and map; on keeps the values', () => {
    const shiny = { ...defaultMaterial(), metallic: 0.7, smoothness: 0.9, metallicMapAssetId: 'm' }
    const off = withMetallic(shiny, false)
    expect(off).toMatchObject({ metallicEnabled: false, metallic: 0, smoothness: DEFAULT_SMOOTHNESS, metallicMapAssetId: null })
    expect(DEFAULT_SMOOTHNESS).toBe(0.5)
    expect(withMetallic(shiny, true)).toEqual({ ...shiny, metallicEnabled: true })
    expect(materialSchema.safeParse(off).success).toBe(true)
  })
})

describe('Emission toggle and transparency', () => {
  it('on sets white; off clears colour and map', () => {
    expect(withEmission(defaultMaterial(), true).emission).toBe('#FFFFFF')
    const lit = { ...defaultMaterial(), emission: '#FF0000', emissionMapAssetId: 'glow' }
    expect(withEmission(lit, false)).toMatchObject({ emission: null, emissionMapAssetId: null })
  })

  it('transparency applies to Fade and Transparent only, Alpha by default', () => {
    const modes = (['Opaque', 'Cutout', 'Fade', 'Transparent'] as const).filter((renderingMode) => usesTransparency({ ...defaultMaterial(), renderingMode }))
    expect(modes).toEqual(['Fade', 'Transparent'])
    expect(transparencyOf(defaultMaterial())).toBe('Alpha')
    expect(transparencyOf({ ...defaultMaterial(), transparency: 'Blend' })).toBe('Blend')
  })
})

describe('material helpers', () => {
  it('lists every map the material names', () => {
    const m = { ...defaultMaterial(), textureAssetId: 'a', normalMapAssetId: null, metallicMapAssetId: 'b', emissionMapAssetId: 'c' }
    expect(materialAssetIds(m)).toEqual(['a', 'b', 'c'])
    expect(materialAssetIds(defaultMaterial())).toEqual([])
  })

  it('number text: digits and one decimal point, clamped', () => {
    expect(parseMaterialNumber('0.25', 0, 1)).toBe(0.25)
    expect(parseMaterialNumber('.5', 0, 1)).toBe(0.5)
    expect(parseMaterialNumber('7', 0, 0.95)).toBe(0.95)
    for (const bad of ['', '.', '-1', '1.2.3', '1e3', 'abc']) expect(parseMaterialNumber(bad, 0, 1)).toBeNull()
  })
})
