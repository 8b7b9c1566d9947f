import { createPortal, useFrame, useThree, type ThreeEvent } from '@react-three/fiber'
import { Fragment, lazy, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react'
import type * as THREE from 'three'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { useModelAnimation } from './animation/use-model-animation'
import { studioLookOn } from './core/look-flag'
import { createSceneCore, type SceneCore } from './core/scene-core'
import { ParticleEmitter } from './particles/particle-emitter'
import { NodeWrapperContext } from './physics/simulation'

export interface SceneViewProps {
  doc: SceneDocument
  /** Each node's group as it comes and goes (the editor's gizmo, box select and focus use them). */
  onNodeObject?: (id: string, object: THREE.Object3D | null) => void
  onNodeClick?: (id: string, event: { shiftKey: boolean; stopPropagation: () => void }) => void
  onNodeDoubleClick?: (id: string, event: { stopPropagation: () => void }) => void
  /** The viewer scales models bigger than this (largest side, in units) down to it. */
  maxModelSize?: number
  /** Editor-only markers for things that draw nothing themselves (the audio speaker). */
  showHelpers?: boolean
  /** AR: no sky or fog over the camera feed. */
  passthrough?: boolean
  /** Once everything the first document loads (models, maps, an image sky) is in the scene. */
  onReady?: () => void
  /** Nodes a gizmo may move directly (the editor's selection): kept out of the static batches. */
  live?: readonly string[]
}

// Text and media code load only when a scene has such nodes (each node suspends on its own).
const Text = lazy(() => import('./text-label'))
const Text2D = lazy(() => import('./text-2d'))
const ImageContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.ImageContent })))
const VideoContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.VideoContent })))
const AudioContent = lazy(() => import('./media-nodes').then((m) => ({ default: m.AudioContent })))

const NONE: readonly string[] = []

/** When shadows are drawn again after the objects change: fonts and media arrive after the core's own loads. */
const LATE_CONTENT_MS = [400, 1500, 3500]

/** What a node draws that the core leaves to React: 2D text, media, hotspot labels, particles. */
function needsLayer(node: SceneNode): boolean {
  return (node.kind === 'text' && node.text.textType !== '3D') || node.kind === 'image' || node.kind === 'video' || node.kind === 'audio' || node.kind === 'hotspot' || !!node.particles
}

function LayerContent({ node, assets, showHelpers }: { node: SceneNode; assets: SceneDocument['assets']; showHelpers?: boolean }) {
  let own: ReactNode = null
  if (node.kind === 'text') own = <Text2D text={node.text} />
  else if (node.kind === 'image') own = <ImageContent node={node} assets={assets} />
  else if (node.kind === 'video') own = <VideoContent node={node} asset={assets[node.assetId]} />
  else if (node.kind === 'audio') own = <AudioContent node={node} asset={assets[node.assetId]} showHelpers={showHelpers} />
  else if (node.kind === 'hotspot')
    own = (
      <Text fontSize={0.12} position={[0, 0.3, 0]} color="#FFFFFF" anchorY="bottom" outlineWidth={0.006} outlineColor="#000000">
        {node.label}
      </Text>
    )
  return (
    <>
      {/* Text suspends while its font loads: only that node waits, the rest of the scene draws. */}
      <Suspense fallback={null}>{own}</Suspense>
      {node.particles && <ParticleEmitter nodeId={node.id} settings={node.particles} />}
    </>
  )
}

/** A model's clips: the Animation panel's list, autoplay in run mode, a tap to start or stop. */
function ModelClips({ node, model, taps }: { node: SceneNode; model: { root: THREE.Object3D; clips: THREE.AnimationClip[] }; taps: Map<string, () => void> }) {
  const { onClick } = useModelAnimation(node.id, model.root, model.clips, node.animation)
  useLayoutEffect(() => {
    if (!onClick) return
    taps.set(node.id, onClick)
    return () => void taps.delete(node.id)
  }, [taps, node.id, onClick])
  return null
}

/** A simulated node's group, handed to the physics layer (a rigid body) and given back to the core after. */
function Held({ core, id, children }: { core: SceneCore; id: string; children: ReactNode }) {
  useLayoutEffect(() => () => core.release(id), [core, id])
  return <>{children}</>
}

/** The topmost simulated nodes: one inside a simulated parent rides with the parent's body. */
function bodies(doc: SceneDocument): SceneNode[] {
  const simulatedAbove = (node: SceneNode) => {
    for (let p = node.parentId ? doc.nodes[node.parentId] : undefined; p; p = p.parentId ? doc.nodes[p.parentId] : undefined) if (p.physics) return true
    return false
  }
  return Object.values(doc.nodes).filter((n) => n.physics && !simulatedAbove(n))
}

/**
 * The R3F face of the scene core: the editor, the preview window, the assistant's preview and the
 * viewer's XR path all draw the document with the same core the public viewer draws alone. The
 * core builds and diffs the objects, the look, the sky, motion and models; this layer mounts them,
 * adds what needs React (text, media, hotspot labels, particles, clips, rigid bodies) inside the
 * core's own node groups, and turns R3F pointer events into node clicks.
 */
export function SceneView({ doc, onNodeObject, onNodeClick, onNodeDoubleClick, maxModelSize, showHelpers, passthrough = false, onReady, live = NONE }: SceneViewProps) {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  // A model's arrival re-renders: its clips get a player (and the Animation panel its list).
  const [, modelArrived] = useReducer((n: number) => n + 1, 0)
  // Made in an effect, so a remount (React's strict mode) gets a fresh core instead of a disposed one.
  const [core, setCore] = useState<SceneCore | null>(null)
  useLayoutEffect(() => {
    // Only a real WebGL renderer can bake the image light and the contact shadow (not a test's stand-in).
    const renderer = (gl as { isWebGLRenderer?: boolean }).isWebGLRenderer ? gl : null
    const made = createSceneCore({ renderer, scene, studio: studioLookOn(), maxModelSize, onChange: invalidate, onModel: modelArrived })
    setCore(made)
    return () => made.dispose()
  }, [gl, scene, maxModelSize, invalidate])

  // Applied while rendering: the portals below need this document's node groups.
  useMemo(() => core?.setDocument(doc), [core, doc])
  useEffect(() => core?.setPassthrough(passthrough), [core, passthrough])
  useLayoutEffect(() => core?.setLive(live), [core, live])

  // The editor's map of node groups follows the document.
  const reported = useRef(new Set<string>())
  useLayoutEffect(() => {
    if (!core || !onNodeObject) return
    for (const id of reported.current) if (!doc.nodes[id]) onNodeObject(id, null), reported.current.delete(id)
    for (const id of Object.keys(doc.nodes)) {
      if (reported.current.has(id)) continue
      const object = core.objectFor(id)
      if (object) onNodeObject(id, object), reported.current.add(id)
    }
  }, [core, doc, onNodeObject])
  useLayoutEffect(() => {
    const seen = reported.current
    return () => {
      for (const id of seen) onNodeObject?.(id, null)
      seen.clear()
    }
  }, [core, onNodeObject])

  // Only what React draws arrives late (fonts of 2D text, media): an edit among shapes alone sets no
  // timers (each one redrew the shadows and rebuilt the batches, seconds on software GL among 1,000).
  const lateContent = useMemo(() => JSON.stringify(Object.values(doc.nodes).filter(needsLayer)), [doc.nodes])
  useEffect(() => {
    if (!core || lateContent === '[]') return
    const timers = LATE_CONTENT_MS.map((ms) => window.setTimeout(() => core.contentChanged(), ms))
    return () => timers.forEach((t) => window.clearTimeout(t))
  }, [core, lateContent])

  const readyFor = useRef<SceneCore | null>(null)
  useEffect(() => {
    if (!core || !onReady || readyFor.current === core) return
    readyFor.current = core
    let live = true
    void core.ready().then(() => live && onReady())
    return () => void (live = false)
  }, [core, onReady])

  useFrame(({ camera }, delta) => {
    if (!core) return
    if (core.tick(Math.min(delta, 0.1))) invalidate()
    core.beforeRender(camera as THREE.PerspectiveCamera)
  })

  // One handler for the whole content: the innermost node hit first, then its ancestors, until one takes it.
  const taps = useMemo(() => new Map<string, () => void>(), [])
  const handled = useRef(new WeakMap<object, Set<string>>())
  const chain = (e: ThreeEvent<MouseEvent>, call: (id: string, stop: () => void) => void) => {
    if (!core) return
    const key = (e.nativeEvent as object | undefined) ?? e
    const done = handled.current.get(key) ?? new Set<string>()
    handled.current.set(key, done)
    let stopped = false
    const stop = () => {
      stopped = true
      e.stopPropagation()
    }
    for (let id = core.nodeIdOf(e.object); id && !stopped; id = doc.nodes[id]?.parentId ?? null) {
      if (done.has(id)) break
      done.add(id)
      call(id, stop)
    }
  }
  const onClick = (e: ThreeEvent<MouseEvent>) =>
    chain(e, (id, stop) => {
      taps.get(id)?.()
      onNodeClick?.(id, { shiftKey: e.nativeEvent?.shiftKey ?? false, stopPropagation: stop })
    })
  const onDoubleClick = onNodeDoubleClick ? (e: ThreeEvent<MouseEvent>) => chain(e, (id, stop) => onNodeDoubleClick(id, { stopPropagation: stop })) : undefined

  const wrap = useContext(NodeWrapperContext)
  if (!core) return null
  const parentOf = (node: SceneNode): THREE.Object3D => (node.parentId && core.holderFor(node.parentId)) || core.content
  return (
    <>
      <primitive object={core.look} dispose={null} />
      <primitive object={core.content} dispose={null} onClick={onClick} onDoubleClick={onDoubleClick} />
      {Object.values(doc.nodes).map((node) => {
        const holder = core.holderFor(node.id)
        const model = node.kind === 'model' ? core.modelOf(node.id) : null
        return (
          <Fragment key={node.id}>
            {holder && needsLayer(node) && createPortal(<LayerContent node={node} assets={doc.assets} showHelpers={showHelpers} />, holder)}
            {model && <ModelClips node={node} model={model} taps={taps} />}
          </Fragment>
        )
      })}
      {wrap &&
        bodies(doc).map((node) => {
          const group = core.hold(node.id)
          if (!group) return null
          return (
            <Fragment key={`body-${node.id}`}>
              {createPortal(
                <Held core={core} id={node.id}>
                  {wrap(node, <primitive object={group} dispose={null} />)}
                </Held>,
                parentOf(node),
              )}
            </Fragment>
          )
        })}
    </>
  )
}
