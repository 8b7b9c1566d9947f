import { expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter'

it('allows the limit, then asks to wait until the window ends, then allows again', () => {
  let now = 1_000_000
  const limiter = new RateLimiter(3, 60_000, () => now)
  expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0])
  expect(limiter.hit('a')).toBe(60)
  expect(limiter.hit('b')).toBe(0)
  now += 30_000
  expect(limiter.hit('a')).toBe(30)
  now += 30_001
  expect(limiter.hit('a')).toBe(0)
})
