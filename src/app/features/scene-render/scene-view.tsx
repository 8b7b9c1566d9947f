import { useGLTF } from '@react-three/drei'
import { createContext, lazy, memo, Suspense, useContext, useMemo, useRef } from 'react'
import * as THREE from 'three'
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js'
import type { AnimationSettings, SceneDocument, SceneNode } from '@shared/scene/schema'
import { useModelAnimation } from './animation/use-model-animation'
import { isFlatShape, shapeGeometry } from './core/geometries'
import { MotionGroup } from './motion/use-motion'
import { ParticleEmitter } from './particles/particle-emitter'
import { NodeWrapperContext } from './physics/simulation'
import { ShapeMaterial } from './material-maps'
import { type Tree, useTree } from './scene-tree'
import { studioLookOn } from './core/look-flag'
import { groundExtent } from './core/content-extent'
import { SceneLook } from './look/scene-look'

export interface SceneViewProps {
  doc: SceneDocument
  /** Wraps each node's object (the editor adds selection handling); the viewer passes nothing. */
  onNodeObject?: (id: string, object: THREE.Object3D | null) => void
  onNodeClick?: (id: string, event: { shiftKey: boolean; stopPropagation: () => void }) => void
  onNodeDoubleClick?: (id: string, event: { stopPropagation: () => void }) => void
  /** The viewer scales models bigger than this (largest side, in units) down to it. */
  maxModelSize?: number
  /** Editor-only markers for things that draw nothing themselves (the audio speaker). */
  showHelpers?: boolean
}

// Text and media code load only when a scene has such nodes (each node suspends on its own).
const Text = lazy(() => import('./text-label'))
const TextNode = lazy(() => import('./text-3d'))
const ImageContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.ImageContent })))
const VideoContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.VideoContent })))
const AudioContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.AudioContent })))

const RenderOptions = createContext<{ maxModelSize?: number; showHelpers?: boolean }>({})
/** Decoders we serve ourselves (vendor-assets plugin): never a CDN. */
export const DRACO_PATH = '/vendor/draco/'

/**
 * A GLB from our own server. Optimized uploads use meshopt (decoder bundled by three-stdlib);
 * Draco files decode with the decoder we serve, never drei's CDN default.
 */
function ModelContent({ nodeId, url, animation }: { nodeId: string; url: string; animation: AnimationSettings | undefined }) {
  const { scene, animations } = useGLTF(url, DRACO_PATH, true)
  const { maxModelSize } = useContext(RenderOptions)
  const copy = useMemo(() => {
    // Skinned meshes need their skeletons re-bound to the copied bones, or clips would move the original.
    const clone = cloneSkinned(scene)
    clone.traverse((o) => {
      if ((o as THREE.Mesh).isMesh) o.castShadow = o.receiveShadow = true
    })
    if (maxModelSize) {
      const size = new THREE.Box3().setFromObject(clone).getSize(new THREE.Vector3())
      const largest = Math.max(size.x, size.y, size.z)
      if (largest > maxModelSize) clone.scale.multiplyScalar(maxModelSize / largest)
    }
    return clone
  }, [scene, maxModelSize])
  const { onClick } = useModelAnimation(nodeId, copy, animations, animation)
  return <primitive object={copy} onClick={onClick} />
}

function NodeContent({ node, assets }: { node: SceneNode; assets: SceneDocument['assets'] }) {
  const { showHelpers } = useContext(RenderOptions)
  switch (node.kind) {
    case 'shape':
      return (
        // The mesh keeps three.js's automatic matrices: bounds read before the first frame (the
        // viewer's framing, focus) rely on them, and a frozen identity saved next to nothing.
        <mesh geometry={shapeGeometry(node.shape)} castShadow receiveShadow>
          <ShapeMaterial material={node.material} assets={assets} side={isFlatShape(node.shape) ? THREE.DoubleSide : THREE.FrontSide} />
        </mesh>
      )
    case 'text':
      return <TextNode text={node.text} />
    case 'light': {
      const l = node.light
      const shadow = l.shadow !== 'none'
      if (l.type === 'point') return <pointLight color={l.color} intensity={l.intensity * 3} distance={l.distance} castShadow={shadow} />
      if (l.type === 'spot') return <spotLight color={l.color} intensity={l.intensity * 3} distance={l.distance} angle={l.angle} penumbra={l.penumbra} castShadow={shadow} />
      return <directionalLight color={l.color} intensity={l.intensity} castShadow={shadow} />
    }
    case 'hotspot':
      return (
        <group>
          <mesh>
            <sphereGeometry args={[0.12, 24, 16]} />
            <meshStandardMaterial color={node.color} emissive={node.color} emissiveIntensity={0.6} />
          </mesh>
          <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.01, 0]}>
            <ringGeometry args={[0.18, 0.24, 32]} />
            <meshBasicMaterial color={node.color} transparent opacity={0.7} side={THREE.DoubleSide} />
          </mesh>
          <Text fontSize={0.12} position={[0, 0.3, 0]} color="#FFFFFF" anchorY="bottom" outlineWidth={0.006} outlineColor="#000000">
            {node.label}
          </Text>
        </group>
      )
    case 'model':
      return assets[node.assetId] ? <ModelContent nodeId={node.id} url={assets[node.assetId].url} animation={node.animation} /> : null
    case 'image':
      return <ImageContent node={node} assets={assets} />
    case 'video':
      return <VideoContent node={node} asset={assets[node.assetId]} />
    case 'audio':
      return <AudioContent node={node} asset={assets[node.assetId]} showHelpers={showHelpers} />
    default:
      // Groups only hold children.
      return null
  }
}

interface NodeProps extends Pick<SceneViewProps, 'onNodeObject' | 'onNodeClick' | 'onNodeDoubleClick'> {
  node: SceneNode
  token: object
  assets: SceneDocument['assets']
  tree: { current: Tree }
}

const NodeObject = memo(
  function NodeObject({ node, assets, tree, onNodeObject, onNodeClick, onNodeDoubleClick }: NodeProps) {
    const { position, rotation, scale } = node.transform
    // The preview and the viewer's physics layer put simulated nodes' groups in rigid bodies.
    const wrap = useContext(NodeWrapperContext)
    const group = (
      <group
        ref={onNodeObject ? (object) => onNodeObject(node.id, object) : undefined}
        name={node.id}
        userData={{ nodeId: node.id }}
        position={position}
        rotation={rotation}
        scale={scale}
        visible={node.visible}
        onClick={onNodeClick ? (e) => onNodeClick(node.id, { shiftKey: e.nativeEvent?.shiftKey ?? false, stopPropagation: () => e.stopPropagation() }) : undefined}
        onDoubleClick={onNodeDoubleClick ? (e) => onNodeDoubleClick(node.id, { stopPropagation: () => e.stopPropagation() }) : undefined}
      >
        <MotionGroup motion={node.motion} scale={scale}>
        {/* Text suspends while its font loads: only that node waits, the rest of the scene draws. */}
        <Suspense fallback={null}>
          <NodeContent node={node} assets={assets} />
        </Suspense>
        {node.particles && <ParticleEmitter nodeId={node.id} settings={node.particles} />}
        {(tree.current.children.get(node.id) ?? []).map((child) => (
          <NodeObject key={child.id} node={child} token={tree.current.tokens.get(child.id)!} assets={assets} tree={tree} onNodeObject={onNodeObject} onNodeClick={onNodeClick} onNodeDoubleClick={onNodeDoubleClick} />
        ))}
        </MotionGroup>
      </group>
    )
    return wrap ? wrap(node, group) : group
  },
  (a, b) => a.token === b.token && a.assets === b.assets && a.onNodeObject === b.onNodeObject && a.onNodeClick === b.onNodeClick && a.onNodeDoubleClick === b.onNodeDoubleClick,
)

/**
 * The same direction, moved out past the content: a directional light's shadow camera sits at its
 * position, and anything behind that (a tower taller than the sun's height) would cast no shadow.
 */
function sunPosition(p: [number, number, number], reach: number): [number, number, number] {
  const length = Math.hypot(...p) || 1
  const k = Math.max(length, reach * 1.5) / length
  return [p[0] * k, p[1] * k, p[2] * k]
}

/** The document as R3F objects: the editor, the chat preview and the viewer all draw with this. */
export function SceneView({ doc, onNodeObject, onNodeClick, onNodeDoubleClick, maxModelSize, showHelpers }: SceneViewProps) {
  const computed = useTree(doc.nodes)
  const assets = doc.assets
  const tree = useRef(computed)
  tree.current = computed
  const roots = (computed.children.get(null) ?? []).map((node) => (
    <NodeObject key={node.id} node={node} token={computed.tokens.get(node.id)!} assets={assets} tree={tree} onNodeObject={onNodeObject} onNodeClick={onNodeClick} onNodeDoubleClick={onNodeDoubleClick} />
  ))

  const { ambientLight, directionalLight } = doc.settings
  const options = useMemo(() => ({ maxModelSize, showHelpers }), [maxModelSize, showHelpers])
  const studio = studioLookOn()
  // The sun's shadow camera covers the content (three's default covers 10 m and cuts shadows off).
  const reach = useMemo(() => {
    const e = groundExtent(doc)
    return e ? Math.max(Math.abs(e.x), Math.abs(e.z)) + e.size / 2 + 2 : 10
  }, [doc])
  const soft = directionalLight.shadow === 'soft'
  return (
    <RenderOptions.Provider value={options}>
      {studio && <SceneLook doc={doc} />}
      {/* With the studio look the environment already fills the shade: the ambient is halved, not doubled up. */}
      <ambientLight color={ambientLight.color} intensity={ambientLight.intensity * (studio ? 0.5 : 1)} />
      {directionalLight.enabled && (
        <directionalLight
          color={directionalLight.color}
          intensity={directionalLight.intensity}
          position={studio ? sunPosition(directionalLight.position, reach) : directionalLight.position}
          castShadow={directionalLight.shadow !== 'none'}
          shadow-mapSize={[2048, 2048]}
          shadow-bias={-0.0005}
          {...(studio && {
            'shadow-normalBias': 0.02,
            'shadow-radius': soft ? 5 : 1.2,
            'shadow-camera-left': -reach,
            'shadow-camera-right': reach,
            'shadow-camera-top': reach,
            'shadow-camera-bottom': -reach,
            'shadow-camera-far': 400,
          })}
        />
      )}
      {roots}
    </RenderOptions.Provider>
  )
}
