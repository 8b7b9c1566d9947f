import { Matrix4, Vector3 } from 'three'
import { HEAD } from '../../face-tracking/head-geometry'
import { feedFocal } from '../camera-ar/cover-lens'

export { coverFov, feedFocal, FOCAL_OF_LONG_SIDE } from '../camera-ar/cover-lens'

/** Facemesh's landmark indices (MediaPipe's 468-point topology, as @vladmandic/human returns it). */
export const LANDMARK = { rightEyeOuter: 33, leftEyeOuter: 263, forehead: 10, chin: 152, noseTip: 1 } as const

export interface FeedSize {
  width: number
  height: number
}

/**
 * The head's pose in camera space (metres; the camera at the origin looking down -z) from facemesh
 * landmarks in feed pixels ([x, y, z], z in about the same pixel units, smaller = nearer). The feed
 * is shown mirrored (a selfie view), so the landmarks are mirrored first and the head's +x is the
 * screen's right, as the editor shows it from the front: text stays readable. Rotation comes from
 * the eye line and the chin-forehead line; the distance from the eye corners' span in pixels
 * against a real span of 9 cm, which also gives the scale on screen; the origin is then moved from
 * the eyes to the head's centre (HEAD.eyes behind them).
 */
export function headPose(mesh: ArrayLike<ArrayLike<number>>, feed: FeedSize, mirror = true): Matrix4 | null {
  if (mesh.length <= LANDMARK.leftEyeOuter) return null
  const f = feedFocal(feed)
  const point = (i: number) => {
    const [x, y, z] = [mesh[i][0], mesh[i][1], mesh[i][2] ?? 0]
    const u = mirror ? feed.width - x : x
    return new Vector3(u - feed.width / 2, -(y - feed.height / 2), -z)
  }
  // Mirrored, the subject's right eye (33) is on the screen's right.
  const [right, left] = mirror ? [point(LANDMARK.rightEyeOuter), point(LANDMARK.leftEyeOuter)] : [point(LANDMARK.leftEyeOuter), point(LANDMARK.rightEyeOuter)]
  const xAxis = right.clone().sub(left)
  const span = xAxis.length()
  if (!(span > 1)) return null
  xAxis.divideScalar(span)
  const yAxis = point(LANDMARK.forehead).sub(point(LANDMARK.chin))
  yAxis.addScaledVector(xAxis, -yAxis.dot(xAxis))
  if (yAxis.lengthSq() < 1e-6) return null
  yAxis.normalize()
  const zAxis = new Vector3().crossVectors(xAxis, yAxis)

  const depth = (f * HEAD.eyeSpan) / span
  const mid = left.add(right).multiplyScalar(0.5)
  const eyes = new Vector3((mid.x * depth) / f, (mid.y * depth) / f, -depth)
  const pose = new Matrix4().makeBasis(xAxis, yAxis, zAxis)
  const offset = new Vector3(...HEAD.eyes).applyMatrix4(pose)
  return pose.setPosition(eyes.sub(offset))
}

/** Where a point of camera space lands on the (mirrored) feed, in feed pixels of the unmirrored feed. */
export function feedPixelOf(point: Vector3, feed: FeedSize, mirror = true): { x: number; y: number } {
  const f = feedFocal(feed)
  const u = feed.width / 2 + (f * point.x) / -point.z
  return { x: mirror ? feed.width - u : u, y: feed.height / 2 - (f * point.y) / -point.z }
}
