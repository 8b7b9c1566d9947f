// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import { localBackend, type BackendFactory } from '@shared/scene/doc-backend'

const api = vi.hoisted(() => ({ put: vi.fn(), patch: vi.fn() }))
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }))
vi.mock('@app/lib/api', () => ({ api, errorMessage: (_: unknown, fallback: string) => fallback }))
vi.mock('react-toastify', () => ({ toast }))

const { captureThumbnail, refreshThumbnail } = await import('./scene-thumbnail')
const { saveScene } = await import('./editor-actions')
const { docStore } = await import('../editor-store')
const { viewportProbe } = await import('../viewport/viewport-probe')

const PNG = 'data:image/png;base64,iVBORw0KGgo='
let drawn: unknown[][]
/** A stand-in for the WebGL canvas: a 1200×800 element and a renderer that counts its frames. */
function fakeViewport() {
  const domElement = document.createElement('canvas')
  domElement.width = 1200
  domElement.height = 800
  const gl = { render: vi.fn(), domElement }
  viewportProbe.three = () => ({ gl, scene: {}, camera: {} }) as never
  return gl
}

beforeEach(() => {
  drawn = []
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage: (...args: unknown[]) => drawn.push(args) }) as never)
  // jsdom has no encoder: toBlob answers the PNG's bytes, which FileReader turns back into PNG.
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
    callback(new Blob([Uint8Array.from(atob(PNG.split(',')[1]), (c) => c.charCodeAt(0))], { type: 'image/png' }))
  })
  docStore.getState().load('aaaaaaaaaaaaaaaaaaaaaaaa', 'Sofa', emptyScene(), 2)
  api.put.mockResolvedValue({ data: { data: { revision: 3 } } })
  api.patch.mockResolvedValue({ data: { success: true } })
})
afterEach(() => {
  vi.restoreAllMocks()
  api.put.mockReset()
  api.patch.mockReset()
  for (const fn of Object.values(toast)) fn.mockReset()
  delete viewportProbe.three
})

describe('captureThumbnail', () => {
  it('renders a fresh frame and scales it to 480 px wide', async () => {
    const gl = fakeViewport()
    expect(await captureThumbnail()).toBe(PNG)
    expect(gl.render).toHaveBeenCalledTimes(1)
    expect(drawn).toEqual([[gl.domElement, 0, 0, 480, 320]])
  })

  it('answers null when no viewport is mounted', async () => {
    expect(await captureThumbnail()).toBeNull()
  })
})

describe('saveScene and the thumbnail', () => {
  it('sends the rendered scene as the thumbnail after a successful save', async () => {
    fakeViewport()
    expect(await saveScene()).toBe(true)
    expect(toast.success).toHaveBeenCalledWith('Sofa, Your Project saved successfully.')
    await vi.waitFor(() => expect(api.patch).toHaveBeenCalledWith('/experience/project/aaaaaaaaaaaaaaaaaaaaaaaa/thumbnail/img', { thumbnailImg: PNG }))
    // Changes are kept as they are made (the live backend): Save writes nothing of its own.
    expect(api.put).not.toHaveBeenCalled()
  })

  it('logs a failed thumbnail and still reports the save as done', async () => {
    fakeViewport()
    api.patch.mockRejectedValue(new Error('offline'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await saveScene()).toBe(true)
    expect(toast.success).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('thumbnail update failed', expect.any(Error)))
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('says how many changes wait, and sends no thumbnail, while the backend cannot reach the server', async () => {
    fakeViewport()
    const offline: BackendFactory = (doc, show) => ({ ...localBackend(doc, show), waiting: 2, idle: async () => false })
    docStore.getState().load('aaaaaaaaaaaaaaaaaaaaaaaa', 'Sofa', emptyScene(), 2, offline)
    expect(await saveScene()).toBe(false)
    expect(toast.warn).toHaveBeenCalledWith('Offline — 2 changes waiting. They are kept and sent when the connection returns.')
    expect(toast.success).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 0))
    expect(api.patch).not.toHaveBeenCalled()
  })

  it('swallows a capture that throws (a lost WebGL context)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(
      refreshThumbnail('p', () => {
        throw new Error('context lost')
      }),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(api.patch).not.toHaveBeenCalled()
  })
})
