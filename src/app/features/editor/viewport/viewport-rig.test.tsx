// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BoxGeometry, Mesh, Object3D, Vector3 } from 'three'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { CameraRig } from './camera-rig'
import { docStore, sessionStore } from '../editor-store'
import { frame, mountR3F, resetEditor, type TestRoot } from '../../../../../tests/support/r3f-test-root'
import { SelectionGizmo } from './selection-gizmo'
import { viewportCommands } from './viewport-commands'
import { nodeObjects, viewportProbe } from './viewport-probe'

let root: TestRoot
const mount = async (children: React.ReactNode) => void (root = await mountR3F(children))
const state = () => root.state()
const camera = () => viewportProbe.cameraState!()!
const close = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) < 1e-6)
afterEach(() => root.unmount())

describe('camera rig', () => {
  beforeEach(() => resetEditor())
  it('zooms in 10 % steps, keeps the view across a camera switch, and resets', async () => {
    await mount(<CameraRig />)
    expect(camera().type).toBe('perspective')
    expect(close(camera().position, [0, 2.5, 12]) && close(camera().target, [0, 0, 0])).toBe(true)
    const start = camera().distance
    act(() => viewportCommands.zoomIn())
    frame()
    expect(sessionStore.getState().zoom).toBe(110)
    expect(camera().distance).toBeCloseTo(start / 1.1, 6)

    // An orbit moves the camera; the orthographic camera takes over from there.
    const controls = state().controls as unknown as { object: Object3D; update: () => void }
    act(() => {
      controls.object.position.set(6, 3, 4)
      controls.update()
    })
    const orbited = camera().position
    act(() => sessionStore.setState({ camera: 'orthographic' }))
    frame()
    expect(camera().type).toBe('orthographic')
    expect(close(camera().position, orbited)).toBe(true)
    expect(camera().zoom).toBeCloseTo(55, 6)
    act(() => sessionStore.setState({ camera: 'perspective' }))
    frame()
    expect(close(camera().position, orbited)).toBe(true)

    for (let i = 0; i < 30; i++) act(() => viewportCommands.zoomOut())
    expect(sessionStore.getState().zoom).toBe(10)
    act(() => viewportCommands.resetCamera())
    frame()
    expect(sessionStore.getState().zoom).toBe(100)
    expect(close(camera().position, [0, 2.5, 12]) && close(camera().target, [0, 0, 0])).toBe(true)
  })

  it('frames a project that opens with content in its first frame, not in a frame after it', async () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [10, 0.5, -4])
    doc.nodes[cube.id] = cube
    resetEditor(doc)
    const mesh = new Mesh(new BoxGeometry(1, 1, 1))
    mesh.position.set(10, 0.5, -4)
    mesh.userData.nodeId = cube.id
    nodeObjects.set(cube.id, mesh)
    await mount(<CameraRig />)
    act(() => state().scene.add(mesh))
    // One frame, well before the 120 ms measure: it already draws from the fitted view (on a slow
    // GPU a frame from the start view first would be a whole frame with shadows spent on nothing).
    frame()
    expect(close(camera().target, [10, 0.5, -4])).toBe(true)
    expect(camera().distance).toBeGreaterThan(1)
  })

  it('focuses the selection: target at its centre, same direction', async () => {
    await mount(<CameraRig />)
    const mesh = new Mesh(new BoxGeometry(1, 1, 1))
    mesh.position.set(10, 1, -4)
    act(() => state().scene.add(mesh))
    nodeObjects.set('n', mesh)
    const before = new Vector3(...camera().position).sub(new Vector3(...camera().target)).normalize()
    act(() => sessionStore.getState().select(['n']))
    act(() => viewportCommands.focusSelection())
    frame()
    expect(close(camera().target, [10, 1, -4])).toBe(true)
    expect(camera().distance).toBeCloseTo(7.5, 6)
    const after = new Vector3(...camera().position).sub(new Vector3(...camera().target)).normalize()
    expect(after.distanceTo(before)).toBeLessThan(1e-6)
  })
})

describe('multi-selection gizmo', () => {
  it('moves every selected top node about one pivot and commits one undo step', async () => {
    const doc = emptyScene()
    const group = createGroup(doc, [0, 0, 0])
    doc.nodes[group.id] = group
    const cube = createShape(doc, 'cube', [4, 0, 0])
    doc.nodes[cube.id] = cube
    const child = { ...createShape(doc, 'cone', [1, 0, 0]), parentId: group.id }
    doc.nodes[child.id] = child
    resetEditor(doc)
    await mount(<CameraRig />)
    const objects = new Map<string, Object3D>()
    act(() => {
      for (const node of [group, cube, child]) {
        const o = new Object3D()
        o.position.set(...node.transform.position)
        objects.set(node.id, o)
        nodeObjects.set(node.id, o)
      }
      state().scene.add(objects.get(group.id)!, objects.get(cube.id)!)
      objects.get(group.id)!.add(objects.get(child.id)!)
    })
    await root.render(<><CameraRig /><SelectionGizmo /></>)
    act(() => sessionStore.getState().select([group.id, cube.id, child.id]))
    const pivot = state().scene.getObjectByName('selection-pivot')!
    expect(pivot.position.toArray()).toEqual([2, 0, 0])
    let gizmo: Object3D & { dispatchEvent: (e: { type: string }) => void } = undefined as never
    state().scene.traverse((o) => void ((o as { isTransformControls?: boolean }).isTransformControls && (gizmo = o as typeof gizmo)))

    act(() => {
      gizmo.dispatchEvent({ type: 'mouseDown' })
      pivot.position.set(2, 3, 0)
      gizmo.dispatchEvent({ type: 'objectChange' })
    })
    // Live: the objects moved, the document not yet.
    expect(objects.get(cube.id)!.position.toArray()).toEqual([4, 3, 0])
    expect(docStore.getState().doc.nodes[cube.id].transform.position).toEqual([4, 0, 0])
    act(() => gizmo.dispatchEvent({ type: 'mouseUp' }))
    const after = docStore.getState()
    expect(after.undoLabel).toBe('Move 2 objects')
    expect(after.doc.nodes[cube.id].transform.position).toEqual([4, 3, 0])
    expect(after.doc.nodes[group.id].transform.position).toEqual([0, 3, 0])
    // The child rode along inside its group and keeps its own transform.
    expect(after.doc.nodes[child.id].transform.position).toEqual([1, 0, 0])
    act(() => void after.undo())
    expect(docStore.getState().doc.nodes[cube.id].transform.position).toEqual([4, 0, 0])
  })
})

describe('snapping', () => {
  it('gives the gizmo the session’s steps, rotation in radians, and takes them away again', async () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 0, 0])
    doc.nodes[cube.id] = cube
    resetEditor(doc)
    const object = new Object3D()
    nodeObjects.set(cube.id, object)
    await mount(<><CameraRig /><SelectionGizmo /></>)
    act(() => {
      state().scene.add(object)
      sessionStore.getState().select([cube.id])
    })
    const gizmo = () => {
      let found: Record<string, unknown> | undefined
      state().scene.traverse((o) => void ((o as { isTransformControls?: boolean }).isTransformControls && (found = o as never)))
      return found!
    }
    expect(gizmo().translationSnap).toBeNull()
    act(() => sessionStore.setState((s) => ({ snap: { ...s.snap, enabled: true } })))
    expect(gizmo()).toMatchObject({ translationSnap: 0.5, scaleSnap: 0.1 })
    expect(gizmo().rotationSnap).toBeCloseTo(Math.PI / 12, 12)
    act(() => sessionStore.setState((s) => ({ snap: { ...s.snap, enabled: false } })))
    expect(gizmo().rotationSnap).toBeNull()
  })
})
