import { InstancedMesh, Mesh, MeshStandardMaterial, PerspectiveCamera, Raycaster, Vector2, type Object3D } from 'three'
import { describe, expect, it } from 'vitest'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { createSceneCore } from './scene-core'
import { batchKey } from './static-batches'
import { mergeKey } from './static-merges'

/** Three posts and a lamp (two parts) under a group, plus a loose cube: all still. */
function yard(): { doc: SceneDocument; posts: string[]; lamp: string; cube: string } {
  let doc = emptyScene()
  const posts: string[] = []
  for (let i = 0; i < 3; i++) {
    const post = createShape(doc, 'cylinder', [i * 2, 0.5, 0], i === 1 ? '#884422' : '#553311')
    doc = applyOps(doc, [{ op: 'add', node: post }]).doc
    posts.push(post.id)
  }
  const lamp = createGroup(doc, [0, 0, 3])
  doc = applyOps(doc, [{ op: 'add', node: lamp }]).doc
  const pole = { ...createShape(doc, 'cylinder', [0, 1, 0], '#553311'), parentId: lamp.id }
  doc = applyOps(doc, [{ op: 'add', node: pole }]).doc
  const cube = createShape(doc, 'cube', [5, 0.5, 0])
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  return { doc, posts, lamp: lamp.id, cube: cube.id }
}

const batchesOf = (root: Object3D) => {
  const out: InstancedMesh[] = []
  root.traverse((o) => (o as InstancedMesh).isInstancedMesh && out.push(o as InstancedMesh))
  return out
}
const meshOf = (o: Object3D | undefined) => o?.children[0]?.children[0] as Mesh

describe('static batches', () => {
  it('draws alike still shapes (one geometry, one material but colour) as one instanced mesh, each in its own place and colour', () => {
    const { doc, posts } = yard()
    const core = createSceneCore({ batch: true })
    core.setDocument(doc)
    // Four cylinders (three posts, the lamp's pole): one batch, three draw calls saved.
    expect(core.batchedSaving).toBe(3)
    const [batch] = batchesOf(core.content)
    expect(batch.count).toBe(4)
    // The originals draw nothing now, but stay in place for rays, bounds and the gizmo.
    for (const id of posts) expect((meshOf(core.objectFor(id)).material as MeshStandardMaterial).visible).toBe(false)
    const colours = Array.from({ length: 4 }, (_, i) => {
      const c = new MeshStandardMaterial().color
      batch.getColorAt(i, c)
      return `#${c.getHexString()}`
    })
    expect(colours).toContain('#884422')
    const positions = Array.from({ length: 4 }, (_, i) => {
      const m = new (batch.instanceMatrix.array.constructor as Float32ArrayConstructor)(16)
      m.set(batch.instanceMatrix.array.slice(i * 16, i * 16 + 16))
      return [m[12], m[13], m[14]].map((v) => Math.round(v * 100) / 100)
    })
    // The lamp's pole in the lamp's frame: (0, 1, 0) under a group at (0, 0, 3).
    expect(positions).toContainEqual([0, 1, 3])
    expect(positions).toContainEqual([4, 0.5, 0])
  })

  it('still picks the part under the ray: the instances take no rays, the hidden originals do', () => {
    const { doc, posts } = yard()
    const core = createSceneCore({ batch: true })
    core.setDocument(doc)
    expect(core.batchedSaving).toBeGreaterThan(0)
    const camera = new PerspectiveCamera(50, 1, 0.1, 100)
    camera.position.set(2, 0.5, 10)
    camera.lookAt(2, 0.5, 0)
    camera.updateMatrixWorld()
    const ray = new Raycaster()
    ray.setFromCamera(new Vector2(0, 0), camera)
    expect(core.hits(ray)[0]).toBe(posts[1])
  })

  it('leaves out what may move: motion, the live selection, and what they carry; hidden nodes draw nothing', () => {
    const { doc, posts, lamp } = yard()
    const core = createSceneCore({ batch: true })
    core.setDocument(doc)
    expect(core.batchedSaving).toBe(3)
    core.setLive([lamp])
    // The lamp's pole is under the gizmo: three posts left.
    expect(core.batchedSaving).toBe(2)
    expect((meshOf(core.objectFor(Object.values(doc.nodes).find((n) => n.parentId === lamp)!.id)).material as MeshStandardMaterial).visible).toBe(true)
    core.setLive([])
    const swinging = applyOps(doc, [{ op: 'update', id: posts[0], patch: { motion: { kind: 'bob', speed: 1, amplitude: 0.2 } } }, { op: 'update', id: posts[2], patch: { visible: false } }]).doc
    core.setDocument(swinging)
    // Posts 0 (moving) and 2 (hidden) out: post 1 and the pole remain.
    expect(core.batchedSaving).toBe(1)
    expect(batchesOf(core.content)[0].count).toBe(2)
    expect((meshOf(core.objectFor(posts[0])).material as MeshStandardMaterial).visible).toBe(true)
  })

  it('keys materials by everything but colour, and refuses see-through and textured ones', () => {
    const a = new MeshStandardMaterial({ color: '#ff0000', roughness: 0.4 })
    const b = new MeshStandardMaterial({ color: '#00ff00', roughness: 0.4 })
    const c = new MeshStandardMaterial({ color: '#ff0000', roughness: 0.9 })
    expect(batchKey(a)).toBe(batchKey(b))
    expect(batchKey(a)).not.toBe(batchKey(c))
    expect(batchKey(new MeshStandardMaterial({ transparent: true, opacity: 0.5 }))).toBeNull()
  })

  it("merges one object's still parts that share a material into one geometry, keeps picking its parts, and unmerges a part under the gizmo", () => {
    // A house: two see-through windows (alike), a roof and a chimney (one brick material, unlike
    // shapes), and a door of its own colour. A second house is not merged into the first.
    let doc = emptyScene()
    const house = createGroup(doc, [0, 0, 0])
    doc = applyOps(doc, [{ op: 'add', node: house }]).doc
    const part = (shape: Parameters<typeof createShape>[1], at: [number, number, number], colour: string, alpha = 1) => {
      const node = createShape(doc, shape, at, colour)
      const made = { ...node, parentId: house.id, material: { ...node.material, alpha } }
      doc = applyOps(doc, [{ op: 'add', node: made }]).doc
      return made.id
    }
    const windows = [part('cube', [-1, 1, 0.5], '#AACCFF', 0.35), part('cube', [1, 1, 0.5], '#AACCFF', 0.35)]
    const roof = part('pyramid', [0, 2.5, 0], '#993322')
    const chimney = part('cylinder', [0.6, 3, 0], '#993322')
    part('torus', [0, 0.5, 0.6], '#442211')
    const other = createShape(doc, 'sphere', [8, 1, 0], '#993322')
    doc = applyOps(doc, [{ op: 'add', node: other }]).doc
    const core = createSceneCore({ batch: true })
    core.setDocument(doc)
    // Windows 2 -> 1 and roof + chimney 2 -> 1; the door and the loose sphere stay as they are.
    expect(core.batchedSaving).toBe(2)
    const merged: Mesh[] = []
    core.content.traverse((o) => o.name === 'static-merge' && merged.push(o as Mesh))
    expect(merged).toHaveLength(2)
    const byIds = merged.map((m) => (m.userData.ranges as { id: string }[]).map((r) => r.id).sort())
    expect(byIds).toContainEqual([...windows].sort())
    expect(byIds).toContainEqual([roof, chimney].sort())
    expect((meshOf(core.objectFor(other.id)).material as MeshStandardMaterial).visible).toBe(true)
    // The merged windows are baked where they stand, in their own colour and see-through.
    const glass = merged.find((m) => (m.material as MeshStandardMaterial).transparent)!
    const own = meshOf(core.objectFor(windows[0])).material as MeshStandardMaterial
    expect((glass.material as MeshStandardMaterial).color.getHex()).toBe(own.color.getHex())
    expect((glass.material as MeshStandardMaterial).opacity).toBeCloseTo(0.35)
    glass.geometry.computeBoundingBox()
    expect(glass.geometry.boundingBox!.min.x).toBeCloseTo(-1.5)
    expect(glass.geometry.boundingBox!.max.x).toBeCloseTo(1.5)
    // A click on a window still resolves to that window.
    const camera = new PerspectiveCamera(50, 1, 0.1, 100)
    camera.position.set(1, 1, 10)
    camera.lookAt(1, 1, 0)
    camera.updateMatrixWorld()
    const ray = new Raycaster()
    ray.setFromCamera(new Vector2(0, 0), camera)
    expect(core.hits(ray)[0]).toBe(windows[1])
    // The chimney selected (under the gizmo): it draws itself again, and the roof alone merges nothing.
    core.setLive([chimney])
    expect(core.batchedSaving).toBe(1)
    expect((meshOf(core.objectFor(chimney)).material as MeshStandardMaterial).visible).toBe(true)
    expect((meshOf(core.objectFor(roof)).material as MeshStandardMaterial).visible).toBe(true)
  })

  it('merge keys include the colour and opacity, and refuse textured materials', () => {
    const a = new MeshStandardMaterial({ color: '#ff0000', roughness: 0.4 })
    expect(mergeKey(a)).toBe(mergeKey(a.clone()))
    expect(mergeKey(a)).not.toBe(mergeKey(new MeshStandardMaterial({ color: '#00ff00', roughness: 0.4 })))
    expect(mergeKey(new MeshStandardMaterial({ transparent: true, opacity: 0.5 }))).not.toBe(mergeKey(new MeshStandardMaterial({ transparent: true, opacity: 0.6 })))
  })

  it('moves an edited still shape within its batch, in place; a change beyond the transform rebuilds', () => {
    const { doc, posts, lamp } = yard()
    const core = createSceneCore({ batch: true })
    core.setDocument(doc)
    expect(core.batchedSaving).toBe(3)
    const [batch] = batchesOf(core.content)
    const translationOf = (b: InstancedMesh, i: number) => b.instanceMatrix.array.slice(i * 16 + 12, i * 16 + 15)
    const at = (b: InstancedMesh, x: number, y: number, z: number) =>
      Array.from({ length: b.count }, (_, i) => Array.from(translationOf(b, i)).map((v) => Math.round(v * 100) / 100)).some(([a, c, d]) => a === x && c === y && d === z)
    const move = (d: SceneDocument, id: string, position: [number, number, number]) =>
      applyOps(d, [{ op: 'update', id, patch: { transform: { ...d.nodes[id].transform, position } } }]).doc
    // A post moves: the same batch, its instance where the post now stands.
    let next = move(doc, posts[0], [7, 0.5, -2])
    core.setDocument(next)
    expect(core.batchedSaving).toBe(3)
    expect(batchesOf(core.content)[0]).toBe(batch)
    expect(at(batch, 7, 0.5, -2)).toBe(true)
    expect(batch.instanceMatrix.version).toBeGreaterThan(0)
    // The lamp (a group) moves: its pole's instance goes with it.
    next = move(next, lamp, [0, 0, 6])
    core.setDocument(next)
    // The batches follow before the next frame (or when asked, as here).
    expect(core.batchedSaving).toBe(3)
    expect(batchesOf(core.content)[0]).toBe(batch)
    expect(at(batch, 0, 1, 6)).toBe(true)
    // A colour change is no move: a rebuild, with a new batch.
    const post = next.nodes[posts[1]]
    if (post.kind !== 'shape') throw new Error('a post is a shape')
    next = applyOps(next, [{ op: 'update', id: posts[1], patch: { material: { ...post.material, albedo: '#00FF00' } } }]).doc
    core.setDocument(next)
    expect(core.batchedSaving).toBe(3)
    expect(batchesOf(core.content)[0]).not.toBe(batch)
  })
})
