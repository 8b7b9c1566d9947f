import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { createDbRateLimitStore } from './rate-limit-store'
import { RateLimiter } from './rate-limiter'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const sharedLimiter = (limit: number, windowMs: number, name = 'test') =>
  // A store of its own per limiter: as two nodes would each make theirs on the one database.
  new RateLimiter(limit, windowMs, Date.now, { store: createDbRateLimitStore(t.db.kysely), name })

it('two limiters on one database count together, per key and per name', async () => {
  const nodeA = sharedLimiter(3, 60_000)
  const nodeB = sharedLimiter(3, 60_000)
  expect(await nodeA.hitShared('1.2.3.4')).toBe(0)
  expect(await nodeB.hitShared('1.2.3.4')).toBe(0)
  expect(await nodeB.overShared('1.2.3.4')).toBe(0)
  expect(await nodeA.hitShared('1.2.3.4')).toBe(0)
  // Three in the window: the next one, on either node, waits the window out.
  expect(await nodeB.overShared('1.2.3.4')).toBeGreaterThan(55)
  expect(await nodeB.hitShared('1.2.3.4')).toBeGreaterThan(55)
  expect(await nodeA.hitShared('1.2.3.4')).toBeLessThanOrEqual(60)
  // Another key, and the same key under another limiter's name, start from nothing.
  expect(await nodeA.hitShared('5.6.7.8')).toBe(0)
  expect(await sharedLimiter(3, 60_000, 'other').overShared('1.2.3.4')).toBe(0)
  // The in-memory counters were never touched.
  expect(nodeA.over('1.2.3.4')).toBe(0)
})

it('a window that ended starts over at one', async () => {
  const a = sharedLimiter(1, 400, 'short')
  const b = sharedLimiter(1, 400, 'short')
  expect(await a.hitShared('k')).toBe(0)
  expect(await b.hitShared('k')).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 450))
  expect(await b.overShared('k')).toBe(0)
  expect(await b.hitShared('k')).toBe(0)
  expect(await a.hitShared('k')).toBe(1)
})

it('without a store, the shared calls count in memory like hit and over', async () => {
  const local = new RateLimiter(1, 60_000)
  expect(await local.hitShared('x')).toBe(0)
  expect(local.over('x')).toBe(60)
  expect(await local.overShared('x')).toBe(60)
})
