// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import { createSplat } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import type { NodeOf } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import { SplatCropPanel } from './splat-crop-panel'

const dom = useDomRoot()
const asset = { id: 'ball', type: 'splat' as const, name: 'ball.ply', url: '/uploads/media/ball.spz', size: 100, mime: 'application/octet-stream' }

function Selected() {
  const node = useDoc((s) => s.doc.nodes.splat) as NodeOf<'splat'>
  return <SplatCropPanel node={node} />
}
function open() {
  let doc = applyOps(emptyScene(), [{ op: 'add-asset', asset }]).doc
  doc = applyOps(doc, [{ op: 'add', node: { ...createSplat(doc, asset), id: 'splat' } }]).doc
  docStore.getState().load('p1', 'Crop test', doc, 1)
  act(() => dom.root.render(<Selected />))
  return () => (docStore.getState().doc.nodes.splat as NodeOf<'splat'>).crop
}
const input = (id: string) => dom.container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
const blur = (el: HTMLInputElement) => act(() => el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))

describe('Splat crop panel', () => {
  it('turns the crop on (a 2 m box before the splat has loaded), moves a corner, and each is one undo step', () => {
    const crop = open()
    expect(input('crop-min-x')).toBeNull()
    act(() => input('splat-crop').click())
    expect(crop()).toEqual({ min: [-1, -1, -1], max: [1, 1, 1] })
    changeValue(input('crop-min-x'), '0')
    blur(input('crop-min-x'))
    expect(crop()).toEqual({ min: [0, -1, -1], max: [1, 1, 1] })
    expect(docStore.getState().undo()).toMatch(/^Crop/)
    expect(crop()).toEqual({ min: [-1, -1, -1], max: [1, 1, 1] })
    docStore.getState().undo()
    expect(crop()).toBeUndefined()
  })

  it('does not commit a corner past its partner, and says why', () => {
    const crop = open()
    act(() => input('splat-crop').click())
    changeValue(input('crop-max-y'), '-2')
    expect(crop()).toEqual({ min: [-1, -1, -1], max: [1, 1, 1] })
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/min below max/)
  })

  it('Reset and the checkbox both clear the crop', () => {
    const crop = open()
    act(() => input('splat-crop').click())
    act(() => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Reset')!.click())
    expect(crop()).toBeUndefined()
    act(() => input('splat-crop').click())
    act(() => input('splat-crop').click())
    expect(crop()).toBeUndefined()
  })
})
