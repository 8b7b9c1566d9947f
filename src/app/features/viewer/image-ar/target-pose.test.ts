import { Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { projectedCentre, sceneToTarget } from './target-pose'

// MindAR's target frame: picture pixels, origin at the bottom-left corner (its GL world matrix flips
// the image's rows), y up the picture, z out of it towards the camera.
describe('scene to MindAR target', () => {
  const [w, h, widthCm] = [480, 360, 20]
  const m = sceneToTarget(w, h, widthCm)
  const at = (x: number, y: number, z: number) => new Vector3(x, y, z).applyMatrix4(m).toArray().map((v) => Math.round(v * 1000) / 1000 + 0)

  it('puts the scene origin at the picture centre and a metre at the printed scale', () => {
    expect(at(0, 0, 0)).toEqual([240, 180, 0])
    // Half the printed width to the right: the right edge.
    expect(at(0.1, 0, 0)).toEqual([480, 180, 0])
    // -z is the top of the picture: half its printed height (15 cm at 4:3) up.
    expect(at(0, 0, -0.075)).toEqual([240, 360, 0])
    // Up in the scene is out of the picture, towards the camera.
    expect(at(0, 0.05, 0)).toEqual([240, 180, 120])
  })

  it('projects the centre through a GL projection into feed pixels, y down', () => {
    // Camera looking down -z; the picture 1000 px in front; f = 500 px on a 640x480 feed.
    const world = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -240 + 50, -180 - 20, -1000, 1]
    const [f, W, H, near, far] = [500, 640, 480, 10, 100000]
    const projection = [(2 * f) / W, 0, 0, 0, 0, (2 * f) / H, 0, 0, 0, 0, -(far + near) / (far - near), -1, 0, 0, (-2 * far * near) / (far - near), 0]
    const centre = projectedCentre(world, projection, w, h, W, H)!
    // 50 px right and 20 px down in the camera frame, at 1000 px: 25 and 10 feed pixels from the middle.
    expect(centre.x).toBeCloseTo(320 + 25, 6)
    expect(centre.y).toBeCloseTo(240 + 10, 6)
  })
})
