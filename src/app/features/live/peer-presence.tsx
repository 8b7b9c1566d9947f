import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { Box3, Box3Helper, Color, Group, Mesh, MeshBasicMaterial, Plane, Raycaster, SphereGeometry, Vector2, Vector3 } from 'three'
import { setLivePointer } from './own-presence'
import { liveStore } from './live-store'

const GROUND = new Plane(new Vector3(0, 1, 0), 0)
const pointerGeometry = new SphereGeometry(0.08, 12, 8)

/**
 * Inside the viewport's canvas: every other person's selection outlined in their colour and
 * their pointer as a dot; this person's pointer (where it meets the ground) goes out, throttled
 * by the session. Nothing here touches the document.
 */
export function PeerPresence({ objects }: { objects: Map<string, import('three').Object3D> }) {
  const gl = useThree((s) => s.gl)
  const camera = useThree((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const root = useMemo(() => new Group(), [])
  const helpers = useRef(new Map<string, Box3Helper>())
  const dots = useRef(new Map<string, Mesh>())

  // Only the peers are drawn here. The session's status changes with every edit (its ack), and a
  // frame for that redrew the whole scene after each edit: among 1,000 objects on software GL,
  // the next edit waited behind it.
  useEffect(() => liveStore.subscribe((s, prev) => s.peers !== prev.peers && invalidate()), [invalidate])

  useEffect(() => {
    const raycaster = new Raycaster()
    const ndc = new Vector2()
    const hit = new Vector3()
    const move = (event: PointerEvent) => {
      const rect = gl.domElement.getBoundingClientRect()
      ndc.set(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1)
      raycaster.setFromCamera(ndc, camera)
      if (raycaster.ray.intersectPlane(GROUND, hit)) setLivePointer([+hit.x.toFixed(3), 0, +hit.z.toFixed(3)])
    }
    const leave = () => setLivePointer(null)
    gl.domElement.addEventListener('pointermove', move)
    gl.domElement.addEventListener('pointerleave', leave)
    return () => {
      gl.domElement.removeEventListener('pointermove', move)
      gl.domElement.removeEventListener('pointerleave', leave)
    }
  }, [gl, camera])

  // Outlines follow objects that move, so they are refitted each drawn frame (the loop runs on demand).
  useFrame(() => {
    const { peers } = liveStore.getState()
    const wanted = new Set<string>()
    for (const peer of peers) {
      for (const id of peer.selection) {
        const object = objects.get(id)
        if (!object) continue
        const key = `${peer.clientId}:${id}`
        wanted.add(key)
        let helper = helpers.current.get(key)
        if (!helper) {
          helper = new Box3Helper(new Box3(), new Color(peer.color))
          helper.userData.peer = peer.name
          helpers.current.set(key, helper)
          root.add(helper)
        }
        helper.box.setFromObject(object).expandByScalar(0.04)
      }
      const key = `pointer:${peer.clientId}`
      if (peer.pointer) {
        wanted.add(key)
        let dot = dots.current.get(key)
        if (!dot) {
          dot = new Mesh(pointerGeometry, new MeshBasicMaterial({ color: peer.color, depthTest: false }))
          dot.renderOrder = 999
          dots.current.set(key, dot)
          root.add(dot)
        }
        dot.position.set(...peer.pointer)
      }
    }
    for (const table of [helpers.current, dots.current] as Map<string, Box3Helper | Mesh>[]) {
      for (const [key, object] of table) {
        if (wanted.has(key)) continue
        root.remove(object)
        if (object.geometry !== pointerGeometry) object.geometry.dispose()
        table.delete(key)
      }
    }
  })
  return <primitive object={root} />
}
