import { useFrame } from '@react-three/fiber'
import { useXR } from '@react-three/xr'
import { useEffect, useRef, type ReactNode } from 'react'
import * as THREE from 'three'
import type { LocationSettings, SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { watchLocationSensors } from './location-sensors'
import { locationXr, resetLocationXr, useLocationXr } from './location-xr-session'
import { placeContent } from './placement'
import { enuToXrYaw, placeable, shouldReplace, viewerYaw } from './xr-frame'

const pose = new THREE.Matrix4()
const viewerAt = new THREE.Vector3()
const forward = new THREE.Vector3()

/**
 * Location-Based AR in a WebXR `immersive-ar` session (Android): once the fix is good enough and
 * the compass has spoken, the content is placed around the visitor once, turned from north into
 * the XR world by the compass and the viewer's XR yaw read in the same frame. From then on the
 * device's world tracking holds it still as the phone moves and turns; the compass is not read
 * per frame (its jitter would shake the content), only at a re-place (xr-frame.ts's rule).
 * Outside AR the content is drawn as authored.
 */
export function LocationXrPlacement({ mode, doc, location, children }: { mode: 'ar' | 'vr' | null; doc: SceneDocument; location: LocationSettings; children: ReactNode }) {
  const group = useRef<THREE.Group>(null)
  const session = useXR((s) => s.session)
  const placement = useLocationXr((s) => s.placement)
  const ar = mode === 'ar'
  const viewer = useRef<{ position: [number, number, number]; yaw: number } | null>(null)

  // A fresh placement for each session: its world starts again with every session.
  useEffect(() => {
    if (!ar) return
    resetLocationXr()
    viewer.current = null
    return watchLocationSensors(({ fix, heading, problem }) => locationXr.setState({ status: { fix, heading, problem } }))
  }, [ar, session])

  useEffect(() => {
    const g = group.current
    if (!g) return
    g.visible = !ar || placement !== null
    if (ar && placement) {
      g.position.set(...placement.origin)
      g.rotation.set(0, placement.turn, 0)
    } else {
      g.position.set(0, 0, 0)
      g.rotation.set(0, 0, 0)
    }
  }, [ar, placement])

  useFrame((state, _delta, frame?: XRFrame) => {
    if (!ar || !frame) return
    const space = state.gl.xr.getReferenceSpace()
    const seen = space ? frame.getViewerPose(space) : undefined
    if (!seen) return
    pose.fromArray(seen.transform.matrix)
    // The XR origin (the XR camera's parent, if any) carries the reference space into the scene.
    const origin = state.gl.xr.getCamera().parent
    if (origin) pose.premultiply(origin.matrixWorld)
    viewerAt.setFromMatrixPosition(pose)
    const yaw = viewerYaw(forward.set(0, 0, -1).transformDirection(pose))
    // Written in place: this runs on every XR frame, and the test probe reads it only now and then.
    const v = (viewer.current ??= { position: [0, 0, 0], yaw: 0 })
    viewerAt.toArray(v.position)
    v.yaw = yaw

    const { status, placement: was, placements } = locationXr.getState()
    if (!placeable(status.fix) || status.heading === null) return
    if (was && !shouldReplace(was.fix, status.fix)) return
    locationXr.setState({
      placement: { placed: placeContent(doc, location, status.fix), turn: enuToXrYaw(status.heading, yaw), origin: viewerAt.toArray(), fix: status.fix, heading: status.heading },
      placements: placements + 1,
    })
  })

  useEffect(
    () =>
      exposeForTests('locationXr', {
        state: () => locationXr.getState(),
        viewer: () => viewer.current,
      }),
    [],
  )

  return (
    <group ref={group} name="xr-content">
      {children}
    </group>
  )
}
