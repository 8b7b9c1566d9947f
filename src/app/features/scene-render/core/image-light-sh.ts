import { Color, CubeCamera, HalfFloatType, Scene, ShaderChunk, SphericalHarmonics3, Vector3, WebGLCubeRenderTarget, DataUtils, type Texture, type WebGLRenderer } from 'three'

/**
 * The image light's diffuse part as spherical harmonics (nine colours, worked out once per
 * environment) instead of a lookup in the prefiltered environment at every lit pixel. The
 * reflections still come from the environment. The SH is handed to the shaders as a LightProbe:
 * where a material takes the scene's environment and a probe is present, the probe stands in for the
 * environment's irradiance (same place in three's lighting, so the standard material's energy
 * compensation and the matte material's sheen are kept) and is not also added as an extra light.
 */
const BEGIN = '#if defined( USE_LIGHT_PROBES )'
const MAPS = 'iblIrradiance += getIBLIrradiance( geometryNormal );'
const MARK = '/* image-light-sh */'

/** Patches three's light chunks once (every program built after this reads them). */
export function patchImageLightChunks() {
  if (ShaderChunk.lights_fragment_maps.includes(MARK)) return
  if (ShaderChunk.lights_fragment_begin.split(BEGIN).length !== 2 || ShaderChunk.lights_fragment_maps.split(MAPS).length !== 2) {
    throw new Error('three changed its light chunks: image-light-sh needs updating')
  }
  const probeIsImageLight = 'defined( USE_LIGHT_PROBES ) && defined( USE_ENVMAP ) && defined( ENVMAP_TYPE_PMREM ) && ( defined( STANDARD ) || defined( LAMBERT ) || defined( PHONG ) )'
  ShaderChunk.lights_fragment_begin = ShaderChunk.lights_fragment_begin.replace(BEGIN, `#if ${probeIsImageLight}\n#define IMAGE_LIGHT_SH\n#endif\n#if defined( USE_LIGHT_PROBES ) && ! defined( IMAGE_LIGHT_SH )`)
  ShaderChunk.lights_fragment_maps = ShaderChunk.lights_fragment_maps.replace(
    MAPS,
    `${MARK}\n#ifdef IMAGE_LIGHT_SH\niblIrradiance += getLightProbeIrradiance( lightProbe, geometryNormal );\n#else\n${MAPS}\n#endif`,
  )
}

/**
 * The studio room's SH (three's RoomEnvironment, grey, so one value per coefficient), as
 * environmentSH reads it: worked out once here instead of on every page. Reading it back made the
 * page wait for the GPU to draw six cube faces of the room and finish all work before them (the
 * prefiltered room too): 2-3 s of a frozen main thread after the first frame on software GL, a
 * visible hitch on a phone. `tests/e2e/room-sh.test.ts` reads the room back and holds this to it.
 */
export const ROOM_SH_COEFFICIENTS = [
  3.711930081505169, 1.718266698308519, 1.6268384456857656, 0.28772453493801137, 0.23384780884049874, 1.078944210679062, 1.2682315931206873, -0.34000765151108164, -0.6285311503206663,
]

export function roomSH(): SphericalHarmonics3 {
  const sh = new SphericalHarmonics3()
  ROOM_SH_COEFFICIENTS.forEach((c, i) => sh.coefficients[i].setScalar(c))
  return sh
}

const SIZE = 64
const cache = new WeakMap<object, SphericalHarmonics3 | null>()

/**
 * The SH of what an environment shows in every direction: `source` is a scene (the studio room)
 * or a texture (an image sky), drawn once into a small cube and read back. Null where the GPU
 * cannot read half floats back (the shaders then keep the environment lookup).
 */
export function environmentSH(gl: WebGLRenderer, source: Scene | Texture): SphericalHarmonics3 | null {
  if (cache.has(source)) return cache.get(source)!
  let sh: SphericalHarmonics3 | null = null
  if (gl.extensions.has('EXT_color_buffer_float') || gl.extensions.has('EXT_color_buffer_half_float')) {
    const target = new WebGLCubeRenderTarget(SIZE, { type: HalfFloatType })
    const scene = (source as Scene).isScene ? (source as Scene) : Object.assign(new Scene(), { background: source as Texture })
    new CubeCamera(0.1, 1000, target).update(gl, scene)
    const faces: Uint16Array[] = []
    for (let face = 0; face < 6; face++) {
      const data = new Uint16Array(SIZE * SIZE * 4)
      gl.readRenderTargetPixels(target, 0, 0, SIZE, SIZE, data, face)
      faces.push(data)
    }
    target.dispose()
    sh = shFromCubeFaces(faces, SIZE)
  }
  cache.set(source, sh)
  return sh
}

/**
 * three's LightProbeGenerator.fromCubeRenderTarget, synchronous: each texel's direction on the cube
 * (CubeCamera's face order and orientation) weighted by the solid angle it covers.
 */
export function shFromCubeFaces(faces: Uint16Array[], size: number): SphericalHarmonics3 {
  const sh = new SphericalHarmonics3()
  const coefficients = sh.coefficients
  const basis = new Array<number>(9).fill(0)
  const coord = new Vector3()
  const dir = new Vector3()
  const color = new Color()
  const pixel = 2 / size
  let total = 0
  faces.forEach((data, face) => {
    for (let i = 0; i < data.length; i += 4) {
      color.setRGB(DataUtils.fromHalfFloat(data[i]), DataUtils.fromHalfFloat(data[i + 1]), DataUtils.fromHalfFloat(data[i + 2]))
      const index = i / 4
      // As LightProbeGenerator, in WebGL's coordinate system (its flip is -1).
      const flip = -1
      const col = (1 - ((index % size) + 0.5) * pixel) * flip
      const row = 1 - (Math.floor(index / size) + 0.5) * pixel
      if (face === 0) coord.set(-1 * flip, row, col * flip)
      else if (face === 1) coord.set(1 * flip, row, -col * flip)
      else if (face === 2) coord.set(col, 1, -row)
      else if (face === 3) coord.set(col, -1, row)
      else if (face === 4) coord.set(col, row, 1)
      else coord.set(-col, row, -1)
      const lengthSq = coord.lengthSq()
      const weight = 4 / (Math.sqrt(lengthSq) * lengthSq)
      total += weight
      dir.copy(coord).normalize()
      SphericalHarmonics3.getBasisAt(dir, basis)
      for (let j = 0; j < 9; j++) {
        coefficients[j].x += basis[j] * color.r * weight
        coefficients[j].y += basis[j] * color.g * weight
        coefficients[j].z += basis[j] * color.b * weight
      }
    }
  })
  const norm = (4 * Math.PI) / total
  for (const c of coefficients) c.multiplyScalar(norm)
  return sh
}
