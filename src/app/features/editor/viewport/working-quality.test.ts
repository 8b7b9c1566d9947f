import { describe, expect, it } from 'vitest'
import { BUDGET_MS, createWorkingQuality, SAMPLE_EVERY } from './working-quality'

/** A host with a hand-driven clock: timers run when `advance` passes them. */
function host() {
  let redraws = 0
  const holds: boolean[] = []
  let timers: { at: number; run: () => void }[] = []
  let now = 0
  const h = {
    redraw: () => redraws++,
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run }
      timers.push(timer)
      return () => (timers = timers.filter((t) => t !== timer))
    },
    holdShadows: (held: boolean) => holds.push(held),
  }
  const advance = (ms: number) => {
    now += ms
    for (const t of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((x) => x !== t)
      t.run()
    }
  }
  return { h, advance, holds, get now() { return now }, get redraws() { return redraws } }
}

describe('working frames', () => {
  it('on a slow GPU, holds the shadows from an edit on and draws a quick run with fewer pixels, then one full frame once it stops', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    // The first frame: full, and it measures 300 ms on the GPU.
    expect(q.beforeFrame(t.now)).toBe(1)
    q.measured(300, { scale: 1, held: false })
    // A first edit: full resolution, shadows waiting.
    t.advance(5000)
    q.act(t.now)
    expect(q.beforeFrame(t.now)).toBe(1)
    expect(t.holds).toEqual([true])
    // Edits 370 ms apart (within twice the cost): from the second on, half the pixel ratio
    // (300 x 0.75^2 = 169 ms is over the 50 ms budget; 300 x 0.25 = 75 is the smallest step).
    for (let i = 0; i < 5; i++) {
      t.advance(370)
      q.act(t.now)
      expect(q.beforeFrame(t.now)).toBe(0.5)
    }
    expect(t.redraws).toBe(0)
    expect(t.holds).toEqual([true])
    // Quiet: 600 ms after the last edit (twice the cost) the full frame is asked for, shadows and all.
    t.advance(599)
    expect(t.redraws).toBe(0)
    t.advance(1)
    expect(t.redraws).toBe(1)
    expect(t.holds).toEqual([true, false])
    expect(q.beforeFrame(t.now)).toBe(1)
  })

  it('draws a single edit after a pause at full resolution, its shadows following in the full frame', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    q.measured(300, { scale: 1, held: false })
    q.act(t.now)
    expect(q.beforeFrame(t.now)).toBe(1)
    t.advance(2000)
    expect(t.holds).toEqual([true, false])
    q.act(t.now)
    expect(q.beforeFrame(t.now)).toBe(1)
    expect(q.shadowsHeld).toBe(true)
    t.advance(600)
    expect(q.shadowsHeld).toBe(false)
    expect(t.redraws).toBe(2)
  })

  it('never holds nor scales on a GPU that draws a full frame within the budget', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    q.measured(12, { scale: 1, held: false })
    for (let i = 0; i < 30; i++) {
      t.advance(16)
      q.act(t.now)
      expect(q.beforeFrame(t.now)).toBe(1)
    }
    expect(t.holds).toEqual([])
    expect(t.redraws).toBe(0)
  })

  it('holds nothing before a frame was measured', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    q.act(t.now)
    expect(q.beforeFrame(t.now)).toBe(1)
    expect(t.holds).toEqual([])
  })

  it('takes the gentler step when it fits, and learns the cost from full frames only (not from frames whose shadows waited)', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    q.measured(80, { scale: 1, held: false }) // 80 x 0.5625 = 45 ms: three quarters fit
    q.act(t.now)
    t.advance(100)
    q.act(t.now)
    expect(q.beforeFrame(t.now)).toBe(0.75)
    q.measured(30, { scale: 0.75, held: true }) // a working frame's time is not a full frame's
    q.measured(40, { scale: 1, held: true })
    expect(q.cost).toBe(80)
    q.measured(90, { scale: 1, held: false })
    expect(q.cost).toBe(90)
  })

  it('lets the shadows go when the canvas goes', () => {
    const t = host()
    const q = createWorkingQuality(t.h)
    q.measured(300, { scale: 1, held: false })
    q.act(t.now)
    q.dispose()
    expect(t.holds).toEqual([true, false])
    t.advance(2000)
    expect(t.redraws).toBe(0)
  })

  it('measures every frame until frames are known to be cheap, then one in SAMPLE_EVERY, and every frame again once they are not', () => {
    const q = createWorkingQuality(host().h)
    const measuredOf = (frames: number) => Array.from({ length: frames }, () => q.measureThis()).filter(Boolean).length
    expect(measuredOf(5)).toBe(5)
    q.measured(4, { scale: 1, held: false })
    expect(measuredOf(SAMPLE_EVERY * 2)).toBe(2)
    // The scene grew: a sampled frame says so, and from then on each frame is measured.
    q.measured(BUDGET_MS, { scale: 1, held: false })
    expect(measuredOf(10)).toBe(10)
  })
})
