import { AUDIO_RANGES, type AudioSettings } from '@shared/scene/media-settings'
import { mulberry32 } from '@shared/random'

/**
 * The Audio panel's Reverb Zone Mix, made audible. The scene has no reverb zones of its own, so
 * every listener hears one small room: a ConvolverNode fed by each sound's send. The room's
 * impulse response (short, exponentially decaying stereo noise) is built once per AudioContext
 * and shared by every convolver in it.
 *
 *   sound's output gain ─→ listener            (the dry and spatial paths, unchanged)
 *                     └─→ send (mix) ─→ bus ─→ convolver ─→ listener
 *
 * The send taps the sound after volume, mute, stereo pan and the panner, so the reverb follows
 * the sound's level and side, and one convolver per listener serves any number of sounds.
 */

/** How long the room rings: long enough to hear, short enough not to blur speech. */
export const IMPULSE_SECONDS = 1.2
/** Amplitude falls by 60 dB (a factor of 1000) over the impulse: ln(1000) ≈ 6.91. */
const DECAY = Math.log(1000)

const impulses = new WeakMap<BaseAudioContext, AudioBuffer>()

/** The shared room impulse of a context; the first call builds it, later calls reuse it. */
export function impulseResponse(context: BaseAudioContext): AudioBuffer {
  let buffer = impulses.get(context)
  if (buffer) return buffer
  const length = Math.max(1, Math.round(context.sampleRate * IMPULSE_SECONDS))
  buffer = context.createBuffer(2, length, context.sampleRate)
  for (let channel = 0; channel < 2; channel++) {
    // A fixed seed per channel: the same room on every device; different seeds keep it wide.
    const random = mulberry32(0x5eed + channel)
    const data = buffer.getChannelData(channel)
    for (let i = 0; i < length; i++) data[i] = (random() * 2 - 1) * Math.exp((-DECAY * i) / length)
  }
  impulses.set(context, buffer)
  return buffer
}

/**
 * The scene is one implicit reverb zone, a small room. Reverb Zone Mix is the share of the sound
 * sent into it, as in Unity, where the default (1) means "fully in the zone", not "all echo": at
 * 1 the room sits ROOM_SEND below the dry sound, a light ambience rather than a wash.
 */
export const ROOM_SEND = 0.25

/** The send gain for a sound: Reverb Zone Mix clamped to the panel's range, times the room's level; none when bypassed. */
type ReverbSettings = Pick<AudioSettings, 'reverbZoneMix' | 'bypassReverbZones' | 'bypassListenerEffects' | 'bypassEffects'>

export function reverbLevel(settings: ReverbSettings): number {
  // The room is the only effect in the chain, heard through the listener: each bypass leaves it out.
  if (settings.bypassReverbZones || settings.bypassListenerEffects || settings.bypassEffects) return 0
  const { min, max } = AUDIO_RANGES.reverbZoneMix
  const mix = Number.isFinite(settings.reverbZoneMix) ? settings.reverbZoneMix : 0
  return Math.min(max, Math.max(min, mix)) * ROOM_SEND
}

export interface ReverbBus {
  /** Where sends connect. */
  input: GainNode
  convolver: ConvolverNode
  dispose: () => void
}

/** One room per listener: input → convolver (the shared impulse) → destination. */
export function createReverbBus(context: BaseAudioContext, destination: AudioNode): ReverbBus {
  const input = context.createGain()
  const convolver = context.createConvolver()
  convolver.buffer = impulseResponse(context)
  input.connect(convolver)
  convolver.connect(destination)
  return {
    input,
    convolver,
    dispose: () => {
      input.disconnect()
      convolver.disconnect()
    },
  }
}

export interface ReverbSend {
  gain: GainNode
  /** Follows the sound's settings. */
  apply: (settings: ReverbSettings) => void
  dispose: () => void
}

/** A sound's send into the room: from its output, at its Reverb Zone Mix. */
export function createReverbSend(context: BaseAudioContext, from: AudioNode, bus: ReverbBus): ReverbSend {
  const gain = context.createGain()
  gain.gain.value = 0
  from.connect(gain)
  gain.connect(bus.input)
  return {
    gain,
    apply: (settings) => {
      gain.gain.value = reverbLevel(settings)
    },
    dispose: () => {
      // Only this send's own link from the sound; the sound's other paths stay connected.
      try {
        from.disconnect(gain)
      } catch {
        // Already gone (the sound's output was disconnected wholesale).
      }
      gain.disconnect()
    },
  }
}
