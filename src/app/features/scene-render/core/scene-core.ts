import { compareOrder } from '@shared/scene/order-keys'
import { Group, Scene, Vector2, Vector3, type AnimationClip, type Mesh, type PointLight, type Intersection, type Object3D, type PerspectiveCamera, type Raycaster, type WebGLRenderer } from 'three'
import { motionPose } from '@shared/scene/motion'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { applyFit, contentBox, fitBox, fitDirectionFor, projectedRects, type FrameRect } from './camera-fit'
import { SceneLookCore } from './look'
import { loadGltf, modelCopy } from './models'
import { buildContent, contentKey, type NodeContent } from './node-content'
import { lightGain } from './night-exposure'
import { isPhone, POINT_SHADOWS, PointShadowBudget } from './shadow-budget'
import { StaticBatches, type StaticPart } from './static-batches'

export interface SceneCoreOptions {
  /** Needed for the image light (PMREM) and the contact shadow; without it the core builds objects only (tests). */
  renderer?: WebGLRenderer | null
  /** The studio look (default on; the bench compares with `?look=plain`). */
  studio?: boolean
  /** Models bigger than this (largest side, in units) are scaled down to it (the viewer). */
  maxModelSize?: number
  /** Model loading, replaceable in tests; defaults to GLTFLoader with our decoders. */
  loadModel?: (url: string) => Promise<Object3D>
  /** Something visible changed (a model arrived, a document applied): a demand loop draws again. */
  onChange?: () => void
  /** Leave the room light and contact shadow out until `completeLook()` (the viewer's first frame). */
  deferLook?: boolean
  /**
   * A scene that already exists (the R3F canvas's): the look sets its sky, image light and fog,
   * and the host mounts `content` and `look` where it wants them (an AR anchor, a physics world).
   * Without it the core makes its own scene and puts both in it.
   */
  scene?: Scene
  /** A node's model has arrived (its clips can be played from now on). */
  onModel?: (id: string) => void
  /** Phones draw no point-light shadows (default: a small touch screen). */
  phone?: boolean
  /** Draw still shapes that share a geometry and material as instances (default: with a renderer). */
  batch?: boolean
}

interface Entry {
  node: SceneNode
  /** Carries the node's transform and visibility. */
  group: Group
  /** Inside the group: the procedural motion's pose; holds the content and the children. */
  inner: Group
  key: string
  content: NodeContent
  /** Motion clock (s), restarted when a held-still motion starts. */
  clock: number
  still: boolean
}

export interface SceneCore {
  /** A scene that owns background, environment and fog; draw it with any camera. */
  readonly scene: Scene
  /** The document's objects (each node a group named by its id, userData.nodeId set). */
  readonly content: Group
  /** The look's lights, contact shadow and night ground (in `scene` unless the host was given one). */
  readonly look: Group
  readonly doc: SceneDocument | null
  /** Applies a document: only what changed since the last one is touched. */
  setDocument: (doc: SceneDocument) => void
  /** Settles once everything the current document loads (models, maps, an image sky) has arrived. */
  ready: () => Promise<void>
  objectFor: (id: string) => Object3D | undefined
  /** Where a node's content and children live (inside its motion): a layer adds its own drawing here. */
  holderFor: (id: string) => Object3D | undefined
  /** A node's loaded model and its clips; null before it arrives or for other kinds. */
  modelOf: (id: string) => { root: Object3D; clips: AnimationClip[] } | null
  /**
   * A layer above takes a node's group over (a rigid body carries it): the core keeps its content,
   * scale and visibility, but leaves its parent, position and rotation alone until `release`.
   */
  hold: (id: string) => Object3D | undefined
  release: (id: string) => void
  /** Advances procedural motion; true while something moved (a demand loop draws again). */
  tick: (delta: number) => boolean
  /** Hides the sky and fog (AR: the camera feed is the background); the image light stays. */
  setPassthrough: (on: boolean) => void
  /** Something outside the core changed what stands on the ground (a font arrived): shadows redraw. */
  contentChanged: () => void
  /** The document node an object belongs to (the nearest node group above it). */
  nodeIdOf: (object: Object3D | null) => string | null
  /** The node ids under a ray, nearest first, each hit's innermost node (what a click resolves to). */
  hits: (raycaster: Raycaster) => string[]
  /** Frames the content with the shared camera fit; false while there is nothing to frame. */
  fit: (camera: PerspectiveCamera, aspect: number, controls?: { target: Vector3; update: () => unknown } | null) => boolean
  rects: (camera: PerspectiveCamera) => FrameRect[]
  /** Per frame, before drawing: emissive lights follow the camera, the contact shadow redraws after a change. */
  beforeRender: (camera: PerspectiveCamera) => void
  /**
   * Nodes an editor may move directly (the selection, under its gizmo): they and what they carry
   * stay out of the static batches, so a drag shows at once.
   */
  setLive: (ids: readonly string[]) => void
  /** Draw calls the static batches save now (alike still shapes instanced, an object's like parts merged). */
  readonly batchedSaving: number
  /** Adds what `deferLook` left out; a no-op otherwise. */
  completeLook: () => void
  readonly lookComplete: boolean
  dispose: () => void
}

/** Two versions of a node that differ in their transform at most. */
function sameButTransform(a: SceneNode, b: SceneNode): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    if (key === 'transform') continue
    const x = (a as unknown as Record<string, unknown>)[key]
    const y = (b as unknown as Record<string, unknown>)[key]
    if (x !== y && JSON.stringify(x) !== JSON.stringify(y)) return false
  }
  return true
}

/** Parents before children, siblings in their order. */
function ordered(nodes: SceneDocument['nodes']): SceneNode[] {
  const byParent = new Map<string | null, SceneNode[]>()
  for (const node of Object.values(nodes)) {
    const parent = node.parentId && nodes[node.parentId] ? node.parentId : null
    const list = byParent.get(parent) ?? []
    list.push(node)
    byParent.set(parent, list)
  }
  const out: SceneNode[] = []
  const seen = new Set<string>()
  const visit = (parent: string | null) => {
    const list = (byParent.get(parent) ?? []).sort(compareOrder)
    for (const node of list) {
      if (seen.has(node.id)) continue
      seen.add(node.id)
      out.push(node)
      visit(node.id)
    }
  }
  visit(null)
  return out
}

/**
 * The framework-free scene core: a scene document as three.js objects, with later documents
 * applied as diffs by node id (added, removed, moved, re-parented, shown or hidden, re-materialled)
 * so one edit among a thousand objects touches one group. The viewer draws it with a plain
 * WebGLRenderer; the R3F layer mounts `content` as a primitive.
 */
export function createSceneCore(options: SceneCoreOptions = {}): SceneCore {
  const gl = options.renderer ?? null
  const studio = options.studio ?? true
  const scene = options.scene ?? new Scene()
  const content = new Group()
  content.name = 'scene-content'
  const look = new SceneLookCore(scene, gl, studio, options.deferLook)
  if (!options.scene) scene.add(content, look.group)
  const entries = new Map<string, Entry>()
  const held = new Set<string>()
  /** Nodes with a motion: the per-frame tick walks these, not the whole scene. */
  const moving = new Set<Entry>()
  const loading = new Set<Promise<void>>()
  let doc: SceneDocument | null = null
  /** The gain on the document's own lights and glowing surfaces (night-exposure.ts). */
  let gain = 1
  const phone = options.phone ?? isPhone()
  const pointShadows = new PointShadowBudget()
  const eye = new Vector3()
  const drawing = new Vector2()
  // Only where something draws (the hosts' renderers); a core without one builds objects alone.
  const batches = (options.batch ?? !!gl) ? new StaticBatches() : null
  if (batches) content.add(batches.group)
  /** The static batches are rebuilt before the next frame (once per change, never per frame). */
  let batchesStale = true
  /** Nodes whose transform alone changed since the batches were built: their instances move in place. */
  const moved = new Set<string>()
  let live = new Set<string>()

  /** Still shapes: no motion, no body, not under the gizmo, shown, up their whole chain. */
  const batchable = (): StaticPart[] => {
    const out: StaticPart[] = []
    const still = new Map<string, boolean>()
    const isStill = (id: string | null): boolean => {
      if (!id) return true
      const known = still.get(id)
      if (known !== undefined) return known
      const entry = entries.get(id)
      const node = entry?.node
      const ok = !!node && node.visible && !node.motion && !held.has(id) && !live.has(id) && isStill(node.parentId && entries.has(node.parentId) ? node.parentId : null)
      still.set(id, ok)
      return ok
    }
    /** The top-level node a part belongs to: the object whose still parts may merge. */
    const objectOf = (id: string): string => {
      let node = entries.get(id)?.node
      while (node?.parentId && entries.has(node.parentId)) node = entries.get(node.parentId)!.node
      return node?.id ?? id
    }
    for (const entry of entries.values()) {
      const object = entry.content.object as Mesh | null
      if (entry.node.kind !== 'shape' || !object?.isMesh || !isStill(entry.node.id)) continue
      out.push({ mesh: object, id: entry.node.id, object: objectOf(entry.node.id) })
    }
    return out
  }
  /** The meshes of still shapes at and under the moved nodes (a group's move carries its parts). */
  const movedMeshes = (): Mesh[] => {
    const out: Mesh[] = []
    for (const id of moved)
      entries.get(id)?.group.traverse((o) => {
        const entry = typeof o.userData.nodeId === 'string' ? entries.get(o.userData.nodeId) : undefined
        const mesh = entry?.content.object as Mesh | null | undefined
        if (entry?.node.kind === 'shape' && mesh?.isMesh) out.push(mesh)
      })
    return out
  }
  const rebuildBatches = () => {
    if (!batches) return
    if (!batchesStale && moved.size) {
      const ok = batches.moveInPlace(content, movedMeshes())
      moved.clear()
      if (ok) return
      batchesStale = true
    }
    if (!batchesStale) return
    batchesStale = false
    moved.clear()
    batches.clear()
    content.updateWorldMatrix(true, true)
    batches.rebuild(content, batchable())
  }

  // Spark draws in the scene that is rendered (the host's, when given) with the core's renderer.
  const splatStage = options.renderer ? { scene, renderer: options.renderer, phone, onDirty: () => options.onChange?.() } : null
  const changed = () => {
    batchesStale = true
    look.invalidateShadow()
    options.onChange?.()
  }
  const redraw = () => options.onChange?.()
  const loadModel =
    options.loadModel ??
    ((url: string) =>
      loadGltf(url).then((g) => {
        const copy = modelCopy(g.scene, options.maxModelSize)
        // The file's clips travel with the copy (three keeps them on Object3D.animations).
        copy.animations = g.animations
        return copy
      }))
  const track = (p: Promise<void>) => {
    loading.add(p)
    void p.finally(() => loading.delete(p))
  }
  /**
   * The sky and image light arrive after the change that asked for them: a host drawing on demand
   * must hear of it then, or its last frame keeps the stand-in backdrop (a night scene stayed grey).
   */
  const trackLook = () => {
    const pending = look.pending
    track(pending)
    void pending.then(() => pending === look.pending && options.onChange?.())
  }

  const makeContent = (node: SceneNode, assets: SceneDocument['assets'], entry: Entry) => {
    entry.content.object?.removeFromParent()
    entry.content.dispose()
    entry.content = buildContent(node, { assets, studio, lightGain: () => gain, loadModel, changed, redraw, splatStage })
    if (entry.content.object) entry.inner.add(entry.content.object)
    track(entry.content.ready)
    if (node.kind === 'model') void entry.content.ready.then(() => entries.get(node.id) === entry && options.onModel?.(node.id))
  }

  const remove = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return
    entry.content.dispose()
    entry.group.removeFromParent()
    entries.delete(id)
    held.delete(id)
    moving.delete(entry)
  }

  /** Its place from the document: parent, position and rotation (a held node's belong to its holder). */
  const place = (entry: Entry) => {
    if (held.has(entry.node.id)) return
    const { position, rotation } = entry.node.transform
    entry.group.position.set(...position)
    entry.group.rotation.set(...rotation)
    const parentId = entry.node.parentId
    const parent = parentId ? (entries.get(parentId)?.inner ?? content) : content
    if (entry.group.parent !== parent) parent.add(entry.group)
  }

  function setDocument(next: SceneDocument) {
    const prev = doc
    doc = next
    if (prev === next) return
    const objectsChanged = !prev || prev.nodes !== next.nodes || prev.assets !== next.assets
    // Day to night or back: the lights and glowing surfaces are made again with the night's gain.
    const nextGain = lightGain(next.settings, studio)
    const gainChanged = nextGain !== gain
    gain = nextGain
    /** Whether every change is a transform alone, of nodes that were there: the batches can follow in place. */
    let movesOnly = !!prev && prev.assets === next.assets && Object.keys(prev.nodes).length === Object.keys(next.nodes).length
    const movedNow: string[] = []
    if (objectsChanged || gainChanged) {
      for (const id of [...entries.keys()]) if (!next.nodes[id]) remove(id)
      for (const node of ordered(next.nodes)) {
        let entry = entries.get(node.id)
        const key = contentKey(node, next.assets, gain)
        if (!entry) {
          const group = new Group()
          group.name = node.id
          group.userData.nodeId = node.id
          const inner = new Group()
          group.add(inner)
          entry = { node, group, inner, key: '', content: { object: null, ready: Promise.resolve(), dispose: () => undefined }, clock: 0, still: true }
          entries.set(node.id, entry)
          movesOnly = false
        }
        if (entry.node !== node && movesOnly) {
          if (!prev?.nodes[node.id] || !sameButTransform(entry.node, node)) movesOnly = false
          else movedNow.push(node.id)
        }
        entry.node = node
        entry.group.scale.set(...node.transform.scale)
        entry.group.visible = node.visible
        if (entry.key !== key) {
          entry.key = key
          if (entry.content.update?.(node)) track(entry.content.ready)
          else makeContent(node, next.assets, entry)
        }
        if (node.motion) moving.add(entry)
        else if (moving.delete(entry)) entry.inner.position.set(0, 0, 0), entry.inner.rotation.set(0, 0, 0)
        place(entry)
      }
      // After the whole tree is placed: content that depends on where it stands (text's shadow).
      for (const entry of entries.values()) entry.content.placed?.()
      const shadowed: PointLight[] = []
      for (const entry of entries.values())
        if (entry.node.kind === 'light' && entry.node.light.type === 'point' && entry.node.light.shadow !== 'none' && entry.content.object)
          shadowed.push(entry.content.object as PointLight)
      pointShadows.setLights(shadowed)
    }
    if (objectsChanged || gainChanged) {
      if (movesOnly && !gainChanged) for (const id of movedNow) moved.add(id)
      else batchesStale = true
    }
    look.update(next, objectsChanged)
    trackLook()
    options.onChange?.()
  }

  const nodeIdOf = (object: Object3D | null) => {
    for (let o = object; o; o = o.parent) if (typeof o.userData.nodeId === 'string' && entries.has(o.userData.nodeId)) return o.userData.nodeId as string
    return null
  }

  const visibleHit = (hit: Intersection) => {
    for (let o: Object3D | null = hit.object; o; o = o.parent) if (!o.visible) return false
    return true
  }

  return {
    scene,
    content,
    get doc() {
      return doc
    },
    setDocument,
    async ready() {
      // Loads started while waiting (a model's maps) are waited for too.
      while (loading.size) await Promise.all([...loading])
    },
    get look() {
      return look.group
    },
    objectFor: (id) => entries.get(id)?.group,
    holderFor: (id) => entries.get(id)?.inner,
    modelOf(id) {
      const entry = entries.get(id)
      const root = entry?.node.kind === 'model' ? entry.content.object?.children[0] : undefined
      return root ? { root, clips: root.animations } : null
    },
    hold(id) {
      const entry = entries.get(id)
      if (entry && !held.has(id)) {
        held.add(id)
        batchesStale = true
      }
      look.moved()
      return entry?.group
    },
    release(id) {
      const entry = entries.get(id)
      if (!entry || !held.delete(id)) return
      batchesStale = true
      place(entry)
      look.moved()
      options.onChange?.()
    },
    tick(delta) {
      look.tick(delta)
      let moved = false
      for (const entry of moving) {
        const motion = entry.node.motion
        if (!motion) continue
        // Held still until an event starts it (speed 0): it starts from its rest pose, not mid-swing.
        if (motion.speed === 0) entry.still = true
        else if (entry.still) {
          entry.still = false
          entry.clock = 0
        }
        // Wrapped well before the sine's argument gets coarse in a long session.
        entry.clock = (entry.clock + delta) % 36_000
        const { offset, rotation } = motionPose(motion, entry.clock)
        // Offsets are metres; the inner group lives in the node's scaled frame.
        const s = entry.node.transform.scale
        entry.inner.position.set(offset[0] / (s[0] || 1), offset[1] / (s[1] || 1), offset[2] / (s[2] || 1))
        entry.inner.rotation.set(rotation[0], rotation[1], rotation[2])
        moved = true
      }
      if (moved) look.moved()
      return moved
    },
    setPassthrough(on) {
      look.setPassthrough(on)
      options.onChange?.()
    },
    contentChanged: changed,
    nodeIdOf,
    hits(raycaster) {
      const ids: string[] = []
      for (const hit of raycaster.intersectObject(content, true)) {
        if (!visibleHit(hit)) continue
        const id = nodeIdOf(hit.object)
        if (id && !ids.includes(id)) ids.push(id)
      }
      return ids
    },
    fit(camera, aspect, controls) {
      const parts: import('three').Box3[] = []
      const box = contentBox(content, parts)
      if (box.isEmpty()) return false
      applyFit(fitBox(box, { fov: camera.fov, aspect, parts, direction: fitDirectionFor(content) }), camera, controls)
      return true
    },
    rects: (camera) => projectedRects(content, camera),
    beforeRender(camera) {
      const xr = gl?.xr?.isPresenting ?? false
      const budget = xr ? POINT_SHADOWS.xr : phone ? POINT_SHADOWS.phone : POINT_SHADOWS.desktop
      if (pointShadows.update(camera.getWorldPosition(eye), budget)) look.moved()
      rebuildBatches()
      // In XR the eyes' views are not this camera's: full detail there.
      if (batches && gl && batches.updateDetail(camera, xr ? Infinity : gl.getDrawingBufferSize(drawing).y)) look.invalidateShadow()
      look.beforeRender(camera, xr)
    },
    setLive(ids) {
      if (ids.length === live.size && ids.every((id) => live.has(id))) return
      live = new Set(ids)
      batchesStale = true
      options.onChange?.()
    },
    get batchedSaving() {
      rebuildBatches()
      return batches?.saved ?? 0
    },
    completeLook() {
      look.completeLook()
      trackLook()
      options.onChange?.()
    },
    get lookComplete() {
      return look.complete
    },
    dispose() {
      for (const id of [...entries.keys()]) remove(id)
      batches?.dispose()
      look.dispose()
    },
  }
}
