import { describe, expect, it } from 'vitest'
import { clampDrag, dragResize, fitScale, presetSize, sizeOnBlur } from './preview-size'

const window = { width: 1280, height: 800 }

describe('preview frame size rules', () => {
  it('gives the presets: Default fills the area, Mobile 375×812, Tab 600 wide and at most 960 (or the window) high', () => {
    expect(presetSize('default', window)).toBeNull()
    expect(presetSize('mobile', window)).toEqual({ width: 375, height: 812 })
    expect(presetSize('tab', window)).toEqual({ width: 600, height: 800 })
    expect(presetSize('tab', { width: 1920, height: 1200 })).toEqual({ width: 600, height: 960 })
  })

  it('applies typed sizes on blur: at most the window, at least 300, junk ignored', () => {
    expect(sizeOnBlur('5000', 1280)).toBe(1280)
    expect(sizeOnBlur('120', 1280)).toBe(300)
    expect(sizeOnBlur('640.4', 1280)).toBe(640)
    expect(sizeOnBlur('', 1280)).toBeNull()
    expect(sizeOnBlur('abc', 1280)).toBeNull()
  })

  it('clamps dragged sizes between 100 px and the window', () => {
    expect(clampDrag(40, 800)).toBe(100)
    expect(clampDrag(900, 800)).toBe(800)
    expect(clampDrag(450.6, 800)).toBe(451)
  })

  it('resizes from each edge symmetrically, through the display scale', () => {
    const start = { width: 400, height: 600 }
    expect(dragResize(start, 'right', 50, 0, 1, window)).toEqual({ width: 500, height: 600 })
    expect(dragResize(start, 'left', 50, 0, 1, window)).toEqual({ width: 300, height: 600 })
    expect(dragResize(start, 'bottom', 0, -20, 0.5, window)).toEqual({ width: 400, height: 520 })
    expect(dragResize(start, 'top', 0, -100, 1, window)).toEqual({ width: 400, height: 800 })
    expect(dragResize(start, 'left', 400, 0, 1, window)).toEqual({ width: 100, height: 600 })
  })

  it('scales a frame down to fit the area, never up', () => {
    expect(fitScale({ width: 375, height: 812 }, { width: 800, height: 744 }, 24)).toBeCloseTo(696 / 812)
    expect(fitScale({ width: 300, height: 300 }, { width: 800, height: 744 })).toBe(1)
  })
})
