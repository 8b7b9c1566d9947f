/**
 * Working frames: how the editor draws while the author works on a slow GPU (a phone, software
 * GL). There a frame costs hundreds of milliseconds, and an edit among 1,000 objects redraws the
 * scene three times (the sun's shadow map, the contact shadow's depth, the view): the moved
 * object would show only after all three. So on such a device, for a while after each action (an
 * edit, a gizmo drag, an orbit) the shadows wait, and a quick run of actions is drawn with fewer
 * pixels too; once the author pauses, one full frame follows, with the shadows where they now
 * belong. A device that draws a full frame within the budget always draws full frames.
 */
export interface WorkingQualityHost {
  /** Asks for a frame (R3F's invalidate). */
  redraw(): void
  /** A timer; returns its cancel. */
  schedule(run: () => void, ms: number): () => void
  /** Shadows wait (true) or are drawn again where something moved meanwhile (false). */
  holdShadows(held: boolean): void
}

/** A full frame slower than this on the GPU (20 frames a second) is worth working frames. */
export const BUDGET_MS = 50
/** Shares of the full pixel ratio, the gentlest first: the first whose frame fits the budget. */
const STEPS = [0.75, 0.5]
/**
 * Quiet time after the last action before the full frame: twice a full frame's cost, so that the
 * author is rarely caught acting again while it draws; within these bounds.
 */
const QUIET_MIN_MS = 300
const QUIET_MAX_MS = 1500
/**
 * Where frames cost under half the budget, one drawn frame in this many is measured (each measure
 * is a fence and a flush): a scene that grows heavy is still seen within half a second at 60 Hz.
 */
export const SAMPLE_EVERY = 30

export function createWorkingQuality(host: WorkingQualityHost) {
  /** GPU time of the last frame drawn at full resolution; 0 until one is measured. */
  let cost = 0
  let lastAct = -Infinity
  /** The latest action came within the quiet time of the one before it. */
  let burst = false
  let held = false
  let scale = 1
  let cancelRefine: (() => void) | undefined
  let sinceMeasured = 0
  const slow = () => cost > BUDGET_MS
  const quiet = () => Math.min(QUIET_MAX_MS, Math.max(QUIET_MIN_MS, 2 * cost))
  const reduced = () => STEPS.find((s) => cost * s * s <= BUDGET_MS) ?? STEPS[STEPS.length - 1]
  const hold = (on: boolean) => {
    if (held !== on) host.holdShadows((held = on))
  }
  const refine = () => {
    cancelRefine = undefined
    burst = false
    hold(false)
    host.redraw()
  }
  return {
    /** The author changed what is drawn: an edit, the camera, a gizmo drag. */
    act(now: number) {
      burst = slow() && now - lastAct < quiet()
      lastAct = now
      if (!slow()) return
      hold(true)
      cancelRefine?.()
      cancelRefine = host.schedule(refine, quiet())
    },
    /** Before a frame is drawn: the share of the full pixel ratio it is drawn at. */
    beforeFrame(now: number) {
      scale = burst && now - lastAct < quiet() ? reduced() : 1
      return scale
    },
    /**
     * A frame took `ms` on the GPU; only full frames (full resolution, shadows drawn if owed)
     * set the cost: a working frame's would shorten the quiet time below what the full one needs.
     */
    measured(ms: number, frame: { scale: number; held: boolean }) {
      if (frame.scale === 1 && !frame.held) cost = ms
    },
    /** Whether to measure the frame just drawn: each one until frames are known to be cheap, then a sample. */
    measureThis() {
      if (cost === 0 || cost > BUDGET_MS / 2) return true
      sinceMeasured = (sinceMeasured + 1) % SAMPLE_EVERY
      return sinceMeasured === 0
    },
    dispose() {
      cancelRefine?.()
      hold(false)
    },
    get scale() {
      return scale
    },
    get cost() {
      return cost
    },
    /** Whether this frame's shadows wait. */
    get shadowsHeld() {
      return held
    },
  }
}
