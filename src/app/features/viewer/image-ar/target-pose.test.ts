import { Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { fitFeed, PROCESS_LANDSCAPE, PROCESS_PORTRAIT, processSizeFor, projectedCentre, sceneToTarget, toFeed } from './target-pose'

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

describe('the feed in the processed frame', () => {
  it('fits any feed into the fixed frame of its orientation, centred, aspect kept', () => {
    expect(processSizeFor(1280, 720)).toBe(PROCESS_LANDSCAPE)
    expect(processSizeFor(720, 1280)).toBe(PROCESS_PORTRAIT)
    expect(fitFeed(320, 240, PROCESS_LANDSCAPE)).toEqual({ scale: 1.5, x: 0, y: 0, width: 480, height: 360 })
    expect(fitFeed(1280, 720, PROCESS_LANDSCAPE)).toEqual({ scale: 0.375, x: 0, y: 45, width: 480, height: 270 })
    expect(fitFeed(720, 1280, PROCESS_PORTRAIT)).toEqual({ scale: 0.375, x: 45, y: 0, width: 270, height: 480 })
  })

  it('maps the pose back to the feed: a picture centred on a 1280x720 feed projects to its centre, and off-centre points follow', () => {
    const size = PROCESS_LANDSCAPE
    const fit = fitFeed(1280, 720, size)
    // MindAR's K on the processed frame: f from a 45° vertical fov, optical centre in the middle.
    const f = size.height / 2 / Math.tan(Math.PI / 8)
    const [near, far] = [10, 100000]
    const projection = [(2 * f) / size.width, 0, 0, 0, 0, (2 * f) / size.height, 0, 0, 0, 0, -(far + near) / (far - near), -1, 0, 0, (-2 * far * near) / (far - near), 0]
    const centred = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -240, -180, -1000, 1]
    expect(toFeed(projectedCentre(centred, projection, 480, 360, size.width, size.height)!, fit)).toEqual({ x: 640, y: 360 })
    // 100 px right and 50 px up in the camera frame at depth 1000: f·0.1 and f·0.05 processed pixels, over the scale in feed pixels.
    const moved = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -240 + 100, -180 + 50, -1000, 1]
    const feed = toFeed(projectedCentre(moved, projection, 480, 360, size.width, size.height)!, fit)
    expect(feed.x).toBeCloseTo(640 + (f * 0.1) / fit.scale, 6)
    expect(feed.y).toBeCloseTo(360 - (f * 0.05) / fit.scale, 6)
  })
})
