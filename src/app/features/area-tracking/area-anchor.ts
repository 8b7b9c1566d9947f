import { useFrame } from '@react-three/fiber'
import { useEffect, useRef, type RefObject } from 'react'
import * as THREE from 'three'
import type { Alignment } from '@shared/area/align'
import { areaSession } from './area-session'

/** The WebXR Anchors module, and Quest Browser's persistent anchors on top of it (both optional). */
type Anchor = XRAnchor & { requestPersistentHandle?: () => Promise<string> }
type AnchorSession = XRSession & { restorePersistentAnchor?: (uuid: string) => Promise<Anchor>; deletePersistentAnchor?: (uuid: string) => Promise<void> }
type AnchorFrame = XRFrame & { createAnchor?: (pose: XRRigidTransform, space: XRSpace) => Promise<Anchor> | undefined }
interface Saved {
  uuid: string
  alignment: Alignment
}

const storageKey = (projectKey: string) => `area-anchor:${projectKey}`
function readSaved(projectKey: string): Saved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(projectKey)) ?? 'null') as Saved | null
    return saved && typeof saved.uuid === 'string' && typeof saved.alignment?.yaw === 'number' ? saved : null
  } catch {
    return null
  }
}

/**
 * Keeps the solved alignment as a WebXR anchor where the browser offers one: the device then
 * moves the content with its own corrections to the room's map (a phone's drift after a walk)
 * instead of leaving it where the taps were first solved. Where the anchor can be made persistent
 * (Quest Browser), its handle is kept per project on this device, and the next session restores it
 * and shows the content without tapping again. Without anchors, the solved transform simply stays.
 */
export function useAreaAnchor(session: XRSession | null, group: RefObject<THREE.Group | null>, projectKey: string) {
  const anchor = useRef<Anchor | null>(null)
  /** The alignment the current (or pending) anchor holds. */
  const anchoredFor = useRef<Alignment | null>(null)

  useEffect(() => {
    anchor.current = null
    anchoredFor.current = null
    const s = session as AnchorSession | null
    const saved = readSaved(projectKey)
    if (s && saved && s.restorePersistentAnchor) {
      s.restorePersistentAnchor(saved.uuid).then(
        (restored) => {
          anchor.current = restored
          anchoredFor.current = saved.alignment
          areaSession.setState({ alignment: saved.alignment, anchored: true, restored: true })
        },
        () => localStorage.removeItem(storageKey(projectKey)),
      )
    }
    return () => {
      anchor.current?.delete()
      anchor.current = null
    }
  }, [session, projectKey])

  useFrame((state, _delta, xrFrame) => {
    const frame = xrFrame as AnchorFrame | undefined
    const space = state.gl.xr.getReferenceSpace()
    if (!session || !frame || !space) return
    const { alignment } = areaSession.getState()
    if (alignment && anchoredFor.current !== alignment && typeof frame.createAnchor === 'function') {
      anchoredFor.current = alignment
      const q = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), alignment.yaw)
      const [x, y, z] = alignment.translation
      Promise.resolve(frame.createAnchor(new XRRigidTransform({ x, y, z }, { x: q.x, y: q.y, z: q.z, w: q.w }), space))
        .then((created) => {
          if (!created) return
          if (anchoredFor.current !== alignment) return created.delete()
          anchor.current?.delete()
          anchor.current = created
          areaSession.setState({ anchored: true })
          return persist(session as AnchorSession, created, alignment, projectKey)
        })
        .catch((error) => console.warn('The alignment is kept without an anchor:', error))
    }
    const a = anchor.current
    const g = group.current
    if (!a || !g) return
    // The anchor's pose is the scan frame's pose in the room, as the device now understands it.
    const pose = frame.getPose(a.anchorSpace, space)
    if (!pose) return
    const { position: p, orientation: o } = pose.transform
    g.position.set(p.x, p.y, p.z)
    g.quaternion.set(o.x, o.y, o.z, o.w)
  })
}

async function persist(session: AnchorSession, anchor: Anchor, alignment: Alignment, projectKey: string) {
  if (!anchor.requestPersistentHandle) return
  const old = readSaved(projectKey)
  const uuid = await anchor.requestPersistentHandle()
  if (old && old.uuid !== uuid) await session.deletePersistentAnchor?.(old.uuid).catch(() => undefined)
  localStorage.setItem(storageKey(projectKey), JSON.stringify({ uuid, alignment } satisfies Saved))
}
