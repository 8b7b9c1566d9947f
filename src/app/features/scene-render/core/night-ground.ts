import { BufferAttribute, Color, Mesh, RingGeometry } from 'three'
import { matteMaterial } from './matte-material'
import type { GroundLight } from './ground-light'

/** Far enough that its rim lies within a degree of the horizon from any framing of a scene. */
export const NIGHT_GROUND_RADIUS = 1000
/** Where the ground starts to melt into the haze, seen from the camera: past what a scene stands on. */
export const HAZE_FROM = 40
/** Where only the haze is left: the rim and the far ground show the sky's colour at the horizon. */
export const HAZE_TO = 320
/** The night sky image is drawn this much brighter than painted (the stars and moon need it). */
export const NIGHT_SKY_INTENSITY = 2.5
/**
 * The night sky's colour at the horizon as drawn: the painted horizon (scripts/env/skies.ts,
 * night; a test reads it back from public/env/night.hdr) times its background intensity, linear.
 */
export const NIGHT_HAZE = new Color(0.014, 0.022, 0.048).multiplyScalar(NIGHT_SKY_INTENSITY)
/** Where the ground's own shade starts to ease off (it meets the haze there rather than glowing). */
const FADE_FROM = 25
const RIM_SHADE = 0.5
/** The ground's albedo (sRGB). */
export const NIGHT_GROUND_COLOUR = '#5A6680'
/** Just under y = 0, so a floor or ground the scene brings itself covers it. */
export const GROUND_Y = -0.02

/** Grows smoothly from 0 at `a` to 1 at `b`. */
const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}

/**
 * The moonlit ground under a night scene. Its far part melts into a night-blue haze, the colour
 * the sky has at the horizon, so sky and ground meet without the black band a dark rim left
 * (seen in the gallery's night village at 390x844). The haze is the ground's own (mixed in before
 * tone mapping, as the sky's colour is), not scene fog, which would also dim the scene's objects.
 */
export function nightGround(light?: GroundLight): Mesh {
  const geometry = new RingGeometry(0, NIGHT_GROUND_RADIUS, 64, 24)
  const position = geometry.getAttribute('position')
  const colour = new Float32Array(position.count * 3)
  for (let i = 0; i < position.count; i++) {
    const r = Math.hypot(position.getX(i), position.getY(i))
    const shade = 1 - (1 - RIM_SHADE) * smoothstep(FADE_FROM, HAZE_TO, r)
    colour.set([shade, shade, shade], i * 3)
  }
  geometry.setAttribute('color', new BufferAttribute(colour, 3))
  // Matte, not standard: this ground fills half the frame, and each torch's light was a full PBR
  // evaluation per pixel of it (the frame's cost on a phone or software GL).
  // A grey with a little blue in it: the moon's blue fill makes it night blue, and a torch's warm
  // light on it reads warm (the old deep blue, #3A4566, turned a torch's pool grey-violet).
  const material = matteMaterial({ color: NIGHT_GROUND_COLOUR, vertexColors: true }, 'night-ground-haze', (shader) => {
    shader.uniforms.hazeColor = { value: NIGHT_HAZE }
    shader.uniforms.hazeRange = { value: [HAZE_FROM, HAZE_TO] }
    shader.fragmentShader = shader.fragmentShader
      .replace('void main() {', 'uniform vec3 hazeColor;\nuniform vec2 hazeRange;\nvoid main() {')
      .replace('#include <tonemapping_fragment>', 'gl_FragColor.rgb = mix(gl_FragColor.rgb, hazeColor, smoothstep(hazeRange.x, hazeRange.y, length(vViewPosition)));\n#include <tonemapping_fragment>')
    light?.patch(shader)
  })
  // The torches' light on this ground comes baked (ground-light.ts) once there is a bake: a program of its own.
  if (light) material.customProgramCacheKey = () => `matte-night-ground-haze-${light.baked ? 'baked' : 'lit'}`
  const ground = new Mesh(geometry, material)
  ground.name = 'night-ground'
  ground.rotation.x = -Math.PI / 2
  ground.position.y = GROUND_Y
  ground.receiveShadow = true
  return ground
}
