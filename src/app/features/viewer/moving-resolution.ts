/** What the resolution is set on: three's renderer (the core viewer) or R3F's setDpr (the React canvas). */
export interface PixelRatioTarget {
  setPixelRatio(ratio: number): void
}

/** Steps of the device's pixel ratio a moving camera may drop to (model-viewer scales the same way). */
const STEPS = [1, 0.75, 0.5]
/** Slower than this between frames (30 fps) while the camera moves: one step down. */
const SLOW_S = 1 / 30
/** Faster than this (50 fps): one step back up. */
const FAST_S = 1 / 50
/** How many slow (or fast) frames in a row make a step: each step reallocates the drawing buffer. */
const SLOW_RUN = 2
const FAST_RUN = 10

/**
 * Resolution while the visitor turns the camera. A frame's cost on a slow GPU (a phone, software
 * GL) is mostly shading every pixel of the ground, sky and objects; while the view moves, fewer
 * pixels keep the orbit smooth, and the frame drawn once it stops is at full resolution again.
 * Motion and clips alone never lower it: only a camera the visitor moves.
 */
export function createMovingResolution(renderer: PixelRatioTarget, fullRatio: number) {
  let step = 0
  let slow = 0
  let fast = 0
  const apply = (next: number) => {
    if (next === step) return false
    step = next
    renderer.setPixelRatio(fullRatio * STEPS[step])
    return true
  }
  let wasMoving = false
  const api = {
    /** After a frame drawn while the camera moved, `elapsed` seconds after the one before. */
    moving(elapsed: number) {
      slow = elapsed > SLOW_S ? slow + 1 : 0
      fast = elapsed < FAST_S ? fast + 1 : 0
      if (slow >= SLOW_RUN && apply(Math.min(STEPS.length - 1, step + 1))) slow = 0
      if (fast >= FAST_RUN && apply(Math.max(0, step - 1))) fast = 0
    },
    /** The camera came to rest: true when the resolution went back up (one more frame to draw). */
    rest() {
      slow = fast = 0
      return apply(0)
    },
    /**
     * For a host whose clock runs on across idle spells (R3F's demand loop): each drawn frame, whether
     * the camera moves in it. The first moving frame after a rest only starts the count (its elapsed
     * time is the pause, not a frame's cost); a frame at rest returns to full resolution.
     */
    frame(moving: boolean, elapsed: number) {
      if (moving && wasMoving) api.moving(elapsed)
      else if (!moving) api.rest()
      wasMoving = moving
    },
    get scale() {
      return STEPS[step]
    },
  }
  return api
}
