import { describe, expect, it } from 'vitest'
import { OneEuro } from './one-euro'

/** A repeatable noise in [-1, 1]. */
const noise = (i: number) => Math.sin(i * 12.9898) * 43758.5453 - Math.floor(Math.sin(i * 12.9898) * 43758.5453) - 0.5

describe('OneEuro', () => {
  it('calms a still point that jitters: the output moves far less than the input', () => {
    const filter = new OneEuro(1, 0.02)
    const input: number[] = []
    const output: number[] = []
    for (let i = 0; i < 300; i++) {
      const value = 200 + 8 * noise(i)
      input.push(value)
      output.push(filter.filter(value, i / 30))
    }
    const step = (xs: number[]) => xs.slice(100).reduce((s, x, i, a) => (i ? s + Math.abs(x - a[i - 1]) : s), 0) / 199
    expect(step(output)).toBeLessThan(step(input) / 4)
    expect(Math.abs(output.at(-1)! - 200)).toBeLessThan(3)
  })

  it('follows a point that moves: a fast step is caught up within a third of a second', () => {
    const filter = new OneEuro(1, 0.02)
    let out = 0
    for (let i = 0; i < 30; i++) out = filter.filter(100, i / 30)
    for (let i = 30; i < 40; i++) out = filter.filter(300, i / 30)
    expect(out).toBeGreaterThan(280)
  })

  it('starts at the first value and ignores a repeated time', () => {
    const filter = new OneEuro()
    expect(filter.filter(5, 1)).toBe(5)
    expect(filter.filter(50, 1)).toBe(5)
  })
})
