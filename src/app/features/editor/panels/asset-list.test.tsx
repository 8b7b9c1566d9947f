// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { penguinScene } from '../../../../../tests/support/scene-fixtures'
import { AssetList } from './asset-list'
import { docStore, sessionStore } from '../editor-store'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  docStore.getState().load('p1', 'Penguins', penguinScene(3).doc, 1)
  sessionStore.setState({ selection: [], renaming: null })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<AssetList />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const items = () => [...container.querySelectorAll<HTMLLIElement>('li[data-node-id]')]
const rowOf = (id: string) => container.querySelector<HTMLLIElement>(`li[data-node-id="${id}"]`)!
const outline = () => items().map((li) => `${li.getAttribute('aria-level')}:${li.querySelector('.asset-row')!.textContent!.trim()}`)
const fire = (el: Element, type: string) => act(() => void el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })))

describe('the Assets list as a tree', () => {
  it('shows each Body under its own Penguin, and a click selects that very Body (bug 1)', () => {
    expect(outline()).toEqual(['1:Ice', '1:Penguin', '2:Body', '2:Beak', '1:Penguin 2', '2:Body', '2:Beak', '1:Penguin 3', '2:Body', '2:Beak'])
    const bodies = items().filter((li) => li.textContent!.trim() === 'Body')
    act(() => bodies[2].querySelector<HTMLButtonElement>('.asset-row')!.click())
    expect(sessionStore.getState().selection).toEqual(['body-2'])
  })

  it('folds and unfolds a group with an accessible toggle', () => {
    const toggle = rowOf('penguin-1').querySelector<HTMLButtonElement>('button[aria-expanded]')!
    expect(toggle.getAttribute('aria-label')).toBe('Collapse Penguin 2')
    act(() => toggle.click())
    expect(outline()).toEqual(['1:Ice', '1:Penguin', '2:Body', '2:Beak', '1:Penguin 2', '1:Penguin 3', '2:Body', '2:Beak'])
    expect(rowOf('penguin-1').querySelector('button[aria-expanded]')!.getAttribute('aria-expanded')).toBe('false')
    act(() => rowOf('penguin-1').querySelector<HTMLButtonElement>('button[aria-expanded]')!.click())
    expect(items()).toHaveLength(10)
  })

  it('drags a row into a group as one undo step, and undo takes it back', () => {
    const before = docStore.getState().doc
    fire(rowOf('ice').querySelector('.asset-row')!, 'dragstart')
    fire(rowOf('penguin-2'), 'dragover')
    expect(rowOf('penguin-2').className).toContain('drop-into')
    fire(rowOf('penguin-2'), 'drop')
    expect(docStore.getState().doc.nodes.ice.parentId).toBe('penguin-2')
    expect(outline().slice(-3)).toEqual(['2:Body', '2:Beak', '2:Ice'])
    expect(docStore.getState().undoLabel).toBe('Move Ice')
    act(() => void docStore.getState().undo())
    expect(docStore.getState().doc).toEqual(before)
  })

  it('drags a child out of its group onto the empty list: to the end of the top level', () => {
    fire(rowOf('body-0').querySelector('.asset-row')!, 'dragstart')
    fire(container.querySelector('ul')!, 'dragover')
    fire(container.querySelector('ul')!, 'drop')
    expect(docStore.getState().doc.nodes['body-0'].parentId).toBeNull()
    expect(outline().at(-1)).toBe('1:Body')
  })
})
