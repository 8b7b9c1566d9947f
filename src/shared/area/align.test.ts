import { describe, expect, it } from 'vitest'
import { mulberry32 } from '../random'
import { applyAlignment, solveAlignment, type Vec3 } from './align'

describe('solveAlignment', () => {
  const scan: Vec3[] = [
    [0.2, 0, -1.5],
    [2.4, 0.75, -0.3],
    [-1.1, 2.1, 0.9],
    [1.0, 0.4, 1.8],
  ]

  it('recovers a known turn and translation exactly without noise', () => {
    for (const yaw of [0, 0.7, -2.3, Math.PI]) {
      const truth = { yaw, translation: [1.5, -0.2, -4] as Vec3 }
      const room = scan.map((p) => applyAlignment(truth, p))
      const fit = solveAlignment(scan, room)
      expect(Math.abs(Math.atan2(Math.sin(fit.yaw - yaw), Math.cos(fit.yaw - yaw)))).toBeLessThan(1e-9)
      fit.translation.forEach((t, i) => expect(t).toBeCloseTo(truth.translation[i], 9))
      expect(fit.residual).toBeLessThan(1e-9)
    }
  })

  it('stays within a few centimetres under 1 cm of tap noise, and reports that noise as the residual', () => {
    const random = mulberry32(44)
    const gauss = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random())
    const truth = { yaw: 1.1, translation: [0.3, 0.05, 2.2] as Vec3 }
    const marked: Vec3 = [0.5, 1.0, 0.2]
    const expected = applyAlignment(truth, marked)
    for (let trial = 0; trial < 50; trial++) {
      const room = scan.slice(0, 3).map((p) => applyAlignment(truth, p).map((v) => v + 0.01 * gauss()) as Vec3)
      const fit = solveAlignment(scan.slice(0, 3), room)
      const got = applyAlignment(fit, marked)
      expect(Math.hypot(got[0] - expected[0], got[1] - expected[1], got[2] - expected[2])).toBeLessThan(0.05)
      expect(fit.residual).toBeGreaterThan(0)
      expect(fit.residual).toBeLessThan(0.04)
    }
  })

  it('shows a wrong pairing as a large residual', () => {
    const truth = { yaw: 0.4, translation: [0, 0, 0] as Vec3 }
    const room = scan.map((p) => applyAlignment(truth, p))
    ;[room[0], room[1]] = [room[1], room[0]]
    expect(solveAlignment(scan, room).residual).toBeGreaterThan(0.5)
  })

  it('refuses too few pairs, mismatched lists and points on one vertical line', () => {
    expect(() => solveAlignment([[0, 0, 0]], [[0, 0, 0]])).toThrow(/at least 2/)
    expect(() => solveAlignment(scan, scan.slice(1))).toThrow(/one tapped point/)
    expect(() => solveAlignment([[1, 0, 1], [1, 2, 1]], [[0, 0, 0], [0, 2, 0]])).toThrow(/vertical line/)
  })
})
