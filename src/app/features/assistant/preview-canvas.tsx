import { Grid, OrbitControls } from '@react-three/drei'
import { Canvas, useThree } from '@react-three/fiber'
import { Suspense, useEffect, useMemo, useRef, type RefObject } from 'react'
import * as THREE from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { descendants } from '@shared/scene/ops'
import { SceneView } from '../scene-render/scene-view'
import { WebGLBoundary } from '@app/components/webgl-guard'
import { keepFrameRenderer } from '@app/components/webgl-renderer'

export interface PreviewCanvasProps {
  doc: SceneDocument
  /** One top-level object to show alone (a selected chip), with the scene's lights. */
  focusId: string | null
  onReady: () => void
}

/** Spec §9: the preview's orbit limits. */
const MIN_POLAR = 0.8
const MAX_POLAR = 2.4
/** Spec §9: models larger than 10 units are scaled down to 10 in the preview. */
const MAX_MODEL_SIZE = 10
const VIEW_DIRECTION = new THREE.Vector3(0.4, 0.42, 1).normalize()

function isolate(doc: SceneDocument, id: string): SceneDocument {
  if (!doc.nodes[id]) return doc
  const keep = new Set([id, ...descendants(doc.nodes, id)])
  const nodes: SceneDocument['nodes'] = {}
  for (const node of Object.values(doc.nodes)) if (keep.has(node.id) || (node.kind === 'light' && node.parentId === null)) nodes[node.id] = node
  return { ...doc, nodes }
}

const MARGIN = 1.12
/**
 * How far along VIEW_DIRECTION the camera must stand for every corner of the box to be in view:
 * tighter than a bounding sphere for the wide, flat layouts scenes usually are.
 */
function fitDistance(box: THREE.Box3, center: THREE.Vector3, fovDegrees: number, aspect: number): number {
  const tanV = Math.tan(THREE.MathUtils.degToRad(fovDegrees) / 2)
  const tanH = tanV * aspect
  const forward = VIEW_DIRECTION.clone().negate()
  const right = new THREE.Vector3().crossVectors(forward, new THREE.Vector3(0, 1, 0)).normalize()
  const up = new THREE.Vector3().crossVectors(right, forward)
  let distance = 1
  const p = new THREE.Vector3()
  for (let i = 0; i < 8; i++) {
    p.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).sub(center)
    const towards = p.dot(VIEW_DIRECTION)
    distance = Math.max(distance, towards + Math.abs(p.dot(right)) / tanH, towards + Math.abs(p.dot(up)) / tanV)
  }
  return distance * MARGIN
}

interface Controls extends THREE.EventDispatcher<{ start: object }> {
  target: THREE.Vector3
  update: () => void
}

/**
 * Frames what is drawn: again after models and fonts arrive (they load after the document
 * changes), until the user takes the camera.
 */
function FitCamera({ content, shown }: { content: RefObject<THREE.Group | null>; shown: SceneDocument }) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera
  const controls = useThree((s) => s.controls) as unknown as Controls | null
  const size = useThree((s) => s.size)
  const invalidate = useThree((s) => s.invalidate)
  const touched = useRef(false)

  useEffect(() => {
    if (!controls) return
    const onStart = () => (touched.current = true)
    controls.addEventListener('start', onStart)
    return () => controls.removeEventListener('start', onStart)
  }, [controls])

  useEffect(() => {
    touched.current = false
    const fit = () => {
      const group = content.current
      if (touched.current || !group) return
      group.updateWorldMatrix(true, true)
      const box = new THREE.Box3().setFromObject(group)
      if (box.isEmpty()) box.setFromCenterAndSize(new THREE.Vector3(0, 0.5, 0), new THREE.Vector3(2, 1, 2))
      const center = box.getCenter(new THREE.Vector3())
      const distance = fitDistance(box, center, camera.fov, size.width / Math.max(size.height, 1))
      camera.position.copy(center).addScaledVector(VIEW_DIRECTION, distance)
      camera.near = distance / 100
      camera.far = distance * 100
      camera.updateProjectionMatrix()
      if (controls) {
        controls.target.copy(center)
        controls.update()
      } else camera.lookAt(center)
      invalidate()
    }
    const timers = [0, 300, 1000, 2500].map((ms) => window.setTimeout(fit, ms))
    return () => timers.forEach((t) => window.clearTimeout(t))
  }, [shown, content, camera, controls, size, invalidate])
  return null
}

/** A floor a shade off the sky with a fading grid, so objects read as standing somewhere. */
function Floor({ background }: { background: string }) {
  const colours = useMemo(() => {
    const sky = new THREE.Color(background)
    return {
      floor: sky.clone().lerp(new THREE.Color('#2a3042'), 0.45).getStyle(),
      cell: sky.clone().lerp(new THREE.Color('#8b95b5'), 0.12).getStyle(),
      section: sky.clone().lerp(new THREE.Color('#7c6cff'), 0.3).getStyle(),
    }
  }, [background])
  // Just under y = 0, so a ground the scene brings itself covers both.
  return (
    <group position-y={-0.004}>
      <mesh rotation-x={-Math.PI / 2} position-y={-0.002} receiveShadow>
        <circleGeometry args={[60, 64]} />
        <meshStandardMaterial color={colours.floor} roughness={1} />
      </mesh>
      <Grid infiniteGrid cellSize={0.5} sectionSize={2.5} cellThickness={0.5} sectionThickness={0.9} cellColor={colours.cell} sectionColor={colours.section} fadeDistance={24} fadeStrength={2} />
    </group>
  )
}

/** Lets the browser tests ask which document nodes the preview draws. */
function ExposeProbe({ content }: { content: RefObject<THREE.Group | null> }) {
  useEffect(() => {
    const probe = {
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
    ;(window as unknown as { __assistantPreview?: typeof probe }).__assistantPreview = probe
    return () => {
      delete (window as unknown as { __assistantPreview?: typeof probe }).__assistantPreview
    }
  }, [content])
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
        <color attach="background" args={[doc.settings.background]} />
        <group ref={content}>
          <Suspense fallback={null}>
            <SceneView doc={shown} maxModelSize={MAX_MODEL_SIZE} />
          </Suspense>
        </group>
        <Floor background={doc.settings.background} />
        <OrbitControls makeDefault enablePan={false} enableDamping dampingFactor={0.08} minPolarAngle={MIN_POLAR} maxPolarAngle={MAX_POLAR} />
        <FitCamera content={content} shown={shown} />
        <ExposeProbe content={content} />
      </Canvas>
    </WebGLBoundary>
  )
}
