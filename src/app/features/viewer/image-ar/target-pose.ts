import { Matrix4, Quaternion, Vector3, Vector4 } from 'three'

/**
 * From MindAR's pose to the scene. MindAR's world matrix places the picture in the camera's frame
 * in picture pixels, origin at its top-left corner, y up the picture, z towards the camera. The
 * scene's origin is the picture's centre lying flat (x to its right, -z to its top, y out of it),
 * in metres at the printed width. So: move to the centre, scale pixels to metres, and turn the
 * scene's up (y) into the picture's normal (z), a quarter turn about x.
 */
export function sceneToTarget(pictureWidth: number, pictureHeight: number, widthCm: number): Matrix4 {
  const pixelsPerMetre = pictureWidth / (widthCm / 100)
  const centre = new Matrix4().compose(new Vector3(pictureWidth / 2, pictureHeight / 2, 0), new Quaternion(), new Vector3(pixelsPerMetre, pixelsPerMetre, pixelsPerMetre))
  return centre.multiply(new Matrix4().makeRotationX(Math.PI / 2))
}

/**
 * The picture's centre on the camera feed, in feed pixels: MindAR's GL projection of its world
 * matrix applied to the centre (what the tests compare with where the fixture put it).
 */
export function projectedCentre(world: ArrayLike<number>, projection: ArrayLike<number>, pictureWidth: number, pictureHeight: number, feedWidth: number, feedHeight: number) {
  const point = new Vector4(pictureWidth / 2, pictureHeight / 2, 0, 1).applyMatrix4(new Matrix4().fromArray(Array.from(world)))
  point.applyMatrix4(new Matrix4().fromArray(Array.from(projection)))
  if (Math.abs(point.w) < 1e-9) return null
  return { x: ((point.x / point.w + 1) / 2) * feedWidth, y: ((1 - point.y / point.w) / 2) * feedHeight }
}

/** A PerspectiveCamera's vertical fov, near and far from MindAR's projection, for a feed scaled to cover the screen. */
export function cameraFromProjection(projection: ArrayLike<number>, feedHeight: number, displayedFeedHeight: number, screenHeight: number) {
  const fovAdjust = screenHeight / displayedFeedHeight
  return {
    fov: (2 * Math.atan((1 / projection[5]) * fovAdjust) * 180) / Math.PI,
    near: projection[14] / (projection[10] - 1),
    far: projection[14] / (projection[10] + 1),
    feedHeight,
  }
}

export interface ProcessSize {
  width: number
  height: number
}

/**
 * The fixed sizes MindAR processes at (4:3, as its own examples), so that its GL programs can be
 * built before the camera answers: a feed of any size is fitted into the one of its orientation,
 * centred (a 1280x720 phone feed becomes 480x270 with bands above and below, a quarter of a
 * 640x480 frame's pixels; the 320x240 test clip is drawn 1.5 times larger).
 */
export const PROCESS_LANDSCAPE: ProcessSize = { width: 480, height: 360 }
export const PROCESS_PORTRAIT: ProcessSize = { width: 360, height: 480 }

export const processSizeFor = (feedWidth: number, feedHeight: number): ProcessSize => (feedWidth >= feedHeight ? PROCESS_LANDSCAPE : PROCESS_PORTRAIT)

/**
 * Where the feed lies in the processed frame: uniformly scaled to fit, centred. The optical centre
 * stays at the frame's centre, where MindAR's camera model puts it, so its pose holds for the feed.
 */
export function fitFeed(feedWidth: number, feedHeight: number, size: ProcessSize) {
  const scale = Math.min(size.width / feedWidth, size.height / feedHeight)
  const width = feedWidth * scale
  const height = feedHeight * scale
  return { scale, x: (size.width - width) / 2, y: (size.height - height) / 2, width, height }
}

/** A point of the processed frame in feed pixels. */
export function toFeed(point: { x: number; y: number }, fit: ReturnType<typeof fitFeed>) {
  return { x: (point.x - fit.x) / fit.scale, y: (point.y - fit.y) / fit.scale }
}
