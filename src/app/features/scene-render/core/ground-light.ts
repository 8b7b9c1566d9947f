import { ClampToEdgeWrapping, DataTexture, DataUtils, HalfFloatType, LinearFilter, RGBAFormat, ShaderChunk, Vector3, Vector4, type Object3D, type PointLight, type WebGLProgramParametersWithUniforms } from 'three'

/** The baked light's resolution on the ground: 12.5 cm, finer than a torch's pool changes. */
export const GROUND_LIGHT_TEXEL = 0.125
/** At most this many texels a side; a wider spread of lights gets coarser texels. */
const MAX_TEXELS = 1024
/** Lights reaching further than this (or without a cutoff) stay per pixel: the bake covers a patch. */
export const MAX_BAKED_REACH = 40

/** A point light as the bake sees it: world position, colour × intensity (linear), cutoff, decay. */
export interface BakedLight {
  x: number
  y: number
  z: number
  r: number
  g: number
  b: number
  distance: number
  decay: number
}

/** three's getDistanceAttenuation (lights_pars_begin), on the CPU. */
export function attenuation(d: number, cutoff: number, decay: number): number {
  const falloff = 1 / Math.max(Math.pow(d, decay), 0.01)
  return cutoff > 0 ? falloff * Math.max(0, Math.min(1, 1 - (d / cutoff) ** 4)) ** 2 : falloff
}

/**
 * The irradiance the lights cast on a flat ground at height `groundY` (normal up), sampled at
 * texel centres: what three's point-light loop adds per pixel before the Lambert BRDF. A margin of
 * one dark texel keeps clamp-to-edge sampling dark outside the patch.
 */
export function bakeGroundLight(lights: BakedLight[], groundY: number, texel = GROUND_LIGHT_TEXEL) {
  let minX = Infinity
  let minZ = Infinity
  let maxX = -Infinity
  let maxZ = -Infinity
  for (const l of lights) {
    minX = Math.min(minX, l.x - l.distance)
    maxX = Math.max(maxX, l.x + l.distance)
    minZ = Math.min(minZ, l.z - l.distance)
    maxZ = Math.max(maxZ, l.z + l.distance)
  }
  const span = Math.max(maxX - minX, maxZ - minZ, texel)
  const size = Math.min(MAX_TEXELS, Math.ceil(span / texel) + 2)
  const step = Math.max(texel, span / (size - 2))
  const width = Math.min(size, Math.ceil((maxX - minX) / step) + 2)
  const height = Math.min(size, Math.ceil((maxZ - minZ) / step) + 2)
  const x0 = minX - step
  const z0 = minZ - step
  const data = new Float32Array(width * height * 4)
  for (const l of lights) {
    const h = l.y - groundY
    if (h <= 0) continue
    const i0 = Math.max(1, Math.floor((l.x - l.distance - x0) / step))
    const i1 = Math.min(width - 2, Math.ceil((l.x + l.distance - x0) / step))
    const j0 = Math.max(1, Math.floor((l.z - l.distance - z0) / step))
    const j1 = Math.min(height - 2, Math.ceil((l.z + l.distance - z0) / step))
    for (let j = j0; j <= j1; j++) {
      const dz = z0 + (j + 0.5) * step - l.z
      for (let i = i0; i <= i1; i++) {
        const dx = x0 + (i + 0.5) * step - l.x
        const d = Math.sqrt(dx * dx + dz * dz + h * h)
        // dot(N, L) with the ground's normal straight up, times the light's falloff.
        const k = (h / d) * attenuation(d, l.distance, l.decay)
        const o = (j * width + i) * 4
        data[o] += l.r * k
        data[o + 1] += l.g * k
        data[o + 2] += l.b * k
      }
    }
  }
  return { data, width, height, box: new Vector4(x0, z0, 1 / (width * step), 1 / (height * step)) }
}

const at = new Vector3()

/**
 * The ground's share of the scene's shadowless point lights (the torches' emissive lights, the
 * document's lights without a shadow), baked into a texture instead of evaluated per pixel: the
 * ground fills much of the frame, and each light was a full evaluation at every one of its pixels
 * (software GL, phones). Baked again whenever those lights changed (a document change, the nearest
 * emitters following the camera, a light moved); the objects still take them per pixel. When a
 * light reaches too far for a patch (no cutoff), the ground keeps the per-pixel loop instead.
 */
export class GroundLight {
  readonly uniforms = { groundLight: { value: null as DataTexture | null }, groundLightBox: { value: new Vector4(0, 0, 0, 0) } }
  /** Whether the ground's shader leaves the shadowless point lights to the bake (a program of its own). */
  baked = false
  private signature = ''
  private readonly groundY: number

  constructor(groundY: number) {
    this.groundY = groundY
  }

  /** Re-bakes when the scene's shadowless point lights changed; true when the ground's program must change. */
  update(scene: Object3D): boolean {
    const lights: BakedLight[] = []
    let bakeable = true
    scene.traverseVisible((o) => {
      const light = o as PointLight
      if (!light.isPointLight || light.castShadow || light.intensity === 0) return
      if (!(light.distance > 0 && light.distance <= MAX_BAKED_REACH)) bakeable = false
      light.updateWorldMatrix(true, false)
      light.getWorldPosition(at)
      lights.push({ x: at.x, y: at.y, z: at.z, r: light.color.r * light.intensity, g: light.color.g * light.intensity, b: light.color.b * light.intensity, distance: light.distance, decay: light.decay })
    })
    const baked = bakeable && lights.length > 0
    // In a fixed order: the emissive lights trade places as the camera moves without changing the light.
    lights.sort((a, b) => a.x - b.x || a.z - b.z || a.y - b.y)
    const signature = baked ? JSON.stringify(lights) : ''
    if (signature === this.signature) return false
    this.signature = signature
    this.uniforms.groundLight.value?.dispose()
    this.uniforms.groundLight.value = null
    if (baked) {
      const { data, width, height, box } = bakeGroundLight(lights, this.groundY)
      const half = new Uint16Array(data.length)
      // Half floats filter linearly everywhere WebGL2 runs (full floats need an extension); most texels are dark.
      for (let i = 0; i < data.length; i++) if (data[i] !== 0) half[i] = DataUtils.toHalfFloat(data[i])
      const texture = new DataTexture(half, width, height, RGBAFormat, HalfFloatType)
      texture.magFilter = texture.minFilter = LinearFilter
      texture.wrapS = texture.wrapT = ClampToEdgeWrapping
      texture.generateMipmaps = false
      texture.needsUpdate = true
      this.uniforms.groundLight.value = texture
      this.uniforms.groundLightBox.value.copy(box)
    }
    const changed = baked !== this.baked
    this.baked = baked
    return changed
  }

  /**
   * The ground's shader: its point-light loop keeps only the shadow casters (three puts them first)
   * and the baked irradiance is added in their place, through the same Lambert BRDF.
   */
  patch(shader: WebGLProgramParametersWithUniforms) {
    if (!this.baked) return
    Object.assign(shader.uniforms, this.uniforms)
    // The one loop over pointLights[] (the chunk has a single 'i < NUM_POINT_LIGHTS;').
    const loop = 'i < NUM_POINT_LIGHTS; i ++'
    if (ShaderChunk.lights_fragment_begin.split(loop).length !== 2) throw new Error('three changed its point-light loop: GroundLight needs updating')
    const begin = ShaderChunk.lights_fragment_begin.replace(loop, 'i < NUM_POINT_LIGHT_SHADOWS; i ++')
    shader.vertexShader = shader.vertexShader
      .replace('void main() {', 'varying vec2 vGroundXZ;\nvoid main() {')
      .replace('#include <project_vertex>', '#include <project_vertex>\nvGroundXZ = ( modelMatrix * vec4( transformed, 1.0 ) ).xz;')
    shader.fragmentShader = shader.fragmentShader
      .replace('void main() {', 'uniform sampler2D groundLight;\nuniform vec4 groundLightBox;\nvarying vec2 vGroundXZ;\nvoid main() {')
      .replace(
        '#include <lights_fragment_begin>',
        `${begin}\nreflectedLight.directDiffuse += texture2D( groundLight, ( vGroundXZ - groundLightBox.xy ) * groundLightBox.zw ).rgb * BRDF_Lambert( material.diffuseColor );`,
      )
  }

  dispose() {
    this.uniforms.groundLight.value?.dispose()
    this.uniforms.groundLight.value = null
  }
}
