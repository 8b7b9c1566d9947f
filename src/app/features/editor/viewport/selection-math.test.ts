import { Euler, Matrix4, Object3D, Quaternion, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { boxCandidates, carriedTransform, idsInRect, mergeSelection, pivotOf, rectBetween, roundedTransform, sameTransform, selectionRoots } from './selection-math'

function scene(...build: ((doc: SceneDocument) => SceneNode)[]) {
  const doc = emptyScene()
  const made = build.map((make) => {
    const node = make(doc)
    doc.nodes[node.id] = node
    return node
  })
  return { doc, made }
}

describe('box select', () => {
  it('spans the drag whichever way it went', () => {
    expect(rectBetween({ x: 50, y: 10 }, { x: 20, y: 40 })).toEqual({ left: 20, top: 10, right: 50, bottom: 40 })
  })

  it('picks the points inside the rectangle, edges included, never those behind the camera', () => {
    const rect = rectBetween({ x: 0, y: 0 }, { x: 100, y: 50 })
    const points = [
      { id: 'in', x: 10, y: 10 },
      { id: 'edge', x: 100, y: 50 },
      { id: 'right', x: 101, y: 10 },
      { id: 'below', x: 10, y: 51 },
      { id: 'mirrored', x: 20, y: 20, behind: true },
    ]
    expect(idsInRect(points, rect)).toEqual(['in', 'edge'])
  })

  it('offers visible top-level nodes only: a group stands for its children', () => {
    const { doc, made } = scene((d) => createGroup(d), (d) => createShape(d, 'cube'), (d) => ({ ...createShape(d, 'sphere'), visible: false }))
    const [group, cube] = made
    const child = { ...createShape(doc, 'cone'), parentId: group.id }
    doc.nodes[child.id] = child
    expect(boxCandidates(doc.nodes).sort()).toEqual([group.id, cube.id].sort())
  })

  it('replaces the selection, or adds without repeating when asked', () => {
    expect(mergeSelection(['a', 'b'], ['b', 'c'], false)).toEqual(['b', 'c'])
    expect(mergeSelection(['a', 'b'], ['b', 'c'], true)).toEqual(['a', 'b', 'c'])
  })
})

describe('multi-selection gizmo', () => {
  it('moves a node with its selected ancestor only', () => {
    const { doc, made } = scene((d) => createGroup(d), (d) => createShape(d, 'cube'))
    const [group, cube] = made
    const inner = { ...createGroup(doc), parentId: group.id }
    const deep = { ...createShape(doc, 'cone'), parentId: inner.id }
    doc.nodes[inner.id] = inner
    doc.nodes[deep.id] = deep
    expect(selectionRoots(doc.nodes, [deep.id, cube.id, group.id])).toEqual([cube.id, group.id])
    expect(selectionRoots(doc.nodes, [deep.id, 'gone'])).toEqual([deep.id])
  })

  it('puts the pivot at the mean of the positions', () => {
    expect(pivotOf([new Vector3(1, 0, 0), new Vector3(3, 2, 0), new Vector3(2, 4, 6)]).toArray()).toEqual([2, 2, 2])
    expect(pivotOf([]).toArray()).toEqual([0, 0, 0])
  })

  const pivotAt = (position: Vector3, rotation = new Quaternion(), scale = new Vector3(1, 1, 1)) => new Matrix4().compose(position, rotation, scale)
  const worldOf = (position: Vector3) => new Matrix4().makeTranslation(position.x, position.y, position.z)

  it('turns nodes about the pivot, turning each node as well', () => {
    const pivot = new Vector3(2, 0, 0)
    const turn = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), Math.PI / 2)
    const t = carriedTransform(pivotAt(pivot), pivotAt(pivot, turn), worldOf(new Vector3(3, 1, 0)), new Matrix4())
    const expected = new Vector3(1, 0, 0).applyAxisAngle(new Vector3(0, 1, 0), Math.PI / 2).add(pivot).setY(1)
    expect(t.position.distanceTo(expected)).toBeLessThan(1e-9)
    expect(new Euler().setFromQuaternion(t.quaternion).y).toBeCloseTo(Math.PI / 2, 9)
  })

  it('scales distances from the pivot and the nodes themselves', () => {
    const pivot = new Vector3(0, 1, 0)
    const t = carriedTransform(pivotAt(pivot), pivotAt(pivot, new Quaternion(), new Vector3(2, 2, 2)), worldOf(new Vector3(1, 1, 0)), new Matrix4())
    expect(t.position.toArray().map((v) => +v.toFixed(9))).toEqual([2, 1, 0])
    expect(t.scale.toArray().map((v) => +v.toFixed(9))).toEqual([2, 2, 2])
  })

  it('answers in the parent’s space for a node inside a moved, turned parent', () => {
    const parent = new Object3D()
    parent.position.set(5, 0, 0)
    parent.rotation.set(0, Math.PI / 2, 0)
    const child = new Object3D()
    child.position.set(1, 0, 0)
    parent.add(child)
    parent.updateMatrixWorld(true)
    const start = child.getWorldPosition(new Vector3())
    const t = carriedTransform(pivotAt(new Vector3()), pivotAt(new Vector3(0, 3, 0)), child.matrixWorld.clone(), parent.matrixWorld.clone())
    child.position.copy(t.position)
    child.quaternion.copy(t.quaternion)
    parent.updateMatrixWorld(true)
    expect(child.getWorldPosition(new Vector3()).distanceTo(start.add(new Vector3(0, 3, 0)))).toBeLessThan(1e-9)
  })

  it('rounds like the single gizmo: positions and scales 4 decimals, rotations 5', () => {
    const o = new Object3D()
    o.position.set(1.234567, -0.00004, 2)
    o.rotation.set(0.1234567, 0, 0)
    o.scale.set(1.00006, 1, 1)
    const t = roundedTransform(o)
    expect(t).toEqual({ position: [1.2346, -0, 2], rotation: [0.12346, 0, 0], scale: [1.0001, 1, 1] })
    expect(sameTransform(t, { ...t, position: [1.2346, 0, 2] })).toBe(true)
    expect(sameTransform(t, { ...t, scale: [1, 1, 1] })).toBe(false)
  })
})
