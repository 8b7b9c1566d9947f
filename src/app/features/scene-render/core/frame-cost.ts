/**
 * How long drawn frames take on this device's GPU, measured without ever waiting for it: a fence
 * after the frame's commands, its status read from a timer until the GPU has passed it. A frame's
 * CPU time says little on a slow GPU (a phone, software GL), where the commands are issued in a
 * few milliseconds and drawn over hundreds; this is the figure that says when frames will queue.
 */
export interface FrameCostProbe<T> {
  /** After a frame's commands were issued; `started` is when the frame began. One at a time. */
  mark(started: number, tag: T): void
  dispose(): void
}

const POLL_MS = 4

export function createFrameCost<T>(
  ctx: WebGL2RenderingContext | WebGLRenderingContext,
  onMeasured: (ms: number, tag: T) => void,
  now: () => number = () => performance.now(),
): FrameCostProbe<T> {
  const gl2 = 'fenceSync' in ctx ? ctx : null
  let pending: { sync: WebGLSync; started: number; tag: T } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const poll = () => {
    timer = undefined
    if (!gl2 || !pending) return
    // Never blocks: WebGL reports a fence's status as of the last task, not by asking the GPU.
    if (gl2.getSyncParameter(pending.sync, gl2.SYNC_STATUS) !== gl2.SIGNALED) {
      timer = setTimeout(poll, POLL_MS)
      return
    }
    const { sync, started, tag } = pending
    pending = null
    gl2.deleteSync(sync)
    onMeasured(now() - started, tag)
  }
  return {
    mark(started, tag) {
      // A frame drawn while the last is still measured is skipped: its fence would measure both.
      if (!gl2 || pending || gl2.isContextLost()) return
      const sync = gl2.fenceSync(gl2.SYNC_GPU_COMMANDS_COMPLETE, 0)
      if (!sync) return
      gl2.flush()
      pending = { sync, started, tag }
      timer = setTimeout(poll, POLL_MS)
    },
    dispose() {
      if (timer) clearTimeout(timer)
      if (pending && gl2 && !gl2.isContextLost()) gl2.deleteSync(pending.sync)
      pending = null
    },
  }
}
