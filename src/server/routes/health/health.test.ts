import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it('reports status, the database engine and the version', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toMatchObject({
    success: true,
    data: { status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite', version: 'test' },
  })
})

it('sends security headers with a same-origin Content-Security-Policy', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
  const csp = String(res.headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("'wasm-unsafe-eval'")
  expect(csp).toContain('worker-src')
  expect(csp).not.toMatch(/https?:\/\//)
  expect(res.headers['x-content-type-options']).toBe('nosniff')
})

it('serves the OpenAPI document with the users routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toMatch(/^3\./)
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/users/login', '/api/v1/health']))
})
