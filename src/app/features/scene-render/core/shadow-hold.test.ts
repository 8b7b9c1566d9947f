import { describe, expect, it } from 'vitest'
import { holdShadows, redrawShadows, shadowsWait } from './look'

describe('held shadows (the editor\'s working frames)', () => {
  it('keeps a shadow-map redraw asked for while held, and asks for it when the hold ends', () => {
    const gl = { shadowMap: { needsUpdate: false } }
    holdShadows(gl, true)
    redrawShadows(gl) // a caster moved
    expect(shadowsWait(gl)).toBe(true)
    expect(gl.shadowMap.needsUpdate).toBe(false) // this frame draws no shadow map
    expect(shadowsWait(gl)).toBe(true)
    holdShadows(gl, false)
    expect(gl.shadowMap.needsUpdate).toBe(true) // the full frame after does
    expect(shadowsWait(gl)).toBe(false)
    expect(gl.shadowMap.needsUpdate).toBe(true)
  })

  it('asks for nothing when nothing moved while held, and holds one renderer only', () => {
    const gl = { shadowMap: { needsUpdate: false } }
    const other = { shadowMap: { needsUpdate: true } }
    holdShadows(gl, true)
    expect(shadowsWait(gl)).toBe(true)
    expect(shadowsWait(other)).toBe(false)
    expect(other.shadowMap.needsUpdate).toBe(true)
    holdShadows(gl, false)
    expect(gl.shadowMap.needsUpdate).toBe(false)
  })
})
