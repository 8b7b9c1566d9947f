import { GizmoHelper, GizmoViewport, Grid, OrbitControls, OrthographicCamera, PerspectiveCamera, TransformControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { probeWebGL, WebGLUnavailable } from '@app/components/webgl-guard'
import { SceneEnvironment } from '../scene-render/environment/lazy'
import { Vector3 } from 'three'
import type * as THREE from 'three'
import type { Vec3 } from '@shared/scene/schema'
import { SceneView } from '../scene-render/scene-view'
import { triangleCount } from '../scene-render/geometries'
import { docStore, sessionStore, useDoc, useSessionState } from './editor-store'

/** Node id → its three object, for the gizmo and for focusing. Filled by SceneView's callback. */
export const nodeObjects = new Map<string, THREE.Object3D>()
/**
 * The spec starts the camera at (0, 2.5, -12), which looks at the scene from behind: text and
 * images, which face +z, read mirrored. We start on the +z side instead.
 */
const CAMERA_START: Vec3 = [0, 2.5, 12]
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits

function Gizmo() {
  const selection = useSessionState((s) => s.selection)
  const mode = useSessionState((s) => s.mode)
  const space = useSessionState((s) => s.space)
  const doc = useDoc((s) => s.doc)
  const [object, setObject] = useState<THREE.Object3D>()
  const id = selection.length === 1 ? selection[0] : undefined
  useEffect(() => setObject(id ? nodeObjects.get(id) : undefined), [id, doc])
  if (!object || !id) return null
  // A drag moves the three object directly; one commit at pointer-up makes it one undo step.
  const commit = () => {
    const node = docStore.getState().doc.nodes[id]
    if (!node) return
    const transform = {
      position: object.position.toArray().map((v) => round(v, 4)) as Vec3,
      rotation: [object.rotation.x, object.rotation.y, object.rotation.z].map((v) => round(v, 5)) as Vec3,
      scale: object.scale.toArray().map((v) => round(v, 4)) as Vec3,
    }
    const verb = mode === 'translate' ? 'Move' : mode === 'rotate' ? 'Rotate' : 'Scale'
    docStore.getState().commit(`${verb} ${node.name}`, [{ op: 'update', id, patch: { transform } }])
  }
  return <TransformControls object={object} mode={mode} space={space} onMouseUp={commit} />
}

/** Objects: N | Poly Count: M, counted from what is actually drawn. */
function PolyCounter({ onCount }: { onCount: (triangles: number) => void }) {
  const scene = useThree((s) => s.scene)
  const doc = useDoc((s) => s.doc)
  useEffect(() => {
    // Models arrive after the document changes, so count now and again each second while open.
    let last = -1
    const count = () => {
      let triangles = 0
      scene.traverse((o) => {
        const mesh = o as THREE.Mesh
        if (mesh.isMesh && mesh.geometry && isInDocument(o)) triangles += triangleCount(mesh.geometry)
      })
      const rounded = Math.round(triangles)
      if (rounded !== last) onCount((last = rounded))
    }
    const frame = requestAnimationFrame(count)
    const timer = window.setInterval(count, 1000)
    return () => {
      cancelAnimationFrame(frame)
      window.clearInterval(timer)
    }
  }, [doc, scene, onCount])
  return null
}

/** Projects a node's origin to canvas pixels: the browser tests use it to aim at objects. */
function ExposeProjection() {
  const camera = useThree((s) => s.camera)
  const size = useThree((s) => s.size)
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  useEffect(() => {
    viewportProbe.three = () => ({ gl, scene, camera })
    viewportProbe.project = (id: string) => {
      const object = nodeObjects.get(id)
      if (!object) return null
      const v = object.getWorldPosition(new Vector3()).project(camera)
      return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height }
    }
  }, [camera, size, gl, scene])
  return null
}
export const viewportProbe: {
  project?: (id: string) => { x: number; y: number } | null
  three?: () => { gl: THREE.WebGLRenderer; scene: THREE.Scene; camera: THREE.Camera }
} = {}

function isInDocument(object: THREE.Object3D) {
  for (let o: THREE.Object3D | null = object; o; o = o.parent) if (o.userData.nodeId) return true
  return false
}

export function Viewport({ onPolyCount }: { onPolyCount: (n: number) => void }) {
  const doc = useDoc((s) => s.doc)
  const camera = useSessionState((s) => s.camera)
  const background = doc.settings.background
  // No WebGL (even without anti-aliasing): say so instead of a blank area.
  const webgl = useMemo(probeWebGL, [])
  const onNodeObject = useCallback((id: string, object: THREE.Object3D | null) => {
    if (object) nodeObjects.set(id, object)
    else nodeObjects.delete(id)
  }, [])
  const onNodeClick = useCallback((id: string, event: { shiftKey: boolean; stopPropagation: () => void }) => {
    event.stopPropagation()
    const { selection, select } = sessionStore.getState()
    if (event.shiftKey) select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id])
    else select([id])
  }, [])

  if (!webgl.ok) return <WebGLUnavailable />
  return (
    <Canvas
      shadows
      // Draw only when something changed: an idle editor costs no GPU or battery.
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: webgl.antialias }}
      onPointerMissed={(e) => e.button === 0 && sessionStore.getState().select([])}
      data-testid="editor-canvas"
    >
      {/* The environment (sky, fog, elements) loads on its own; the plain colour shows meanwhile. */}
      <Suspense fallback={<color attach="background" args={[background]} />}>
        <SceneEnvironment settings={doc.settings} />
      </Suspense>
      {camera === 'perspective' ? (
        <PerspectiveCamera makeDefault fov={60} near={0.01} far={5000} position={CAMERA_START} />
      ) : (
        <OrthographicCamera makeDefault zoom={50} near={-5000} far={5000} position={CAMERA_START} />
      )}
      {/* Fonts and models suspend while loading: keep that inside the canvas, never up the page. */}
      <Suspense fallback={null}>
        <SceneView doc={doc} onNodeObject={onNodeObject} onNodeClick={onNodeClick} showHelpers />
      </Suspense>
      <Grid args={[100, 100]} cellColor="#2c3140" sectionColor="#3b4257" fadeDistance={60} infiniteGrid={false} />
      <OrbitControls makeDefault enablePan={false} enableDamping dampingFactor={0.07} rotateSpeed={0.5} />
      <Gizmo />
      <PolyCounter onCount={onPolyCount} />
      <ExposeProjection />
      <GizmoHelper alignment="bottom-right" margin={[64, 64]}>
        <GizmoViewport axisColors={['#ff5d6c', '#34d399', '#4f8dff']} labelColor="#fff" />
      </GizmoHelper>
    </Canvas>
  )
}
