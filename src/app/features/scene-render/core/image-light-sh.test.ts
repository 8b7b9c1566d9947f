import { DataUtils, ShaderChunk, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { patchImageLightChunks, shFromCubeFaces } from './image-light-sh'

const SIZE = 16
/** Six faces (CubeCamera's order: +x, -x, +y, -y, +z, -z) of one radiance each, as half floats. */
function faces(radiance: number[]) {
  return radiance.map((r) => {
    const data = new Uint16Array(SIZE * SIZE * 4)
    for (let i = 0; i < data.length; i += 4) data[i] = data[i + 1] = data[i + 2] = DataUtils.toHalfFloat(r)
    return data
  })
}

describe('the image light as spherical harmonics', () => {
  it('gives a uniform environment of radiance L the irradiance pi L in every direction', () => {
    const sh = shFromCubeFaces(faces([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]), SIZE)
    for (const n of [new Vector3(0, 1, 0), new Vector3(0, -1, 0), new Vector3(1, 0, 0), new Vector3(0.3, 0.2, -0.9).normalize()]) {
      expect(sh.getIrradianceAt(n, new Vector3()).x).toBeCloseTo(Math.PI * 0.5, 2)
    }
  })

  it('lights from where the light is: a bright sky above gives more from above than below, and the same on every side', () => {
    const sh = shFromCubeFaces(faces([0, 0, 2, 0, 0, 0]), SIZE)
    const up = sh.getIrradianceAt(new Vector3(0, 1, 0), new Vector3()).x
    const down = sh.getIrradianceAt(new Vector3(0, -1, 0), new Vector3()).x
    expect(up).toBeGreaterThan(4 * Math.max(down, 0.01))
    const east = sh.getIrradianceAt(new Vector3(1, 0, 0), new Vector3()).x
    const north = sh.getIrradianceAt(new Vector3(0, 0, -1), new Vector3()).x
    expect(east).toBeCloseTo(north, 3)
    // +x lit alone: the light comes from +x.
    const side = shFromCubeFaces(faces([2, 0, 0, 0, 0, 0]), SIZE)
    expect(side.getIrradianceAt(new Vector3(1, 0, 0), new Vector3()).x).toBeGreaterThan(side.getIrradianceAt(new Vector3(-1, 0, 0), new Vector3()).x)
    // +z lit alone: the light comes from +z.
    const front = shFromCubeFaces(faces([0, 0, 0, 0, 2, 0]), SIZE)
    expect(front.getIrradianceAt(new Vector3(0, 0, 1), new Vector3()).x).toBeGreaterThan(front.getIrradianceAt(new Vector3(0, 0, -1), new Vector3()).x)
  })

  it('lets the probe stand in for the environment lookup where both are present, and nowhere else', () => {
    patchImageLightChunks()
    patchImageLightChunks() // once only
    const maps = ShaderChunk.lights_fragment_maps
    expect(maps.split('getLightProbeIrradiance').length).toBe(2)
    expect(maps.indexOf('#ifdef IMAGE_LIGHT_SH')).toBeLessThan(maps.indexOf('getIBLIrradiance( geometryNormal )'))
    const begin = ShaderChunk.lights_fragment_begin
    expect(begin).toContain('#define IMAGE_LIGHT_SH')
    expect(begin).toContain('#if defined( USE_LIGHT_PROBES ) && ! defined( IMAGE_LIGHT_SH )')
  })
})
