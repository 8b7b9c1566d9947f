import type { MotionSettings } from './schema'

/** What a motion adds to a node's own pose at a time: a local offset in metres and a rotation in radians. */
export interface MotionPose {
  offset: [number, number, number]
  rotation: [number, number, number]
}

export const MOTION_KINDS = ['spin', 'bob', 'orbit', 'swing'] as const
/** Bob height, orbit radius and swing angle (about 70°) when the motion names none. */
export const DEFAULT_AMPLITUDE: Record<MotionSettings['kind'], number> = { spin: 0, bob: 0.15, orbit: 1, swing: 1.2 }

const TAU = Math.PI * 2

/**
 * The pose offset of a motion at time t (seconds). Pure, so the renderer, the tests and any
 * export agree: spin turns about its axis (y unless named), bob rises and falls along it, orbit
 * circles the node's own position in the plane across it. Speed is turns (cycles) per second.
 */
export function motionPose(motion: MotionSettings | undefined, t: number): MotionPose {
  const offset: [number, number, number] = [0, 0, 0]
  const rotation: [number, number, number] = [0, 0, 0]
  if (!motion || !Number.isFinite(t)) return { offset, rotation }
  const axis = motion.axis === 'x' ? 0 : motion.axis === 'z' ? 2 : 1
  const phase = TAU * motion.speed * t
  const amplitude = motion.amplitude ?? DEFAULT_AMPLITUDE[motion.kind]
  if (motion.kind === 'spin') rotation[axis] = phase % TAU
  else if (motion.kind === 'bob') offset[axis] = amplitude * Math.sin(phase)
  // Opens to its angle and closes again, from shut at t = 0 (a door, a chest's lid).
  else if (motion.kind === 'swing') rotation[axis] = (amplitude * (1 - Math.cos(phase))) / 2
  else {
    // The two axes across the orbit's axis: x/z for an orbit about y.
    const [a, b] = axis === 0 ? [1, 2] : axis === 2 ? [0, 1] : [0, 2]
    offset[a] = amplitude * Math.sin(phase)
    offset[b] = amplitude * (Math.cos(phase) - 1)
  }
  return { offset, rotation }
}
