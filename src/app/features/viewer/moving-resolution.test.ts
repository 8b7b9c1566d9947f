import { describe, expect, it } from 'vitest'
import type { WebGLRenderer } from 'three'
import { createMovingResolution } from './moving-resolution'

function renderer() {
  const ratios: number[] = []
  return { ratios, gl: { setPixelRatio: (r: number) => ratios.push(r) } as unknown as WebGLRenderer }
}

describe('moving resolution', () => {
  it('drops a step after two slow frames in a row, down to half, and is full again at rest', () => {
    const { ratios, gl } = renderer()
    const r = createMovingResolution(gl, 2)
    r.moving(0.1)
    expect(ratios).toEqual([])
    r.moving(0.1)
    expect(ratios).toEqual([1.5])
    for (let i = 0; i < 10; i++) r.moving(0.2)
    expect(r.scale).toBe(0.5)
    expect(ratios).toEqual([1.5, 1])
    expect(r.rest()).toBe(true)
    expect(ratios.at(-1)).toBe(2)
    expect(r.rest()).toBe(false)
  })

  it('keeps full resolution on a fast device, and climbs back only after ten fast frames', () => {
    const { ratios, gl } = renderer()
    const r = createMovingResolution(gl, 1)
    for (let i = 0; i < 30; i++) r.moving(1 / 60)
    expect(ratios).toEqual([])
    r.moving(0.05)
    r.moving(0.05)
    expect(r.scale).toBe(0.75)
    for (let i = 0; i < 9; i++) r.moving(1 / 60)
    expect(r.scale).toBe(0.75)
    r.moving(1 / 60)
    expect(r.scale).toBe(1)
  })

  it('does not change on frames between 30 and 50 fps', () => {
    const { ratios, gl } = renderer()
    const r = createMovingResolution(gl, 1)
    for (let i = 0; i < 20; i++) r.moving(1 / 40)
    expect(ratios).toEqual([])
  })

  it('frame(): a drag after an idle spell does not count the pause, and a frame at rest is full again', () => {
    const { ratios, gl } = renderer()
    const r = createMovingResolution(gl, 2)
    r.frame(false, 1 / 60)
    // The first moving frame's elapsed time is the idle pause (R3F's clock ran on): not counted.
    r.frame(true, 30)
    r.frame(true, 0.1)
    expect(ratios).toEqual([])
    r.frame(true, 0.1)
    expect(ratios).toEqual([1.5])
    // The camera stops: that frame is drawn at full resolution.
    r.frame(false, 0.1)
    expect(ratios).toEqual([1.5, 2])
    r.frame(false, 5)
    expect(ratios).toEqual([1.5, 2])
  })
})
