// @vitest-environment jsdom
import { act, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import { createAudio, createVideo } from '@shared/scene/media-factories'
import { MEDIA_MESSAGES } from '@shared/scene/media-settings'
import type { NodeOf } from '@shared/scene/schema'
import { mediaControls, mediaStatus } from '../../scene-render/media-controls'
import { AudioPanel, checkAudioUrl, VideoPanel } from './media-panels'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'

type Commit = { patch: { settings: Record<string, unknown> }; label: string }
const dom = useDomRoot({
  cleanUp: () => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  },
})

/** Holds the node like the editor does: every patch from the panel is applied and recorded. */
function mount<K extends 'video' | 'audio'>(kind: K, initial: NodeOf<K>) {
  const commits: Commit[] = []
  function Harness() {
    const [node, setNode] = useState(initial)
    const onChange = (patch: { settings: object }, label: string) => {
      commits.push({ patch: patch as Commit['patch'], label })
      setNode((n) => ({ ...n, ...patch }))
    }
    return kind === 'video' ? <VideoPanel node={node as NodeOf<'video'>} onChange={onChange} /> : <AudioPanel node={node as NodeOf<'audio'>} onChange={onChange} />
  }
  act(() => dom.root.render(<Harness />))
  return commits
}

const $ = <T extends Element = HTMLInputElement>(selector: string) => {
  const el = dom.container.querySelector<T>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}
const type = changeValue
const checkbox = (label: string) => [...dom.container.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!

const video = () => createVideo(emptyScene(), { id: 'vid1', name: 'clip.mp4' })
const audio = () => createAudio(emptyScene(), { id: 'aud1', name: 'birds.wav' })

describe('VideoPanel', () => {
  it('edits every field as settings patches with undo labels', () => {
    const commits = mount('video', video())
    type($('[data-testid="video-speed"]'), '1.75')
    expect(commits.at(-1)).toEqual({ patch: { settings: expect.objectContaining({ playbackSpeed: 1.75 }) }, label: 'Video speed' })
    expect(dom.container.textContent).toContain('Playback Speed 1.75x')
    type($('[data-testid="video-volume"]'), '0.25')
    expect(commits.at(-1)!.patch.settings).toMatchObject({ playbackSpeed: 1.75, volume: 0.25 })
    act(() => checkbox('Loop').click())
    act(() => checkbox('Mute').click())
    expect(commits.at(-1)!.patch.settings).toMatchObject({ loop: true, mute: true })
    type($<HTMLSelectElement>('select[aria-label="Render Mode"]'), 'World Space')
    type($<HTMLSelectElement>('select[aria-label="Aspect Ratio"]'), '4:3')
    expect(commits.at(-1)!.patch.settings).toMatchObject({ renderMode: 'World Space', aspectRatio: '4:3' })
    const stop = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Stop')!
    act(() => stop.click())
    expect(commits.at(-1)).toMatchObject({ label: 'Video stop', patch: { settings: { playbackState: 'Stop' } } })
    expect(stop.getAttribute('aria-pressed')).toBe('true')
  })

  it('lets the clip be typed only for a URL source, applying a valid address after 300 ms', () => {
    vi.useFakeTimers()
    const commits = mount('video', video())
    const clip = $('input[aria-label="Video Clip"]')
    expect(clip.disabled).toBe(true)
    type($<HTMLSelectElement>('select[aria-label="Source"]'), 'URL')
    expect(clip.disabled).toBe(false)
    const before = commits.length
    type(clip, 'not a url')
    expect(clip.className).toContain('invalid')
    act(() => void vi.advanceTimersByTime(1000))
    expect(commits.length).toBe(before)
    type(clip, 'https://cdn.example.com/a.mp4')
    act(() => void vi.advanceTimersByTime(299))
    expect(commits.length).toBe(before)
    act(() => void vi.advanceTimersByTime(1))
    expect(commits.at(-1)).toMatchObject({ label: 'Video clip', patch: { settings: { source: 'URL', clipUrl: 'https://cdn.example.com/a.mp4' } } })
  })

  it('shows Loading... and load errors for its node, and No object selected without one', () => {
    const node = video()
    mount('video', node)
    act(() => mediaStatus.set(node.id, { state: 'loading' }))
    expect(dom.container.textContent).toContain(MEDIA_MESSAGES.videoLoading)
    act(() => mediaStatus.set(node.id, { state: 'error', message: MEDIA_MESSAGES.videoError('a network error') }))
    expect(dom.container.textContent).toContain('Error loading video: a network error')
    act(() => mediaStatus.clear(node.id))
    act(() => dom.root.render(<VideoPanel node={undefined} onChange={() => {}} />))
    expect(dom.container.textContent).toBe('No object selected')
  })
})

describe('AudioPanel', () => {
  async function typeUrl(url: string) {
    type($('input[aria-label="Audio URL"]'), url)
    await act(async () => void (await vi.advanceTimersByTimeAsync(499)))
  }

  it('checks an http .mp3 address with HEAD 500 ms after typing stops, then applies it', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const commits = mount('audio', audio())
    type($<HTMLSelectElement>('select[aria-label="Audio Source"]'), 'URL')
    await typeUrl('https://x.org/a.mp')
    await typeUrl('https://x.org/a.mp3')
    expect(fetch).not.toHaveBeenCalled()
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith('https://x.org/a.mp3', expect.objectContaining({ method: 'HEAD' }))
    expect(commits.at(-1)).toMatchObject({ label: 'Audio URL', patch: { settings: { source: 'URL', url: 'https://x.org/a.mp3' } } })
  })

  it("shows the spec's messages for a bad format, a failing answer and no answer", async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(async () => new Response(null, { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    const commits = mount('audio', { ...audio(), settings: { ...audio().settings, source: 'URL' } })
    const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(600)))
    type($('input[aria-label="Audio URL"]'), 'https://x.org/a.ogg')
    await settle()
    expect(dom.container.textContent).toContain(MEDIA_MESSAGES.audioFormat)
    expect(fetch).not.toHaveBeenCalled()
    type($('input[aria-label="Audio URL"]'), 'https://x.org/gone.wav')
    await settle()
    expect(dom.container.textContent).toContain('Audio file is inaccessible. Please check the URL.')
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    type($('input[aria-label="Audio URL"]'), 'https://x.org/cors.wav')
    await settle()
    expect(dom.container.textContent).toContain('Failed to verify audio file.')
    expect(commits).toHaveLength(0)
  })

  it('edits ranges and flags, with hints for pitch and blend', () => {
    const commits = mount('audio', audio())
    type($('[data-testid="audio-pitch"]'), '-1.5')
    expect(dom.container.textContent).toContain('(reversed)')
    type($('[data-testid="audio-pitch"]'), '0')
    expect(dom.container.textContent).toContain('(stopped)')
    type($('[data-testid="audio-blend"]'), '1')
    type($('[data-testid="audio-priority"]'), '200')
    type($<HTMLSelectElement>('select[aria-label="Spatial Sound"]'), 'Long')
    act(() => checkbox('Bypass Reverb Zones').click())
    expect(commits.at(-1)!.patch.settings).toMatchObject({ pitch: 0, spatialBlend: 1, priority: 200, spatialSound: 'Long', bypassReverbZones: true })
    expect(dom.container.textContent).toContain('inverse falloff')
  })
})

describe('checkAudioUrl', () => {
  it('accepts blob addresses without asking the network', async () => {
    const fetch = vi.fn()
    expect(await checkAudioUrl('blob:http://localhost/1', undefined, fetch)).toEqual({ ok: true })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('mediaControls', () => {
  it('hands out the registered control and lets only its owner unregister it', () => {
    const make = () => ({ kind: 'video' as const, play: vi.fn(), pause: vi.fn(), stop: vi.fn(), isPlaying: () => false })
    const first = make()
    const dropFirst = mediaControls.register('n1', first)
    const second = make()
    const dropSecond = mediaControls.register('n1', second)
    dropFirst()
    mediaControls.get('n1')?.play()
    expect(second.play).toHaveBeenCalled()
    expect(first.play).not.toHaveBeenCalled()
    dropSecond()
    expect(mediaControls.get('n1')).toBeUndefined()
  })
})
