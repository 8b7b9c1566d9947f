import * as z from 'zod'

/**
 * video_settings and audio_settings of the editor spec (§3, ranges in §9), in document form.
 * Every field carries its default, so a node saved with `settings: {}` (or by an older app that
 * knew fewer fields) parses to a complete record instead of being refused. This module imports
 * nothing from the scene schema so that schema.ts can import it without a cycle.
 */

export const VIDEO_SOURCES = ['Uploaded Clip', 'URL', 'Stream'] as const
export const PLAYBACK_STATES = ['Play', 'Pause', 'Stop'] as const
export const RENDER_MODES = ['Render Texture', 'Screen Space', 'World Space'] as const
export const ASPECT_RATIOS = ['Fit Horizontally', 'Fit Vertically', 'Stretch', '16:9', '4:3'] as const
export const AUDIO_SOURCES = ['Uploaded Clip', 'URL'] as const
export const SPATIAL_SOUNDS = ['Short', 'Medium', 'Long'] as const

export const VIDEO_RANGES = {
  playbackSpeed: { min: 0.25, max: 2, step: 0.25 },
  volume: { min: 0, max: 1, step: 0.05 },
} as const

export const AUDIO_RANGES = {
  priority: { min: 0, max: 256, step: 1 },
  volume: { min: 0, max: 1, step: 0.01 },
  pitch: { min: -3, max: 3, step: 0.01 },
  stereoPan: { min: -1, max: 1, step: 0.01 },
  spatialBlend: { min: 0, max: 1, step: 0.01 },
  reverbZoneMix: { min: 0, max: 1.1, step: 0.01 },
} as const

const url = z.string().max(2048)
const ranged = (r: { min: number; max: number }) => z.number().min(r.min).max(r.max)

export const videoSettingsSchema = z.object({
  source: z.enum(VIDEO_SOURCES).default('Uploaded Clip'),
  /** Used only when source is URL (the clip field is editable only then). */
  clipUrl: url.default(''),
  playbackState: z.enum(PLAYBACK_STATES).default('Play'),
  playbackSpeed: ranged(VIDEO_RANGES.playbackSpeed).multipleOf(VIDEO_RANGES.playbackSpeed.step).default(1),
  playOnAwake: z.boolean().default(true),
  waitForFirstFrame: z.boolean().default(false),
  loop: z.boolean().default(false),
  mute: z.boolean().default(false),
  renderMode: z.enum(RENDER_MODES).default('Render Texture'),
  aspectRatio: z.enum(ASPECT_RATIOS).default('Fit Horizontally'),
  volume: ranged(VIDEO_RANGES.volume).default(0.5),
})
export type VideoSettings = z.infer<typeof videoSettingsSchema>

export const audioSettingsSchema = z.object({
  source: z.enum(AUDIO_SOURCES).default('Uploaded Clip'),
  /** Used only when source is URL; checked with a HEAD request before it is applied. */
  url: url.default(''),
  spatialSound: z.enum(SPATIAL_SOUNDS).default('Medium'),
  mute: z.boolean().default(false),
  bypassEffects: z.boolean().default(false),
  bypassListenerEffects: z.boolean().default(false),
  bypassReverbZones: z.boolean().default(false),
  playOnAwake: z.boolean().default(true),
  loop: z.boolean().default(false),
  priority: ranged(AUDIO_RANGES.priority).int().default(128),
  volume: ranged(AUDIO_RANGES.volume).default(0.5),
  /** 0 stops the sound; negative plays the clip reversed at |pitch|. */
  pitch: ranged(AUDIO_RANGES.pitch).default(1),
  stereoPan: ranged(AUDIO_RANGES.stereoPan).default(0),
  /** 0 = plain 2D sound, 1 = fully positional. */
  spatialBlend: ranged(AUDIO_RANGES.spatialBlend).default(0),
  reverbZoneMix: ranged(AUDIO_RANGES.reverbZoneMix).default(1),
})
export type AudioSettings = z.infer<typeof audioSettingsSchema>

export const defaultVideoSettings = (): VideoSettings => videoSettingsSchema.parse({})
export const defaultAudioSettings = (): AudioSettings => audioSettingsSchema.parse({})

/**
 * Reads whatever a node holds, field by field: a valid field is kept, a missing or broken one
 * takes its default. The renderer uses this so one bad value never blanks a whole video.
 */
function readLenient<S extends z.ZodObject>(schema: S, input: unknown): z.infer<S> {
  const whole = schema.safeParse(input)
  if (whole.success) return whole.data
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const fallback = schema.parse({}) as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(source[key])
    out[key] = parsed.success ? parsed.data : fallback[key]
  }
  return out as z.infer<S>
}

export const readVideoSettings = (input: unknown): VideoSettings => readLenient(videoSettingsSchema, input)
export const readAudioSettings = (input: unknown): AudioSettings => readLenient(audioSettingsSchema, input)

/** Spec §9 and §8 wording, used exactly as written. */
export const MEDIA_MESSAGES = {
  audioInaccessible: 'Audio file is inaccessible. Please check the URL.',
  audioVerifyFailed: 'Failed to verify audio file.',
  audioDecodeFailed: 'Failed to load audio file. Please ensure the file is valid and accessible.',
  audioUnavailable: 'Error: Three.js library is missing. Audio functionality is disabled.',
  audioConfigMissing: 'Error: Audio configuration is missing.',
  audioFormat: 'Invalid file format. Please upload an .mp3 or .wav file.',
  videoLoading: 'Loading...',
  videoError: (reason: string) => `Error loading video: ${reason}`,
  noObject: 'No object selected',
  imageLoadFailed: 'Failed to load image file',
  videoLoadFailed: 'Failed to load video file',
} as const

/** Spec §9 timing: audio URL check after 500 ms of quiet typing. */
export const AUDIO_URL_CHECK_MS = 500

/**
 * Spec §5: http(s) addresses ending .mp3 or .wav get a HEAD request; blob addresses are taken
 * without a check; anything else is not an audio file we can play.
 */
export function classifyAudioUrl(text: string): 'blob' | 'check' | 'invalid' {
  const value = text.trim()
  if (value.startsWith('blob:')) return 'blob'
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return 'invalid'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'invalid'
  return /\.(mp3|wav)$/i.test(parsed.pathname) ? 'check' : 'invalid'
}

/** A video URL source must be an absolute http(s) or blob address. */
export function isPlayableVideoUrl(text: string): boolean {
  const value = text.trim()
  if (value.startsWith('blob:')) return true
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export interface DistanceModel {
  distanceModel: 'linear' | 'exponential' | 'inverse'
  refDistance: number
  /** Linear: where the sound reaches silence; the others: where it is down to about a tenth. */
  maxDistance: number
  rolloffFactor: number
}

/**
 * Short, Medium and Long as Web Audio distance models: the sound falls to about a tenth at
 * 10 m (linear: to silence), 30 m and 76 m, a table-top, a room and a hall. The reference
 * distances grow with the range, so at every distance a longer range is at least as loud.
 * maxDistance only limits the linear model; for the others it records that nominal range.
 */
export const SPATIAL_SOUND_MODELS: Record<AudioSettings['spatialSound'], DistanceModel> = {
  Short: { distanceModel: 'linear', refDistance: 1, maxDistance: 10, rolloffFactor: 1 },
  Medium: { distanceModel: 'exponential', refDistance: 3, maxDistance: 30, rolloffFactor: 1 },
  Long: { distanceModel: 'inverse', refDistance: 4, maxDistance: 76, rolloffFactor: 0.5 },
}

/** The gain a PannerNode applies at a distance (the Web Audio spec's three formulas). */
export function distanceGain(model: DistanceModel, distance: number): number {
  const { refDistance: ref, maxDistance: max, rolloffFactor: rolloff } = model
  switch (model.distanceModel) {
    case 'linear': {
      const d = Math.min(Math.max(distance, ref), max)
      return 1 - (rolloff * (d - ref)) / (max - ref)
    }
    case 'exponential':
      return Math.pow(Math.max(distance, ref) / ref, -rolloff)
    case 'inverse':
      return ref / (ref + rolloff * (Math.max(distance, ref) - ref))
  }
}

/** How a pitch plays: 0 is silence, a negative pitch plays the reversed clip at |pitch|. */
export function pitchPlayback(pitch: number): { stopped: boolean; reversed: boolean; rate: number } {
  return { stopped: pitch === 0, reversed: pitch < 0, rate: Math.abs(pitch) }
}

/** Each channel's samples in reverse order, as new arrays (the decoded clip stays untouched). */
export function reverseChannels(channels: readonly Float32Array[]): Float32Array<ArrayBuffer>[] {
  return channels.map((samples) => {
    const out = new Float32Array(samples.length)
    for (let i = 0, n = samples.length; i < n; i++) out[i] = samples[n - 1 - i]
    return out
  })
}

/** Browsers mix every voice; past this many, priority decides who is heard. */
export const MAX_AUDIO_VOICES = 32

/**
 * Priority as in the spec's range: 0 is the most important, 256 the least. With every voice in
 * use, a new sound takes the place of the least important one if it matters more, else it waits.
 * Returns the id to silence, null when there is room, or 'refuse'.
 */
export function voiceToSteal(playing: readonly { id: string; priority: number }[], priority: number, max = MAX_AUDIO_VOICES): string | null | 'refuse' {
  if (playing.length < max) return null
  let weakest = playing[0]
  for (const voice of playing) if (voice.priority > weakest.priority) weakest = voice
  return weakest.priority > priority ? weakest.id : 'refuse'
}
