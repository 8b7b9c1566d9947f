// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { toast } from 'react-toastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { docStore, sessionStore } from '../editor-store'
import { SHORTCUTS, useEditorShortcuts } from './use-editor-shortcuts'
import { registerViewportCommands } from '../viewport/viewport-commands'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
let cube: SceneNode
let doc: SceneDocument
const onDelete = vi.fn()
const onImport = vi.fn()
const camera = { zoomIn: vi.fn(), zoomOut: vi.fn(), resetCamera: vi.fn(), focusSelection: vi.fn() }
let unregister: () => void

function Harness() {
  useEditorShortcuts({ onDelete, onImport })
  return <input aria-label="field" />
}

beforeEach(() => {
  doc = emptyScene()
  cube = createShape(doc, 'cube', [1, 0, 1])
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  docStore.getState().load('p1', 'Keys', doc, 1)
  sessionStore.setState({ selection: [], renaming: null, uiHidden: false, mode: 'translate' })
  localStorage.clear()
  vi.clearAllMocks()
  unregister = registerViewportCommands(camera)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<Harness />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  unregister()
})

/** Presses a key on the page; returns whether the editor took it from the browser. */
function press(key: string, mods: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods })
  act(() => void target.dispatchEvent(event))
  return event.defaultPrevented
}
const added = () => Object.values(docStore.getState().doc.nodes).filter((n) => n.id !== cube.id)

describe('editor shortcuts', () => {
  it('copies and pastes with Ctrl or Cmd, and pastes over the selection with Shift', () => {
    sessionStore.getState().select([cube.id])
    expect(press('c', { ctrlKey: true })).toBe(true)
    expect(press('v', { metaKey: true })).toBe(true)
    // A plain paste lands on the ground, clear of the copied cube (placement.ts), not on top of it.
    const [px, py, pz] = added()[0].transform.position
    expect(py).toBe(0.5) // the unit cube's bottom on y = 0
    expect(Math.max(Math.abs(px - 1), Math.abs(pz - 1))).toBeGreaterThanOrEqual(1)
    sessionStore.getState().select([cube.id])
    press('V', { ctrlKey: true, shiftKey: true })
    expect(added()[1].transform.position).toEqual([1, 0, 1])
    press('z', { ctrlKey: true })
    press('z', { ctrlKey: true })
    expect(docStore.getState().doc).toEqual(doc)
    press('Z', { ctrlKey: true, shiftKey: true })
    expect(added()).toHaveLength(1)
    press('y', { ctrlKey: true })
    expect(added()).toHaveLength(2)
  })

  it('cuts, duplicates and selects all', () => {
    sessionStore.getState().select([cube.id])
    press('d', { ctrlKey: true })
    expect(added()).toHaveLength(1)
    press('a', { ctrlKey: true })
    expect(sessionStore.getState().selection).toHaveLength(2)
    press('x', { ctrlKey: true })
    expect(docStore.getState().doc.nodes).toEqual({})
    expect(docStore.getState().undoLabel).toBe('Cut 2 objects')
  })

  it('starts a rename with F2 and leaves Ctrl+R to the browser', () => {
    sessionStore.getState().select([cube.id])
    expect(press('r', { ctrlKey: true })).toBe(false)
    expect(sessionStore.getState().mode).toBe('translate')
    sessionStore.setState({ uiHidden: true })
    expect(press('F2')).toBe(true)
    expect(sessionStore.getState().renaming).toBe(cube.id)
    expect(sessionStore.getState().uiHidden).toBe(false)
  })

  it('toggles the UI, zooms the viewport instead of the page, resets and focuses the camera', () => {
    expect(press('/', { ctrlKey: true, code: 'Slash' } as KeyboardEventInit)).toBe(true)
    expect(sessionStore.getState().uiHidden).toBe(true)
    press('/', { ctrlKey: true })
    expect(sessionStore.getState().uiHidden).toBe(false)
    expect(press('=', { ctrlKey: true })).toBe(true)
    expect(press('-', { metaKey: true })).toBe(true)
    expect(press('®', { altKey: true, code: 'KeyR' } as KeyboardEventInit)).toBe(true)
    press('f')
    expect([camera.zoomIn, camera.zoomOut, camera.resetCamera, camera.focusSelection].map((f) => f.mock.calls.length)).toEqual([1, 1, 1, 1])
  })

  it('toasts when the browser refuses full screen', async () => {
    const error = vi.spyOn(toast, 'error')
    await act(async () => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'F', ctrlKey: true, shiftKey: true, bubbles: true })))
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/full screen/i), expect.anything())
  })

  it('W/E/R set the mode; Ctrl+O imports; Delete asks first; Esc deselects', () => {
    press('e')
    expect(sessionStore.getState().mode).toBe('rotate')
    press('r')
    expect(sessionStore.getState().mode).toBe('scale')
    expect(press('o', { ctrlKey: true })).toBe(true)
    expect(onImport).toHaveBeenCalledOnce()
    sessionStore.getState().select([cube.id])
    press('Delete')
    expect(onDelete).toHaveBeenCalledOnce()
    expect(docStore.getState().doc.nodes[cube.id]).toBeDefined()
    press('Escape')
    expect(sessionStore.getState().selection).toEqual([])
  })

  it('does nothing while typing in a field', () => {
    const input = container.querySelector('input')!
    sessionStore.getState().select([cube.id])
    expect(press('a', { ctrlKey: true }, input)).toBe(false)
    press('w', {}, input)
    press('Delete', {}, input)
    expect(sessionStore.getState().selection).toEqual([cube.id])
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('lists every shortcut in the Shortcuts panel', () => {
    const keys = SHORTCUTS.map(([k]) => k).join(' ')
    for (const k of ['Ctrl+C', 'Ctrl+X', 'Ctrl+V', 'Ctrl+Shift+V', 'Ctrl+D', 'Ctrl+A', 'F2', 'Ctrl+/', 'Ctrl+Shift+F', 'Ctrl+=', 'Ctrl+-', 'Alt+R', 'Ctrl+O', 'Ctrl+S', 'Ctrl+Y', 'Esc']) expect(keys).toContain(k)
  })
})
