import { useFrame, useThree } from '@react-three/fiber'
import { useXR, useXRControllerLocomotion, XROrigin } from '@react-three/xr'
import { useEffect, useRef } from 'react'
import * as THREE from 'three'

/** Farthest floor point a pointing hand or controller teleports to (metres). */
export const TELEPORT_RANGE = 20
/** How close (metres) a hand or grip must come to an object's box to take hold of it. */
export const GRAB_REACH = 0.12
const SNAP_DEGREES = 45

/** Read-only, for the browser tests (through the viewer's probe): where the viewer stands and what it holds. */
export const xrProbe: Record<string, () => unknown> = {}

const ray = new THREE.Ray()
const floor = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0)
const point = new THREE.Vector3()
const pose = new THREE.Matrix4()
const box = new THREE.Box3()
const raycaster = new THREE.Raycaster()

/** The pose of `space` in the scene's world: the session's reference space rides on the origin. */
function worldPose(frame: XRFrame | undefined, space: XRSpace | undefined, ref: XRReferenceSpace | null, origin: THREE.Object3D | null, out: THREE.Matrix4) {
  if (!frame || !space || !ref) return false
  const p = frame.getPose(space, ref)
  if (!p) return false
  out.fromArray(p.transform.matrix)
  if (origin) out.premultiply(origin.matrixWorld)
  return true
}

/** The top-level piece of content whose box (grown by GRAB_REACH) holds `at`, nearest first. */
function reachable(content: THREE.Object3D | undefined, at: THREE.Vector3, nodeIds: ReadonlySet<string>) {
  let best: { object: THREE.Object3D; distance: number } | null = null
  const visit = (object: THREE.Object3D) => {
    if (!object.visible) return
    // The scene's objects are named by their node ids; a node is taken whole, children with it.
    if (!nodeIds.has(object.name)) return void object.children.forEach(visit)
    box.setFromObject(object)
    if (box.isEmpty()) return
    const distance = box.distanceToPoint(at)
    if (distance <= GRAB_REACH && (!best || distance < best.distance)) best = { object, distance }
  }
  content?.children.forEach(visit)
  return (best as { object: THREE.Object3D } | null)?.object ?? null
}

interface Held {
  source: XRInputSource
  object: THREE.Object3D
  /** The object's pose in the grip's frame, kept while held. */
  offset: THREE.Matrix4
}

/**
 * Hands and controllers in a headset session. Grab: a pinch or a squeeze (or a trigger pull) with
 * the hand or grip at an object takes hold of it until released. In a VR project a select that
 * grabbed nothing and points at the floor teleports the viewer there (the origin of @react-three/xr's
 * XROrigin moves), and the thumbsticks snap-turn by 45 degrees (useXRControllerLocomotion).
 */
export function XrInteraction({ teleport, nodeIds }: { teleport: boolean; nodeIds: ReadonlySet<string> }) {
  const origin = useRef<THREE.Group>(null)
  const session = useXR((s) => s.session)
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const held = useRef<Held[]>([])
  const teleports = useRef(0)
  const grabs = useRef<string[]>([])

  useXRControllerLocomotion(origin, false, teleport ? { type: 'snap', degrees: SNAP_DEGREES } : false)

  useEffect(() => {
    if (!session) return
    const content = () => scene.getObjectByName('xr-content')
    const grip = (e: XRInputSourceEvent, out: THREE.Matrix4) => worldPose(e.frame, e.inputSource.gripSpace ?? e.inputSource.targetRaySpace, gl.xr.getReferenceSpace(), origin.current, out)
    const onStart = (e: XRInputSourceEvent) => {
      if (held.current.some((h) => h.source === e.inputSource) || !grip(e, pose)) return
      const object = reachable(content(), point.setFromMatrixPosition(pose), nodeIds)
      if (!object) return
      object.updateWorldMatrix(true, false)
      held.current.push({ source: e.inputSource, object, offset: pose.clone().invert().multiply(object.matrixWorld) })
      grabs.current = [...grabs.current, object.name]
    }
    const onEnd = (e: XRInputSourceEvent) => {
      held.current = held.current.filter((h) => h.source !== e.inputSource)
    }
    const onSelect = (e: XRInputSourceEvent) => {
      if (!teleport || !origin.current) return
      if (!worldPose(e.frame, e.inputSource.targetRaySpace, gl.xr.getReferenceSpace(), origin.current, pose)) return
      ray.origin.setFromMatrixPosition(pose)
      ray.direction.set(0, 0, -1).transformDirection(pose)
      if (!ray.intersectPlane(floor, point) || point.distanceTo(ray.origin) > TELEPORT_RANGE) return
      // Pointing at content (its click events) is no teleport.
      raycaster.set(ray.origin, ray.direction)
      const hit = raycaster.intersectObject(content() ?? scene, true).find((i) => i.object.visible)
      if (hit && hit.distance < point.distanceTo(ray.origin) - 0.05) return
      origin.current.position.set(point.x, 0, point.z)
      teleports.current++
    }
    // select comes before selectend: a select that releases a grab is no teleport.
    const onSelectDeferred = (e: XRInputSourceEvent) => {
      if (!held.current.some((h) => h.source === e.inputSource)) onSelect(e)
    }
    session.addEventListener('selectstart', onStart)
    session.addEventListener('squeezestart', onStart)
    session.addEventListener('select', onSelectDeferred)
    session.addEventListener('selectend', onEnd)
    session.addEventListener('squeezeend', onEnd)
    return () => {
      session.removeEventListener('selectstart', onStart)
      session.removeEventListener('squeezestart', onStart)
      session.removeEventListener('select', onSelectDeferred)
      session.removeEventListener('selectend', onEnd)
      session.removeEventListener('squeezeend', onEnd)
      held.current = []
    }
  }, [session, gl, scene, teleport, nodeIds])

  // The held objects follow their hands; nothing runs while nothing is held.
  useFrame((_, __, frame: XRFrame | undefined) => {
    for (const h of held.current) {
      const space = h.source.gripSpace ?? h.source.targetRaySpace
      if (!worldPose(frame, space, gl.xr.getReferenceSpace(), origin.current, pose)) continue
      const parent = h.object.parent
      if (!parent) continue
      pose.multiply(h.offset).premultiply(parent.matrixWorld.clone().invert())
      pose.decompose(h.object.position, h.object.quaternion, h.object.scale)
    }
  })

  useEffect(() => {
    xrProbe.origin = () => origin.current?.position.toArray() ?? null
    xrProbe.heading = () => origin.current?.rotation.y ?? null
    xrProbe.teleports = () => teleports.current
    xrProbe.grabs = () => grabs.current
    xrProbe.holding = () => held.current.map((h) => h.object.name)
  }, [])

  return <XROrigin ref={origin} />
}
