import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import * as THREE from 'three'
import type { Vec3 } from '@shared/scene/schema'
import { applyFit, contentBox, fitBox } from '../../scene-render/core/camera-fit'

interface Controls {
  target: THREE.Vector3
  update: () => void
}

/** Frames whose shape is within 5 % of the design view's show what the author saw. */
const SAME_SHAPE = 0.05
/** Models and fonts arrive after the document: look for content this often, for this long. */
const RETRY_MS = 300
const RETRY_FOR_MS = 10_000

/**
 * The preview's camera. It opens where the design camera was (the author sees the same view come
 * alive), and Replay and every new frame size put it back there. A frame of another shape than the
 * design view (Mobile, Tablet, a drag of an edge) instead frames the scene from that same angle, as
 * a visitor's screen of that shape shows it: at the wide view's distance a portrait frame cut off
 * what stood to the sides, and taps aimed at it landed outside the frame.
 */
export function PreviewCamera({ replayKey, start, startAspect }: { replayKey: number; start: Vec3; startAspect: number }) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera
  const controls = useThree((s) => s.controls) as unknown as Controls | null
  const scene = useThree((s) => s.scene)
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  const { width, height } = useThree((s) => s.size)

  useEffect(() => {
    // In an XR session the headset owns the camera.
    if (width <= 0 || height <= 0 || gl.xr.isPresenting) return
    camera.position.set(...start)
    controls?.target.set(0, 0, 0)
    controls?.update()
    invalidate()
    const aspect = width / height
    if (Math.abs(aspect - startAspect) <= SAME_SHAPE * startAspect) return
    const direction = new THREE.Vector3(...start).sub(controls?.target ?? new THREE.Vector3())
    if (direction.lengthSq() < 1e-6) direction.set(0, 0, 1)
    const fit = () => {
      const parts: THREE.Box3[] = []
      const box = contentBox(scene, parts)
      if (box.isEmpty()) return false
      applyFit(fitBox(box, { fov: camera.fov, aspect, parts, direction }), camera, controls)
      invalidate()
      return true
    }
    if (fit()) return
    const began = performance.now()
    const timer = window.setInterval(() => (fit() || performance.now() - began > RETRY_FOR_MS) && window.clearInterval(timer), RETRY_MS)
    return () => window.clearInterval(timer)
  }, [width, height, replayKey, start, startAspect, camera, controls, scene, gl, invalidate])
  return null
}
