// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UploadedAsset } from '@shared/api/assets'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { MIGRATIONS } from '@shared/scene/migrations'
import { applyOps } from '@shared/scene/ops'
import { sceneSchema, type Material, type NodeOf, type SceneDocument } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'
import { PropertiesPanel } from './properties-panel'
import { changeValue } from '../../../../../tests/support/dom-root'

const uploaded: UploadedAsset = { id: 'up1', tempId: 't', type: 'image', name: 'bumps.png', url: '/uploads/media/bumps.png', size: 10, mime: 'image/png', originalUrl: '/x', originalSize: 10, originalMime: 'image/png' }
const startUploads = vi.fn(async (_project: string, _files: File[], onUploaded: (items: UploadedAsset[]) => void) => onUploaded([uploaded]))
vi.mock('../../media', () => ({ startUploads: (...args: Parameters<typeof startUploads>) => startUploads(...args) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let container: HTMLDivElement
let root: Root
let id: string

function Harness() {
  const node = useDoc((s) => s.doc.nodes[id])
  return node ? <PropertiesPanel node={node} /> : null
}

/** A cube (its material patched) and a brick image asset, mounted through the real properties panel. */
function mount(patch: Partial<Material> = {}) {
  let doc: SceneDocument = emptyScene()
  const cube = createShape(doc, 'cube')
  id = cube.id
  doc = applyOps(doc, [
    { op: 'add', node: { ...cube, material: { ...cube.material, ...patch } } },
    { op: 'add-asset', asset: { id: 'brick', type: 'image', name: 'brick.png', url: '/b.png', size: 1, mime: 'image/png' } },
  ]).doc
  docStore.getState().load('p1', 'P', doc, 1)
  act(() => root.render(<Harness />))
}
const material = () => (docStore.getState().doc.nodes[id] as NodeOf<'shape'>).material
const valid = () => sceneSchema.parse(docStore.getState().doc)

/** The control of the field whose label starts with `label`, if it is shown. */
function field<T extends Element = HTMLInputElement>(label: string, selector = 'select, input:not([type=range])'): T | null {
  const box = [...container.querySelectorAll('.prop-field')].find((f) => f.firstElementChild?.textContent?.trim().startsWith(label))
  return box?.querySelector<T>(selector) ?? null
}
function set(el: HTMLInputElement | HTMLSelectElement | null, value: string) {
  if (!el) throw new Error('no such field')
  changeValue(el, value)
}
const toggle = (label: string) => act(() => container.querySelector<HTMLInputElement>(`input[aria-label="${label} enabled"]`)!.click())
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  startUploads.mockClear()
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

describe('Material panel', () => {
  it('Metallic toggle: on shows its sliders and map; off resets metallic, smoothness and map', () => {
    mount()
    expect(field('Smoothness')).toBeNull()
    toggle('Metallic')
    expect(material().metallicEnabled).toBe(true)
    set(field('Metallic', 'input[aria-label="Metallic value"]'), '0.8')
    set(field('Smoothness'), '0.9')
    set(field('Metallic map'), 'brick')
    wait(300)
    expect(material()).toMatchObject({ metallic: 0.8, smoothness: 0.9, metallicMapAssetId: 'brick' })
    toggle('Metallic')
    expect(material()).toMatchObject({ metallicEnabled: false, metallic: 0, smoothness: 0.5, metallicMapAssetId: null })
    expect(field('Smoothness')).toBeNull()
    expect(field('Metallic map')).toBeNull()
    valid()
  })

  it('shows an older shiny material (a v1 document, without the toggle field) as Metallic on once migrated', () => {
    const { metallicEnabled: _, ...v1 } = { ...createShape(emptyScene(), 'cube').material, smoothness: 0.9 }
    const migrated = MIGRATIONS[1].up({ nodes: { x: { material: v1 } } }) as { nodes: { x: { material: Material } } }
    mount(migrated.nodes.x.material)
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Metallic enabled"]')!.checked).toBe(true)
    expect(field('Smoothness')!.value).toBe('0.9')
  })

  it('number fields take digits and one point, clamp to the range and commit 300 ms later', () => {
    mount({ metallicEnabled: true })
    const smooth = field('Smoothness')!
    set(smooth, '0.9')
    set(smooth, '0.9.') // a second point is refused
    expect(smooth.value).toBe('0.9')
    set(smooth, '-1')
    expect(smooth.value).toBe('0.9')
    wait(299)
    expect(material().smoothness).toBe(0.5)
    wait(1)
    expect(material().smoothness).toBe(0.9)
    set(smooth, '3')
    wait(300)
    expect(material().smoothness).toBe(0.95)
    act(() => smooth.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(smooth.value).toBe('0.95')
    const range = field<HTMLInputElement>('Smoothness', 'input[type=range]')!
    expect([range.min, range.max, range.step]).toEqual(['0', '0.95', '0.05'])
  })

  it('a slider change made before another node is selected still lands on its own node', () => {
    mount({ metallicEnabled: true })
    const first = id
    const other = { ...createShape(docStore.getState().doc, 'sphere'), material: { ...material(), smoothness: 0.2 } }
    docStore.getState().commit('Add sphere', [{ op: 'add', node: other }])
    set(field('Smoothness'), '0.9')
    id = other.id
    act(() => root.render(<Harness />))
    expect(field('Smoothness')!.value).toBe('0.2')
    wait(300)
    expect((docStore.getState().doc.nodes[first] as NodeOf<'shape'>).material.smoothness).toBe(0.9)
    expect(material().smoothness).toBe(0.2)
  })

  it('Emission toggle: on is white with a colour and a map; off clears both', () => {
    mount()
    expect(field('Emission colour')).toBeNull()
    toggle('Emission')
    expect(material().emission).toBe('#FFFFFF')
    set(field('Emission map'), 'brick')
    expect(material().emissionMapAssetId).toBe('brick')
    toggle('Emission')
    expect(material()).toMatchObject({ emission: null, emissionMapAssetId: null })
    expect(field('Emission map')).toBeNull()
    valid()
  })

  it('shows Transparency only for Fade and Transparent', () => {
    mount()
    expect(field('Transparency')).toBeNull()
    set(field('Rendering mode'), 'Cutout')
    expect(field('Transparency')).toBeNull()
    set(field('Rendering mode'), 'Fade')
    expect(field<HTMLSelectElement>('Transparency')!.value).toBe('Alpha')
    set(field('Transparency'), 'Blend')
    expect(material().transparency).toBe('Blend')
    set(field('Rendering mode'), 'Transparent')
    expect(field<HTMLSelectElement>('Transparency')!.value).toBe('Blend')
  })

  it('map selects offer Unselected, the images and Map; Map opens the file picker', () => {
    mount()
    const normal = field<HTMLSelectElement>('Normal map')!
    expect([...normal.options].map((o) => o.text)).toEqual(['Unselected', 'brick.png', 'Map'])
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function () {})
    set(normal, '__pick__')
    expect(click).toHaveBeenCalledTimes(1)
    const picked = click.mock.contexts[0] as HTMLInputElement
    expect(picked.type).toBe('file')
    expect(normal.parentElement!.contains(picked)).toBe(true)
    expect(material().normalMapAssetId).toBeNull()
    expect(docStore.getState().canUndo).toBe(false)
    click.mockRestore()
  })

  it('uploads the picked file, adds it and selects it as the map in one undo step', async () => {
    mount()
    const input = field<HTMLInputElement>('Normal map', 'input[type=file]')!
    const file = new File(['x'], 'bumps.png', { type: 'image/png' })
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })))
    expect(startUploads).toHaveBeenCalledWith('p1', [file], expect.any(Function), 'image')
    expect(material().normalMapAssetId).toBe('up1')
    expect(docStore.getState().doc.assets.up1).toMatchObject({ type: 'image', url: '/uploads/media/bumps.png' })
    expect(field<HTMLSelectElement>('Normal map')!.value).toBe('up1')
    valid()
    act(() => void docStore.getState().undo())
    expect(material().normalMapAssetId).toBeNull()
    expect(docStore.getState().doc.assets.up1).toBeUndefined()
    expect(docStore.getState().canUndo).toBe(false)
  })

  it('choosing Unselected clears a texture', () => {
    mount({ textureAssetId: 'brick' })
    set(field('Texture map'), '')
    expect(material().textureAssetId).toBeNull()
  })
})
