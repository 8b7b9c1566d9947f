// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { toast } from 'react-toastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneNode } from '@shared/scene/schema'
import { api } from '@app/lib/api'
import { ACCESS_MESSAGES } from '@shared/api/teams'
import { docStore, sessionStore } from '../editor-store'
import { accessStore } from '../read-only'
import { LeftPanel } from './side-panels'
import { changeValue } from '../../../../../tests/support/dom-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ORDER = ['Save', 'New File', 'Duplicate File', 'Open/Import', 'Move To...', 'Version History', 'Undo', 'Redo', 'Copy', 'Cut', 'Duplicate', 'Paste', 'Paste Over Selection', 'Select All Objects', 'Rename', 'Toggle UI', 'Toggle Fullscreen', 'Zoom In', 'Zoom Out', 'Reset Camera']

let container: HTMLDivElement
let root: Root
let cube: SceneNode
let onImport: ReturnType<typeof vi.fn<() => void>>

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>
}

beforeEach(() => {
  let doc = emptyScene()
  cube = createShape(doc, 'cube')
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  docStore.getState().load('p1', 'A rather long project name', doc, 1)
  sessionStore.setState({ selection: [], renaming: null, uiHidden: false })
  localStorage.clear()
  onImport = vi.fn<() => void>()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/gridpage/p1']}>
        <Routes>
          <Route path="/gridpage/:id" element={<><LeftPanel onBack={() => {}} onImport={onImport} /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    ),
  )
})
afterEach(() => {
  accessStore.setState({ role: null, readOnly: false })
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

const q = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)
const menuButton = () => q<HTMLButtonElement>('[aria-label="Menu"]')!
const items = () => [...document.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')]
const item = (label: string) => items().find((b) => b.querySelector('span')?.textContent === label)!
const openMenu = () => act(() => menuButton().click())
const key = (el: Element, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })))
const type = changeValue

describe('File/Edit menu', () => {
  it('lists every spec entry in order with its shortcut, and locks page scrolling while open', () => {
    openMenu()
    expect(q('[role="menu"]')).not.toBeNull()
    expect(items().map((b) => b.querySelector('span')!.textContent)).toEqual(ORDER)
    expect(item('Paste Over Selection').querySelector('kbd')!.textContent).toBe('Ctrl+Shift+V')
    expect(item('Rename').querySelector('kbd')!.textContent).toBe('F2')
    expect(item('Move To...').disabled).toBe(true)
    expect(item('Move To...').title).toMatch(/folders/i)
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.activeElement).toBe(item('Save'))
    key(document.activeElement!, 'Escape')
    expect(q('[role="menu"]')).toBeNull()
    expect(document.body.style.overflow).toBe('')
    expect(document.activeElement).toBe(menuButton())
  })

  it('disables selection entries without a selection and enables them with one', () => {
    openMenu()
    for (const label of ['Copy', 'Cut', 'Duplicate', 'Paste Over Selection', 'Rename', 'Undo', 'Paste']) expect(item(label).disabled, label).toBe(true)
    act(() => menuButton().click())
    act(() => sessionStore.getState().select([cube.id]))
    openMenu()
    for (const label of ['Copy', 'Cut', 'Duplicate', 'Rename']) expect(item(label).disabled, label).toBe(false)
    act(() => item('Copy').click())
    openMenu()
    expect(item('Paste').disabled).toBe(false)
    expect(item('Paste Over Selection').disabled).toBe(false)
  })

  it('moves with the arrow keys over enabled entries and closes on an outside click', () => {
    openMenu()
    key(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(item('New File'))
    key(document.activeElement!, 'ArrowUp')
    key(document.activeElement!, 'ArrowUp')
    expect(document.activeElement).toBe(item('Reset Camera'))
    key(document.activeElement!, 'Home')
    for (let i = 0; i < 4; i++) key(document.activeElement!, 'ArrowDown')
    // Move To... is disabled, so it is skipped.
    expect(document.activeElement).toBe(item('Version History'))
    act(() => void document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })))
    expect(q('[role="menu"]')).toBeNull()
  })

  it('runs entries: Open/Import, Toggle UI, Select All', () => {
    openMenu()
    act(() => item('Open/Import').click())
    expect(onImport).toHaveBeenCalledOnce()
    openMenu()
    act(() => item('Toggle UI').click())
    expect(sessionStore.getState().uiHidden).toBe(true)
    openMenu()
    act(() => item('Select All Objects').click())
    expect(sessionStore.getState().selection).toEqual([cube.id])
  })

  it('Duplicate File duplicates on the server and opens the copy', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { data: { _id: 'copy42' }, message: 'Project duplicated' } })
    const success = vi.spyOn(toast, 'success')
    openMenu()
    await act(async () => item('Duplicate File').click())
    expect(post).toHaveBeenCalledWith('/experience/duplicate/p1')
    expect(success).toHaveBeenCalledWith('Project duplicated')
    expect(q('[data-testid="path"]')!.textContent).toBe('/gridpage/copy42')
  })

  it('a viewer is offered neither Duplicate File nor Copy/Cut, and says why', () => {
    act(() => accessStore.setState({ role: 'viewer', readOnly: true }))
    act(() => sessionStore.getState().select([cube.id]))
    openMenu()
    for (const label of ['Duplicate File', 'Copy', 'Cut']) {
      expect(item(label).disabled, label).toBe(true)
      expect(item(label).title, label).toBe(ACCESS_MESSAGES.copyNeedsEditor)
    }
    act(() => menuButton().click())
    act(() => accessStore.setState({ role: 'editor', readOnly: false }))
    openMenu()
    for (const label of ['Duplicate File', 'Copy', 'Cut']) expect(item(label).disabled, label).toBe(false)
  })
})

describe('renaming', () => {
  it('renames an object inline from the menu: Enter commits one undo step, Escape and blank change nothing', () => {
    act(() => sessionStore.getState().select([cube.id]))
    openMenu()
    act(() => item('Rename').click())
    expect(sessionStore.getState().renaming).toBe(cube.id)
    let input = q<HTMLInputElement>('.asset-list input')!
    expect(input.value).toBe('Cube')
    type(input, 'Hero box')
    key(input, 'Escape')
    expect(q('.asset-list input')).toBeNull()
    expect(docStore.getState().doc.nodes[cube.id].name).toBe('Cube')
    expect(sessionStore.getState().selection).toEqual([cube.id])

    act(() => q<HTMLButtonElement>('.asset-list button[title="Cube"]')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true })))
    input = q<HTMLInputElement>('.asset-list input')!
    type(input, '   ')
    key(input, 'Enter')
    expect(docStore.getState().canUndo).toBe(false)

    act(() => sessionStore.setState({ renaming: cube.id }))
    input = q<HTMLInputElement>('.asset-list input')!
    type(input, '  Hero box ')
    act(() => input.blur())
    expect(docStore.getState().doc.nodes[cube.id].name).toBe('Hero box')
    expect(docStore.getState().undoLabel).toBe('Rename Cube')
    expect(sessionStore.getState().renaming).toBeNull()
    act(() => void docStore.getState().undo())
    expect(docStore.getState().doc.nodes[cube.id].name).toBe('Cube')
  })

  it('edits the project name: shown cut to 18, max 64, saved on the server on Enter', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} })
    const name = q<HTMLButtonElement>('.editor-name-btn')!
    expect(name.textContent).toBe('A rather long proj')
    act(() => name.click())
    const input = q<HTMLInputElement>('input[aria-label="Project name"]')!
    expect(input.maxLength).toBe(64)
    type(input, 'Shop window')
    await act(async () => key(input, 'Enter'))
    expect(patch).toHaveBeenCalledWith('/experience/update/experience-name/p1', { project_name: 'Shop window' })
    expect(docStore.getState().projectName).toBe('Shop window')
    expect(q('.editor-name-btn')!.textContent).toBe('Shop window')
  })

  it('keeps the old project name and shows the server error when the rename fails', async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(Object.assign(new Error('bad'), { isAxiosError: true, response: { data: { message: 'Name taken' } } }))
    const error = vi.spyOn(toast, 'error')
    act(() => q<HTMLButtonElement>('.editor-name-btn')!.click())
    const input = q<HTMLInputElement>('input[aria-label="Project name"]')!
    type(input, 'Other')
    await act(async () => input.blur())
    expect(error).toHaveBeenCalledWith('Name taken', expect.anything())
    expect(docStore.getState().projectName).toBe('A rather long project name')
  })
})
