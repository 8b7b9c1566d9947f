import { Group, Scene, Vector3, type Intersection, type Object3D, type PerspectiveCamera, type Raycaster, type WebGLRenderer } from 'three'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { applyFit, contentBox, fitBox, fitDirectionFor, projectedRects, type FrameRect } from './camera-fit'
import { SceneLookCore } from './look'
import { loadGltf, modelCopy } from './models'
import { buildContent, contentKey, type NodeContent } from './node-content'

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
}

interface Entry {
  node: SceneNode
  group: Group
  key: string
  content: NodeContent
}

export interface SceneCore {
  /** A scene that owns background, environment and fog; draw it with any camera. */
  readonly scene: Scene
  /** The document's objects (each node a group named by its id, userData.nodeId set). */
  readonly content: Group
  readonly doc: SceneDocument | null
  /** Applies a document: only what changed since the last one is touched. */
  setDocument: (doc: SceneDocument) => void
  /** Settles once everything the current document loads (models, maps, an image sky) has arrived. */
  ready: () => Promise<void>
  objectFor: (id: string) => Object3D | undefined
  /** The document node an object belongs to (the nearest node group above it). */
  nodeIdOf: (object: Object3D | null) => string | null
  /** The node ids under a ray, nearest first, each hit's innermost node (what a click resolves to). */
  hits: (raycaster: Raycaster) => string[]
  /** Frames the content with the shared camera fit; false while there is nothing to frame. */
  fit: (camera: PerspectiveCamera, aspect: number, controls?: { target: Vector3; update: () => unknown } | null) => boolean
  rects: (camera: PerspectiveCamera) => FrameRect[]
  /** Per frame, before drawing: emissive lights follow the camera, the contact shadow redraws after a change. */
  beforeRender: (camera: PerspectiveCamera) => void
  /** Adds what `deferLook` left out; a no-op otherwise. */
  completeLook: () => void
  readonly lookComplete: boolean
  dispose: () => void
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
    const list = (byParent.get(parent) ?? []).sort((a, b) => a.order - b.order)
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
  const scene = new Scene()
  const content = new Group()
  content.name = 'scene-content'
  scene.add(content)
  const look = new SceneLookCore(scene, gl, studio, options.deferLook)
  scene.add(look.group)
  const entries = new Map<string, Entry>()
  const loading = new Set<Promise<void>>()
  let doc: SceneDocument | null = null

  const changed = () => {
    look.invalidateShadow()
    options.onChange?.()
  }
  const loadModel = options.loadModel ?? ((url: string) => loadGltf(url).then((g) => modelCopy(g.scene, options.maxModelSize)))
  const track = (p: Promise<void>) => {
    loading.add(p)
    void p.finally(() => loading.delete(p))
  }

  const makeContent = (node: SceneNode, assets: SceneDocument['assets'], entry: Entry) => {
    entry.content.object?.removeFromParent()
    entry.content.dispose()
    entry.content = buildContent(node, { assets, studio, loadModel, changed })
    if (entry.content.object) entry.group.add(entry.content.object)
    track(entry.content.ready)
  }

  const remove = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return
    entry.content.dispose()
    entry.group.removeFromParent()
    entries.delete(id)
  }

  function setDocument(next: SceneDocument) {
    const prev = doc
    doc = next
    if (prev === next) return
    const objectsChanged = !prev || prev.nodes !== next.nodes || prev.assets !== next.assets
    if (objectsChanged) {
      for (const id of [...entries.keys()]) if (!next.nodes[id]) remove(id)
      for (const node of ordered(next.nodes)) {
        let entry = entries.get(node.id)
        const key = contentKey(node, next.assets)
        if (!entry) {
          const group = new Group()
          group.name = node.id
          group.userData.nodeId = node.id
          entry = { node, group, key: '', content: { object: null, ready: Promise.resolve(), dispose: () => undefined } }
          entries.set(node.id, entry)
        }
        const { position, rotation, scale } = node.transform
        entry.group.position.set(...position)
        entry.group.rotation.set(...rotation)
        entry.group.scale.set(...scale)
        entry.group.visible = node.visible
        if (entry.key !== key) {
          entry.key = key
          if (entry.content.update?.(node)) track(entry.content.ready)
          else makeContent(node, next.assets, entry)
        }
        entry.node = node
        const parent = node.parentId ? (entries.get(node.parentId)?.group ?? content) : content
        if (entry.group.parent !== parent) parent.add(entry.group)
      }
    }
    look.update(next, objectsChanged)
    track(look.pending)
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
    objectFor: (id) => entries.get(id)?.group,
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
    beforeRender: (camera) => look.beforeRender(camera),
    completeLook() {
      look.completeLook()
      options.onChange?.()
    },
    get lookComplete() {
      return look.complete
    },
    dispose() {
      for (const id of [...entries.keys()]) remove(id)
      look.dispose()
    },
  }
}
