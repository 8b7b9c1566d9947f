import { describe, expect, it } from 'vitest'
import { defaultAudioSettings } from '@shared/scene/media-settings'
import { createReverbBus, createReverbSend, IMPULSE_SECONDS, impulseResponse, reverbLevel, ROOM_SEND } from './audio-reverb'

/** Just enough of Web Audio to see the wiring (jsdom has no AudioContext). */
class FakeNode {
  readonly links = new Set<FakeNode>()
  constructor(readonly kind: string) {}
  connect(to: FakeNode) {
    this.links.add(to)
    return to
  }
  disconnect(to?: FakeNode) {
    if (!to) return this.links.clear()
    if (!this.links.delete(to)) throw new Error('InvalidAccessError: not connected')
  }
}
class FakeGain extends FakeNode {
  gain = { value: 1 }
  constructor() {
    super('gain')
  }
}
class FakeConvolver extends FakeNode {
  buffer: FakeBuffer | null = null
  constructor() {
    super('convolver')
  }
}
class FakeBuffer {
  readonly channels: Float32Array[]
  constructor(count: number, readonly length: number, readonly sampleRate: number) {
    this.channels = Array.from({ length: count }, () => new Float32Array(length))
  }
  get numberOfChannels() {
    return this.channels.length
  }
  getChannelData(i: number) {
    return this.channels[i]
  }
}
class FakeContext {
  sampleRate = 8000
  buffersMade = 0
  createGain() {
    return new FakeGain()
  }
  createConvolver() {
    return new FakeConvolver()
  }
  createBuffer(channels: number, length: number, rate: number) {
    this.buffersMade++
    return new FakeBuffer(channels, length, rate)
  }
}
const ctx = () => new FakeContext() as unknown as BaseAudioContext & FakeContext
const node = (kind: string) => new FakeNode(kind) as unknown as AudioNode & FakeNode

describe('audio reverb', () => {
  it('builds the room impulse once per context: stereo, decaying noise of the set length', () => {
    const a = ctx()
    const ir = impulseResponse(a) as unknown as FakeBuffer
    expect(impulseResponse(a)).toBe(ir)
    expect(a.buffersMade).toBe(1)
    expect(ir.numberOfChannels).toBe(2)
    expect(ir.length).toBe(Math.round(a.sampleRate * IMPULSE_SECONDS))
    const [left, right] = ir.channels
    const energy = (data: Float32Array, from: number, to: number) => data.slice(from, to).reduce((sum, v) => sum + v * v, 0)
    const tenth = Math.floor(ir.length / 10)
    // Loud at the start, about 60 dB down by the end.
    expect(energy(left, 0, tenth)).toBeGreaterThan(100 * energy(left, ir.length - tenth, ir.length))
    expect(Math.max(...left.slice(ir.length - 50).map(Math.abs))).toBeLessThan(0.002)
    // Two different noises, so the room sounds wide.
    expect(left.some((v, i) => v !== right[i])).toBe(true)
    // Another context builds its own.
    const b = ctx()
    expect(impulseResponse(b)).not.toBe(ir)
    expect(b.buffersMade).toBe(1)
  })

  it('wires sends into one shared room that plays into the destination', () => {
    const c = ctx()
    const destination = node('listener')
    const bus = createReverbBus(c, destination)
    const convolver = bus.convolver as unknown as FakeConvolver
    expect(convolver.buffer).toBe(impulseResponse(c))
    expect((bus.input as unknown as FakeNode).links.has(convolver)).toBe(true)
    expect(convolver.links.has(destination)).toBe(true)

    const first = node('sound 1 output')
    const second = node('sound 2 output')
    const sendA = createReverbSend(c, first, bus)
    const sendB = createReverbSend(c, second, bus)
    for (const [from, send] of [[first, sendA], [second, sendB]] as const) {
      expect(from.links.has(send.gain as unknown as FakeNode)).toBe(true)
      expect((send.gain as unknown as FakeNode).links.has(bus.input as unknown as FakeNode)).toBe(true)
    }
    // Silent until the settings arrive.
    expect(sendA.gain.gain.value).toBe(0)
    expect(c.buffersMade).toBe(1)

    // Removing one sound's send leaves its other paths and the other sound alone.
    first.connect(destination)
    sendA.dispose()
    expect([...first.links]).toEqual([destination])
    expect((sendB.gain as unknown as FakeNode).links.size).toBe(1)
    bus.dispose()
    expect(convolver.links.size).toBe(0)
  })

  it('sends at the Reverb Zone Mix (clamped to 0..1.1) times the room level, and nothing when reverb zones or listener effects are bypassed', () => {
    const c = ctx()
    const send = createReverbSend(c, node('out'), createReverbBus(c, node('listener')))
    const settings = defaultAudioSettings()
    const level = () => send.gain.gain.value / ROOM_SEND
    send.apply(settings)
    expect(level()).toBeCloseTo(1)
    send.apply({ ...settings, reverbZoneMix: 0.35 })
    expect(level()).toBeCloseTo(0.35)
    send.apply({ ...settings, reverbZoneMix: 1.1 })
    expect(level()).toBeCloseTo(1.1)
    send.apply({ ...settings, reverbZoneMix: 4 })
    expect(level()).toBeCloseTo(1.1)
    send.apply({ ...settings, reverbZoneMix: -1 })
    expect(level()).toBe(0)
    send.apply({ ...settings, reverbZoneMix: 0.8, bypassReverbZones: true })
    expect(level()).toBe(0)
    send.apply({ ...settings, reverbZoneMix: 0.8, bypassListenerEffects: true })
    expect(level()).toBe(0)
    send.apply({ ...settings, reverbZoneMix: 0.8, bypassEffects: true })
    expect(level()).toBe(0)
    expect(reverbLevel({ reverbZoneMix: Number.NaN, bypassReverbZones: false, bypassListenerEffects: false, bypassEffects: false })).toBe(0)
    expect(ROOM_SEND).toBeLessThan(0.5)
  })
})
