import { OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { Suspense, useEffect } from 'react'
import * as THREE from 'three'
import type { SceneDocument, Vec3 } from '@shared/scene/schema'
import { viewportProbe } from '../viewport/viewport'
import { SceneEnvironment } from '../../scene-render/environment/lazy'
import { mediaControls } from '../../scene-render/media-controls'
import { ScenePhysics } from '../../scene-render/physics/scene-physics'
import { SceneView } from '../../scene-render/scene-view'
import { TargetCard } from '../../image-target/target-card'
import { ReferenceHead } from '../../face-tracking/reference-head'
import { ReferenceBody } from '../../body-tracking/reference-body'
import { useSceneRuntime } from '../../scene-render/use-scene-runtime'
import { WebGLBoundary } from '@app/components/webgl-guard'
import { keepFrameRenderer } from '@app/components/webgl-renderer'
import type { XRStore } from '@react-three/xr'
import { PreviewCamera } from './preview-camera'
import { PreviewXr, useXrMode } from './preview-xr'
import { exposePartForTests } from '@app/test-hook'

/** The spec's orbit limits for a visitor: no panning, damping 0.07, rotate speed 0.5, polar 0.8-2.4. */
const ORBIT = { enablePan: false, enableDamping: true, dampingFactor: 0.07, rotateSpeed: 0.5, minPolarAngle: 0.8, maxPolarAngle: 2.4 }

/** Redirect to URL opens a new tab: the editor with its unsaved work stays where it is. */
const openUrl = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer')

interface Props {
  doc: SceneDocument
  /** Replay: a new key remounts the scene (events, media, physics start over) and resets the camera. */
  replayKey: number
  start: Vec3
  /** The design view's width / height when the preview opened. */
  startAspect: number
  /** The preview's XR session store: Enter AR / Enter VR start sessions on it. */
  xr: XRStore
}

/**
 * The experience as a visitor gets it: events run (single click waits 250 ms when a double click
 * is defined), media plays on awake, physics simulates, no grid or gizmo. Event effects live in an override map
 * over the document, which itself is never changed here.
 */
export function PreviewCanvas({ doc, replayKey, start, startAspect, xr }: Props) {
  const { live, onNodeClick, onNodeDoubleClick } = useSceneRuntime(doc, { onRedirect: openUrl, resetKey: replayKey })
  const mode = useXrMode(xr)
  return (
    <WebGLBoundary>
      <Canvas
        shadows
        // Drawn on request (camera, document, motion, bodies, clips): a still preview costs nothing.
        frameloop="demand"
        dpr={[1, 2]}
        // The frame may be shown scaled down (CSS transform): measure its layout size, not its box.
        resize={{ offsetSize: true }}
        camera={{ position: start, fov: 60, near: 0.01, far: 5000 }}
        gl={keepFrameRenderer}
        data-testid="preview-canvas"
      >
        <PreviewXr store={xr}>
          {/* In AR the camera feed is the background: no elements, and the core shows no sky or fog. */}
          {mode !== 'ar' && (
            <Suspense fallback={null}>
              <SceneEnvironment settings={doc.settings} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            {/* Bodies fall and clips play here (never in design); Replay puts them back. The key makes
                Replay a fresh mount too: videos and sounds restart per play on awake. */}
            <ScenePhysics doc={live} replayKey={replayKey}>
              <SceneView key={replayKey} doc={live} onNodeClick={onNodeClick} onNodeDoubleClick={onNodeDoubleClick} passthrough={mode === 'ar'} />
              {/* The scene over the picture it will stand on (a reference, as in the editor). */}
              {live.settings.imageTarget && mode !== 'ar' && <TargetCard doc={live} />}
              {live.settings.faceTracking && mode !== 'ar' && <ReferenceHead />}
              {live.settings.bodyTracking && mode !== 'ar' && <ReferenceBody />}
            </ScenePhysics>
          </Suspense>
        </PreviewXr>
        {mode === null && <OrbitControls makeDefault {...ORBIT} />}
        <PreviewCamera replayKey={replayKey} start={start} startAspect={startAspect} />
        <PreviewProbe live={live} />
      </Canvas>
    </WebGLBoundary>
  )
}

/**
 * While the preview is open, Export reads this canvas (viewportProbe.three), and the browser
 * tests get a read-only handle: what is shown, what plays, where a node is on the canvas.
 */
function PreviewProbe({ live }: { live: SceneDocument }) {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  useEffect(() => {
    const previous = { three: viewportProbe.three, project: viewportProbe.project }
    const three = () => ({ gl, scene, camera })
    viewportProbe.three = three
    return () => {
      if (viewportProbe.three === three) Object.assign(viewportProbe, previous)
    }
  }, [gl, scene, camera])
  useEffect(() => {
    return exposePartForTests('spatialEditor', 'preview', {
      visible: (id: string) => live.nodes[id]?.visible ?? null,
      playing: (id: string) => mediaControls.get(id)?.isPlaying() ?? null,
      /** A node's origin as fractions of the canvas (0-1 across, 0-1 down). */
      project: (id: string) => {
        const object = scene.getObjectByName(id)
        if (!object) return null
        const v = object.getWorldPosition(new THREE.Vector3()).project(camera)
        return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 }
      },
      /** A node's position in the world (in XR, where the scene was placed). */
      worldPosition: (id: string) => scene.getObjectByName(id)?.getWorldPosition(new THREE.Vector3()).toArray() ?? null,
      /** The node drawn at a point given as fractions of the canvas, or null (what a click there hits). */
      pick: (x: number, y: number) => {
        const raycaster = new THREE.Raycaster()
        raycaster.setFromCamera(new THREE.Vector2(x * 2 - 1, 1 - y * 2), camera)
        for (const hit of raycaster.intersectObjects(scene.children, true))
          for (let o: THREE.Object3D | null = hit.object; o; o = o.parent) if (o.userData.nodeId) return o.visible ? (o.userData.nodeId as string) : null
        return null
      },
    })
  }, [live, scene, camera])
  return null
}
