import { describe, expect, it } from 'vitest'
import { DataUtils, ShaderLib, type DataTexture } from 'three'
// @ts-expect-error three ships no type declarations for its DFG table's module
import { getDFGLUT } from 'three/src/renderers/shaders/DFGLUTData.js'
import { matteMaterial, SHEEN } from './matte-material'

/**
 * The standard material's share of the image light in its specular layer (RE_IndirectSpecular:
 * single plus multiple scattering, F0 0.04), from three's own DFG table: 16 roughness columns,
 * 16 rows of n·v.
 */
function specularShare(column: number, row: number, f0 = 0.04) {
  const data = (getDFGLUT() as DataTexture).image.data as Uint16Array
  const i = (row * 16 + column) * 2
  const [scale, bias] = [DataUtils.fromHalfFloat(data[i]), DataUtils.fromHalfFloat(data[i + 1])]
  const single = f0 * scale + bias
  const ess = scale + bias
  const favg = f0 + (1 - f0) * 0.047619
  const fms = (single * favg) / (1 - (1 - ess) * favg)
  return single + fms * (1 - ess)
}

describe('matte material', () => {
  it("adds the rough standard material's specular share of the image light, head-on to grazing", () => {
    // Roughness 13/15 to 1 (the foliage's 0.85, the terrain's 0.95, the night ground's 1).
    for (const column of [13, 14, 15])
      for (let row = 0; row < 16; row++) {
        const nv = row / 15
        const sheen = SHEEN.FACING + SHEEN.RISE * (1 - nv) ** 3
        expect(Math.abs(sheen - specularShare(column, row)), `roughness ${column / 15}, n·v ${nv}`).toBeLessThan(0.011)
      }
  })

  it('patches the Lambert shader after the lights and runs the caller’s patch, under its own program key', () => {
    const calls: string[] = []
    const material = matteMaterial({ vertexColors: true }, 'ground', (shader) => void calls.push(shader.fragmentShader))
    const shader = { uniforms: {}, vertexShader: ShaderLib.lambert.vertexShader, fragmentShader: ShaderLib.lambert.fragmentShader }
    material.onBeforeCompile(shader as never, undefined as never)
    const end = shader.fragmentShader.indexOf('#include <lights_fragment_end>')
    const sheen = shader.fragmentShader.indexOf(`iblIrradiance * RECIPROCAL_PI * (${SHEEN.FACING} + ${SHEEN.RISE} * pow3(`)
    expect(end).toBeGreaterThan(0)
    expect(sheen).toBeGreaterThan(end)
    // Before the outgoing light is summed.
    expect(sheen).toBeLessThan(shader.fragmentShader.indexOf('vec3 outgoingLight'))
    expect(calls).toHaveLength(1)
    expect(material.customProgramCacheKey()).toBe('matte-ground')
    expect(material.vertexColors).toBe(true)
  })
})
