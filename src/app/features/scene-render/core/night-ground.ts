import { BufferAttribute, Mesh, MeshStandardMaterial, RingGeometry } from 'three'

/** Far enough that its rim sits a few degrees under the horizon from any framing of a scene. */
export const NIGHT_GROUND_RADIUS = 150
/** Where the fade starts: well past what a scene of ordinary size stands on. */
const FADE_FROM = 25
/** What the rim keeps of its lit colour: about the night sky's own colour just above the horizon. */
const RIM_SHADE = 0.08

/** Grows smoothly from 0 at `a` to 1 at `b`. */
const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}

/**
 * The moonlit ground under a night scene. A flat disc ended in a hard, curved rim against the
 * night sky's dark horizon band (seen in the gallery's night village): its colour now darkens
 * towards the rim, so far away the ground melts into the horizon. Rings let the shade follow the
 * radius; the centre keeps its full colour.
 */
export function nightGround(): Mesh {
  const geometry = new RingGeometry(0, NIGHT_GROUND_RADIUS, 48, 16)
  const position = geometry.getAttribute('position')
  const colour = new Float32Array(position.count * 3)
  for (let i = 0; i < position.count; i++) {
    const r = Math.hypot(position.getX(i), position.getY(i))
    const shade = 1 - (1 - RIM_SHADE) * smoothstep(FADE_FROM, NIGHT_GROUND_RADIUS, r)
    colour.set([shade, shade, shade], i * 3)
  }
  geometry.setAttribute('color', new BufferAttribute(colour, 3))
  const ground = new Mesh(geometry, new MeshStandardMaterial({ color: '#3A4566', roughness: 1, vertexColors: true }))
  ground.name = 'night-ground'
  ground.rotation.x = -Math.PI / 2
  // Just under y = 0, so a floor or ground the scene brings itself covers it.
  ground.position.y = -0.02
  ground.receiveShadow = true
  return ground
}
