import { Color, LinearFilter, SRGBColorSpace } from 'three'
import { describe, expect, it } from 'vitest'
import { gradientBackdrop } from './studio-environment'

const rgbAt = (data: Uint8Array, row: number) => [data[row * 4], data[row * 4 + 1], data[row * 4 + 2]]
const hex = (c: Color) => [(c.getHex() >> 16) & 255, (c.getHex() >> 8) & 255, c.getHex() & 255]

describe('the studio backdrop gradient', () => {
  it('runs from a lifted top through the horizon to the author colour darkened at the floor, as sRGB bytes', () => {
    const texture = gradientBackdrop('#1B1D24')
    const { data, height: rows } = texture.image as { data: Uint8Array; height: number }
    expect(texture.colorSpace).toBe(SRGBColorSpace)
    expect(texture.magFilter).toBe(LinearFilter)
    // Row 0 is the bottom of the image: 0.85 of the colour, within a byte of the stop.
    const bottom = hex(new Color('#1B1D24').multiplyScalar(0.85))
    rgbAt(data, 0).forEach((v, k) => expect(Math.abs(v - bottom[k])).toBeLessThanOrEqual(1))
    const top = rgbAt(data, rows - 1)
    // A dark colour is lifted at the top: lighter than the floor in every channel.
    top.forEach((v, k) => expect(v).toBeGreaterThan(bottom[k]))
    // Lightness never falls going up (the sweep has no band), and every pixel is opaque.
    const sum = (row: number) => rgbAt(data, row).reduce((a, b) => a + b, 0)
    for (let row = 1; row < rows; row++) expect(sum(row)).toBeGreaterThanOrEqual(sum(row - 1))
    for (let row = 0; row < rows; row++) expect(data[row * 4 + 3]).toBe(255)
  })
})
