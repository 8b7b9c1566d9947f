import { useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import * as THREE from 'three'
import {
  classifyAudioUrl,
  MEDIA_MESSAGES,
  pitchPlayback,
  readAudioSettings,
  reverseChannels,
  SPATIAL_SOUND_MODELS,
  voiceToSteal,
  type AudioSettings,
} from '@shared/scene/media-settings'
import type { NodeOf, SceneAsset } from '@shared/scene/schema'
import { createReverbBus, createReverbSend, type ReverbBus, type ReverbSend } from './audio-reverb'
import { mediaControls, mediaStatus, onFirstGesture } from './media-controls'

/** One listener per camera, shared by every sound the camera hears, with the room they reverb in. */
const listeners = new Map<THREE.Camera, { listener: THREE.AudioListener; reverb: ReverbBus; users: number }>()

function acquireListener(camera: THREE.Camera) {
  let entry = listeners.get(camera)
  if (!entry) {
    const listener = new THREE.AudioListener()
    entry = { listener, reverb: createReverbBus(listener.context, listener.getInput()), users: 0 }
    camera.add(entry.listener)
    listeners.set(camera, entry)
  }
  entry.users++
  return entry
}

function releaseListener(camera: THREE.Camera) {
  const entry = listeners.get(camera)
  if (!entry || --entry.users > 0) return
  camera.remove(entry.listener)
  entry.reverb.dispose()
  entry.listener.gain.disconnect()
  listeners.delete(camera)
}

let resumeArmed = false
/** Spec: the audio context resumes on the first click (browsers start it suspended). */
function resumeOnGesture(context: AudioContext) {
  if (context.state !== 'suspended' || resumeArmed) return
  resumeArmed = true
  onFirstGesture(() => {
    resumeArmed = false
    void context.resume()
  })
}

const hasWebAudio = () => typeof window !== 'undefined' && ('AudioContext' in window || 'webkitAudioContext' in window)

/**
 * The sound graph: source → split ─→ wet → panner → gain (positional)
 *                                └─→ stereo pan → dry ──→ gain (plain 2D)
 *                                                         gain ─→ reverb send → room (audio-reverb.ts)
 * Spatial blend crossfades wet and dry, so one PositionalAudio covers 2D, 3D and between
 * without swapping objects when the slider moves. (Here "wet" is the positional path, not reverb.)
 */
interface Rig {
  audio: THREE.PositionalAudio
  wet: GainNode
  dry: GainNode
  pan: StereoPannerNode
  /** Reverb Zone Mix: the level this sound sends into the listener's room. */
  reverb: ReverbSend
  forward: AudioBuffer | null
  reversed: AudioBuffer | null
  /** Whether the author or an event asked it to play; pitch 0 silences without forgetting that. */
  want: boolean
}

function reversedBuffer(context: BaseAudioContext, buffer: AudioBuffer): AudioBuffer {
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i))
  const out = context.createBuffer(buffer.numberOfChannels, buffer.length, buffer.sampleRate)
  reverseChannels(channels).forEach((data, i) => out.copyToChannel(data, i))
  return out
}

/** Brings playback in line with the wish to play and the pitch; a direction change restarts the clip. */
function syncPlayback(rig: Rig, s: AudioSettings, nodeId: string) {
  const { audio } = rig
  if (!rig.forward) return
  const pitch = pitchPlayback(s.pitch)
  const buffer = pitch.reversed ? (rig.reversed ??= reversedBuffer(audio.context, rig.forward)) : rig.forward
  if (audio.buffer !== buffer) {
    if (audio.isPlaying) audio.stop()
    audio.setBuffer(buffer)
  }
  if (!pitch.stopped) audio.setPlaybackRate(pitch.rate)
  const shouldPlay = rig.want && !pitch.stopped
  if (shouldPlay && !audio.isPlaying) {
    const others = mediaControls.playingAudio().filter((v) => v.id !== nodeId)
    const steal = voiceToSteal(others, s.priority)
    if (steal === 'refuse') return
    if (steal) mediaControls.get(steal)?.pause()
    audio.play()
  } else if (!shouldPlay && audio.isPlaying) audio.pause()
}

function applySettings(rig: Rig, s: AudioSettings, nodeId: string) {
  const { audio } = rig
  audio.setVolume(s.mute ? 0 : s.volume)
  audio.setLoop(s.loop)
  const model = SPATIAL_SOUND_MODELS[s.spatialSound]
  audio.setDistanceModel(model.distanceModel)
  audio.setRefDistance(model.refDistance)
  audio.setMaxDistance(model.maxDistance)
  audio.setRolloffFactor(model.rolloffFactor)
  rig.wet.gain.value = s.spatialBlend
  rig.dry.gain.value = 1 - s.spatialBlend
  rig.pan.pan.value = s.stereoPan
  rig.reverb.apply(s)
  syncPlayback(rig, s, nodeId)
}

/** Which address plays: a checked URL when the source is URL, else the uploaded clip. */
export function audioUrl(s: AudioSettings, assetUrl: string | undefined): string | undefined {
  if (s.source === 'URL' && s.url.trim() && classifyAudioUrl(s.url) !== 'invalid') return s.url.trim()
  return assetUrl
}

/**
 * An audio node: a PositionalAudio on the node, heard by a listener on the camera. Plays on
 * awake once the clip is decoded (after the first click, where the browser insists), and answers
 * to mediaControls for events. With showHelpers, a small speaker marks it for selection.
 */
export function AudioContent({ node, asset, showHelpers = false }: { node: NodeOf<'audio'>; asset: SceneAsset | undefined; showHelpers?: boolean }) {
  const settings = useMemo(() => readAudioSettings(node.settings), [node.settings])
  const latest = useRef(settings)
  latest.current = settings
  const camera = useThree((s) => s.camera)
  const holder = useRef<THREE.Group>(null)
  const [rig, setRig] = useState<Rig | null>(null)
  const [error, setError] = useState<string | null>(null)
  const url = audioUrl(settings, asset?.url)
  const id = node.id

  useEffect(() => {
    const group = holder.current
    if (!group) return
    if (!hasWebAudio()) {
      console.error(MEDIA_MESSAGES.audioUnavailable)
      setError(MEDIA_MESSAGES.audioUnavailable)
      mediaStatus.set(id, { state: 'error', message: MEDIA_MESSAGES.audioUnavailable })
      return () => mediaStatus.clear(id)
    }
    const { listener, reverb } = acquireListener(camera)
    const audio = new THREE.PositionalAudio(listener)
    const context = audio.context
    const split = context.createGain()
    const sendToRoom = createReverbSend(context, audio.gain, reverb)
    const next: Rig = { audio, wet: context.createGain(), dry: context.createGain(), pan: context.createStereoPanner(), reverb: sendToRoom, forward: null, reversed: null, want: false }
    audio.setFilters([split, next.wet])
    split.connect(next.pan).connect(next.dry).connect(audio.gain)
    const ended = audio.onEnded.bind(audio)
    audio.onEnded = () => {
      ended()
      next.want = false
    }
    group.add(audio)
    resumeOnGesture(context)
    const unregister = mediaControls.register(id, {
      kind: 'audio',
      play: () => {
        next.want = true
        syncPlayback(next, latest.current, id)
      },
      pause: () => {
        next.want = false
        if (audio.isPlaying) audio.pause()
      },
      stop: () => {
        next.want = false
        if (audio.buffer) audio.stop()
      },
      isPlaying: () => audio.isPlaying,
      priority: () => latest.current.priority,
    })
    setRig(next)
    return () => {
      unregister()
      if (audio.isPlaying) audio.stop()
      group.remove(audio)
      split.disconnect()
      next.pan.disconnect()
      next.dry.disconnect()
      sendToRoom.dispose()
      audio.gain.disconnect()
      releaseListener(camera)
      mediaStatus.clear(id)
      setRig(null)
    }
  }, [camera, id])

  useEffect(() => {
    if (!rig) return
    if (!url) {
      setError(MEDIA_MESSAGES.audioConfigMissing)
      mediaStatus.set(id, { state: 'error', message: MEDIA_MESSAGES.audioConfigMissing })
      return
    }
    let live = true
    setError(null)
    mediaStatus.set(id, { state: 'loading' })
    new THREE.AudioLoader().load(
      url,
      (buffer) => {
        if (!live) return
        rig.forward = buffer
        rig.reversed = null
        mediaStatus.set(id, { state: 'ready' })
        // Spec: play on awake starts once a clip is loaded.
        if (latest.current.playOnAwake) rig.want = true
        syncPlayback(rig, latest.current, id)
      },
      undefined,
      (err) => {
        if (!live) return
        console.error(MEDIA_MESSAGES.audioDecodeFailed, err)
        setError(MEDIA_MESSAGES.audioDecodeFailed)
        mediaStatus.set(id, { state: 'error', message: MEDIA_MESSAGES.audioDecodeFailed })
      },
    )
    return () => {
      live = false
      if (rig.audio.isPlaying) rig.audio.stop()
      rig.forward = rig.reversed = null
    }
  }, [rig, url, id])

  useEffect(() => {
    if (rig) applySettings(rig, settings, id)
  }, [rig, settings, id])

  const colour = error ? '#FF3B3B' : '#7C6CFF'
  return (
    <group ref={holder}>
      {showHelpers && (
        <group name="audio-helper" userData={{ loadError: error ?? undefined }}>
          <mesh>
            <boxGeometry args={[0.16, 0.22, 0.16]} />
            <meshBasicMaterial color={colour} />
          </mesh>
          <mesh position={[0.16, 0, 0]} rotation={[0, 0, Math.PI / 2]}>
            <coneGeometry args={[0.14, 0.16, 16, 1, true]} />
            <meshBasicMaterial color={colour} side={THREE.DoubleSide} />
          </mesh>
        </group>
      )}
    </group>
  )
}
