import { OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { createXRStore, XR, XRDomOverlay, type XRStore } from '@react-three/xr'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import * as THREE from 'three'
import type { AreaSettings, LocationSettings, SceneDocument } from '@shared/scene/schema'
import { ScenePhysics } from '../scene-render/physics/scene-physics'
import { mediaControls } from '../scene-render/media-controls'
import { SceneView } from '../scene-render/scene-view'
import { useSceneRuntime } from '../scene-render/use-scene-runtime'
import { SceneEnvironment } from '../scene-render/environment/lazy'
import { keepFrameRenderer } from '@app/components/webgl-renderer'
import { ArPlacement } from './ar-placement'
import { MovingResolution } from './moving-resolution-r3f'
import { useCameraFit } from '../scene-render/use-camera-fit'
import { MAX_POLAR, MIN_POLAR, projectedRects } from '../scene-render/core/camera-fit'
import { exposeForTests } from '@app/test-hook'
import type { ProjectWorld } from './ar-modes'
import { xrFeatureOptions, type XrFeatureSet } from './xr-features'
import { XrInteraction, xrProbe } from './xr-interaction'
import { splatFrame } from '../scene-render/core/splat-frame'
import { AreaPlacement } from '../area-tracking/area-placement'
import { AreaOverlay } from '../area-tracking/area-overlay'
import { AreaHud } from '../area-tracking/area-hud'
import { LocationXrPlacement } from '../location-ar/location-xr-placement'
import { LocationXrOverlay } from '../location-ar/location-xr-overlay'
import { useLocationXr } from '../location-ar/location-xr-session'
import { placedDocument } from '../location-ar/xr-frame'

/** The spec's viewer constants. */
const CAMERA_HEIGHT = 2.5
const MAX_MODEL_SIZE = 10

/** How long an XR select may be held and still count as a click (see makeXrStore). */
export const XR_CLICK_MS = 800

/** A store whose sessions ask for `features` (xr-features.ts): one per kind of project shown. */
export function makeXrStore(features: XrFeatureSet): XRStore {
  return createXRStore({
    // Controller and hand models come from our own server (vendor-assets plugin), never a CDN.
    baseAssetPath: new URL('/vendor/xr-profiles/', location.origin).href,
    emulate: false,
    offerSession: false,
    ...xrFeatureOptions(features),
    // The headset's frame budget (two eyes within 11-14 ms): the strongest fixed foveation the
    // device offers (fewer pixels shaded at the edges), and the framebuffer size it recommends
    // (undefined: the session's default scale, never the larger native one).
    foveation: 1,
    frameBufferScaling: undefined,
    // A press is a click when it is released within this time. The library's 300 ms is a mouse's
    // click; a look-and-pinch, a trigger pull or a hand's pinch is slower, and on a headset that
    // drops frames the release reaches the page a frame or two late: such a select was lost.
    transientPointer: { clickThresholdMs: XR_CLICK_MS },
    controller: { rayPointer: { clickThresholdMs: XR_CLICK_MS } },
    hand: { rayPointer: { clickThresholdMs: XR_CLICK_MS }, touchPointer: { clickThresholdMs: XR_CLICK_MS } },
  })
}

interface Props {
  doc: SceneDocument
  store: XRStore
  surface: boolean
  /** What the project is made for: a VR project teleports, AR Glasses place on a plane or ahead. */
  world: ProjectWorld
  onFirstFrame: () => void
  /** Redirect events leave through here (an embed opens a new tab). */
  onRedirect: (url: string) => void
  /** An Area Tracking project's room: AR then lines the scan up with tapped reference points. */
  area?: { settings: AreaSettings; projectKey: string }
  /** A Location-Based AR project's place: AR then puts the content around the visitor by GPS and compass. */
  location?: LocationSettings
}

/** The published scene with events, orbit controls, and the AR/VR session wrapper. */
export function ViewerCanvas({ doc, store, surface, world, onFirstFrame, onRedirect, area, location }: Props) {
  const mode = useSessionMode(store)
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null)
  // A location session moves each object to its place around the visitor through the document, so
  // the core draws it there as it draws any transform (and events keep working on it).
  const placed = useLocationXr((s) => (location && mode === 'ar' ? s.placement?.placed : undefined))
  const shown = useMemo(() => (placed ? placedDocument(doc, placed) : doc), [doc, placed])
  const { live, onNodeClick, onNodeDoubleClick } = useSceneRuntime(shown, { onRedirect })
  // Once the core has the scene's models, two frames later it is on screen: the poster can give way.
  const nodeIds = useMemo(() => new Set(Object.keys(live.nodes)), [live])
  const drawn = useCallback(() => void requestAnimationFrame(() => requestAnimationFrame(onFirstFrame)), [onFirstFrame])
  const content = (
    <Suspense fallback={null}>
      {/* Physics (loaded only for scenes that use it) and autoplaying clips; suspends while the engine loads. */}
      <ScenePhysics doc={live}>
        <SceneView doc={live} onNodeClick={onNodeClick} onNodeDoubleClick={onNodeDoubleClick} maxModelSize={MAX_MODEL_SIZE} passthrough={mode === 'ar'} onReady={drawn} />
      </ScenePhysics>
      {mode === null && <FrameScene />}
    </Suspense>
  )

  return (
    // Drawn on demand (an idle page draws nothing); an XR session draws every frame regardless.
    <Canvas shadows frameloop="demand" dpr={[1, 2]} camera={{ position: [0, CAMERA_HEIGHT, 12], fov: 60, near: 0.01, far: 5000 }} gl={keepFrameRenderer} data-testid="viewer-canvas">
      <XR store={store}>
        <ViewerProbe live={live} mode={mode} />
        {/* In AR the camera feed is the background; the sky, fog and elements stay out of it. */}
        {mode !== 'ar' && (
          <Suspense fallback={null}>
            <SceneEnvironment settings={doc.settings} />
          </Suspense>
        )}
        {mode !== null && world !== 'phone' && <XrInteraction teleport={world === 'vr' && mode === 'vr'} nodeIds={nodeIds} />}
        {location ? (
          <LocationXrPlacement mode={mode} doc={doc} location={location}>{content}</LocationXrPlacement>
        ) : area ? (
          <AreaPlacement mode={mode} area={area.settings} projectKey={area.projectKey}>{content}</AreaPlacement>
        ) : (
          <ArPlacement mode={mode} surface={surface} overlay={overlay} ahead={world === 'glasses'}>{content}</ArPlacement>
        )}
        {mode === null && <OrbitControls makeDefault enablePan={false} enableDamping minPolarAngle={MIN_POLAR} maxPolarAngle={MAX_POLAR} target={[0, 0.5, 0]} />}
        {mode === null && <MovingResolution />}
        {mode === 'ar' && area && (
          <XRDomOverlay>
            <AreaOverlay onExit={() => void store.getState().session?.end()} />
          </XRDomOverlay>
        )}
        {/* Where the browser gives the session no DOM overlay, the same words drawn in the room. */}
        {mode === 'ar' && area && <AreaHud />}
        {mode === 'ar' && location && (
          <XRDomOverlay>
            <LocationXrOverlay onExit={() => void store.getState().session?.end()} />
          </XRDomOverlay>
        )}
        {mode === 'ar' && !area && !location && (
          <XRDomOverlay>
            <div ref={setOverlay} className="viewer-ar-overlay">
              <p>{surface ? 'Point at a flat surface, then tap to place the scene. Pinch with two fingers to resize or turn it.' : 'Pinch with two fingers to resize or turn the scene.'}</p>
              <button type="button" onClick={() => store.getState().session?.end()}>
                Exit AR
              </button>
            </div>
          </XRDomOverlay>
        )}
      </XR>
    </Canvas>
  )
}

function useSessionMode(store: XRStore): 'ar' | 'vr' | null {
  const [mode, setMode] = useState<'ar' | 'vr' | null>(null)
  useEffect(
    () =>
      store.subscribe((s) => {
        const m = s.session ? (s.mode === 'immersive-ar' ? 'ar' : 'vr') : null
        setMode(m)
      }),
    [store],
  )
  return mode
}

/** A read-only handle for debugging and the browser tests: what is shown and where it sits. */
function ViewerProbe({ live, mode }: { live: SceneDocument; mode: 'ar' | 'vr' | null }) {
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  const controls = useThree((s) => s.controls) as unknown as { target: THREE.Vector3 } | null
  useEffect(() => {
    exposeForTests('spatialViewer', {
      mode,
      visible: (id: string) => live.nodes[id]?.visible ?? null,
      content: () => {
        const g = scene.getObjectByName('xr-content')
        return g ? { visible: g.visible, position: g.position.toArray(), scale: g.scale.x } : null
      },
      xr: xrProbe,
      splats: () => splatFrame(scene),
      playing: (id: string) => mediaControls.get(id)?.isPlaying() ?? null,
      // Where the node is drawn, its motion included (the core's group holds its motion group).
      worldPosition: (id: string) => {
        const o = scene.getObjectByName(id)
        return o ? (o.children[0] ?? o).getWorldPosition(new THREE.Vector3()).toArray() : null
      },
      project: (point: [number, number, number]) => {
        const v = new THREE.Vector3(...point).project(camera)
        return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 }
      },
      // Where the camera stands and looks (bench-gpu-cost draws its plain page from the same view).
      view: () => {
        const c = camera as THREE.PerspectiveCamera
        return { position: c.position.toArray(), target: (controls?.target ?? new THREE.Vector3(0, 0.5, 0)).toArray(), fov: c.fov, near: c.near, far: c.far }
      },
    })
  }, [live, mode, scene, camera, controls])
  return null
}

/**
 * Frames the published content with the shared fit (both fields of view, an elevated three-quarter
 * view, a margin), again as its models load, until the visitor takes the camera.
 */
function FrameScene() {
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  useCameraFit(() => scene.getObjectByName('xr-content'), scene)
  useEffect(() => {
    // Read-only, for the browser tests: where each object lies in the frame.
    const probe = { rects: () => projectedRects(scene.getObjectByName('xr-content') ?? scene, camera) }
    exposeForTests('spatialViewerFrame', probe)
  }, [scene, camera])
  return null
}
