import { Matrix4, Quaternion, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { HEAD } from '../../face-tracking/head-geometry'
import { coverFov, feedFocal, feedPixelOf, headPose, LANDMARK } from './face-pose'

const feed = { width: 640, height: 480 }

/** Landmarks of a head at `pose` (camera space), seen by the assumed camera on an unmirrored feed. */
function landmarksFor(pose: Matrix4): number[][] {
  const f = feedFocal(feed)
  const mesh: number[][] = Array.from({ length: 468 }, () => [0, 0, 0])
  // Head-space points of the landmarks used: eye corners 9 cm apart (subject's right eye at -x as seen
  // from the front without a mirror is on the image's left), forehead and chin.
  const head: Record<number, Vector3> = {
    [LANDMARK.rightEyeOuter]: new Vector3(-HEAD.eyeSpan / 2, HEAD.eyes[1], HEAD.eyes[2]),
    [LANDMARK.leftEyeOuter]: new Vector3(HEAD.eyeSpan / 2, HEAD.eyes[1], HEAD.eyes[2]),
    [LANDMARK.forehead]: new Vector3(0, 0.085, 0.09),
    [LANDMARK.chin]: new Vector3(0, -0.11, 0.08),
  }
  for (const [index, local] of Object.entries(head)) {
    const p = local.clone().applyMatrix4(pose)
    const u = feed.width / 2 + (f * p.x) / -p.z
    const v = feed.height / 2 - (f * p.y) / -p.z
    // Facemesh's z is relative to the face's own centre; these points lie nearly in one plane.
    mesh[Number(index)] = [u, v, 0]
  }
  return mesh
}

describe('headPose', () => {
  it('finds a head straight in front of the camera at its distance, mirrored for the selfie view', () => {
    const truth = new Matrix4().makeTranslation(0.05, -0.02, -0.45)
    const pose = headPose(landmarksFor(truth), feed, false)!
    const at = new Vector3().setFromMatrixPosition(pose)
    expect(at.distanceTo(new Vector3(0.05, -0.02, -0.45))).toBeLessThan(0.01)
    const q = new Quaternion().setFromRotationMatrix(pose)
    expect(q.angleTo(new Quaternion())).toBeLessThan(0.05)

    // Mirrored: the head is on the other side, still facing the camera (+z towards it), not turned away.
    const mirrored = headPose(landmarksFor(truth), feed, true)!
    const m = new Vector3().setFromMatrixPosition(mirrored)
    expect(m.x).toBeCloseTo(-0.05, 2)
    expect(m.z).toBeCloseTo(-0.45, 2)
    expect(new Vector3(0, 0, 1).transformDirection(mirrored).z).toBeGreaterThan(0.99)
  })

  it('follows a roll and a nearer head (bigger on the feed)', () => {
    const truth = new Matrix4().makeRotationZ(0.3).setPosition(0, 0, -0.3)
    const pose = headPose(landmarksFor(truth), feed, false)!
    expect(new Vector3().setFromMatrixPosition(pose).distanceTo(new Vector3(0, 0, -0.3))).toBeLessThan(0.01)
    const up = new Vector3(0, 1, 0).transformDirection(pose)
    expect(Math.atan2(-up.x, up.y)).toBeCloseTo(0.3, 1)
    // Mirrored, the roll is seen the other way round.
    const mirroredUp = new Vector3(0, 1, 0).transformDirection(headPose(landmarksFor(truth), feed, true)!)
    expect(Math.atan2(-mirroredUp.x, mirroredUp.y)).toBeCloseTo(-0.3, 1)
  })

  it('puts a point above the head centre above it on the feed, and refuses a degenerate mesh', () => {
    const pose = headPose(landmarksFor(new Matrix4().makeTranslation(0, 0, -0.5)), feed)!
    const centre = feedPixelOf(new Vector3().setFromMatrixPosition(pose), feed)
    const hat = feedPixelOf(new Vector3(0, 0.15, 0).applyMatrix4(pose), feed)
    expect(hat.y).toBeLessThan(centre.y - 20)
    expect(Math.abs(hat.x - centre.x)).toBeLessThan(1)
    expect(headPose([], feed)).toBeNull()
    expect(headPose(Array.from({ length: 468 }, () => [10, 10, 0]), feed)).toBeNull()
  })

  it('widens the field of view when the feed is cropped to cover a tall screen', () => {
    const full = coverFov(feed, 480, 480)
    expect(full).toBeCloseTo((2 * Math.atan(240 / feedFocal(feed)) * 180) / Math.PI, 5)
    expect(coverFov(feed, 844, 844)).toBeCloseTo(full, 5)
    expect(coverFov(feed, 1688, 844)).toBeLessThan(full)
  })
})
