import { useEffect, useRef, useState } from 'react'
import {
  ASPECT_RATIOS,
  AUDIO_RANGES,
  AUDIO_SOURCES,
  AUDIO_URL_CHECK_MS,
  classifyAudioUrl,
  isPlayableVideoUrl,
  MEDIA_MESSAGES,
  PLAYBACK_STATES,
  readAudioSettings,
  readVideoSettings,
  RENDER_MODES,
  SPATIAL_SOUNDS,
  VIDEO_RANGES,
  VIDEO_SOURCES,
  type AudioSettings,
  type VideoSettings,
} from '@shared/scene/media-settings'
import type { NodeOf } from '@shared/scene/schema'
import { Check } from '@app/components/fields/check'
import { Choice } from '@app/components/fields/choice'
import { Slider } from '@app/components/fields/slider'
import { useMediaStatus, type MediaStatus } from '../../scene-render/media-controls'

/**
 * The Video and Audio panels (editor spec §3, §9). Controlled: they show the node's settings and
 * hand every change to onChange as a node patch plus an undo label; the caller commits it.
 */
export interface MediaPanelProps<K extends 'video' | 'audio'> {
  node: NodeOf<K> | undefined
  onChange: (patch: { settings: K extends 'video' ? VideoSettings : AudioSettings }, label: string) => void
}

/** Spec §9: text fields apply after 300 ms of quiet typing. */
const TEXT_DEBOUNCE_MS = 300
const fixed = (digits: number) => (v: number) => v.toFixed(digits)

function StatusLine({ status }: { status: MediaStatus | undefined }) {
  if (status?.state === 'loading') return <p className="field-hint" role="status">{MEDIA_MESSAGES.videoLoading}</p>
  if (status?.state === 'error') return <p className="field-error" role="alert">{status.message}</p>
  return null
}

/** Keeps the newest node for callbacks that fire later (debounced text, HEAD checks). */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  ref.current = value
  return ref
}

export function VideoPanel({ node, onChange }: MediaPanelProps<'video'>) {
  const status = useMediaStatus(node?.id)
  const latest = useLatest(node)
  const settings = readVideoSettings(node?.settings)
  const [clip, setClip] = useState(settings.clipUrl)
  useEffect(() => setClip(settings.clipUrl), [settings.clipUrl])
  const clipValid = clip.trim() === '' || isPlayableVideoUrl(clip)
  useEffect(() => {
    const current = latest.current
    if (!current || !clipValid || clip.trim() === readVideoSettings(current.settings).clipUrl) return
    const timer = setTimeout(() => onChange({ settings: { ...readVideoSettings(latest.current?.settings), clipUrl: clip.trim() } }, 'Video clip'), TEXT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [clip, clipValid]) // eslint-disable-line react-hooks/exhaustive-deps

  if (!node) return <p className="muted panel-empty">{MEDIA_MESSAGES.noObject}</p>
  const set = <F extends keyof VideoSettings>(field: F, value: VideoSettings[F], label: string) => onChange({ settings: { ...settings, [field]: value } }, label)
  const urlSource = settings.source === 'URL'

  return (
    <div className="panel-section" data-testid="video-panel">
      <div className="panel-heading">Video</div>
      <StatusLine status={status} />
      <Choice label="Source" value={settings.source} options={VIDEO_SOURCES} onChange={(v) => set('source', v, 'Video source')} />
      <label className="prop-field">
        <span>Video Clip</span>
        <input
          className={`prop-input${clipValid ? '' : ' invalid'}`}
          aria-label="Video Clip"
          disabled={!urlSource}
          placeholder={urlSource ? 'https://…/clip.mp4' : settings.source === 'Stream' ? 'Camera stream' : 'Uploaded clip'}
          value={urlSource ? clip : ''}
          onChange={(e) => setClip(e.target.value)}
        />
      </label>
      <div className="prop-field">
        <span>Playback</span>
        <div className="toolbar-group" role="group" aria-label="Playback">
          {PLAYBACK_STATES.map((state) => (
            <button
              key={state}
              type="button"
              className={`icon-btn${settings.playbackState === state ? ' active' : ''}`}
              style={{ width: 'auto', flex: 1, height: 28 }}
              aria-pressed={settings.playbackState === state}
              onClick={() => set('playbackState', state, `Video ${state.toLowerCase()}`)}
            >
              {state}
            </button>
          ))}
        </div>
      </div>
      <Slider label="Playback Speed" value={settings.playbackSpeed} range={VIDEO_RANGES.playbackSpeed} show={(v) => `${v.toFixed(2)}x`} onChange={(v) => set('playbackSpeed', v, 'Video speed')} testId="video-speed" />
      <Check label="Play On Awake" checked={settings.playOnAwake} onChange={(v) => set('playOnAwake', v, 'Video play on awake')} />
      <Check label="Wait For First Frame" checked={settings.waitForFirstFrame} onChange={(v) => set('waitForFirstFrame', v, 'Video wait for first frame')} />
      <Check label="Loop" checked={settings.loop} onChange={(v) => set('loop', v, 'Video loop')} />
      <Check label="Mute" checked={settings.mute} onChange={(v) => set('mute', v, 'Video mute')} />
      <Choice label="Render Mode" value={settings.renderMode} options={RENDER_MODES} onChange={(v) => set('renderMode', v, 'Video render mode')} />
      <Choice label="Aspect Ratio" value={settings.aspectRatio} options={ASPECT_RATIOS} onChange={(v) => set('aspectRatio', v, 'Video aspect ratio')} />
      <Slider label="Volume" value={settings.volume} range={VIDEO_RANGES.volume} show={fixed(2)} onChange={(v) => set('volume', v, 'Video volume')} testId="video-volume" />
    </div>
  )
}

export type AudioUrlCheck = { ok: true } | { ok: false; message: string }

/**
 * Spec §5 and §8: blob addresses pass unchecked; http(s) .mp3/.wav addresses must answer a HEAD
 * request with an ok status; anything else is the wrong format.
 */
export async function checkAudioUrl(url: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<AudioUrlCheck> {
  const kind = classifyAudioUrl(url)
  if (kind === 'blob') return { ok: true }
  if (kind === 'invalid') return { ok: false, message: MEDIA_MESSAGES.audioFormat }
  try {
    const response = await fetchImpl(url.trim(), { method: 'HEAD', signal })
    return response.ok ? { ok: true } : { ok: false, message: MEDIA_MESSAGES.audioInaccessible }
  } catch {
    return { ok: false, message: MEDIA_MESSAGES.audioVerifyFailed }
  }
}

function AudioUrlField({ committed, onValid }: { committed: string; onValid: (url: string) => void }) {
  const [text, setText] = useState(committed)
  const [state, setState] = useState<{ checking: boolean; message: string | null }>({ checking: false, message: null })
  useEffect(() => setText(committed), [committed])
  useEffect(() => {
    const value = text.trim()
    setState({ checking: false, message: null })
    if (value === committed) return
    const abort = new AbortController()
    const timer = setTimeout(async () => {
      // Clearing the field goes back to the uploaded clip; there is nothing to check.
      if (value === '') return onValid('')
      setState({ checking: true, message: null })
      const result = await checkAudioUrl(value, abort.signal)
      if (abort.signal.aborted) return
      setState({ checking: false, message: result.ok ? null : result.message })
      if (result.ok) onValid(value)
    }, AUDIO_URL_CHECK_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [text, committed]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <label className="prop-field">
      <span>Audio URL</span>
      <input className={`prop-input${state.message ? ' invalid' : ''}`} aria-label="Audio URL" placeholder="https://…/sound.mp3" value={text} onChange={(e) => setText(e.target.value)} />
      {state.checking && <span className="field-hint">Checking…</span>}
      {state.message && <span className="field-error" role="alert">{state.message}</span>}
    </label>
  )
}

const pitchHint = (p: number) => (p === 0 ? 'stopped' : p < 0 ? 'reversed' : undefined)
const SPATIAL_HINT: Record<AudioSettings['spatialSound'], string> = { Short: 'linear falloff', Medium: 'exponential falloff', Long: 'inverse falloff' }

export function AudioPanel({ node, onChange }: MediaPanelProps<'audio'>) {
  const status = useMediaStatus(node?.id)
  const latest = useLatest(node)
  if (!node) return <p className="muted panel-empty">{MEDIA_MESSAGES.noObject}</p>
  const settings = readAudioSettings(node.settings)
  const set = <F extends keyof AudioSettings>(field: F, value: AudioSettings[F], label: string) => onChange({ settings: { ...settings, [field]: value } }, label)
  const r = AUDIO_RANGES

  return (
    <div className="panel-section" data-testid="audio-panel">
      <div className="panel-heading">Audio</div>
      {status?.state === 'error' && <StatusLine status={status} />}
      <Choice label="Audio Source" value={settings.source} options={AUDIO_SOURCES} onChange={(v) => set('source', v, 'Audio source')} />
      {settings.source === 'URL' && (
        <AudioUrlField committed={settings.url} onValid={(url) => onChange({ settings: { ...readAudioSettings(latest.current?.settings), url } }, 'Audio URL')} />
      )}
      <label className="prop-field">
        <span>Spatial Sound <em className="muted">({SPATIAL_HINT[settings.spatialSound]})</em></span>
        <select className="prop-input" aria-label="Spatial Sound" value={settings.spatialSound} onChange={(e) => set('spatialSound', e.target.value as AudioSettings['spatialSound'], 'Spatial sound')}>
          {SPATIAL_SOUNDS.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </select>
      </label>
      <Check label="Mute" checked={settings.mute} onChange={(v) => set('mute', v, 'Audio mute')} />
      <Check label="Bypass Effects" checked={settings.bypassEffects} onChange={(v) => set('bypassEffects', v, 'Audio bypass effects')} />
      <Check label="Bypass Listener Effects" checked={settings.bypassListenerEffects} onChange={(v) => set('bypassListenerEffects', v, 'Audio bypass listener effects')} />
      <Check label="Bypass Reverb Zones" checked={settings.bypassReverbZones} onChange={(v) => set('bypassReverbZones', v, 'Audio bypass reverb zones')} />
      <Check label="Play On Awake" checked={settings.playOnAwake} onChange={(v) => set('playOnAwake', v, 'Audio play on awake')} />
      <Check label="Loop" checked={settings.loop} onChange={(v) => set('loop', v, 'Audio loop')} />
      <Slider label="Priority" value={settings.priority} range={r.priority} show={String} hint={settings.priority <= 64 ? 'high' : settings.priority >= 192 ? 'low' : undefined} onChange={(v) => set('priority', v, 'Audio priority')} testId="audio-priority" />
      <Slider label="Volume" value={settings.volume} range={r.volume} show={fixed(2)} onChange={(v) => set('volume', v, 'Audio volume')} testId="audio-volume" />
      <Slider label="Pitch" value={settings.pitch} range={r.pitch} show={fixed(2)} hint={pitchHint(settings.pitch)} onChange={(v) => set('pitch', v, 'Audio pitch')} testId="audio-pitch" />
      <Slider label="Stereo Pan" value={settings.stereoPan} range={r.stereoPan} show={fixed(2)} hint={settings.stereoPan < 0 ? 'left' : settings.stereoPan > 0 ? 'right' : undefined} onChange={(v) => set('stereoPan', v, 'Audio stereo pan')} testId="audio-pan" />
      <Slider label="Spatial Blend" value={settings.spatialBlend} range={r.spatialBlend} show={fixed(2)} hint={settings.spatialBlend === 0 ? '2D' : settings.spatialBlend === 1 ? '3D' : undefined} onChange={(v) => set('spatialBlend', v, 'Audio spatial blend')} testId="audio-blend" />
      <Slider label="Reverb Zone Mix" value={settings.reverbZoneMix} range={r.reverbZoneMix} show={fixed(2)} onChange={(v) => set('reverbZoneMix', v, 'Audio reverb zone mix')} testId="audio-reverb" />
    </div>
  )
}
