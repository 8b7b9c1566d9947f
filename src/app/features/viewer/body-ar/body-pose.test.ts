import { Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { BODY_REST } from '@shared/scene/body-points'
import { bodyDepth, bodyPoints2, bodyRoll, pointMatrix, unproject, type Keypoints } from './body-pose'

/** A person 2 m away, upright and facing a 640x480 camera of focal 544, projected by hand. */
const focal = 544
const feed = { width: 640, height: 480 }
const project = ([x, y, z]: readonly [number, number, number], mirrored = false) => {
  // Body space is camera space moved 2 m away and down so the hips sit on the axis.
  const cx = x
  const cy = y - BODY_REST.leftHip[1]
  const depth = 2 - z
  const u = feed.width / 2 + (focal * cx) / depth
  return { x: mirrored ? feed.width - u : u, y: feed.height / 2 - (focal * cy) / depth, score: 0.9 }
}
const keypoints = (mirrored = false): Keypoints => ({
  leftShoulder: project(BODY_REST.leftShoulder, mirrored),
  rightShoulder: project(BODY_REST.rightShoulder, mirrored),
  leftHip: project(BODY_REST.leftHip, mirrored),
  rightHip: project(BODY_REST.rightHip, mirrored),
  leftEar: project([0.08, 1.62, 0], mirrored),
  rightEar: project([-0.08, 1.62, 0], mirrored),
  leftWrist: { ...project(BODY_REST.leftHand, mirrored), score: 0.1 },
})

describe('body pose from MoveNet keypoints', () => {
  it('finds the distance, no roll, and puts a crown 20 cm above the head where the camera would see it', () => {
    const points = bodyPoints2(keypoints(), feed.width, false)
    expect(points.leftHand, 'a keypoint under the score is not used').toBeUndefined()
    const depth = bodyDepth(points, focal)!
    expect(depth).toBeCloseTo(2, 1)
    const roll = bodyRoll(points, false)
    expect(roll).toBeCloseTo(0, 5)
    const head = unproject(points.head!, depth, feed, focal)
    const crown = new Vector3(0, 1.82, 0).applyMatrix4(pointMatrix(head, BODY_REST.head, roll, false))
    expect(crown.y - head.y).toBeCloseTo(0.2, 5)
    expect(crown.x).toBeCloseTo(head.x, 5)
    // The person's left shoulder is on the camera's right.
    expect(points.leftShoulder!.x).toBeGreaterThan(points.rightShoulder!.x)
  })

  it('mirrors for the front camera: what is pinned further out than the left shoulder shows further out on the mirrored side', () => {
    // The front camera sees the person as the rear one does; the selfie view mirrors it.
    const points = bodyPoints2(keypoints(), feed.width, true)
    expect(points.leftShoulder!.x).toBeLessThan(points.rightShoulder!.x)
    const roll = bodyRoll(points, true)
    const depth = bodyDepth(points, focal)!
    const shoulder = unproject(points.leftShoulder!, depth, feed, focal)
    const m = pointMatrix(shoulder, BODY_REST.leftShoulder, roll, true)
    // Something 10 cm further out than the left shoulder (+x in body space) is drawn to the screen's left of it.
    const out = new Vector3(BODY_REST.leftShoulder[0] + 0.1, BODY_REST.leftShoulder[1], 0).applyMatrix4(m)
    expect(out.x).toBeLessThan(shoulder.x)
    expect(out.y).toBeCloseTo(shoulder.y, 5)
  })

  it('turns with the shoulders: a body leaning 20° rolls by 20°', () => {
    const a = (20 * Math.PI) / 180
    const points = { leftShoulder: { x: 100 * Math.cos(a), y: -100 * Math.sin(a) }, rightShoulder: { x: 0, y: 0 } }
    expect(bodyRoll(points, false)).toBeCloseTo(a, 5)
  })

  it('finds nothing without shoulders', () => {
    expect(bodyDepth(bodyPoints2({ nose: { x: 1, y: 1, score: 0.9 } }, 640, false), focal)).toBeNull()
  })
})
