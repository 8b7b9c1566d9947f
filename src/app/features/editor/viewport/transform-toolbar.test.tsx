// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../editor-store'
import { TransformToolbar } from './transform-toolbar'
import { registerViewportCommands } from './viewport-commands'
import { changeValue } from '../../../../../tests/support/dom-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
let calls: string[]
let unregister: () => void
beforeEach(() => {
  sessionStore.setState({ mode: 'translate', space: 'world', selection: [], zoom: 100, snap: { enabled: false, translate: 0.5, rotate: 15, scale: 0.1 } })
  calls = []
  unregister = registerViewportCommands({
    zoomIn: () => calls.push('zoomIn'),
    zoomOut: () => calls.push('zoomOut'),
    resetCamera: () => calls.push('resetCamera'),
    focusSelection: () => calls.push('focusSelection'),
  })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<TransformToolbar />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  unregister()
})

const button = (name: string) => {
  const found = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const click = (name: string) => act(() => button(name).click())

describe('TransformToolbar', () => {
  it('switches the gizmo mode, showing which is on', () => {
    expect(button('Move (W)').getAttribute('aria-pressed')).toBe('true')
    click('Rotate (E)')
    expect(sessionStore.getState().mode).toBe('rotate')
    expect(button('Rotate (E)').getAttribute('aria-pressed')).toBe('true')
    expect(button('Move (W)').getAttribute('aria-pressed')).toBe('false')
  })

  it('toggles World and Local space', () => {
    expect(button('Transform space').textContent).toBe('World')
    click('Transform space')
    expect(sessionStore.getState().space).toBe('local')
    expect(button('Transform space').textContent).toBe('Local')
    click('Transform space')
    expect(sessionStore.getState().space).toBe('world')
  })

  it('toggles snapping and edits its steps, refusing zero', () => {
    click('Snap')
    expect(sessionStore.getState().snap.enabled).toBe(true)
    expect(button('Snap').getAttribute('aria-pressed')).toBe('true')
    click('Snap steps')
    const input = container.querySelector<HTMLInputElement>('[data-testid="snap-rotate"]')!
    expect(input.value).toBe('15')
    const type = (value: string) => changeValue(input, value)
    type('45')
    expect(sessionStore.getState().snap.rotate).toBe(45)
    type('0')
    expect(sessionStore.getState().snap.rotate).toBe(45)
    act(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })))
    expect(container.querySelector('[data-testid="snap-rotate"]')).toBeNull()
  })

  it('shows the zoom and calls the viewport for zoom and focus', () => {
    expect(container.querySelector('output')!.textContent).toBe('100%')
    click('Zoom in')
    click('Zoom out')
    expect(calls).toEqual(['zoomIn', 'zoomOut'])
    act(() => sessionStore.setState({ zoom: 200 }))
    expect(container.querySelector('output')!.textContent).toBe('200%')
    expect(button('Zoom in').disabled).toBe(true)
    expect(button('Focus selection').disabled).toBe(true)
    act(() => sessionStore.getState().select(['a']))
    click('Focus selection')
    expect(calls).toEqual(['zoomIn', 'zoomOut', 'focusSelection'])
  })
})
