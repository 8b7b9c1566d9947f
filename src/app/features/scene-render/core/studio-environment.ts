import { Color, DataTexture, LinearFilter, PMREMGenerator, SRGBColorSpace, type Texture, type WebGLRenderer } from 'three'
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

/** Rows of the backdrop's gradient texture (stretched over the frame's height, linearly filtered). */
const ROWS = 256

/** A colour's sRGB bytes, as a 2D canvas gradient interpolates them. */
const srgbBytes = (c: Color) => [(c.getHex() >> 16) & 255, (c.getHex() >> 8) & 255, c.getHex() & 255]

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
  // Painted in JS as a 2D canvas gradient would be (sRGB bytes interpolated between the stops, at
  // each row's centre), into a data texture: uploading a canvas made the GPU read it back first,
  // 50 ms of the viewer's first frame on software GL and a known slow path on phones too.
  const stops: [number, number[]][] = [
    [0, srgbBytes(top)],
    [0.55, srgbBytes(horizon)],
    [1, srgbBytes(bottom)],
  ]
  const data = new Uint8Array(ROWS * 4)
  for (let y = 0; y < ROWS; y++) {
    const t = (y + 0.5) / ROWS
    const [[t0, c0], [t1, c1]] = t <= stops[1][0] ? stops : stops.slice(1)
    const f = (t - t0) / (t1 - t0)
    // Row 0 of a data texture is the bottom of the image; the gradient's y runs from the top.
    const row = (ROWS - 1 - y) * 4
    for (let k = 0; k < 3; k++) data[row + k] = Math.round(c0[k] * (1 - f) + c1[k] * f)
    data[row + 3] = 255
  }
  const texture = new DataTexture(data, 1, ROWS)
  texture.magFilter = texture.minFilter = LinearFilter
  texture.colorSpace = SRGBColorSpace
  texture.needsUpdate = true
  return texture
}
