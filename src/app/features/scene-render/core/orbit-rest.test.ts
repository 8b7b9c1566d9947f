import { PerspectiveCamera } from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { describe, expect, it } from 'vitest'
import { restOrbit } from './orbit-rest'

describe('an orbit comes to rest', () => {
  it('ends the damping glide once the next step is under half a pixel, not before', () => {
    const camera = new PerspectiveCamera()
    camera.position.set(0, 2, 10)
    const controls = new OrbitControls(camera)
    controls.enableDamping = true
    controls.dampingFactor = 0.05
    const delta = (controls as unknown as { _sphericalDelta: { theta: number } })._sphericalDelta
    delta.theta = 0.1
    expect(restOrbit(controls)).toBe(false)
    let frames = 0
    while (controls.update() && !restOrbit(controls)) frames++
    expect(delta.theta).toBe(0)
    // Three's own stop (a millimetre a frame) would need more frames than this.
    expect(frames).toBeGreaterThan(10)
    expect(frames).toBeLessThan(100)
    controls.enableDamping = false
    delta.theta = 1e-6
    expect(restOrbit(controls)).toBe(false)
  })
})
