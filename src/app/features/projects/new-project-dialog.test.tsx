// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@app/lib/api'

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), warn: vi.fn(), info: vi.fn() } }))
const { NewProjectDialog } = await import('./new-project-dialog')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let host: HTMLDivElement
const posted: { url?: string; data?: unknown }[] = []
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  // Multipart bodies are recorded as their fields, a file by its name.
  const data = config.data instanceof FormData
    ? Object.fromEntries([...config.data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]))
    : JSON.parse(String(config.data))
  posted.push({ url: config.url, data })
  return { data: { success: true, message: 'Project created successfully', data: { _id: 'a'.repeat(24) } }, status: 201, statusText: 'Created', headers: {}, config }
}
const assign = vi.fn()

beforeEach(() => {
  posted.length = 0
  api.defaults.adapter = adapter
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root.render(<NewProjectDialog onClose={() => {}} />))
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const byText = (selector: string, text: string) => [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent?.includes(text))!
const typeLabels = () => [...document.querySelectorAll('.np-type-label')].map((e) => e.textContent)

describe('NewProjectDialog categories', () => {
  it('offers every category, none Coming Soon, and each shows its own project types', () => {
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')]
    expect(tabs.map((t) => t.textContent)).toEqual(['Augmented Reality', 'Virtual Reality', 'Web 3D', 'AR Glasses'])
    expect(tabs.every((t) => !t.disabled)).toBe(true)
    expect(typeLabels()).toContain('Surface Target')
    for (const [category, label] of [['Virtual Reality', 'VR Scene'], ['Web 3D', '3D Web Embed'], ['AR Glasses', 'Passthrough AR']]) {
      act(() => byText('[role=tab]', category).click())
      expect(byText('[role=tab]', category).getAttribute('aria-selected')).toBe('true')
      expect(typeLabels()).toEqual([label])
      expect(byText('.np-type', label).querySelector('.np-type-desc')?.textContent).toBeTruthy()
      expect((byText('.np-type', label) as HTMLButtonElement).disabled).toBe(false)
    }
  })

  it.each([
    ['Virtual Reality', 'VR Scene', '/experience/vr/create'],
    ['Web 3D', '3D Web Embed', '/experience/web3d/create'],
    ['AR Glasses', 'Passthrough AR', '/experience/glasses/create'],
  ])('%s → %s creates through %s and opens the editor', async (category, label, url) => {
    act(() => byText('[role=tab]', category).click())
    act(() => byText('.np-type', label).click())
    const input = document.querySelector<HTMLInputElement>('input[name=project_name]')!
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'My world')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      byText('button', 'Create Project').click()
    })
    await vi.waitFor(() => expect(assign).toHaveBeenCalled())
    expect(posted).toEqual([{ url, data: { project_name: 'My world', comment: '' } }])
    expect(assign).toHaveBeenLastCalledWith(`/gridpage/${'a'.repeat(24)}`)
  })
})

const typeName = (value: string) => {
  const input = document.querySelector<HTMLInputElement>('input[name=project_name]')!
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const pick = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('[data-testid=scan-input]')!
  Object.defineProperty(input, 'files', { value: files, configurable: true })
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })))
}

describe('NewProjectDialog Area Tracking', () => {
  it('is selectable and asks for the room scan as one .glb, with clear errors', async () => {
    const area = byText('.np-type', 'Area Tracking') as HTMLButtonElement
    expect(area.disabled).toBe(false)
    expect(area.querySelector('.np-soon')).toBeNull()
    act(() => area.click())
    expect(byText('.field-label', 'Room scan (.glb)')).toBeTruthy()
    typeName('Living room')
    await act(async () => byText('button', 'Create Project').click())
    expect(document.querySelector('[role=alert]')?.textContent).toBe("scanContent is required: the room's scan as a .glb file")
    pick([new File(['x'], 'room.zip')])
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Only .glb scans are accepted for Area Tracking')
    pick([new File(['x'], 'a.glb'), new File(['y'], 'b.glb')])
    expect(document.querySelector('[role=alert]')?.textContent).toBe('We accept only one file at a time')
    pick([new File(['glTF'], 'room.glb')])
    expect(document.querySelector('[role=alert]')).toBeNull()
    expect(byText('.np-drop', 'room.glb')).toBeTruthy()
    expect(posted).toEqual([])
  })

  it('creates through the area route with the scan as scanContent and opens the editor', async () => {
    act(() => byText('.np-type', 'Area Tracking').click())
    typeName('Living room')
    pick([new File(['glTF'], 'room.glb')])
    await act(async () => byText('button', 'Create Project').click())
    await vi.waitFor(() => expect(assign).toHaveBeenCalled())
    expect(posted).toEqual([{ url: '/experience/area/create', data: { project_name: 'Living room', comment: '', scanContent: 'room.glb' } }])
    expect(assign).toHaveBeenLastCalledWith(`/gridpage/${'a'.repeat(24)}`)
  })
})
