// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { docStore, sessionStore } from '../editor-store'
import { PreviewPanel } from './preview-panel'
import { previewArea } from './preview-stage'
import { changeValue } from '../../../../../tests/support/dom-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const PROJECT = '0123456789abcdef01234567'
let container: HTMLDivElement
let root: Root
beforeEach(() => {
  const doc = applyOps(emptyScene(), [{ op: 'add', node: createShape(emptyScene(), 'cube') }]).doc
  docStore.getState().load(PROJECT, 'Launch Party', doc, 3)
  sessionStore.setState({ windowType: 'preview', previewType: 'default', previewSize: null })
  previewArea.setState({ width: 800, height: 700 })
  Object.assign(window, { innerWidth: 1280, innerHeight: 800 })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<PreviewPanel />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const input = (id: string) => container.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
const type = changeValue
const blur = (el: HTMLElement) => act(() => el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!

describe('the preview panel', () => {
  it('shows Default Preview as the whole area and switches presets', () => {
    expect(input('preview-width').value).toBe('800')
    expect(input('preview-height').value).toBe('700')
    type(container.querySelector('select')!, 'mobile')
    expect(sessionStore.getState()).toMatchObject({ previewType: 'mobile', previewSize: { width: 375, height: 812 } })
    type(container.querySelector('select')!, 'tab')
    expect(sessionStore.getState().previewSize).toEqual({ width: 600, height: 800 })
    type(container.querySelector('select')!, 'default')
    expect(sessionStore.getState().previewSize).toBeNull()
  })

  it('applies typed sizes only on blur, with the 300 minimum and the window maximum', () => {
    const width = input('preview-width')
    type(width, '12')
    expect(sessionStore.getState().previewSize).toBeNull()
    blur(width)
    expect(sessionStore.getState().previewSize).toEqual({ width: 300, height: 700 })
    expect(width.value).toBe('300')
    const height = input('preview-height')
    type(height, '4000')
    blur(height)
    expect(sessionStore.getState().previewSize).toEqual({ width: 300, height: 800 })
    type(height, 'tall')
    blur(height)
    expect(height.value).toBe('800')
  })

  it('Replay bumps the replay key; Share posts the document without a token and opens the share dialog', async () => {
    act(() => button('Replay').click())
    expect(sessionStore.getState().replayKey).toBe(1)
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: 'f'.repeat(32), url: 'http://host/preview-page/' + 'f'.repeat(32), expires_at: new Date().toISOString() } }), { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    await act(async () => button('Share').click())
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/scene-preview')
    expect(new Headers(init.headers).has('authorization')).toBe(false)
    const body = JSON.parse(init.body as string)
    expect(body.id).toBe(PROJECT)
    expect(JSON.parse(body.scene)).toEqual(docStore.getState().doc)
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Copy Link')
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('says Share failed when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'nope' }), { status: 429 })))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await act(async () => button('Share').click())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
