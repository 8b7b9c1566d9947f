/**
 * The body space of a Body Tracking project, in metres: the origin on the ground between the feet
 * of a person 1.75 m tall standing upright, +y up, +z out of their chest (towards whoever looks at
 * them), +x to the person's own left (so their left hand is on the viewer's right). The reference
 * body the editor shows stands here, and each attachment point rests where it marks.
 *
 * A node pinned to a point (node.bodyPoint) is placed in this space like any other node; in the
 * viewer it keeps its offset from its point as the tracked point moves. Unpinned nodes follow the
 * middle of the hips.
 */
export const BODY_POINTS = ['head', 'leftShoulder', 'rightShoulder', 'leftHand', 'rightHand', 'leftHip', 'rightHip', 'leftFoot', 'rightFoot'] as const
export type BodyPoint = (typeof BODY_POINTS)[number]

export const BODY_POINT_LABEL: Record<BodyPoint, string> = {
  head: 'Head',
  leftShoulder: 'Left shoulder',
  rightShoulder: 'Right shoulder',
  leftHand: 'Left hand',
  rightHand: 'Right hand',
  leftHip: 'Left hip',
  rightHip: 'Right hip',
  leftFoot: 'Left foot',
  rightFoot: 'Right foot',
}

/** Where each point rests on the reference body (arms down, a hand's width from the thighs). */
export const BODY_REST: Record<BodyPoint, readonly [number, number, number]> = {
  head: [0, 1.62, 0],
  leftShoulder: [0.19, 1.44, 0],
  rightShoulder: [-0.19, 1.44, 0],
  leftHand: [0.3, 0.84, 0.02],
  rightHand: [-0.3, 0.84, 0.02],
  leftHip: [0.1, 0.94, 0],
  rightHip: [-0.1, 0.94, 0],
  leftFoot: [0.11, 0.06, 0.04],
  rightFoot: [-0.11, 0.06, 0.04],
}

/** The reference body's shoulder width and shoulder-to-hip height: the viewer's scale for a tracked person. */
export const BODY_SHOULDER_WIDTH = BODY_REST.leftShoulder[0] - BODY_REST.rightShoulder[0]
export const BODY_TORSO_HEIGHT = BODY_REST.leftShoulder[1] - BODY_REST.leftHip[1]
/** What unpinned nodes follow: the middle of the hips. */
export const BODY_CENTRE: readonly [number, number, number] = [0, BODY_REST.leftHip[1], 0]
