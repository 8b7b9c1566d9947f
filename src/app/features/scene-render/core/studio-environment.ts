import { PMREMGenerator, type Texture, type WebGLRenderer } from 'three'
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
