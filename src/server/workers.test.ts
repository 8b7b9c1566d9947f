import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/cluster'
import { freePort } from '../../tests/setup/postgres-cluster'
import { NO_CLIENT, SERVER_MAIN } from '../../tests/support/server-bundle'
import { WORKERS_NEED_POSTGRES } from './workers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const serverEnv = (extra: Record<string, string>) => ({
  ...process.env,
  ...NO_CLIENT,
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'workers-')),
  HTTPS: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATABASE_URL: '',
  JWT_SECRET: '',
  ...extra,
})
const start = (env: NodeJS.ProcessEnv) => spawn(process.execPath, [SERVER_MAIN], { cwd: root, env })

it.runIf(process.env.TEST_DB !== 'postgres')('refuses WORKERS without DATABASE_URL, with a clear message', async () => {
  const server = start(serverEnv({ WORKERS: '2', PORT: '0' }))
  let err = ''
  server.stderr.on('data', (c) => (err += c))
  const code = await new Promise((resolve) => server.on('exit', resolve))
  expect(code).toBe(1)
  expect(err).toContain(WORKERS_NEED_POSTGRES)
}, 60_000)

it.runIf(process.env.TEST_DB === 'postgres')('runs WORKERS=2 processes sharing one port on PostgreSQL, and stops them all on SIGTERM', async () => {
  const { databaseUrl, drop } = await createTestDatabase()
  const port = await freePort()
  const server = start(serverEnv({ WORKERS: '2', PORT: String(port), DATABASE_URL: databaseUrl }))
  let out = ''
  server.stdout.on('data', (c) => (out += c))
  server.stderr.on('data', (c) => (out += c))
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`did not start: ${out}`)), 80_000)
      const check = () => out.includes('is running') && (clearTimeout(timer), resolve())
      server.stdout.on('data', check)
      server.on('exit', () => reject(new Error(`exited: ${out}`)))
    })
    expect(out).toContain('Started 2 workers')
    expect(out).toContain('2 workers)')
    // The banner is printed once, not once per worker.
    expect(out.match(/is running/g)).toHaveLength(1)
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' }).stdout.trim().split(/\s+/)
    expect(children).toHaveLength(2)
    // A sign-up on the port, and its token, work whichever worker answers (fresh connections are
    // spread over the workers; the signing key is shared through the database).
    const register = await fetch(`http://127.0.0.1:${port}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'W', email: `w-${Date.now()}@example.com`, password: 'Passw0rd!' }),
    })
    expect(register.status).toBe(201)
    const token = (await register.json()).data.accessToken
    for (let i = 0; i < 20; i += 1) {
      const me = await fetch(`http://127.0.0.1:${port}/api/v1/users/me`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } })
      expect(me.status).toBe(200)
    }
  } finally {
    server.kill('SIGTERM')
    const code = await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve(server.exitCode)))
    await drop()
    expect(code).toBe(0)
  }
}, 120_000)
