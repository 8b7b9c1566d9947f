import { AmbientLight, AnimationClip, BoxGeometry, Group, Scene, Mesh, MeshBasicMaterial, MeshStandardMaterial, PerspectiveCamera, Raycaster, SpotLight, Vector2, Vector3, type Object3D } from 'three'
import { describe, expect, it } from 'vitest'
import { createGroup, createLight, createModel, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { createSceneCore } from './scene-core'
import { r3fFeatures } from '@shared/scene/r3f-features'

function twoCubes() {
  let doc = emptyScene()
  const a = createShape(doc, 'cube', [-1.5, 0.5, 0], '#FF0000')
  doc = applyOps(doc, [{ op: 'add', node: a }]).doc
  const b = createShape(doc, 'sphere', [1.5, 0.5, 0], '#0000FF')
  doc = applyOps(doc, [{ op: 'add', node: b }]).doc
  return { doc, a, b }
}

/** A node group holds its motion group, which holds the content. */
const meshOf = (o: Object3D | undefined) => o?.children[0]?.children[0] as Mesh

describe('the scene core', () => {
  it('turns a document into named node groups with meshes, materials and transforms', () => {
    const { doc, a, b } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    expect(core.content.children.map((c) => c.name).sort()).toEqual([a.id, b.id].sort())
    expect(core.objectFor(a.id)!.position.toArray()).toEqual([-1.5, 0.5, 0])
    const material = meshOf(core.objectFor(a.id)).material as MeshStandardMaterial
    expect(material).toBeInstanceOf(MeshStandardMaterial)
    expect(`#${material.color.getHexString()}`).toBe('#ff0000')
    expect(core.objectFor(b.id)!.userData.nodeId).toBe(b.id)
  })

  it('applies a move or a hide without remaking the other objects, or the moved one', () => {
    const { doc, a, b } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    const meshA = meshOf(core.objectFor(a.id))
    const meshB = meshOf(core.objectFor(b.id))
    const moved = applyOps(doc, [{ op: 'update', id: a.id, patch: { transform: { ...a.transform, position: [0, 2, 0] }, visible: false } }]).doc
    core.setDocument(moved)
    expect(core.objectFor(a.id)!.position.toArray()).toEqual([0, 2, 0])
    expect(core.objectFor(a.id)!.visible).toBe(false)
    expect(meshOf(core.objectFor(a.id))).toBe(meshA)
    expect(meshOf(core.objectFor(b.id))).toBe(meshB)
  })

  it('remakes only the material when only the material changed; Unlit gets a basic material', () => {
    const { doc, a } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    const mesh = meshOf(core.objectFor(a.id))
    const before = mesh.material
    const node = doc.nodes[a.id] as typeof a
    core.setDocument(applyOps(doc, [{ op: 'update', id: a.id, patch: { material: { ...node.material, shader: 'Unlit', albedo: '#00FF00' } } }]).doc)
    const after = meshOf(core.objectFor(a.id)).material as MeshBasicMaterial
    expect(after).not.toBe(before)
    expect(meshOf(core.objectFor(a.id))).toBe(mesh)
    expect(after).toBeInstanceOf(MeshBasicMaterial)
    expect(`#${after.color.getHexString()}`).toBe('#00ff00')
  })

  it('removes deleted nodes and re-parents moved ones', () => {
    const { doc, a, b } = twoCubes()
    let next = applyOps(doc, [{ op: 'add', node: createGroup(doc, [0, 1, 0]) }]).doc
    const group = Object.values(next.nodes).find((n) => n.kind === 'group')!
    const core = createSceneCore()
    core.setDocument(next)
    const groupObject = core.objectFor(group.id)!
    next = { ...next, nodes: { ...next.nodes, [b.id]: { ...next.nodes[b.id], parentId: group.id } } }
    const { [a.id]: _gone, ...rest } = next.nodes
    next = { ...next, nodes: rest }
    core.setDocument(next)
    expect(core.objectFor(a.id)).toBeUndefined()
    expect(core.objectFor(b.id)!.parent).toBe(core.holderFor(group.id))
    expect(core.holderFor(group.id)!.parent).toBe(groupObject)
    expect(core.content.children.map((c) => c.name)).toEqual([group.id])
  })

  it('draws the document lights and the settings lights; a spot keeps its angle', () => {
    let doc = emptyScene()
    const spot = { ...createLight(doc, 'spot'), light: { ...createLight(doc, 'spot').light, angle: 0.3 } }
    doc = applyOps(doc, [{ op: 'add', node: spot }]).doc
    const core = createSceneCore()
    core.setDocument(doc)
    const light = meshOf(core.objectFor(spot.id)) as unknown as SpotLight
    expect(light).toBeInstanceOf(SpotLight)
    expect(light.angle).toBeCloseTo(0.3)
    const kinds = new Set<string>()
    core.scene.traverse((o) => kinds.add(o.type))
    expect(kinds.has('AmbientLight')).toBe(true)
    expect(kinds.has('DirectionalLight')).toBe(doc.settings.directionalLight.enabled)
  })

  it('with deferLook, leaves the sun shadow and the contact shadow out and the ambient whole until completeLook()', () => {
    const { doc } = twoCubes()
    const ambient = (core: ReturnType<typeof createSceneCore>) => {
      let intensity = -1
      core.scene.traverse((o) => o.type === 'AmbientLight' && (intensity = (o as AmbientLight).intensity))
      return intensity
    }
    const full = createSceneCore()
    full.setDocument(doc)
    const core = createSceneCore({ deferLook: true })
    core.setDocument(doc)
    expect(core.lookComplete).toBe(false)
    expect(core.scene.getObjectByName('contact-shadow')).toBeUndefined()
    expect(ambient(core)).toBeCloseTo(doc.settings.ambientLight.intensity)
    const sunShadow = (c: ReturnType<typeof createSceneCore>) => {
      let casts: boolean | null = null
      c.scene.traverse((o) => o.type === 'DirectionalLight' && casts === null && (casts = o.castShadow))
      return casts
    }
    expect(sunShadow(core)).toBe(false)
    core.completeLook()
    expect(sunShadow(core)).toBe(sunShadow(full))
    expect(sunShadow(full)).toBe(doc.settings.directionalLight.shadow !== 'none')
    expect(core.lookComplete).toBe(true)
    expect(core.scene.getObjectByName('contact-shadow')).toBeDefined()
    expect(ambient(core)).toBeCloseTo(ambient(full))
    expect(ambient(full)).toBeCloseTo(doc.settings.ambientLight.intensity / 2)
    expect(full.scene.getObjectByName('contact-shadow')).toBeDefined()
  })

  it('loads models through its loader and waits for them in ready()', async () => {
    let doc = emptyScene()
    const asset = { id: 'abcdef0123456789abcdef01', type: 'model' as const, name: 'box.glb', url: '/box.glb', size: 1, mime: 'model/gltf-binary' }
    doc = applyOps(doc, [{ op: 'add-asset', asset }]).doc
    const node = createModel(doc, asset.id, 'Box', [2, 0, 0])
    doc = applyOps(doc, [{ op: 'add', node }]).doc
    const asked: string[] = []
    const core = createSceneCore({
      loadModel: async (url) => {
        asked.push(url)
        await new Promise((r) => setTimeout(r, 5))
        return new Mesh(new BoxGeometry(1, 1, 1))
      },
    })
    core.setDocument(doc)
    expect(core.holderFor(node.id)!.children[0].children).toHaveLength(0)
    await core.ready()
    expect(asked).toEqual(['/box.glb'])
    expect(core.holderFor(node.id)!.children[0].children).toHaveLength(1)
  })

  it('resolves a ray to the node it hits, nearest first, skipping hidden ones', () => {
    const { doc, a } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    const camera = new PerspectiveCamera(60, 1, 0.1, 100)
    camera.position.set(-1.5, 0.5, 5)
    camera.lookAt(-1.5, 0.5, 0)
    camera.updateMatrixWorld()
    const ray = new Raycaster()
    ray.setFromCamera(new Vector2(0, 0), camera)
    core.content.updateMatrixWorld(true)
    expect(core.hits(ray)).toEqual([a.id])
    core.setDocument(applyOps(doc, [{ op: 'update', id: a.id, patch: { visible: false } }]).doc)
    core.content.updateMatrixWorld(true)
    expect(core.hits(ray)).toEqual([])
    expect(core.nodeIdOf(new Group())).toBeNull()
  })

  it('frames the content with the shared fit: every object inside the view', () => {
    const { doc } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    const camera = new PerspectiveCamera(60, 390 / 844, 0.1, 100)
    expect(core.fit(camera, 390 / 844)).toBe(true)
    camera.updateMatrixWorld()
    for (const r of core.rects(camera)) {
      expect(Math.min(r.left, r.top)).toBeGreaterThanOrEqual(0)
      expect(Math.max(r.right, r.bottom)).toBeLessThanOrEqual(1)
    }
    expect(camera.position.distanceTo(new Vector3(0, 0.5, 0))).toBeGreaterThan(2)
  })
})

describe('what the core offers the R3F layer', () => {
  it('plays a node\'s motion on its inner group, scaled to metres, and holds a still one at rest until it starts', () => {
    let doc = emptyScene()
    const bobbing = { ...createShape(doc, 'cube', [0, 1, 0]), motion: { kind: 'bob' as const, speed: 0.25, axis: 'y' as const, amplitude: 0.5 } }
    doc = applyOps(doc, [{ op: 'add', node: { ...bobbing, transform: { ...bobbing.transform, scale: [2, 2, 2] as [number, number, number] } } }]).doc
    const core = createSceneCore()
    core.setDocument(doc)
    expect(core.tick(1)).toBe(true)
    // A quarter turn of a 0.5 m bob is its top: 0.5 m, i.e. 0.25 in the node's doubled frame.
    expect(core.holderFor(bobbing.id)!.position.y).toBeCloseTo(0.25)
    expect(core.objectFor(bobbing.id)!.position.y).toBe(1)
    const still = applyOps(doc, [{ op: 'update', id: bobbing.id, patch: { motion: { ...bobbing.motion, speed: 0 } } }]).doc
    core.setDocument(still)
    core.tick(1)
    expect(core.holderFor(bobbing.id)!.position.y).toBeCloseTo(0)
    core.setDocument(doc)
    core.tick(1)
    expect(core.holderFor(bobbing.id)!.position.y).toBeCloseTo(0.25)
    const none = applyOps(doc, [{ op: 'update', id: bobbing.id, patch: { motion: undefined } }]).doc
    core.setDocument(none)
    expect(core.tick(1)).toBe(false)
    expect(core.holderFor(bobbing.id)!.position.y).toBe(0)
  })

  it('leaves a held node\'s place to its holder and puts it back on release', () => {
    const { doc, a } = twoCubes()
    const core = createSceneCore()
    core.setDocument(doc)
    const body = new Group()
    body.add(core.hold(a.id)!)
    core.objectFor(a.id)!.position.set(0, 0, 0)
    const moved = applyOps(doc, [{ op: 'update', id: a.id, patch: { transform: { ...a.transform, position: [4, 0, 0], scale: [2, 2, 2] }, visible: false } }]).doc
    core.setDocument(moved)
    expect(core.objectFor(a.id)!.parent).toBe(body)
    expect(core.objectFor(a.id)!.position.toArray()).toEqual([0, 0, 0])
    expect(core.objectFor(a.id)!.scale.x).toBe(2)
    expect(core.objectFor(a.id)!.visible).toBe(false)
    core.release(a.id)
    expect(core.objectFor(a.id)!.parent).toBe(core.content)
    expect(core.objectFor(a.id)!.position.toArray()).toEqual([4, 0, 0])
  })

  it('hands over a model with its clips once it has arrived, and says so', async () => {
    let doc = emptyScene()
    const asset = { id: 'abcdef0123456789abcdef02', type: 'model' as const, name: 'walk.glb', url: '/walk.glb', size: 1, mime: 'model/gltf-binary' }
    doc = applyOps(doc, [{ op: 'add-asset', asset }]).doc
    const node = createModel(doc, asset.id, 'Walker')
    doc = applyOps(doc, [{ op: 'add', node }]).doc
    const arrived: string[] = []
    const core = createSceneCore({
      loadModel: async () => {
        const model = new Group()
        model.animations = [new AnimationClip('Walk', 1, [])]
        return model
      },
      onModel: (id) => arrived.push(id),
    })
    core.setDocument(doc)
    expect(core.modelOf(node.id)).toBeNull()
    await core.ready()
    await Promise.resolve()
    expect(arrived).toEqual([node.id])
    expect(core.modelOf(node.id)!.clips.map((c) => c.name)).toEqual(['Walk'])
  })

  it('takes the sky and fog off for passthrough and puts them back after', () => {
    const { doc } = twoCubes()
    const fogged: SceneDocument = { ...doc, settings: { ...doc.settings, fog: { ...doc.settings.fog, type: 'exponential', density: 0.02 } } }
    const scene = new Scene()
    const core = createSceneCore({ scene, studio: false })
    core.setDocument(fogged)
    // A host's scene: the core sets its sky and fog, and leaves the mounting of its objects to the host.
    expect(scene.children).toHaveLength(0)
    expect(scene.background).not.toBeNull()
    expect(scene.fog).not.toBeNull()
    core.setPassthrough(true)
    expect(scene.background).toBeNull()
    expect(scene.fog).toBeNull()
    core.setPassthrough(false)
    expect(scene.background).not.toBeNull()
    core.dispose()
    expect(scene.background).toBeNull()
  })
})

describe('what the core leaves to the R3F layer', () => {
  it('is nothing for shapes, lights and models, and names text, physics and environment elements', () => {
    const { doc, a } = twoCubes()
    expect(r3fFeatures(doc)).toEqual([])
    const withText = applyOps(doc, [{ op: 'add', node: { ...createShape(doc, 'cube'), physics: { body: 'dynamic', mass: 'Light', drag: 0, gravity: true, collider: 'Box', bounciness: 0, material: 'Default' } } }]).doc
    expect(r3fFeatures(withText)).toEqual(['physics'])
    const elements: SceneDocument = { ...doc, settings: { ...doc.settings, environment: { ...doc.settings.environment, elements: ['water'] } } }
    expect(r3fFeatures(elements)).toEqual(['environment elements'])
    // The stars are the core's own (its look draws them): a starry night stays with the core.
    const starry: SceneDocument = { ...doc, settings: { ...doc.settings, environment: { ...doc.settings.environment, elements: ['stars'] } } }
    expect(r3fFeatures(starry)).toEqual([])
    const core = createSceneCore()
    core.setDocument(starry)
    expect(core.look.getObjectByName('stars')).toBeTruthy()
    core.setDocument(doc)
    expect(core.look.getObjectByName('stars')).toBeUndefined()
    expect(a.kind).toBe('shape')
  })
})
