import { useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import * as THREE from 'three'
import { applyFit, contentBox, fitBox, fitDirectionFor } from './core/camera-fit'

interface Controls extends THREE.EventDispatcher<{ start: object }> {
  target: THREE.Vector3
  update: () => void
}

/**
 * How often to measure again, and for how long after the last change of the bounds: models and
 * fonts arrive after the document does, one after another, and on a slow device a bevelled 3D
 * title can take many seconds. A measure is one bounds walk.
 */
const POLL_MS = 300
const POLL_FOR_MS = 15_000

/**
 * Frames what `root()` draws with the shared fit, again as models load (whenever the bounds grew
 * or moved), until the visitor takes the camera. `key` changes (a new document) start it over.
 */
export function useCameraFit(root: () => THREE.Object3D | null | undefined, key: unknown, enabled = true) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera
  const controls = useThree((s) => s.controls) as unknown as Controls | null
  const size = useThree((s) => s.size)
  const invalidate = useThree((s) => s.invalidate)
  const gl = useThree((s) => s.gl)
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
      // In an XR session the headset owns the camera: moving it (or the controls) would fight the pose.
      if (touched.current || !group || gl.xr.isPresenting) return
      const parts: THREE.Box3[] = []
      const box = contentBox(group, parts)
      if (box.isEmpty()) return
      if (last && last.min.distanceTo(box.min) < 1e-3 && last.max.distanceTo(box.max) < 1e-3) return
      last = box
      applyFit(fitBox(box, { fov: camera.fov, aspect: size.width / Math.max(size.height, 1), parts, direction: fitDirectionFor(group) }), camera, controls)
      invalidate()
    }
    let changed = performance.now()
    const measure = () => {
      const before = last
      fit()
      if (last !== before) changed = performance.now()
    }
    measure()
    const timer = window.setInterval(() => (performance.now() - changed > POLL_FOR_MS || touched.current ? window.clearInterval(timer) : measure()), POLL_MS)
    return () => window.clearInterval(timer)
  }, [key, enabled, camera, controls, size, invalidate])
}
