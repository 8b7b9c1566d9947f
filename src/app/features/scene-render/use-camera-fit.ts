import { useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import * as THREE from 'three'
import { applyFit, contentBox, fitBox } from './camera-fit'

interface Controls extends THREE.EventDispatcher<{ start: object }> {
  target: THREE.Vector3
  update: () => void
}

/** When to measure again after a change: models and fonts arrive after the document does. */
const RETRY_MS = [0, 150, 400, 800, 1500, 2500, 4000, 6000]

/**
 * Frames what `root()` draws with the shared fit, again as models load (whenever the bounds grew
 * or moved), until the visitor takes the camera. `key` changes (a new document) start it over.
 */
export function useCameraFit(root: () => THREE.Object3D | null | undefined, key: unknown, enabled = true) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera
  const controls = useThree((s) => s.controls) as unknown as Controls | null
  const size = useThree((s) => s.size)
  const invalidate = useThree((s) => s.invalidate)
  const touched = useRef(false)
  const rootRef = useRef(root)
  rootRef.current = root

  useEffect(() => {
    if (!controls) return
    const onStart = () => (touched.current = true)
    controls.addEventListener('start', onStart)
    return () => controls.removeEventListener('start', onStart)
  }, [controls])

  useEffect(() => {
    if (!enabled) return
    touched.current = false
    let last: THREE.Box3 | null = null
    const fit = () => {
      const group = rootRef.current()
      if (touched.current || !group) return
      const box = contentBox(group)
      if (box.isEmpty()) return
      if (last && last.min.distanceTo(box.min) < 1e-3 && last.max.distanceTo(box.max) < 1e-3) return
      last = box
      applyFit(fitBox(box, { fov: camera.fov, aspect: size.width / Math.max(size.height, 1) }), camera, controls)
      invalidate()
    }
    const timers = RETRY_MS.map((ms) => window.setTimeout(fit, ms))
    return () => timers.forEach((t) => window.clearTimeout(t))
  }, [key, enabled, camera, controls, size, invalidate])
}
