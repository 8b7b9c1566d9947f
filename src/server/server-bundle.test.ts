import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, expect, inject, it } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import { freePort } from '../../tests/setup/postgres-cluster'
import { makeCubeGlb } from '../../tests/support/media-fixtures'
import { NO_CLIENT, SERVER_MAIN } from '../../tests/support/server-bundle'
import type { CheckAnswer } from './lib/scene-check-worker'

// What `npm start` runs (scripts/build-server.mjs): one bundle, no TypeScript loader. These check
// the parts a bundle can lose: files read beside their source, and the two separately started pieces.
const bundle = path.dirname(SERVER_MAIN)
const root = path.resolve(import.meta.dirname, '../..')
const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-test-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

// One run is enough: the bundle is the same whatever TEST_DB says.
const once = it.runIf(process.env.TEST_DB !== 'postgres')

once('serves from the bundle with the files its sources read beside them (version, tutorials)', async () => {
  const dataDir = tempDir()
  fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true })
  const port = await freePort()
  const env = { ...process.env, ...NO_CLIENT, DATA_DIR: dataDir, HTTPS: '0', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', DATABASE_URL: '' }
  const server = spawn(process.execPath, [SERVER_MAIN], { cwd: os.tmpdir(), env })
  let out = ''
  server.stdout.on('data', (c) => (out += c))
  server.stderr.on('data', (c) => (out += c))
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`did not start: ${out}`)), 60_000)
      server.stdout.on('data', () => out.includes('is running') && (clearTimeout(timer), resolve()))
      server.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
    })
    const base = `http://127.0.0.1:${port}/api/v1`
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version
    expect((await (await fetch(`${base}/health`)).json()).data.version).toBe(version)
    const reg = await fetch(`${base}/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bundle', email: `bundle-${process.pid}@example.com`, password: 'Passw0rd!' }),
    })
    const token = (await reg.json()).data.accessToken
    const tutorials = await (await fetch(`${base}/tutorials/recent`, { headers: { authorization: `Bearer ${token}` } })).json()
    expect(tutorials.tutorials.length).toBeGreaterThan(0)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
  }
}, 90_000)

once('runs the scene-check worker thread from the bundle', async () => {
  const worker = new Worker(path.join(bundle, 'scene-check-worker.mjs'))
  try {
    const answers: CheckAnswer[] = []
    const next = () => new Promise<CheckAnswer>((resolve) => worker.once('message', resolve))
    answers.push(await next())
    worker.postMessage({ id: 7, input: JSON.stringify(emptyScene()) })
    answers.push(await next())
    worker.postMessage({ id: 8, input: '{"nodes": 3}' })
    answers.push(await next())
    expect(answers[0]).toEqual({ ready: true })
    expect(answers[1]).toMatchObject({ id: 7, json: expect.stringContaining('"nodes"') })
    expect(answers[2]).toMatchObject({ id: 8, error: { kind: 'invalid' } })
  } finally {
    await worker.terminate()
  }
})

once('runs the model worker process from the bundle', async () => {
  const dir = tempDir()
  const input = path.join(dir, 'cube.glb')
  const output = path.join(dir, 'out.glb')
  fs.writeFileSync(input, await makeCubeGlb())
  const child = spawn(process.execPath, [path.join(bundle, 'model-worker.mjs'), input, 'glb', output], { cwd: os.tmpdir() })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c) => (stdout += c))
  child.stderr.on('data', (c) => (stderr += c))
  const code = await new Promise((r) => child.on('exit', r))
  expect(code, stderr).toBe(0)
  expect(JSON.parse(stdout)).toMatchObject({ ok: true, triangles: 12 })
  expect(fs.statSync(output).size).toBeGreaterThan(0)
}, 60_000)
