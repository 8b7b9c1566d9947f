import { describe, expect, it } from 'vitest'
import { blankPicture, checkerRgb, gradientRgb, greyOf, posterRgb, prng } from '../../../tests/support/image-targets'
import { measureTrackingQuality, MIN_TRACKING_SCORE, reduceGrey, trackingProblemMessage } from './tracking-quality'

describe('tracking quality', () => {
  it('rates a detailed poster well, at any size and seed', () => {
    for (const [w, h, seed] of [[640, 480, 7], [480, 640, 3], [1200, 800, 11]]) {
      const q = measureTrackingQuality(greyOf(posterRgb(w, h, seed)))
      expect(q.score, JSON.stringify(q)).toBeGreaterThanOrEqual(60)
      expect(q.problems).toEqual([])
      expect(q.coverage).toBeGreaterThan(0.8)
      expect(trackingProblemMessage(q)).toBe('')
    }
  })

  it('refuses a blank picture, a flat gradient and a repeating pattern, each for its own reason', () => {
    const blank = measureTrackingQuality(greyOf(blankPicture()))
    expect(blank).toMatchObject({ score: 0, corners: 0, problems: ['blank'], rating: 'unusable' })
    const ramp = measureTrackingQuality(greyOf(gradientRgb()))
    expect(ramp.score).toBeLessThan(MIN_TRACKING_SCORE)
    expect(ramp.problems[0]).toBe('plain')
    expect(ramp.contrast).toBeGreaterThan(50)
    const tiles = measureTrackingQuality(greyOf(checkerRgb()))
    expect(tiles.corners).toBeGreaterThan(50)
    expect(tiles.repetition).toBeGreaterThan(0.8)
    expect(tiles.score).toBeLessThan(MIN_TRACKING_SCORE)
    expect(trackingProblemMessage(tiles)).toMatch(/repeats one pattern/)
  })

  it('refuses detail in one corner only, and pure noise-free emptiness around it', () => {
    const img = posterRgb(640, 480, 5)
    // Blank everything but the top-left quarter.
    for (let y = 0; y < 480; y++) for (let x = 0; x < 640; x++) if (x > 200 || y > 150) img.data.fill(220, (y * 640 + x) * 3, (y * 640 + x) * 3 + 3)
    const q = measureTrackingQuality(greyOf(img))
    expect(q.coverage).toBeLessThan(0.3)
    expect(q.score).toBeLessThan(MIN_TRACKING_SCORE)
    expect(q.problems).toContain('clustered')
  })

  it('reduces large pictures before measuring (bounded cost) and keeps their mean', () => {
    const rand = prng(1)
    const data = new Uint8Array(2000 * 1000).map(() => Math.floor(rand() * 256))
    const small = reduceGrey({ data, width: 2000, height: 1000 })
    expect([small.width, small.height]).toEqual([320, 160])
    const mean = (a: ArrayLike<number>) => Array.from(a).reduce((s, v) => s + v, 0) / a.length
    expect(Math.abs(mean(small.data) - mean(data))).toBeLessThan(1)
  })
})
