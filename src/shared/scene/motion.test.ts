import { describe, expect, it } from 'vitest'
import { motionPose } from './motion'
import { motionSchema, nodeSchema } from './schema'

describe('procedural motion', () => {
  it('is still with no motion, and at time 0 for every kind', () => {
    expect(motionPose(undefined, 3)).toEqual({ offset: [0, 0, 0], rotation: [0, 0, 0] })
    for (const kind of ['spin', 'bob', 'orbit'] as const) {
      const p = motionPose({ kind, speed: 1 }, 0)
      expect(Math.hypot(...p.offset) + Math.hypot(...p.rotation)).toBeCloseTo(0)
    }
  })
  it('spins a quarter turn about y in a quarter of a turn time, about x when asked', () => {
    expect(motionPose({ kind: 'spin', speed: 0.5 }, 0.5).rotation[1]).toBeCloseTo(Math.PI / 2)
    const x = motionPose({ kind: 'spin', speed: 1, axis: 'x' }, 0.25)
    expect(x.rotation[0]).toBeCloseTo(Math.PI / 2)
    expect(x.rotation[1]).toBe(0)
  })
  it('bobs up by its amplitude at a quarter cycle and down at three quarters', () => {
    expect(motionPose({ kind: 'bob', speed: 1, amplitude: 0.2 }, 0.25).offset[1]).toBeCloseTo(0.2)
    expect(motionPose({ kind: 'bob', speed: 1, amplitude: 0.2 }, 0.75).offset[1]).toBeCloseTo(-0.2)
  })
  it('orbits on a circle of its radius that passes through its own position', () => {
    const centre = [0, 0, -2]
    for (const t of [0.1, 0.3, 0.6, 0.9]) {
      const { offset } = motionPose({ kind: 'orbit', speed: 1, amplitude: 2 }, t)
      expect(offset[1]).toBe(0)
      expect(Math.hypot(offset[0] - centre[0], offset[2] - centre[2])).toBeCloseTo(2)
    }
  })
  it('is part of a node, optional and checked', () => {
    const node = { id: 'n1', name: 'Cube', parentId: null, order: 'a0', visible: true, transform: { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'group' }
    expect(nodeSchema.safeParse(node).success).toBe(true)
    expect(nodeSchema.safeParse({ ...node, motion: { kind: 'spin', speed: 0.5 } }).success).toBe(true)
    expect(nodeSchema.safeParse({ ...node, motion: { kind: 'wobble', speed: 0.5 } }).success).toBe(false)
    expect(nodeSchema.safeParse({ ...node, motion: { kind: 'bob', speed: -1 } }).success).toBe(false)
  })
  it('swings open to its angle and shut again (a door, a lid), from shut at time 0', () => {
    const swing = { kind: 'swing' as const, speed: 0.5, amplitude: 1.2 }
    expect(motionPose(swing, 0).rotation[1]).toBeCloseTo(0)
    expect(motionPose(swing, 1).rotation[1]).toBeCloseTo(1.2)
    expect(motionPose(swing, 2).rotation[1]).toBeCloseTo(0)
    expect(motionPose({ kind: 'swing', speed: 1 }, 0.5).rotation[1]).toBeCloseTo(1.2)
    expect(motionSchema.safeParse(swing).success).toBe(true)
  })
})
