import { Color } from 'three'
import { describe, expect, it } from 'vitest'
import { GradientBackdrop } from './backdrop-bands'

const hex = (c: Color) => [(c.getHex() >> 16) & 255, (c.getHex() >> 8) & 255, c.getHex() & 255]
const sum = (rgb: readonly number[]) => rgb.reduce((a, b) => a + b, 0)

describe('the studio backdrop gradient', () => {
  it('runs from a lifted top through the horizon to the author colour darkened at the floor, as sRGB bytes', () => {
    const backdrop = new GradientBackdrop('#1B1D24')
    expect(hex(backdrop.colour)).toEqual([0x1b, 0x1d, 0x24])
    const bottom = hex(new Color('#1B1D24').multiplyScalar(0.85))
    backdrop.at(1).forEach((v, k) => expect(Math.abs(v - bottom[k])).toBeLessThanOrEqual(1))
    // A dark colour is lifted at the top: lighter than the floor in every channel.
    backdrop.at(0).forEach((v, k) => expect(v).toBeGreaterThan(bottom[k]))
    // Halfway between the horizon and the floor: halfway between their bytes.
    const [, horizon] = backdrop.stops[1]
    backdrop.at(0.775).forEach((v, k) => expect(Math.abs(v - (horizon[k] + bottom[k]) / 2)).toBeLessThanOrEqual(0.5))
  })

  it('covers every row of a frame once, top to bottom, in runs of one colour that darken going down', () => {
    const backdrop = new GradientBackdrop('#1B1D24')
    for (const height of [1, 150, 800, 1688]) {
      const bands = backdrop.bands(height)
      let next = 0
      for (const [row, rows, r, g, b] of bands) {
        expect(row).toBe(next)
        expect(rows).toBeGreaterThan(0)
        // Each row of the run has the run's colour (sampled at the row's centre).
        expect(backdrop.at((row + rows - 0.5) / height)).toEqual([r, g, b])
        next = row + rows
      }
      expect(next).toBe(height)
      for (let i = 1; i < bands.length; i++) expect(sum(bands[i].slice(2))).toBeLessThanOrEqual(sum(bands[i - 1].slice(2)))
    }
    // Neighbouring rows that agree are one clear: a frame 1688 rows tall takes about a clear per
    // step of some channel (the top and the floor of this one are 97, 100 and 111 apart).
    const bands = backdrop.bands(1688)
    expect(bands.length).toBeLessThanOrEqual(97 + 100 + 111)
    for (let i = 1; i < bands.length; i++) expect(bands[i].slice(2)).not.toEqual(bands[i - 1].slice(2))
  })

  it('lifts a light colour less than a dark one', () => {
    const light = new GradientBackdrop('#D8DCE4')
    const dark = new GradientBackdrop('#1B1D24')
    const rise = (g: GradientBackdrop) => sum(g.at(0)) - sum(g.at(1))
    expect(rise(light)).toBeGreaterThan(0)
    expect(rise(light)).toBeLessThan(rise(dark))
  })
})
