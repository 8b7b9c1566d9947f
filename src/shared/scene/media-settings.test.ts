import { describe, expect, it } from 'vitest'
import { emptyScene } from './defaults'
import { loadScene } from './load'
import { applyOps } from './ops'
import type { SceneAsset, SceneDocument } from './schema'
import { createAudio, createImage, createVideo, mediaBaseName } from './media-factories'
import { contentAspect, planeSize, videoLayout } from './media-layout'
import {
  audioSettingsSchema,
  classifyAudioUrl,
  defaultAudioSettings,
  defaultVideoSettings,
  distanceGain,
  isPlayableVideoUrl,
  pitchPlayback,
  readAudioSettings,
  readVideoSettings,
  reverseChannels,
  SPATIAL_SOUND_MODELS,
  videoSettingsSchema,
  voiceToSteal,
} from './media-settings'

const asset = (id: string, type: SceneAsset['type'], name: string): SceneAsset => ({ id, type, name, url: `/uploads/${name}`, size: 100, mime: 'application/octet-stream' })
const withAssets = (...assets: SceneAsset[]): SceneDocument => applyOps(emptyScene(), assets.map((a) => ({ op: 'add-asset' as const, asset: a }))).doc

describe('video settings', () => {
  it('defaults follow the spec', () => {
    expect(defaultVideoSettings()).toEqual({
      source: 'Uploaded Clip',
      clipUrl: '',
      playbackState: 'Play',
      playbackSpeed: 1,
      playOnAwake: true,
      waitForFirstFrame: false,
      loop: false,
      mute: false,
      renderMode: 'Render Texture',
      aspectRatio: 'Fit Horizontally',
      volume: 0.5,
    })
  })

  it('keeps speed within 0.25 to 2 in steps of 0.25 and volume within 0 to 1', () => {
    const ok = (patch: object) => videoSettingsSchema.safeParse({ ...defaultVideoSettings(), ...patch }).success
    for (const speed of [0.25, 0.5, 1.75, 2]) expect(ok({ playbackSpeed: speed })).toBe(true)
    for (const speed of [0, 0.2, 0.3, 2.25]) expect(ok({ playbackSpeed: speed })).toBe(false)
    expect(ok({ volume: 0 })).toBe(true)
    expect(ok({ volume: 1.01 })).toBe(false)
    expect(ok({ source: 'Stream' })).toBe(true)
    expect(ok({ source: 'Webcam' })).toBe(false)
    expect(ok({ aspectRatio: '4:3', renderMode: 'World Space', playbackState: 'Stop' })).toBe(true)
  })

  it('fills a partial record from defaults, and the lenient reader keeps the good fields of a broken one', () => {
    expect(videoSettingsSchema.parse({ loop: true })).toEqual({ ...defaultVideoSettings(), loop: true })
    expect(readVideoSettings({ loop: true, playbackSpeed: 9, volume: 'loud' })).toEqual({ ...defaultVideoSettings(), loop: true })
    expect(readVideoSettings(null)).toEqual(defaultVideoSettings())
  })

  it('accepts http(s) and blob clip URLs only', () => {
    expect(isPlayableVideoUrl('https://cdn.example.com/a.mp4')).toBe(true)
    expect(isPlayableVideoUrl('blob:http://localhost/123')).toBe(true)
    expect(isPlayableVideoUrl('ftp://x/a.mp4')).toBe(false)
    expect(isPlayableVideoUrl('a.mp4')).toBe(false)
  })
})

describe('audio settings', () => {
  it('defaults follow the spec: play on awake on, other flags off, the listed ranges', () => {
    const d = defaultAudioSettings()
    expect(d).toMatchObject({ priority: 128, volume: 0.5, pitch: 1, stereoPan: 0, spatialBlend: 0, reverbZoneMix: 1, playOnAwake: true })
    for (const flag of ['mute', 'bypassEffects', 'bypassListenerEffects', 'bypassReverbZones', 'loop'] as const) expect(d[flag]).toBe(false)
  })

  it('enforces every range at its edges', () => {
    const edges: [string, number, number][] = [
      ['priority', 0, 256],
      ['volume', 0, 1],
      ['pitch', -3, 3],
      ['stereoPan', -1, 1],
      ['spatialBlend', 0, 1],
      ['reverbZoneMix', 0, 1.1],
    ]
    for (const [field, min, max] of edges) {
      const ok = (v: number) => audioSettingsSchema.safeParse({ [field]: v }).success
      expect(ok(min), `${field} ${min}`).toBe(true)
      expect(ok(max), `${field} ${max}`).toBe(true)
      expect(ok(min - 0.01), `${field} below`).toBe(false)
      expect(ok(max + 0.01), `${field} above`).toBe(false)
    }
    expect(audioSettingsSchema.safeParse({ priority: 12.5 }).success).toBe(false)
    expect(readAudioSettings({ pitch: -2, stereoPan: 4 })).toEqual({ ...defaultAudioSettings(), pitch: -2 })
  })

  it('maps Short, Medium and Long to linear, exponential and inverse distance models', () => {
    expect(SPATIAL_SOUND_MODELS.Short.distanceModel).toBe('linear')
    expect(SPATIAL_SOUND_MODELS.Medium.distanceModel).toBe('exponential')
    expect(SPATIAL_SOUND_MODELS.Long.distanceModel).toBe('inverse')
    const gain = (s: 'Short' | 'Medium' | 'Long', d: number) => distanceGain(SPATIAL_SOUND_MODELS[s], d)
    // Full volume inside the reference distance, then each falls off over a longer range.
    for (const s of ['Short', 'Medium', 'Long'] as const) expect(gain(s, 0.5)).toBe(1)
    expect(gain('Short', 10)).toBe(0)
    expect(gain('Short', 40)).toBe(0)
    expect(gain('Short', 5.5)).toBeCloseTo(0.5)
    expect(gain('Medium', 30)).toBeCloseTo(0.1)
    expect(gain('Long', 76)).toBeCloseTo(0.1)
    for (let d = 0; d <= 100; d += 0.5) {
      expect(gain('Short', d)).toBeLessThanOrEqual(gain('Medium', d))
      expect(gain('Medium', d)).toBeLessThanOrEqual(gain('Long', d))
    }
    expect(gain('Short', 5)).toBeLessThan(gain('Medium', 5))
    expect(gain('Medium', 5)).toBeLessThan(gain('Long', 5))
  })

  it('pitch 0 stops, negative plays reversed at its magnitude', () => {
    expect(pitchPlayback(0)).toEqual({ stopped: true, reversed: false, rate: 0 })
    expect(pitchPlayback(-1.5)).toEqual({ stopped: false, reversed: true, rate: 1.5 })
    expect(pitchPlayback(2)).toEqual({ stopped: false, reversed: false, rate: 2 })
  })

  it('reverses every channel into new arrays', () => {
    const left = new Float32Array([1, 2, 3, 4])
    const right = new Float32Array([0.5, -0.5, 0.25])
    const [l, r] = reverseChannels([left, right])
    expect([...l]).toEqual([4, 3, 2, 1])
    expect([...r]).toEqual([0.25, -0.5, 0.5])
    expect([...left]).toEqual([1, 2, 3, 4])
    expect(reverseChannels([l])[0]).toEqual(left)
  })

  it('classifies audio URLs as the spec says', () => {
    expect(classifyAudioUrl('https://x.org/a/b.mp3')).toBe('check')
    expect(classifyAudioUrl(' http://x.org/b.WAV?sig=1 ')).toBe('check')
    expect(classifyAudioUrl('blob:http://localhost/uuid')).toBe('blob')
    expect(classifyAudioUrl('https://x.org/b.ogg')).toBe('invalid')
    expect(classifyAudioUrl('file:///b.mp3')).toBe('invalid')
    expect(classifyAudioUrl('b.mp3')).toBe('invalid')
  })

  it('lets priority decide who is heard when every voice is taken', () => {
    const playing = [
      { id: 'a', priority: 10 },
      { id: 'b', priority: 200 },
      { id: 'c', priority: 128 },
    ]
    expect(voiceToSteal(playing, 128, 4)).toBeNull()
    expect(voiceToSteal(playing, 128, 3)).toBe('b')
    expect(voiceToSteal(playing, 250, 3)).toBe('refuse')
    expect(voiceToSteal(playing, 200, 3)).toBe('refuse')
  })
})

describe('planes', () => {
  it('have their shorter side 1 and keep the aspect', () => {
    expect(planeSize(1920, 1080)).toEqual([1920 / 1080, 1])
    expect(planeSize(600, 1200)).toEqual([1, 2])
    expect(planeSize()).toEqual([1, 1])
    expect(planeSize(0, 100)).toEqual([1, 1])
  })

  it('lay a clip into its frame per aspect mode', () => {
    // A 16:9 clip in a square frame.
    expect(videoLayout('Stretch', 1, 16 / 9)).toEqual({ fx: 1, fy: 1, repeat: [1, 1], offset: [0, 0] })
    const h = videoLayout('Fit Horizontally', 1, 16 / 9)
    expect(h.fx).toBe(1)
    expect(h.fy).toBeCloseTo(9 / 16)
    expect(h.repeat).toEqual([1, 1])
    const v = videoLayout('Fit Vertically', 1, 16 / 9)
    expect(v.fy).toBe(1)
    expect(v.fx).toBe(1)
    expect(v.repeat[0]).toBeCloseTo(9 / 16)
    expect(v.offset[0]).toBeCloseTo((1 - 9 / 16) / 2)
    // 16:9 and 4:3 fit the whole picture inside whatever the frame.
    const wide = videoLayout('16:9', 4 / 3, contentAspect('16:9', 4 / 3))
    expect(wide.fx).toBe(1)
    expect(wide.fy).toBeCloseTo(4 / 3 / (16 / 9))
    const tall = videoLayout('4:3', 16 / 9, contentAspect('4:3', 16 / 9))
    expect(tall.fy).toBe(1)
    expect(tall.fx).toBeCloseTo(4 / 3 / (16 / 9))
    expect(tall.repeat).toEqual([1, 1])
    // A clip that already matches its frame fills it in every mode.
    for (const mode of ['Fit Horizontally', 'Fit Vertically', '16:9'] as const) {
      expect(videoLayout(mode, 16 / 9, 16 / 9)).toEqual({ fx: 1, fy: 1, repeat: [1, 1], offset: [0, 0] })
    }
  })
})

describe('media factories', () => {
  it('make image, video and audio nodes that load, with names from the file and no clashes', () => {
    let doc = withAssets(asset('img1', 'image', 'Sunset.png'), asset('vid1', 'video', 'clip.final.mp4'), asset('aud1', 'audio', 'birds.wav'))
    const image = createImage(doc, { id: 'img1', name: 'Sunset.png', width: 400, height: 800 })
    expect(image).toMatchObject({ kind: 'image', assetId: 'img1', name: 'Sunset', parentId: null })
    expect(image.transform.position).toEqual([0, 1, 0])
    doc = applyOps(doc, [{ op: 'add', node: image }]).doc
    const again = createImage(doc, { id: 'img1', name: 'Sunset.png' })
    expect(again.name).toBe('Sunset1')
    expect(again.transform.position).toEqual([0, 0.5, 0])
    expect(again.order > image.order).toBe(true)

    const video = createVideo(doc, { id: 'vid1', name: 'clip.final.mp4', width: 1920, height: 1080 }, [1, 2, 3])
    expect(video.name).toBe('clip.final')
    expect(video.transform.position).toEqual([1, 2, 3])
    expect(video.settings).toEqual(defaultVideoSettings())
    const audio = createAudio(doc, { id: 'aud1', name: 'birds.wav' })
    expect(audio.settings).toEqual(defaultAudioSettings())
    doc = applyOps(doc, [
      { op: 'add', node: video },
      { op: 'add', node: audio },
    ]).doc
    const loaded = loadScene(JSON.parse(JSON.stringify(doc)))
    const loadedVideo = loaded.nodes[video.id]
    expect(loadedVideo.kind === 'video' && readVideoSettings(loadedVideo.settings)).toEqual(video.settings)
    expect(Object.keys(loaded.nodes)).toHaveLength(3)
  })

  it('name a file that is only an extension by its kind', () => {
    expect(mediaBaseName('.mp3', 'Audio')).toBe('Audio')
    expect(mediaBaseName('song', 'Audio')).toBe('song')
  })
})
