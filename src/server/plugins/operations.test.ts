import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../app'
import { TEMP_STALE_MS } from '../lib/temp-sweep'
import { createTestApp, registerUser, STRONG_PASSWORD, TEST_JWT_SECRET, type TestApp } from '../../../tests/support/test-app'

// Finding 10 of issue 19: the smaller operational findings.
let t: TestApp
let trusting: TestApp
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
  t = await createTestApp({ DIST_DIR: dist }, { serveClient: true })
  trusting = await createTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_PER_IP: '2' })
})
afterAll(async () => {
  await t?.close()
  await trusting?.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

it('sweeps stale temp files at start and keeps fresh ones', async () => {
  const tmp = path.join(t.env.DATA_DIR, 'tmp')
  fs.mkdirSync(tmp, { recursive: true })
  const stale = path.join(tmp, 'publish-crashed')
  const fresh = path.join(tmp, 'upload-in-flight.zip')
  fs.writeFileSync(stale, 'x')
  fs.writeFileSync(fresh, 'y')
  const old = new Date(Date.now() - TEMP_STALE_MS - 60_000)
  fs.utimesSync(stale, old, old)
  const second = await buildApp({ env: t.env, db: t.db, jwtSecret: TEST_JWT_SECRET, version: 'test' })
  await second.close()
  expect(fs.existsSync(stale)).toBe(false)
  expect(fs.existsSync(fresh)).toBe(true)
})

it('sends HSTS on https answers only', async () => {
  const viaTls = await trusting.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } })
  expect(viaTls.headers['strict-transport-security']).toBe('max-age=15552000')
  const plain = await trusting.app.inject({ method: 'GET', url: '/api/v1/health' })
  expect(plain.headers['strict-transport-security']).toBeUndefined()
})

it('marks login and /users/me answers no-store', async () => {
  const { email, token } = await registerUser(t.app)
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: STRONG_PASSWORD } })
  expect(login.headers['cache-control']).toBe('no-store')
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } })
  expect(me.headers['cache-control']).toBe('no-store')
})

it('answers a missing thumbnail with a 404 in the envelope, not the app page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/uploads/thumbnails/nothing-here.png' })
  expect(res.statusCode).toBe(404)
  expect(res.json()).toMatchObject({ success: false })
  // The client's own routes still get the page.
  expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('<title>app</title>')
})

it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
  const strict = await createTestApp({ AUTH_RATE_PER_IP: '2' })
  const attempt = (app: TestApp, i: number) =>
    app.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: `nobody${i}@example.com`, password: 'Wrong-1a!' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } })
  // Unset: the header is ignored, so the three attempts share the socket's address (limit 2).
  try {
    expect([(await attempt(strict, 1)).statusCode, (await attempt(strict, 2)).statusCode, (await attempt(strict, 3)).statusCode]).toEqual([401, 401, 429])
  } finally {
    await strict.close()
  }
  // TRUST_PROXY=loopback: each forwarded address is its own client.
  expect([(await attempt(trusting, 1)).statusCode, (await attempt(trusting, 2)).statusCode, (await attempt(trusting, 3)).statusCode]).toEqual([401, 401, 401])
})
