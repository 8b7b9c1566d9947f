// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BoxGeometry, Mesh, Vector3 } from 'three'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { BoxSelect } from './box-select'
import { CameraRig } from './camera-rig'
import { sessionStore } from '../editor-store'
import { mountR3F, resetEditor, type TestRoot } from '../../../../../tests/support/r3f-test-root'
import { nodeObjects } from './viewport-probe'

let root: TestRoot
afterEach(() => root.unmount())

describe('box select', () => {
  it('Shift+drag on empty space selects the top nodes inside; Ctrl+Shift adds; a plain drag does not', async () => {
    const doc = emptyScene()
    const left = createShape(doc, 'cube', [-3, 0, 0])
    doc.nodes[left.id] = left
    const right = createShape(doc, 'cube', [3, 0, 0])
    doc.nodes[right.id] = right
    resetEditor(doc)
    const overlay = { current: document.createElement('div') }
    overlay.current.hidden = true
    root = await mountR3F(<><CameraRig /><BoxSelect overlay={overlay} /></>)
    const state = root.state
    act(() => {
      for (const node of [left, right]) {
        const mesh = new Mesh(new BoxGeometry(0.5, 0.5, 0.5))
        mesh.position.set(...node.transform.position)
        state().scene.add(mesh)
        nodeObjects.set(node.id, mesh)
      }
    })
    const canvas = state().gl.domElement
    const drag = (from: [number, number], to: [number, number], keys: MouseEventInit) => {
      act(() => {
        canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0, clientX: from[0], clientY: from[1], bubbles: true, ...keys }))
        window.dispatchEvent(new MouseEvent('pointermove', { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 }))
      })
      const shown = !overlay.current.hidden
      act(() => {
        window.dispatchEvent(new MouseEvent('pointermove', { clientX: to[0], clientY: to[1] }))
        window.dispatchEvent(new MouseEvent('pointerup', { clientX: to[0], clientY: to[1] }))
      })
      return shown
    }
    expect(drag([0, 0], [399, 599], {})).toBe(false)
    expect(sessionStore.getState().selection).toEqual([])
    expect(drag([0, 0], [399, 599], { shiftKey: true })).toBe(true)
    expect(overlay.current.hidden).toBe(true)
    expect(sessionStore.getState().selection).toEqual([left.id])
    expect(drag([799, 599], [401, 0], { shiftKey: true, ctrlKey: true })).toBe(true)
    expect(sessionStore.getState().selection).toEqual([left.id, right.id])
    expect(drag([799, 599], [401, 0], { shiftKey: true })).toBe(true)
    expect(sessionStore.getState().selection).toEqual([right.id])
    // Starting on an object is not a box (Shift+click there toggles that object instead).
    const onLeft = new Vector3(-3, 0, 0).project(state().camera)
    const at: [number, number] = [((onLeft.x + 1) / 2) * 800, ((1 - onLeft.y) / 2) * 600]
    expect(drag(at, [0, 0], { shiftKey: true })).toBe(false)
    expect(sessionStore.getState().selection).toEqual([right.id])
  })
})
