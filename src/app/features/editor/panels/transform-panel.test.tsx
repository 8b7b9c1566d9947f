// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { createShape, createText, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneNode } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import { TransformPanel } from './transform-panel'

const dom = useDomRoot()

function Selected({ id }: { id: string }) {
  const node = useDoc((s) => s.doc.nodes[id])
  return <TransformPanel node={node} />
}
function open(node: SceneNode) {
  const doc = applyOps(emptyScene(), [{ op: 'add', node }]).doc
  docStore.getState().load('p1', 'Transform test', doc, 1)
  act(() => dom.root.render(<Selected id={node.id} />))
  return () => docStore.getState().doc.nodes[node.id].transform.scale
}
const input = (id: string) => dom.container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
const type = changeValue
const blur = (el: HTMLInputElement) => act(() => el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))

describe('Transform panel scale rules', () => {
  it('keeps the ratios while locked, and not once unlocked', () => {
    const scale = open({ ...createShape(emptyScene(), 'cube'), transform: { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 2, 4] } })
    type(input('scale-x'), '2')
    expect(scale()).toEqual([2, 4, 8])
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Unlock scale ratio"]')!.click())
    type(input('scale-y'), '1')
    expect(scale()).toEqual([2, 1, 8])
  })

  it('turns an empty or unparsable scale into 1 when the field is left', () => {
    const scale = open(createShape(emptyScene(), 'cube'))
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Unlock scale ratio"]')!.click())
    type(input('scale-x'), '3')
    type(input('scale-x'), '')
    expect(scale()[0]).toBe(3) // empty while typing changes nothing
    blur(input('scale-x'))
    expect(scale()[0]).toBe(1)
  })

  it('forces 2D text z to 1e-5 (read-only) and sets 3D text z to 0.001 times x or y', () => {
    const flat = open(createText(emptyScene(), '2D', [0, 0, 0]))
    type(input('scale-x'), '2')
    expect(flat()[2]).toBe(1e-5)
    expect(input('scale-z').readOnly).toBe(true)
    const solid = open(createText(emptyScene(), '3D', [0, 0, 0]))
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Unlock scale ratio"]')!.click())
    type(input('scale-y'), '3')
    expect(solid()[1]).toBe(3)
    expect(solid()[2]).toBeCloseTo(0.003, 7)
    expect(input('scale-z').readOnly).toBe(false)
  })

  it('drags a scale label by 0.01 per pixel, never below 0.01, as one undo step', () => {
    const scale = open(createShape(emptyScene(), 'cube'))
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Unlock scale ratio"]')!.click())
    const label = input('scale-x').previousElementSibling as HTMLSpanElement
    label.setPointerCapture = () => {}
    const pointer = (type: string, clientX: number) => act(() => label.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, clientX, button: 0 }), { pointerId: 1 })))
    pointer('pointerdown', 100)
    pointer('pointermove', 150)
    expect(scale()[0]).toBeCloseTo(1.5)
    pointer('pointermove', 130)
    expect(scale()[0]).toBeCloseTo(1.3)
    pointer('pointerup', 130)
    pointer('pointerdown', 100)
    pointer('pointermove', -900)
    expect(scale()[0]).toBe(0.01)
    pointer('pointerup', -900)
    act(() => void docStore.getState().undo())
    expect(scale()[0]).toBeCloseTo(1.3)
    act(() => void docStore.getState().undo())
    expect(scale()[0]).toBe(1)
  })
})
