import { useFrame } from '@react-three/fiber'
import { useXR, useXRHitTest } from '@react-three/xr'
import { useEffect, useRef, type ReactNode } from 'react'
import * as THREE from 'three'
import type { AreaSettings } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { redrawShadows } from '../scene-render/core/look'
import { areaSession, recordTap, resetAreaSession, useAreaSession } from './area-session'
import { useAreaAnchor } from './area-anchor'

const hitMatrix = new THREE.Matrix4()
const hitPosition = new THREE.Vector3()
const hitQuaternion = new THREE.Quaternion()
const hitScale = new THREE.Vector3()

/**
 * How an Area Tracking project's content sits in the room during an AR session. The visitor points
 * the phone's centre (the reticle, from the hit test) at each reference point in turn and taps;
 * from two taps on, the scan's frame is solved (a turn about the vertical and a translation) and
 * the content, authored in that frame, is shown where the author put it. Outside AR the content
 * is drawn as authored.
 */
export function AreaPlacement({ mode, area, projectKey, children }: { mode: 'ar' | 'vr' | null; area: AreaSettings; projectKey: string; children: ReactNode }) {
  const group = useRef<THREE.Group>(null)
  const reticle = useRef<THREE.Group>(null)
  const hasHit = useRef(false)
  const session = useXR((s) => s.session)
  const alignment = useAreaSession((s) => s.alignment)
  const taps = useAreaSession((s) => s.taps)

  // A fresh alignment for each session: the room's coordinates start again with every session.
  useEffect(() => {
    resetAreaSession(area.points)
    hasHit.current = false
  }, [area, session])

  useEffect(() => {
    const g = group.current
    if (!g) return
    g.visible = mode !== 'ar' || alignment !== null
    if (mode === 'ar' && alignment) {
      g.position.set(...alignment.translation)
      g.quaternion.setFromAxisAngle(new THREE.Vector3(0, 1, 0), alignment.yaw)
    } else {
      g.position.set(0, 0, 0)
      g.quaternion.identity()
    }
  }, [mode, alignment])

  useEffect(() => {
    if (!session || mode !== 'ar') return
    // A tap (a screen touch on a phone, a trigger or pinch on a headset) takes the reticle's point.
    const onSelect = () => hasHit.current && recordTap(hitPosition.toArray())
    session.addEventListener('select', onSelect)
    return () => session.removeEventListener('select', onSelect)
  }, [session, mode])

  useAreaAnchor(mode === 'ar' ? session ?? null : null, group, projectKey)

  useEffect(
    () =>
      exposeForTests('areaTracking', {
        state: () => areaSession.getState(),
        hit: () => (hasHit.current ? hitPosition.toArray() : null),
        content: () => {
          const g = group.current
          return g ? { visible: g.visible, position: g.position.toArray(), yaw: new THREE.Euler().setFromQuaternion(g.quaternion, 'YXZ').y } : null
        },
      }),
    [],
  )

  const lastPlace = useRef(new THREE.Matrix4())
  useFrame(({ gl }) => {
    const g = group.current
    if (!g || mode !== 'ar') return
    g.updateMatrix()
    if (!g.matrix.equals(lastPlace.current)) {
      lastPlace.current.copy(g.matrix)
      redrawShadows(gl)
    }
    if (reticle.current) {
      reticle.current.visible = hasHit.current
      reticle.current.position.copy(hitPosition)
      reticle.current.quaternion.copy(hitQuaternion)
    }
  })

  return (
    <>
      <group ref={group} name="xr-content">
        {children}
      </group>
      {mode === 'ar' && <AreaHitTest onHit={() => void (hasHit.current = true)} />}
      {mode === 'ar' && (
        <group ref={reticle} visible={false} name="ar-reticle">
          {/* A hit's pose has the surface normal as +y; the ring (made in the xy plane) lies flat on it, not edge-on. */}
          <mesh rotation-x={-Math.PI / 2}>
            <ringGeometry args={[0.03, 0.045, 32]} />
            <meshBasicMaterial color="#f59e0b" side={THREE.DoubleSide} />
          </mesh>
        </group>
      )}
      {/* Where the visitor tapped: a dot each, so a wrong tap is easy to see (and redo). */}
      {mode === 'ar' &&
        taps.map((tap, i) => (
          <mesh key={i} position={tap} name={`area-tap-${i + 1}`}>
            <sphereGeometry args={[0.02, 12, 8]} />
            <meshBasicMaterial color="#ffffff" />
          </mesh>
        ))}
    </>
  )
}

/** The hit test from the screen's centre (the viewer's ray), against whatever the device knows of the room. */
function AreaHitTest({ onHit }: { onHit: () => void }) {
  useXRHitTest(
    (results, getWorldMatrix) => {
      if (!results.length) return
      getWorldMatrix(hitMatrix, results[0])
      hitMatrix.decompose(hitPosition, hitQuaternion, hitScale)
      onHit()
    },
    'viewer',
    'plane',
  )
  return null
}
