import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameCost } from './frame-cost'

/** A WebGL2 context whose fences signal after `polls` status reads. */
function context(polls: number) {
  let reads = 0
  const made: object[] = []
  const deleted: object[] = []
  const ctx = {
    SYNC_GPU_COMMANDS_COMPLETE: 1,
    SYNC_STATUS: 2,
    SIGNALED: 3,
    UNSIGNALED: 4,
    fenceSync: () => {
      const sync = {}
      made.push(sync)
      reads = 0
      return sync
    },
    flush: vi.fn(),
    isContextLost: () => false,
    getSyncParameter: () => (++reads >= polls ? 3 : 4),
    deleteSync: (s: object) => deleted.push(s),
  }
  return { ctx: ctx as unknown as WebGL2RenderingContext, made, deleted }
}

afterEach(() => vi.useRealTimers())

describe('frame cost', () => {
  it('reports the time from the frame start until its fence is passed, without a blocking wait', () => {
    vi.useFakeTimers()
    const { ctx, made, deleted } = context(5)
    const seen: [number, number][] = []
    const probe = createFrameCost(ctx, (ms, tag: number) => seen.push([ms, tag]), () => Date.now())
    const start = Date.now()
    vi.advanceTimersByTime(10)
    probe.mark(start, 0.5)
    expect(ctx.flush).toHaveBeenCalledOnce()
    // A second frame while the first is measured is not marked: its fence would time both.
    probe.mark(Date.now(), 1)
    expect(made).toHaveLength(1)
    vi.advanceTimersByTime(16)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(4)
    expect(seen).toEqual([[30, 0.5]])
    expect(deleted).toEqual(made)
    probe.mark(Date.now(), 1)
    expect(made).toHaveLength(2)
    probe.dispose()
    expect(deleted).toHaveLength(2)
  })

  it('does nothing on a WebGL 1 context, which has no fences', () => {
    const seen: number[] = []
    const probe = createFrameCost({ flush: vi.fn() } as unknown as WebGLRenderingContext, (ms) => seen.push(ms))
    probe.mark(0, 1)
    probe.dispose()
    expect(seen).toEqual([])
  })
})
