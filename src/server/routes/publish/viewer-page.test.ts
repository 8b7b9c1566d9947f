import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app'

// A stand-in build: the two pages vite.config.ts writes, told apart by their text.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
fs.mkdirSync(path.join(dist, 'src', 'app'), { recursive: true })
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
fs.writeFileSync(path.join(dist, 'src', 'app', 'viewer.html'), '<!doctype html><title>viewer</title>')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ DIST_DIR: dist }, { serveClient: true })
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

it('serves the viewer its own page, which other sites may frame', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/preview-page/abc?xr=ar' })
  expect(res.statusCode).toBe(200)
  expect(res.body).toContain('<title>viewer</title>')
  expect(res.headers['x-frame-options']).toBeUndefined()
  expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *')
})

it('serves the app page everywhere else, not frameable', async () => {
  for (const url of ['/', '/dashboard', '/gridpage/abc']) {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.body, url).toContain('<title>app</title>')
    expect(String(res.headers['content-security-policy']), url).not.toContain('frame-ancestors *')
  }
})
