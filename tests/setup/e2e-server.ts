import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { launchOptions } from '../support/browser'
import { freePort } from './postgres-cluster'
import { startSmtpSink } from '../support/smtp-sink'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * One built app, one server and one Chromium for every browser test: the build runs once, the
 * server runs exactly as `npm start` runs it (its own process, its own data folder), and each
 * test file connects to the shared browser.
 */
export default async function setup(project: TestProject) {
  if (process.env.SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would give React's development build: test what ships.
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  // Mail goes through real SMTP to a loopback sink whose messages tests read (invitation links).
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-'))
  const smtp = await startSmtpSink(mailDir)
  const port = await freePort()
  // https too, as `npm start` serves phones and headsets: what works on one port must on the other.
  const httpsPort = await freePort()
  const certsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-certs-'))
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      CERTS_DIR: certsDir,
      HOST: '127.0.0.1',
      HTTPS: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout?.on('data', (c) => (log += c))
  server.stderr?.on('data', (c) => (log += c))
  // Chromium starts while the server does (its first start makes and migrates the database).
  const launching = chromium.launchServer(launchOptions())
  launching.catch(() => {}) // awaited below; a failed start of the server is reported first
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      void launching.then((browser) => browser.close())
      throw new Error(`server did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const browser: BrowserServer = await launching
  project.provide('baseUrl', baseUrl)
  project.provide('httpsUrl', `https://localhost:${httpsPort}`)
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  project.provide('mailDir', mailDir)

  return async () => {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(certsDir, { recursive: true, force: true })
    await smtp.close()
    fs.rmSync(mailDir, { recursive: true, force: true })
    if (process.env.E2E_SERVER_LOG) console.log(log)
  }
}
