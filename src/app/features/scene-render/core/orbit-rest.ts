import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'

/** An orbit's step below this (radians, about half a pixel at 1280 wide) ends its damping glide. */
export const REST_STEP = 0.0004

/**
 * Ends an orbit's damping glide once its next step is under half a pixel. three's damping decays
 * per frame, not per second, down to a millimetre: on slow frames (software GL, a busy phone) a
 * demand loop went on drawing that invisible glide for tens of seconds after the hand let go.
 * True when it stopped the glide (the loop need ask for no further frame).
 */
export function restOrbit(controls: OrbitControls): boolean {
  const c = controls as unknown as { _sphericalDelta?: { theta: number; phi: number; set: (r: number, p: number, t: number) => void }; _panOffset?: { lengthSq: () => number; set: (x: number, y: number, z: number) => void } }
  if (!controls.enableDamping || !c._sphericalDelta || !c._panOffset) return false
  const f = controls.dampingFactor
  const distance = controls.object.position.distanceTo(controls.target) || 1
  const turn = Math.max(Math.abs(c._sphericalDelta.theta), Math.abs(c._sphericalDelta.phi)) * f
  const pan = (Math.sqrt(c._panOffset.lengthSq()) * f) / distance
  if (turn >= REST_STEP || pan >= REST_STEP) return false
  c._sphericalDelta.set(0, 0, 0)
  c._panOffset.set(0, 0, 0)
  return true
}
