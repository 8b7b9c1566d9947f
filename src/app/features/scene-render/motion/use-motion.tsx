import { useFrame } from '@react-three/fiber'
import { type ReactNode, useRef } from 'react'
import type * as THREE from 'three'
import { motionPose } from '@shared/scene/motion'
import type { MotionSettings } from '@shared/scene/schema'

/**
 * Plays a node's procedural motion (spin, bob, orbit) on an inner group, so the node's own
 * transform, its selection and its physics body stay where the document puts them. Per frame it
 * writes the pose from the shared motionPose straight onto the group: no React state. Offsets
 * are in metres, so they are divided by the node's scale (the inner group lives in its frame).
 * Runs wherever the node is drawn, the design window too, like particles, so authors see it.
 */
export function MotionGroup({ motion, scale, children }: { motion: MotionSettings | undefined; scale: readonly [number, number, number]; children: ReactNode }) {
  const ref = useRef<THREE.Group>(null)
  const clock = useRef(0)
  const wasStill = useRef(true)
  useFrame((state, delta) => {
    const group = ref.current
    if (!group || !motion) return
    // Held still until an event starts it (speed 0): it starts from its rest pose, not mid-swing.
    if (motion.speed === 0) wasStill.current = true
    else if (wasStill.current) {
      wasStill.current = false
      clock.current = 0
    }
    // Wrapped well before the sine's argument gets coarse in a long session.
    clock.current = (clock.current + delta) % 36_000
    const { offset, rotation } = motionPose(motion, clock.current)
    group.position.set(offset[0] / (scale[0] || 1), offset[1] / (scale[1] || 1), offset[2] / (scale[2] || 1))
    group.rotation.set(rotation[0], rotation[1], rotation[2])
    state.invalidate()
  })
  if (!motion) return <>{children}</>
  return <group ref={ref}>{children}</group>
}
