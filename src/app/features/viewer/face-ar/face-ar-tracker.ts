import { Matrix4, Mesh, MeshBasicMaterial, Quaternion, Vector3 } from 'three'
import { headGeometry } from '../../face-tracking/head-geometry'
import type { CameraTracker } from '../camera-ar/camera-ar-session'
import { detectLoop } from '../camera-ar/detect-loop'
import { coverFov, feedPixelOf, headPose } from './face-pose'
import { prepareFaceTracker } from './face-tracker'

/** Against jitter: each new pose moves the anchor this far towards it (frames come 30 a second on a phone). */
const SMOOTHING = 0.6

/**
 * The face tracker on the camera-AR stage: @vladmandic/human's face mesh gives the head's pose each
 * frame and the anchor (the scene's origin is the head's centre) follows it. An invisible head drawn
 * first into the depth buffer hides what the viewer's own head would hide (the back of a hat).
 */
export const faceArTracker: CameraTracker = {
  hookName: 'faceTracking',
  tapMark: 'face-ar-tap',
  ideal: { width: 640, height: 480 },
  async run({ video, feed, mirrored, stage, doc, mark, started, setState }) {
    // Usually ready since the page came up; else the models load now.
    const tracker = await prepareFaceTracker()
    mark('ready')
    const { anchor, core } = stage

    // The occluder: depth only, drawn before everything else; a hair smaller than the reference
    // head so that what sits on the skin (glasses' rims, face paint) is not cut.
    const occluderGeometry = headGeometry(2)
    const occluder = new Mesh(occluderGeometry, new MeshBasicMaterial({ colorWrite: false }))
    occluder.name = 'face-occluder'
    occluder.scale.setScalar(0.97)
    occluder.renderOrder = -1000
    occluder.visible = doc.settings.faceTracking?.occlude ?? true
    anchor.add(occluder)

    let processed = 0
    let frames = 0
    let poses = 0
    let firstPoseMs: number | null = null
    let faceBox: [number, number, number, number] | null = null
    const target = new Matrix4()
    const [p0, q0, s0, p1, q1, s1] = [new Vector3(), new Quaternion(), new Vector3(), new Vector3(), new Quaternion(), new Vector3()]
    const blend = (next: Matrix4) => {
      if (!anchor.visible) return anchor.matrix.copy(next)
      // Position and rotation towards the new pose (decomposed: a matrix lerp would shear).
      anchor.matrix.decompose(p0, q0, s0)
      next.decompose(p1, q1, s1)
      anchor.matrix.compose(p0.lerp(p1, SMOOTHING), q0.slerp(q1, SMOOTHING), s0.lerp(s1, SMOOTHING))
    }

    let stopped = false
    const stopLoop = detectLoop(
      video,
      async () => {
        const face = await tracker.detect(video)
        if (stopped) return
        processed += 1
        const pose = face.mesh && headPose(face.mesh, feed, mirrored)
        if (firstPoseMs !== null) frames += 1
        if (pose) {
          if (firstPoseMs === null) {
            firstPoseMs = performance.now() - started
            mark('firstPose')
            performance.mark('face-ar-first-pose')
            frames = 1
          }
          poses += 1
          faceBox = face.box
          blend(target.copy(pose))
          anchor.matrixWorldNeedsUpdate = true
          anchor.visible = true
          setState('tracking')
        } else {
          faceBox = null
          anchor.visible = false
          setState('searching')
        }
      },
      () => setState('error'),
    )

    const head = () => new Vector3().setFromMatrixPosition(anchor.matrix)
    return {
      lens: (shown, view) => ({ fov: coverFov(feed, shown.height, view.height), near: 0.01, far: 100 }),
      // No ground on a face: the studio look's contact shadow would lie across it.
      beforeRender: () => {
        const shadow = core.look.getObjectByName('contact-shadow')
        if (shadow) shadow.visible = false
      },
      hook: {
        backend: () => tracker.backend(),
        processed: () => processed,
        frames: () => frames,
        poses: () => poses,
        firstPoseMs: () => firstPoseMs,
        /** The found face's box centre on the unmirrored feed, and the head centre's projection there. */
        faceBoxCentre: () => (faceBox ? { x: faceBox[0] + faceBox[2] / 2, y: faceBox[1] + faceBox[3] / 2 } : null),
        headCentreOnFeed: () => (anchor.visible ? feedPixelOf(head(), feed, mirrored) : null),
        headScreen: () => (anchor.visible ? stage.screenOfPoint(head()) : null),
        headDepth: () => (anchor.visible ? -anchor.matrix.elements[14] : null),
      },
      stop() {
        stopped = true
        stopLoop()
        occluder.removeFromParent()
        occluderGeometry.dispose()
      },
    }
  },
}
