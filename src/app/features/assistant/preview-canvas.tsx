import { OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { Suspense, useEffect, useMemo, useRef, type RefObject } from 'react'
import * as THREE from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { descendants } from '@shared/scene/ops'
import { SceneView } from '../scene-render/scene-view'
import { SceneEnvironment } from '../scene-render/environment/lazy'
import { useCameraFit } from '../scene-render/use-camera-fit'
import { MAX_POLAR, MIN_POLAR, projectedRects } from '../scene-render/core/camera-fit'
import { WebGLBoundary } from '@app/components/webgl-guard'
import { keepFrameRenderer } from '@app/components/webgl-renderer'
import { exposeForTests } from '@app/test-hook'

export interface PreviewCanvasProps {
  doc: SceneDocument
  /** One top-level object to show alone (a selected chip), with the scene's lights. */
  focusId: string | null
  onReady: () => void
}

/** Spec §9: models larger than 10 units are scaled down to 10 in the preview. */
const MAX_MODEL_SIZE = 10

function isolate(doc: SceneDocument, id: string): SceneDocument {
  if (!doc.nodes[id]) return doc
  const keep = new Set([id, ...descendants(doc.nodes, id)])
  const nodes: SceneDocument['nodes'] = {}
  for (const node of Object.values(doc.nodes)) if (keep.has(node.id) || (node.kind === 'light' && node.parentId === null)) nodes[node.id] = node
  return { ...doc, nodes }
}

/** Frames what is drawn with the shared fit, again after models and fonts arrive, until the user takes the camera. */
function FitCamera({ content, shown }: { content: RefObject<THREE.Group | null>; shown: SceneDocument }) {
  useCameraFit(() => content.current, shown)
  return null
}

/** Lets the browser tests ask which document nodes the preview draws. */
function ExposeProbe({ content }: { content: RefObject<THREE.Group | null> }) {
  const camera = useThree((s) => s.camera)
  useEffect(() => {
    const probe = {
      /** Where each top-level object lies in the frame (fractions of its width and height). */
      rects: () => (content.current ? projectedRects(content.current, camera) : []),
      nodeIds: () => {
        const ids: string[] = []
        content.current?.traverse((o) => typeof o.userData.nodeId === 'string' && ids.push(o.userData.nodeId))
        return ids
      },
      /** World bounds of what a node draws, as the page shows it. */
      bounds: (id: string) => {
        let found: THREE.Object3D | undefined
        content.current?.traverse((o) => {
          if (!found && o.userData.nodeId === id) found = o
        })
        if (!found) return null
        const box = new THREE.Box3().setFromObject(found)
        return { min: box.min.toArray(), max: box.max.toArray() }
      },
    }
    return exposeForTests('assistantPreview', probe)
  }, [content, camera])
  return null
}

/** The chat's 3D preview: the shared renderer, orbit controls, nothing to edit. Loaded lazily. */
export default function PreviewCanvas({ doc, focusId, onReady }: PreviewCanvasProps) {
  const shown = useMemo(() => (focusId ? isolate(doc, focusId) : doc), [doc, focusId])
  const content = useRef<THREE.Group>(null)
  return (
    <WebGLBoundary>
      <Canvas
        shadows
        frameloop="demand"
        dpr={[1, 2]}
        gl={keepFrameRenderer}
        camera={{ fov: 45, position: [0, 2.5, 6], near: 0.05, far: 500 }}
        data-testid="assistant-preview-canvas"
        onCreated={() => requestAnimationFrame(() => requestAnimationFrame(onReady))}
      >
        {/* The scene's own ground (terrain, water, grass), exactly as the editor draws it; the sky comes with SceneView. */}
        <Suspense fallback={null}>
          <SceneEnvironment settings={doc.settings} />
        </Suspense>
        <group ref={content}>
          <Suspense fallback={null}>
            <SceneView doc={shown} maxModelSize={MAX_MODEL_SIZE} />
          </Suspense>
        </group>
        <OrbitControls makeDefault enablePan={false} enableDamping dampingFactor={0.08} minPolarAngle={MIN_POLAR} maxPolarAngle={MAX_POLAR} />
        <FitCamera content={content} shown={shown} />
        <ExposeProbe content={content} />
      </Canvas>
    </WebGLBoundary>
  )
}
