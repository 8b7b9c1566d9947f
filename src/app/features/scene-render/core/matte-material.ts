import { MeshLambertMaterial, type MeshLambertMaterialParameters, type WebGLProgramParametersWithUniforms } from 'three'

/**
 * What the standard material's specular layer reflects of the image light at roughness 0.85-1 (a
 * dielectric, F0 0.04, multiple scattering included), read from three's DFG table: about 0.018 of
 * the light seen head-on, rising to about 0.08 at grazing angles (the sky's sheen on far ground).
 * `FACING + RISE * (1 - n·v)³` follows the table within 0.011 (matte-material.test.ts).
 */
export const SHEEN = { FACING: 0.0176, RISE: 0.0624 }

/**
 * A Lambert material that looks like the standard one at roughness ~1, for surfaces that fill the
 * frame (the ground, the terrain, grass): diffuse from every light and from the image light (r187's
 * Lambert takes scene.environment as irradiance), shadows, fog, plus the rough specular's share of
 * the image light (`SHEEN`). Without it the terrain came out visibly more saturated (its
 * dark green lost the faint grey-blue of the sky's reflection). What it leaves out, per pixel and
 * per light: the GGX terms and the image light's second (reflection) lookup, most of a frame's cost
 * on a phone or software GL where the ground covers the screen.
 */
export function matteMaterial(params: MeshLambertMaterialParameters, key: string, patch?: (shader: WebGLProgramParametersWithUniforms) => void): MeshLambertMaterial {
  const material = new MeshLambertMaterial(params)
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <lights_fragment_end>',
      `#include <lights_fragment_end>\nreflectedLight.indirectDiffuse += iblIrradiance * RECIPROCAL_PI * (${SHEEN.FACING} + ${SHEEN.RISE} * pow3(1.0 - saturate(dot(geometryNormal, geometryViewDir))));`,
    )
    patch?.(shader)
  }
  material.customProgramCacheKey = () => `matte-${key}`
  return material
}
