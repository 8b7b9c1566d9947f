// @vitest-environment jsdom
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import { docStore } from '../editor-store'
import { areaPickStore, pickPoint, stopPicking } from '../../area-tracking/area-pick-store'
import { AreaPointsPanel } from './area-points-panel'

const dom = useDomRoot()
const room = (): SceneDocument => {
  const doc = emptyScene()
  return { ...doc, settings: { ...doc.settings, area: { scanUrl: `/uploads/media/${'b'.repeat(64)}.glb`, points: [] } } }
}
const points = () => docStore.getState().doc.settings.area!.points
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name)!
const input = (label: string) => dom.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!
const enter = (el: HTMLInputElement) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
/** What a click on the scan does while picking (area-markers.tsx hands the point over). */
const clickScan = (point: [number, number, number]) => act(() => pickPoint(point))

describe('AreaPointsPanel', () => {
  beforeEach(() => {
    stopPicking()
    docStore.getState().load('p1', 'Room', room(), 1)
    act(() => dom.root.render(<AreaPointsPanel />))
  })

  it('adds points by clicking the scan, names and nudges them, all undoable', () => {
    expect(dom.container.textContent).toContain('Mark at least 2 reference points')
    act(() => button('Add reference point').click())
    expect(dom.container.querySelector('[role=status]')?.textContent).toContain('Click the grey scan where point 1 is.')
    clickScan([1.23456, 0, -2])
    expect(points()).toEqual([{ label: 'Point 1', position: [1.235, 0, -2] }])
    expect(areaPickStore.getState().picking).toBeNull()
    act(() => button('Add reference point').click())
    clickScan([-1, 0.75, 1])
    changeValue(input('Name of point 1'), 'Door corner')
    enter(input('Name of point 1'))
    changeValue(input('Point 2 Y (m)'), '0.8')
    enter(input('Point 2 Y (m)'))
    expect(points()).toEqual([
      { label: 'Door corner', position: [1.235, 0, -2] },
      { label: 'Point 2', position: [-1, 0.8, 1] },
    ])
    expect(dom.container.textContent).not.toContain('Mark at least 2')
    act(() => void docStore.getState().undo())
    expect(points()[1].position).toEqual([-1, 0.75, 1])
  })

  it('shows the door refusing a blank name, and reorders and removes points', () => {
    for (const p of [[0, 0, 0], [2, 0, 0]] as [number, number, number][]) {
      act(() => button('Add reference point').click())
      clickScan(p)
    }
    changeValue(input('Name of point 1'), '  ')
    enter(input('Name of point 1'))
    expect(dom.container.querySelector('[role=alert]')?.textContent).toMatch(/reference point needs a name/)
    expect(points()[0].label).toBe('Point 1')
    act(() => button('Tap point 2 earlier').click())
    expect(points().map((p) => p.label)).toEqual(['Point 2', 'Point 1'])
    act(() => button('Remove point 1').click())
    expect(points().map((p) => p.label)).toEqual(['Point 1'])
  })
})
