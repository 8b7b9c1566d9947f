import { useFrame, useThree } from '@react-three/fiber'
import { redrawShadows } from '../scene-render/core/look'
import { useXR, useXRHitTest } from '@react-three/xr'
import { useEffect, useRef, type ReactNode } from 'react'
import * as THREE from 'three'

const hitMatrix = new THREE.Matrix4()
const hitPosition = new THREE.Vector3()
const hitQuaternion = new THREE.Quaternion()
const hitScale = new THREE.Vector3()
/** Where AR Glasses content stands when no plane was found (metres ahead of the viewer). */
const AHEAD_M = 1.5

/**
 * How the scene sits in the world during a session. Surface Target projects: a reticle follows
 * the hit test and a tap places the scene there. World Tracking projects: the scene is anchored
 * on the floor two metres in front of where the viewer stood. Outside AR the content is untouched.
 * Two fingers on the screen scale and turn the placed scene (the DOM overlay receives touches).
 */
export function ArPlacement({ mode, surface, children, overlay, ahead = false }: { mode: 'ar' | 'vr' | null; surface: boolean; children: ReactNode; overlay: HTMLElement | null; ahead?: boolean }) {
  const group = useRef<THREE.Group>(null)
  const reticle = useRef<THREE.Mesh>(null)
  const placed = useRef(false)
  const hasHit = useRef(false)
  const session = useXR((s) => s.session)
  const camera = useThree((s) => s.camera)

  // Reset on every session change; VR puts the viewer a few metres back from the scene centre.
  useEffect(() => {
    const g = group.current
    if (!g) return
    placed.current = false
    hasHit.current = false
    g.position.set(0, 0, mode === 'vr' ? -4 : 0)
    g.rotation.set(0, 0, 0)
    g.scale.setScalar(1)
    g.visible = mode !== 'ar' || !surface
  }, [mode, surface, session])

  useEffect(() => {
    if (!session || mode !== 'ar' || !surface) return
    const onSelect = () => {
      const g = group.current
      if (!g || placed.current && ahead) return
      if (hasHit.current) g.position.copy(hitPosition)
      else if (ahead) {
        // Glasses without a plane in view: the content stands at a fixed distance ahead, at the floor.
        const forward = new THREE.Vector3(0, 0, -1).applyQuaternion(camera.quaternion).setY(0).normalize()
        g.position.set(camera.position.x + forward.x * AHEAD_M, 0, camera.position.z + forward.z * AHEAD_M)
        g.rotation.y = Math.atan2(-forward.x, -forward.z)
      } else return
      g.visible = true
      placed.current = true
    }
    session.addEventListener('select', onSelect)
    return () => session.removeEventListener('select', onSelect)
  }, [session, mode, surface, ahead, camera])

  const lastPlace = useRef(new THREE.Matrix4())
  useFrame(({ gl }) => {
    const g = group.current
    if (!g || mode !== 'ar') return
    // Placing, turning or resizing the scene moves every caster: the shadow maps redraw then only.
    g.updateMatrix()
    if (!g.matrix.equals(lastPlace.current)) {
      lastPlace.current.copy(g.matrix)
      redrawShadows(gl)
    }
    if (!surface && !placed.current && session) {
      const forward = new THREE.Vector3(0, 0, -1).applyQuaternion(camera.quaternion).setY(0).normalize()
      g.position.set(camera.position.x + forward.x * 2, 0, camera.position.z + forward.z * 2)
      g.rotation.y = Math.atan2(-forward.x, -forward.z)
      placed.current = true
    }
    if (reticle.current) {
      reticle.current.visible = surface && hasHit.current
      reticle.current.position.copy(hitPosition)
      reticle.current.quaternion.copy(hitQuaternion)
    }
  })

  useTwoFingerGestures(overlay, group, mode === 'ar')

  return (
    <>
      <group ref={group} name="xr-content">
        {children}
      </group>
      {/* Hit testing only in an AR session: a VR-only headset (Vision Pro) has no hit-test, and asking it rejects. */}
      {mode === 'ar' && surface && <SurfaceHitTest onHit={() => void (hasHit.current = true)} />}
      {mode === 'ar' && surface && (
        <mesh ref={reticle} visible={false} name="ar-reticle">
          <ringGeometry args={[0.08, 0.1, 40]} />
          <meshBasicMaterial color="#FFFFFF" side={THREE.DoubleSide} />
        </mesh>
      )}
    </>
  )
}

/** Follows the hit test from the viewer against planes; mounted only during a Surface project's AR session. */
function SurfaceHitTest({ onHit }: { onHit: () => void }) {
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

function useTwoFingerGestures(target: HTMLElement | null, group: React.RefObject<THREE.Group | null>, enabled: boolean) {
  useEffect(() => {
    if (!target || !enabled) return
    let start: { distance: number; angle: number; scale: number; rotation: number } | null = null
    const measure = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]]
      return { distance: Math.hypot(b.clientX - a.clientX, b.clientY - a.clientY), angle: Math.atan2(b.clientY - a.clientY, b.clientX - a.clientX) }
    }
    const onStart = (e: TouchEvent) => {
      const g = group.current
      if (e.touches.length === 2 && g) start = { ...measure(e), scale: g.scale.x, rotation: g.rotation.y }
    }
    const onMove = (e: TouchEvent) => {
      const g = group.current
      if (!start || e.touches.length !== 2 || !g) return
      const now = measure(e)
      g.scale.setScalar(THREE.MathUtils.clamp((start.scale * now.distance) / Math.max(start.distance, 1), 0.05, 20))
      g.rotation.y = start.rotation - (now.angle - start.angle)
    }
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start = null
    }
    target.addEventListener('touchstart', onStart, { passive: true })
    target.addEventListener('touchmove', onMove, { passive: true })
    target.addEventListener('touchend', onEnd, { passive: true })
    return () => {
      target.removeEventListener('touchstart', onStart)
      target.removeEventListener('touchmove', onMove)
      target.removeEventListener('touchend', onEnd)
    }
  }, [target, group, enabled])
}
