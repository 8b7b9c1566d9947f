// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MEDIA_MESSAGES, type UploadedAsset } from '@shared/api/assets'
import { api } from '@app/lib/api'

const toastError = vi.fn()
vi.mock('react-toastify', () => ({ toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn() } }))

const { UploadDialog } = await import('./upload-dialog')
const { uploadFiles } = await import('./media-api')
const { useUploads } = await import('./upload-store')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const MB = 1024 * 1024
const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type })
const item = (name: string): UploadedAsset => ({
  id: '0123456789abcdef01234567',
  tempId: 'temp-1',
  type: 'image',
  name,
  url: `/uploads/media/${'a'.repeat(64)}.png`,
  size: 10,
  mime: 'image/png',
  originalUrl: `/uploads/media/${'a'.repeat(64)}.png`,
  originalSize: 10,
  originalMime: 'image/png',
})

interface Sent {
  url: string
  form: FormData
}
let sent: Sent[]
let answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }
const realAdapter = api.defaults.adapter

beforeEach(() => {
  sent = []
  toastError.mockClear()
  useUploads.setState({ jobs: [] })
  answer = (config) => ({ status: 201, data: { success: true, data: { data: [item((config.data as FormData).get('files') instanceof File ? ((config.data as FormData).get('files') as File).name : 'x')] } } })
  const adapter: AxiosAdapter = async (config) => {
    sent.push({ url: config.url!, form: config.data as FormData })
    config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true, upload: true })
    config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 50, lengthComputable: true, upload: true })
    const { status, data } = answer(config)
    const response = { status, data, statusText: '', headers: {}, config }
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response)
    return response
  }
  api.defaults.adapter = adapter
})
afterEach(() => {
  api.defaults.adapter = realAdapter
})

describe('uploadFiles', () => {
  it('refuses by the spec rules before sending, sends the rest one request each, reports progress', async () => {
    const progress: [string, number][] = []
    const outcome = await uploadFiles('p1', [fileOf('big.png', 3 * MB), fileOf('ok.png', 10), fileOf('song.ogg', 10), fileOf('model.glb', 20)], (f, x) => progress.push([f.name, x]))
    expect(outcome.failures.map((f) => [f.file.name, f.message, f.local])).toEqual([
      ['big.png', MEDIA_MESSAGES.imageTooLarge, true],
      ['song.ogg', MEDIA_MESSAGES.audioFormat, true],
    ])
    expect(sent.map((s) => s.url).sort()).toEqual(['/assets/image/bulk', '/assets/mesh/bulk'])
    const form = sent.find((s) => s.url === '/assets/image/bulk')!.form
    expect(form.get('projectId')).toBe('p1')
    expect(JSON.parse(form.get('assets') as string)).toMatchObject([{ name: 'ok.png', fileIndex: 0 }])
    expect((form.get('files') as File).name).toBe('ok.png')
    expect(progress).toContainEqual(['ok.png', 0.5])
    expect(outcome.items.map((i) => i.name)).toEqual(['ok.png', 'model.glb'])
  })

  it("keeps the server's message when it refuses a file", async () => {
    answer = () => ({ status: 422, data: { success: false, message: MEDIA_MESSAGES.invalidGlb } })
    const outcome = await uploadFiles('p1', [fileOf('broken.glb', 10)])
    expect(outcome.failures).toMatchObject([{ message: MEDIA_MESSAGES.invalidGlb, local: false }])
  })
})

describe('UploadDialog', () => {
  let host: HTMLDivElement
  let root: Root
  const render = (props: Partial<Parameters<typeof UploadDialog>[0]> = {}) => {
    const onClose = vi.fn()
    const onUploaded = vi.fn()
    act(() => root.render(<UploadDialog projectId="p1" open onClose={onClose} onUploaded={onUploaded} {...props} />))
    return { onClose, onUploaded }
  }
  const drop = async (files: File[]) => {
    const zone = document.querySelector('[data-testid="upload-drop"]')!
    const event = new Event('drop', { bubbles: true, cancelable: true })
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } })
    await act(async () => {
      zone.dispatchEvent(event)
      await new Promise((r) => setTimeout(r, 0))
    })
  }
  beforeEach(() => {
    host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
  })
  afterEach(() => {
    act(() => root.unmount())
    host.remove()
  })

  it('shows the spec title and tiles, every one of them real (no Coming Soon)', () => {
    render()
    expect(document.querySelector('.modal-title')!.textContent).toBe('Upload or Drag & Drop')
    const tiles = [...document.querySelectorAll<HTMLButtonElement>('.upload-tile')]
    expect(tiles.map((t) => t.querySelector('.upload-tile-label')!.textContent)).toEqual(['3D Asset', 'Splat', 'Image', 'Video', 'Sound', 'Vector', 'Sprite'])
    expect(tiles.map((t) => t.querySelector('.upload-tile-formats')!.textContent)).toEqual(['GLB, OBJ', 'PLY, SPLAT, SPZ, SOG', 'JPG, PNG', 'MP4', 'MP3, WAV', 'SVG', 'GIF'])
    expect(tiles.filter((t) => t.disabled)).toEqual([])
    expect(document.body.textContent).not.toContain('Coming Soon')
  })

  it('a dropped 3 MB image: the persistent toast with Close, nothing sent, the dialog closes', async () => {
    const { onClose, onUploaded } = render()
    await drop([fileOf('photo.png', 3 * MB, 'image/png')])
    expect(onClose).toHaveBeenCalled()
    expect(toastError).toHaveBeenCalledWith(MEDIA_MESSAGES.imageTooLarge, expect.objectContaining({ autoClose: false, closeButton: expect.any(Function) }))
    expect(sent).toEqual([])
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('files put on the input without a tile go by their extension; a tile fixes the type', async () => {
    const { onUploaded } = render()
    const input = document.querySelector<HTMLInputElement>('[data-testid="upload-input"]')!
    const choose = async (files: File[]) => {
      Object.defineProperty(input, 'files', { value: files, configurable: true })
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }))
        await new Promise((r) => setTimeout(r, 0))
      })
    }
    await choose([fileOf('chime.wav', 64, 'audio/wav')])
    expect(sent.map((x) => x.url)).toEqual(['/assets/audio/bulk'])
    expect(onUploaded).toHaveBeenCalledTimes(1)

    // The Sound tile was chosen, then an .ogg picked through "All files": the spec's audio message.
    input.click = () => undefined
    act(() => document.querySelector<HTMLButtonElement>('[data-testid="upload-tile-audio"]')!.click())
    expect(input.accept).toContain('.mp3')
    await choose([fileOf('loop.ogg', 64, 'audio/ogg')])
    expect(toastError).toHaveBeenCalledWith(MEDIA_MESSAGES.audioFormat, expect.anything())
    expect(sent).toHaveLength(1)
  })

  it('a dropped PNG closes the dialog, keeps a progress row, and hands back the server items', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const slow: AxiosAdapter = async (config) => {
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true, upload: true })
      await gate
      return { status: 201, data: { success: true, data: { data: [item('poster.png')] } }, statusText: '', headers: {}, config }
    }
    api.defaults.adapter = slow
    const uploaded = vi.fn()
    // The editor keeps the dialog mounted and flips `open`, as the component asks.
    const onClose = vi.fn(() => root.render(<UploadDialog projectId="p1" open={false} onClose={onClose} onUploaded={uploaded} />))
    act(() => root.render(<UploadDialog projectId="p1" open onClose={onClose} onUploaded={uploaded} />))
    await drop([fileOf('poster.png', 100, 'image/png')])
    expect(document.querySelector('.modal')).toBeNull()
    const bar = document.querySelector('[role="progressbar"]')!
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(document.querySelector('.upload-job-name')!.textContent).toBe('poster.png')
    await act(async () => {
      release()
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(uploaded).toHaveBeenCalledWith([expect.objectContaining({ name: 'poster.png', type: 'image' })])
    expect(document.querySelector('.upload-job.done')).not.toBeNull()
  })
})
