import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { loadSharedJwtSecret } from './secrets'

// Finding 9 of issue 19 (part): without JWT_SECRET each node made its own key, so a token from
// one node got 401 on another. On one database, every node now reads the same key.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it('generates the signing key once in the database and gives every caller the same one', async () => {
  const [a, b] = await Promise.all([loadSharedJwtSecret(t.db.kysely), loadSharedJwtSecret(t.db.kysely)])
  const c = await loadSharedJwtSecret(t.db.kysely)
  expect(a.length).toBeGreaterThanOrEqual(32)
  expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true)
  expect(Buffer.from(c).equals(Buffer.from(a))).toBe(true)
  expect(new TextDecoder().decode(await loadSharedJwtSecret(t.db.kysely, 'x'.repeat(40)))).toBe('x'.repeat(40))
})
