import { Matrix4, Vector3 } from 'three'
import { BODY_POINTS, BODY_REST, BODY_SHOULDER_WIDTH, BODY_TORSO_HEIGHT, type BodyPoint } from '@shared/scene/body-points'

/** MoveNet's 17 keypoints by name, in feed pixels of the unmirrored feed. */
export type Keypoints = Record<string, { x: number; y: number; score: number }>
export type Point2 = { x: number; y: number }
/** Where each attachment point (and the centre unpinned nodes follow) is, in pixels of the feed as shown. */
export type BodyPoints2 = Partial<Record<BodyPoint | 'centre', Point2>>

/** Below this score a keypoint is not trusted (MoveNet's own demos use 0.3). */
export const MIN_SCORE = 0.3

/** The keypoints each point is made of, the first group found wins (the head: the ears, else the eyes). */
const SOURCES: Record<BodyPoint, string[][]> = {
  head: [['leftEar', 'rightEar'], ['leftEye', 'rightEye'], ['nose']],
  leftShoulder: [['leftShoulder']],
  rightShoulder: [['rightShoulder']],
  leftHand: [['leftWrist']],
  rightHand: [['rightWrist']],
  leftHip: [['leftHip']],
  rightHip: [['rightHip']],
  leftFoot: [['leftAnkle']],
  rightFoot: [['rightAnkle']],
}

const mid = (a: Point2, b: Point2) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/** The attachment points on the feed as shown (x mirrored for the front camera), only those found. */
export function bodyPoints2(keypoints: Keypoints, feedWidth: number, mirrored: boolean): BodyPoints2 {
  const found = (name: string) => {
    const k = keypoints[name]
    return k && k.score >= MIN_SCORE ? { x: mirrored ? feedWidth - k.x : k.x, y: k.y } : null
  }
  const points: BodyPoints2 = {}
  for (const point of BODY_POINTS) {
    for (const group of SOURCES[point]) {
      const all = group.map(found)
      if (all.every(Boolean)) {
        const list = all as Point2[]
        points[point] = { x: list.reduce((s, p) => s + p.x, 0) / list.length, y: list.reduce((s, p) => s + p.y, 0) / list.length }
        break
      }
    }
  }
  const { leftHip, rightHip, leftShoulder, rightShoulder } = points
  if (leftHip && rightHip) points.centre = mid(leftHip, rightHip)
  else if (leftShoulder && rightShoulder) points.centre = mid(leftShoulder, rightShoulder)
  return points
}

/** Where the centre rests in body space: the hips' middle, or the shoulders' when the hips are not seen. */
export const centreRest = (points: BodyPoints2): readonly [number, number, number] => (points.leftHip && points.rightHip ? [0, BODY_REST.leftHip[1], 0] : [0, BODY_REST.leftShoulder[1], 0])

/**
 * The person's distance from the camera (m) from how big they look: the shoulders' span against
 * the reference body's, and the shoulder-to-hip height against its; the nearer of the two, since
 * a person turning sideways narrows their shoulders but not their height. Null without shoulders.
 */
export function bodyDepth(points: BodyPoints2, focal: number): number | null {
  const { leftShoulder: l, rightShoulder: r, leftHip, rightHip } = points
  if (!l || !r) return null
  const span = Math.hypot(l.x - r.x, l.y - r.y)
  const estimates = span > 4 ? [(focal * BODY_SHOULDER_WIDTH) / span] : []
  if (leftHip && rightHip) {
    const torso = Math.hypot(...(['x', 'y'] as const).map((k) => mid(l, r)[k] - mid(leftHip, rightHip)[k]))
    if (torso > 4) estimates.push((focal * BODY_TORSO_HEIGHT) / torso)
  }
  return estimates.length ? Math.min(...estimates) : null
}

/**
 * The body's roll on screen (radians, counter-clockwise), from the shoulder line. Mirrored, body
 * space is flipped on x before the roll (a mirror image), so the line's angle is taken reversed.
 */
export function bodyRoll(points: BodyPoints2, mirrored: boolean): number {
  const { leftShoulder: l, rightShoulder: r } = points
  if (!l || !r) return 0
  // Screen y grows down; camera y up.
  const v = { x: l.x - r.x, y: -(l.y - r.y) }
  return mirrored ? Math.atan2(-v.y, -v.x) : Math.atan2(v.y, v.x)
}

/** A feed pixel at `depth` metres, in camera space (the camera at the origin looking down -z). */
export function unproject(p: Point2, depth: number, feed: { width: number; height: number }, focal: number): Vector3 {
  return new Vector3(((p.x - feed.width / 2) * depth) / focal, (-(p.y - feed.height / 2) * depth) / focal, -depth)
}

/**
 * The matrix that carries what is pinned to a point: body space moved so that the point's rest
 * position lands on where the point was found, turned by the body's roll (mirrored for the front
 * camera). A node placed in body space keeps its offset from its point.
 */
export function pointMatrix(found: Vector3, rest: readonly [number, number, number], roll: number, mirrored: boolean, into = new Matrix4()): Matrix4 {
  const turn = new Matrix4().makeRotationZ(roll)
  const flip = new Matrix4().makeScale(mirrored ? -1 : 1, 1, 1)
  const back = new Matrix4().makeTranslation(-rest[0], -rest[1], -rest[2])
  return into.makeTranslation(found.x, found.y, found.z).multiply(turn).multiply(flip).multiply(back)
}
