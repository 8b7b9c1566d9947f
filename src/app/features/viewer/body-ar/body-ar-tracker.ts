import { Group, type Object3D } from 'three'
import { BODY_POINTS, BODY_REST, type BodyPoint } from '@shared/scene/body-points'
import type { CameraTracker } from '../camera-ar/camera-ar-session'
import { coverFov, feedFocal } from '../camera-ar/cover-lens'
import { detectLoop } from '../camera-ar/detect-loop'
import { OneEuro } from '../camera-ar/one-euro'
import { bodyDepth, bodyPoints2, bodyRoll, centreRest, pointMatrix, unproject, type BodyPoints2, type Keypoints } from './body-pose'
import { prepareBodyTracker } from './body-tracker'

type Carrier = BodyPoint | 'centre'

/**
 * Against jitter, per coordinate: at rest a 1 Hz cut-off (a keypoint's few pixels of noise fade),
 * opening with speed (beta 0.02 in feed pixels a second) so a waved hand is not left behind.
 */
const filters = () => ({ x: new OneEuro(1, 0.02), y: new OneEuro(1, 0.02) })

/**
 * The body tracker on the camera-AR stage: @vladmandic/human's MoveNet finds one person's 17
 * keypoints each frame; each attachment point is smoothed (One Euro), placed at the body's distance
 * (from its size on the feed) and carries the root nodes pinned to it (node.bodyPoint); unpinned
 * root nodes follow the hips' middle. A point not found hides what it carries.
 */
export const bodyArTracker: CameraTracker = {
  hookName: 'bodyTracking',
  tapMark: 'body-ar-tap',
  ideal: { width: 640, height: 480 },
  async run({ video, feed, mirrored, stage, doc, mark, started, setState }) {
    const tracker = await prepareBodyTracker()
    mark('ready')
    const { anchor, core } = stage
    const focal = feedFocal(feed)
    // The anchor is camera space itself; the carriers inside the core's content (so taps still hit).
    anchor.matrix.identity()
    const carriers = new Map<Carrier, Group>()
    const carrier = (name: Carrier) => {
      let group = carriers.get(name)
      if (!group) {
        group = new Group()
        group.name = `body-${name}`
        group.matrixAutoUpdate = false
        group.visible = false
        core.content.add(group)
        carriers.set(name, group)
      }
      return group
    }
    const held: string[] = []
    for (const node of Object.values(doc.nodes)) {
      if (node.parentId !== null) continue
      const group = core.hold(node.id) as Object3D | undefined
      if (!group) continue
      held.push(node.id)
      carrier(node.bodyPoint ?? 'centre').add(group)
      // Held, the core leaves position and rotation to us: the node's own, in body space.
      group.position.set(...node.transform.position)
      group.rotation.set(...node.transform.rotation)
    }
    // The lights stand with the body; no contact shadow (the floor under a person is real).
    carrier('centre').add(core.look)

    const smooth = new Map<Carrier, ReturnType<typeof filters>>()
    const depthFilter = new OneEuro(0.5, 0.5)
    let shown: BodyPoints2 = {}
    let keypoints: Keypoints | null = null
    let processed = 0
    let frames = 0
    let poses = 0
    let firstPoseMs: number | null = null
    let stopped = false

    const place = (points: BodyPoints2, time: number) => {
      const depthNow = bodyDepth(points, focal)
      if (depthNow === null) return false
      const depth = depthFilter.filter(depthNow, time)
      const roll = bodyRoll(points, mirrored)
      const next: BodyPoints2 = {}
      for (const name of [...BODY_POINTS, 'centre'] as Carrier[]) {
        const p = points[name]
        const group = carriers.get(name)
        if (!p) {
          smooth.get(name)?.x.reset()
          smooth.get(name)?.y.reset()
          if (group) group.visible = false
          continue
        }
        let f = smooth.get(name)
        if (!f) smooth.set(name, (f = filters()))
        const q = { x: f.x.filter(p.x, time), y: f.y.filter(p.y, time) }
        next[name] = q
        if (!group) continue
        const rest = name === 'centre' ? centreRest(points) : BODY_REST[name]
        pointMatrix(unproject(q, depth, feed, focal), rest, roll, mirrored, group.matrix)
        group.matrixWorldNeedsUpdate = true
        group.visible = true
      }
      shown = next
      return true
    }

    const stopLoop = detectLoop(
      video,
      async () => {
        const body = await tracker.detect(video)
        if (stopped) return
        processed += 1
        keypoints = body.keypoints
        const posed = !!body.keypoints && place(bodyPoints2(body.keypoints, feed.width, mirrored), performance.now() / 1000)
        if (firstPoseMs !== null) frames += 1
        if (posed) {
          if (firstPoseMs === null) {
            firstPoseMs = performance.now() - started
            mark('firstPose')
            frames = 1
          }
          poses += 1
          anchor.visible = true
          setState('tracking')
        } else {
          anchor.visible = false
          shown = {}
          setState('searching')
        }
      },
      () => setState('error'),
    )

    const feedToScreen = (p: { x: number; y: number }) => {
      const rect = stage.canvas.getBoundingClientRect()
      const video = stage.canvas.parentElement?.querySelector('video')?.getBoundingClientRect() ?? rect
      return { x: video.left + (p.x / feed.width) * video.width, y: video.top + (p.y / feed.height) * video.height }
    }
    return {
      lens: (shownSize, view) => ({ fov: coverFov(feed, shownSize.height, view.height), near: 0.05, far: 200 }),
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
        keypoints: () => keypoints,
        pointScreen: (name: Carrier) => (anchor.visible && shown[name] ? feedToScreen(shown[name]!) : null),
      },
      stop() {
        stopped = true
        stopLoop()
        for (const id of held) core.release(id)
        for (const group of carriers.values()) group.removeFromParent()
        anchor.add(core.look)
      },
    }
  },
}
