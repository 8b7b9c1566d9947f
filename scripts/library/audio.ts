import { rng } from './rng.ts'

/** Synthesized sounds: mono, 22050 Hz, 16-bit PCM WAV. */

export const SAMPLE_RATE = 22050

export interface AudioSpec {
  slug: string
  name: string
  subtype: 'Sound effects' | 'Ambience' | 'Music'
  description: string
  tags: string[]
  /** Returns samples in -1..1. */
  synth: () => Float32Array
}

const TAU = Math.PI * 2
const sec = (s: number) => Math.round(s * SAMPLE_RATE)

/** Linear attack then exponential decay. */
const env = (t: number, attack: number, decay: number) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay))

/** Normalises to a peak and applies short fades so nothing clicks. */
function finish(buf: Float32Array, peak = 0.8, fade = 0.005): Float32Array {
  let max = 0
  for (const v of buf) max = Math.max(max, Math.abs(v))
  const g = max > 0 ? peak / max : 1
  const f = sec(fade)
  for (let i = 0; i < buf.length; i++) {
    let w = g
    if (i < f) w *= i / f
    if (i > buf.length - f) w *= (buf.length - i) / f
    buf[i] *= w
  }
  return buf
}

function chime(): Float32Array {
  const out = new Float32Array(sec(2.2))
  // a struck bell: inharmonic partials, higher ones decaying faster
  const f0 = 880
  const partials: [number, number, number][] = [
    [1, 1, 0.9],
    [2.76, 0.55, 0.45],
    [5.4, 0.3, 0.25],
    [8.93, 0.18, 0.15],
    [0.5, 0.25, 1.2],
  ]
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE
    let s = 0
    for (const [ratio, amp, dec] of partials) s += amp * Math.sin(TAU * f0 * ratio * t) * env(t, 0.002, dec)
    out[i] = s
  }
  return finish(out, 0.7)
}

function pop(): Float32Array {
  const out = new Float32Array(sec(0.18))
  const r = rng(3)
  let phase = 0
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE
    const f = 180 + 900 * Math.exp(-t / 0.012) // fast downward pitch sweep
    phase += (TAU * f) / SAMPLE_RATE
    const click = (r() * 2 - 1) * Math.exp(-t / 0.002) * 0.6
    out[i] = Math.sin(phase) * env(t, 0.001, 0.03) + click
  }
  return finish(out, 0.85, 0.002)
}

function whoosh(): Float32Array {
  const out = new Float32Array(sec(1.2))
  const r = rng(5)
  // white noise through a resonant band-pass whose centre sweeps up then down
  let low = 0
  let band = 0
  for (let i = 0; i < out.length; i++) {
    const t = i / out.length
    const fc = 300 + 2200 * Math.sin(Math.PI * t) ** 2
    const f = 2 * Math.sin((Math.PI * fc) / SAMPLE_RATE)
    const q = 0.5
    const x = r() * 2 - 1
    low += f * band
    const high = x - low - q * band
    band += f * high
    const amp = Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 2
    out[i] = band * amp
  }
  return finish(out, 0.75, 0.02)
}

function windBirds(): Float32Array {
  const len = 5
  const n = sec(len)
  const out = new Float32Array(n)
  const r = rng(9)
  // wind: low-passed noise with slow gusts; gust LFOs have whole cycles in the loop so it loops seamlessly
  let lp1 = 0
  let lp2 = 0
  const noise = new Float32Array(n)
  for (let i = 0; i < n; i++) noise[i] = r() * 2 - 1
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < n; i++) {
      const t = i / SAMPLE_RATE
      const gust = 0.55 + 0.3 * Math.sin((TAU * t) / len) + 0.15 * Math.sin((TAU * 3 * t) / len + 1)
      const cutoff = 0.02 + 0.05 * gust
      lp1 += cutoff * (noise[i] - lp1)
      lp2 += cutoff * (lp1 - lp2)
      if (pass === 1) out[i] = lp2 * gust * 3.2
    }
  // birds: short chirps (fast up-down sine sweeps) at fixed times
  const chirps: [number, number, number][] = [
    [0.6, 3200, 3],
    [1.9, 2700, 2],
    [2.35, 3600, 4],
    [3.7, 3000, 2],
    [4.3, 2500, 3],
  ]
  for (const [start, base, count] of chirps)
    for (let k = 0; k < count; k++) {
      const t0 = start + k * 0.11
      const dur = 0.07
      let phase = 0
      for (let i = sec(t0); i < Math.min(n, sec(t0 + dur)); i++) {
        const u = (i / SAMPLE_RATE - t0) / dur
        const f = base * (1 + 0.35 * Math.sin(Math.PI * u))
        phase += (TAU * f) / SAMPLE_RATE
        out[i] += Math.sin(phase) * Math.sin(Math.PI * u) ** 2 * 0.22
      }
    }
  return finish(out, 0.6, 0)
}

function successJingle(): Float32Array {
  const out = new Float32Array(sec(1.5))
  const notes: [number, number, number][] = [
    [523.25, 0.0, 0.5], // C5
    [659.25, 0.12, 0.5], // E5
    [783.99, 0.24, 0.5], // G5
    [1046.5, 0.36, 1.1], // C6
  ]
  for (const [f, start, dur] of notes) {
    for (let i = sec(start); i < Math.min(out.length, sec(start + dur + 0.3)); i++) {
      const t = i / SAMPLE_RATE - start
      // soft square-ish tone: odd harmonics with gentle roll-off, plus a sparkle octave
      const s = Math.sin(TAU * f * t) + Math.sin(TAU * 3 * f * t) / 6 + Math.sin(TAU * 5 * f * t) / 15 + 0.3 * Math.sin(TAU * 2 * f * t)
      out[i] += s * env(t, 0.005, dur * 0.35)
    }
  }
  return finish(out, 0.7)
}

function pianoNote(): Float32Array {
  const out = new Float32Array(sec(2.6))
  const f0 = 261.63 // middle C
  const B = 0.0004 // string stiffness: slightly sharp upper partials
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE
    let s = 0
    for (let k = 1; k <= 8; k++) {
      const fk = f0 * k * Math.sqrt(1 + B * k * k)
      const amp = (1 / k ** 1.3) * (k === 1 ? 1 : 0.8)
      const dec = 1.4 / (1 + 0.45 * (k - 1))
      s += amp * Math.sin(TAU * fk * t + k) * env(t, 0.004, dec)
    }
    // hammer thump
    s += Math.sin(TAU * 90 * t) * Math.exp(-t / 0.02) * 0.3
    out[i] = s
  }
  return finish(out, 0.7)
}

export const SOUNDS: AudioSpec[] = [
  { slug: 'chime', name: 'Bell Chime', subtype: 'Sound effects', description: 'A bright metallic bell chime with a long shimmering decay, for notifications and magic moments.', tags: ['chime', 'bell', 'notification', 'ding', 'magic', 'ui'], synth: chime },
  { slug: 'pop', name: 'Bubble Pop', subtype: 'Sound effects', description: 'A short snappy bubble pop click for buttons, taps and objects appearing.', tags: ['pop', 'click', 'tap', 'button', 'ui', 'bubble'], synth: pop },
  { slug: 'whoosh', name: 'Whoosh', subtype: 'Sound effects', description: 'An airy swoosh of sweeping noise for fast movement, transitions and swipes.', tags: ['whoosh', 'swoosh', 'swipe', 'transition', 'movement', 'air'], synth: whoosh },
  { slug: 'wind-and-birds', name: 'Wind and Birds', subtype: 'Ambience', description: 'A seamless five-second outdoor ambience loop of gentle gusting wind with distant bird chirps.', tags: ['ambience', 'wind', 'birds', 'nature', 'outdoor', 'loop', 'background'], synth: windBirds },
  { slug: 'success-jingle', name: 'Success Jingle', subtype: 'Sound effects', description: 'A cheerful rising major arpeggio jingle for achievements, level-ups and completed tasks.', tags: ['success', 'win', 'jingle', 'achievement', 'level up', 'reward', 'ui'], synth: successJingle },
  { slug: 'piano-note', name: 'Soft Piano Note', subtype: 'Music', description: 'A single soft piano-like middle C note with a warm, slowly fading tail.', tags: ['piano', 'note', 'music', 'soft', 'calm', 'instrument'], synth: pianoNote },
]

/** Encodes mono 16-bit PCM WAV. */
export function encodeWav(samples: Float32Array, rate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i] * 32767))), i * 2)
  const h = Buffer.alloc(44)
  h.write('RIFF', 0, 'ascii')
  h.writeUInt32LE(36 + data.length, 4)
  h.write('WAVE', 8, 'ascii')
  h.write('fmt ', 12, 'ascii')
  h.writeUInt32LE(16, 16) // fmt chunk size
  h.writeUInt16LE(1, 20) // PCM
  h.writeUInt16LE(1, 22) // mono
  h.writeUInt32LE(rate, 24)
  h.writeUInt32LE(rate * 2, 28) // byte rate
  h.writeUInt16LE(2, 32) // block align
  h.writeUInt16LE(16, 34) // bits per sample
  h.write('data', 36, 'ascii')
  h.writeUInt32LE(data.length, 40)
  return Buffer.concat([h, data])
}
