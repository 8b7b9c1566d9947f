import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import type { EventDispatcher } from 'three'
import { createMovingResolution } from './moving-resolution'

/**
 * The core viewer's moving resolution on the R3F canvas (scenes the core leaves to React: foliage,
 * R3F-only content): fewer pixels while the visitor turns the camera on a slow device, full ones
 * for the frame drawn at rest. The ratio goes through R3F's own setDpr, so a resize keeps it.
 * Mount it beside the default OrbitControls, outside XR sessions (the headset sizes its own frames).
 */
export function MovingResolution() {
  const controls = useThree((s) => s.controls) as EventDispatcher<{ start: object; end: object; change: object }> | null
  const setDpr = useThree((s) => s.setDpr)
  const fullRatio = useThree((s) => s.viewport.initialDpr)
  const resolution = useMemo(() => createMovingResolution({ setPixelRatio: setDpr }, fullRatio), [setDpr, fullRatio])
  const state = useRef({ holding: false, changed: false })

  useEffect(() => {
    if (!controls) return
    const s = state.current
    const start = () => (s.holding = true)
    const end = () => (s.holding = false)
    const change = () => (s.changed = true)
    controls.addEventListener('start', start)
    controls.addEventListener('end', end)
    controls.addEventListener('change', change)
    return () => {
      controls.removeEventListener('start', start)
      controls.removeEventListener('end', end)
      controls.removeEventListener('change', change)
      resolution.rest()
    }
  }, [controls, resolution])

  // After the controls' own update (priority -1), before this frame is drawn: `changed` says the
  // camera moved in this frame (a drag or the damping's glide).
  // At rest the ratio goes back up before this frame is drawn: no extra frame is needed.
  useFrame((_, delta) => {
    const s = state.current
    resolution.frame(s.holding || s.changed, delta)
    s.changed = false
  })
  return null
}
