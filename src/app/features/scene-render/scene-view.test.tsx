// @vitest-environment jsdom
import * as THREE from 'three'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultParticles } from '@shared/scene/behaviours'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { mountR3F, type TestRoot } from '../../../../tests/support/r3f-test-root'
import { SceneView } from './scene-view'

let root: TestRoot | undefined
afterEach(async () => {
  await root?.unmount()
  root = undefined
})

function cubes(count: number) {
  let doc = emptyScene()
  for (let i = 0; i < count; i++) doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [i, 0, 0]) }]).doc
  return doc
}

const content = () => root!.state().scene.getObjectByName('scene-content')!
const nodeGroup = (id: string) => content().getObjectByName(id)!

describe('SceneView, the R3F face of the scene core', () => {
  it('mounts the core\'s objects and look in the canvas scene and sets its sky', async () => {
    const doc = cubes(50)
    root = await mountR3F(<SceneView doc={doc} />)
    expect(content().children).toHaveLength(50)
    expect(root.state().scene.getObjectByName('scene-look')).toBeDefined()
    expect(root.state().scene.background).not.toBeNull()
  })

  // A thousand nodes built, drawn and diffed in jsdom: seconds, more on a loaded machine.
  it('touches only the edited node among a thousand, and reports node groups as they come and go', { timeout: 60_000 }, async () => {
    const doc = cubes(1000)
    const ids = Object.keys(doc.nodes)
    const reported: [string, boolean][] = []
    const onNodeObject = (id: string, object: THREE.Object3D | null) => reported.push([id, object !== null])
    root = await mountR3F(<SceneView doc={doc} onNodeObject={onNodeObject} />)
    expect(reported).toHaveLength(1000)
    const meshes = ids.map((id) => nodeGroup(id).children[0].children[0])

    reported.length = 0
    const edited = applyOps(doc, [{ op: 'update', id: ids[3], patch: { transform: { ...doc.nodes[ids[3]].transform, position: [0, 5, 0] } } }]).doc
    await root.render(<SceneView doc={edited} onNodeObject={onNodeObject} />)
    expect(nodeGroup(ids[3]).position.y).toBe(5)
    expect(ids.every((id, i) => nodeGroup(id).children[0].children[0] === meshes[i])).toBe(true)
    expect(reported).toEqual([])

    const removed = applyOps(edited, [{ op: 'remove', id: ids[0] }]).doc
    await root.render(<SceneView doc={removed} onNodeObject={onNodeObject} />)
    expect(reported).toEqual([[ids[0], false]])
    expect(content().getObjectByName(ids[0])).toBeUndefined()
  })

  it('draws what needs React inside the core\'s node group, so it moves and hides with the node', async () => {
    let doc: SceneDocument = emptyScene()
    const group = createGroup(doc, [2, 0, 0])
    doc = applyOps(doc, [{ op: 'add', node: group }]).doc
    const sparks = { ...createShape(doc, 'cube', [0, 1, 0]), parentId: group.id, particles: defaultParticles('sparkles') }
    doc = applyOps(doc, [{ op: 'add', node: sparks }]).doc
    root = await mountR3F(<SceneView doc={doc} />)
    const points: THREE.Object3D[] = []
    nodeGroup(sparks.id).traverse((o) => (o as THREE.Points).isPoints && points.push(o))
    expect(points).toHaveLength(1)
    // Inside the node's motion group, next to the cube the core built.
    expect(points[0].parent).toBe(nodeGroup(sparks.id).children[0])
    expect(nodeGroup(sparks.id).parent!.parent).toBe(nodeGroup(group.id))

    const plain = applyOps(doc, [{ op: 'update', id: sparks.id, patch: { particles: undefined } }]).doc
    await root.render(<SceneView doc={plain} />)
    let left = 0
    nodeGroup(sparks.id).traverse((o) => (o as THREE.Points).isPoints && left++)
    expect(left).toBe(0)
  })

  it('lets go of the canvas scene when unmounted', async () => {
    root = await mountR3F(<SceneView doc={cubes(50)} />)
    const scene = root.state().scene
    await root.render(null)
    expect(scene.getObjectByName('scene-content')).toBeUndefined()
    expect(scene.background).toBeNull()
  })
})
