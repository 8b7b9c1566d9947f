import { GizmoHelper, GizmoViewport } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { WebGLBoundary } from '@app/components/webgl-guard'
import { keepFrameRenderer } from '@app/components/webgl-renderer'
import { SceneEnvironment } from '../../scene-render/environment/lazy'
import { Vector3 } from 'three'
import type * as THREE from 'three'
import { SceneView } from '../../scene-render/scene-view'
import { triangleCount } from '../../scene-render/core/geometries'
import { BoxSelect } from './box-select'
import { CameraRig } from './camera-rig'
import { EditorGrid } from './editor-grid'
import { TargetCard } from '../../image-target/target-card'
import { ReferenceHead } from '../../face-tracking/reference-head'
import { ReferenceBody } from '../../body-tracking/reference-body'
import { ScanModel } from '../../location-ar/scan-model'
import { AreaMarkers } from '../../area-tracking/area-markers'
import { sessionStore, useDoc, useSessionState } from '../editor-store'
import { SelectionGizmo } from './selection-gizmo'
import { SplatCropBox } from './splat-crop-box'
import { nodeObjects, viewportProbe } from './viewport-probe'
import './viewport-tools.css'
import { PeerPresence } from '../../live/peer-presence'
import { CommentPins } from '../comments/comment-pins'
import { WorkingQuality } from './working-quality-r3f'

export { nodeObjects, viewportProbe }

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
  const advance = useThree((s) => s.advance)
  useEffect(() => {
    viewportProbe.three = () => ({ gl, scene, camera, advance: (timestamp: number) => advance(timestamp, true) })
    viewportProbe.project = (id: string) => {
      const object = nodeObjects.get(id)
      if (!object) return null
      const v = object.getWorldPosition(new Vector3()).project(camera)
      return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height }
    }
    viewportProbe.projectPoint = (point) => {
      const v = new Vector3(...point).project(camera)
      return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height }
    }
  }, [camera, size, gl, scene, advance])
  return null
}

function isInDocument(object: THREE.Object3D) {
  for (let o: THREE.Object3D | null = object; o; o = o.parent) if (o.userData.nodeId) return true
  return false
}

export function Viewport({ onPolyCount }: { onPolyCount: (n: number) => void }) {
  const doc = useDoc((s) => s.doc)
  // The selection is what the gizmo moves directly: drawn apart from the static batches.
  const selection = useSessionState((s) => s.selection)
  const boxRect = useRef<HTMLDivElement>(null)
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

  return (
    // No WebGL (even without anti-aliasing): the boundary says so instead of a blank area.
    <WebGLBoundary>
      <Canvas
        shadows
        // Draw only when something changed: an idle editor costs no GPU or battery.
        frameloop="demand"
        dpr={[1, 2]}
        gl={keepFrameRenderer}
        onPointerMissed={(e) => e.button === 0 && sessionStore.getState().select([])}
        data-testid="editor-canvas"
      >
        {/* The environment's elements load on their own; the sky and fog come with the scene core. */}
        <Suspense fallback={null}>
          <SceneEnvironment settings={doc.settings} />
        </Suspense>
        <CameraRig />
        {/* Fonts and models suspend while loading: keep that inside the canvas, never up the page. */}
        <Suspense fallback={null}>
          <SceneView doc={doc} onNodeObject={onNodeObject} onNodeClick={onNodeClick} showHelpers live={selection} />
        </Suspense>
        <EditorGrid doc={doc} />
        {doc.settings.imageTarget && <TargetCard doc={doc} />}
        {doc.settings.faceTracking && <ReferenceHead />}
        {doc.settings.bodyTracking && <ReferenceBody highlight={selection.length === 1 ? doc.nodes[selection[0]]?.bodyPoint : null} />}
        {doc.settings.location?.scanUrl && <ScanModel url={doc.settings.location.scanUrl} />}
        {doc.settings.area && <AreaMarkers area={doc.settings.area} />}
        <SelectionGizmo />
        <SplatCropBox />
        <BoxSelect overlay={boxRect} />
        <PolyCounter onCount={onPolyCount} />
        <ExposeProjection />
        <WorkingQuality />
        <PeerPresence objects={nodeObjects} />
        <CommentPins objects={nodeObjects} />
        <GizmoHelper alignment="bottom-right" margin={[64, 64]}>
          <GizmoViewport axisColors={['#ff5d6c', '#34d399', '#4f8dff']} labelColor="#fff" />
        </GizmoHelper>
      </Canvas>
      <div ref={boxRect} className="box-select-rect" data-testid="box-select-rect" hidden />
      <p className="viewport-hint">Drag to orbit · Shift+drag to box select (Ctrl+Shift+drag adds) · F to focus</p>
    </WebGLBoundary>
  )
}
