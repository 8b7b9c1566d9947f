import { CanvasTexture, Color, PMREMGenerator, SRGBColorSpace, type Texture, type WebGLRenderer } from 'three'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'

/**
 * Image-based light that ships with the app as code, not a file: three's procedural room,
 * prefiltered once per renderer through the PMREM generator and shared by every scene it draws.
 */
const cache = new WeakMap<WebGLRenderer, Texture>()

export function studioEnvironment(gl: WebGLRenderer): Texture {
  let texture = cache.get(gl)
  if (!texture) {
    const pmrem = new PMREMGenerator(gl)
    const room = new RoomEnvironment()
    texture = pmrem.fromScene(room, 0.04).texture
    room.dispose()
    pmrem.dispose()
    cache.set(gl, texture)
  }
  return texture
}

/** How strongly the room lights the scene: a fill under the document's own lights, not a rival. */
export const STUDIO_ENV_INTENSITY = 0.7

/**
 * A studio backdrop for a plain-colour sky: a vertical gradient from a lighter sweep at the top
 * to the author's colour at the floor, drawn as the screen-space background (no geometry).
 */
export function gradientBackdrop(colour: string): Texture {
  const base = new Color(colour)
  const hsl = base.getHSL({ h: 0, s: 0, l: 0 })
  // Dark colours lift more than light ones, so the gradient reads on both.
  const lift = hsl.l < 0.5 ? 0.22 : 0.1
  const top = base.clone().offsetHSL(0, -0.05, lift)
  const horizon = base.clone().offsetHSL(0, 0, lift * 0.45)
  const bottom = base.clone().multiplyScalar(0.85)
  const canvas = document.createElement('canvas')
  canvas.width = 2
  canvas.height = 256
  const g = canvas.getContext('2d')!
  const fill = g.createLinearGradient(0, 0, 0, 256)
  fill.addColorStop(0, `#${top.getHexString()}`)
  fill.addColorStop(0.55, `#${horizon.getHexString()}`)
  fill.addColorStop(1, `#${bottom.getHexString()}`)
  g.fillStyle = fill
  g.fillRect(0, 0, 2, 256)
  const texture = new CanvasTexture(canvas)
  texture.colorSpace = SRGBColorSpace
  return texture
}
