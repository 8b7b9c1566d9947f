import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

const root = path.resolve(import.meta.dirname, '../../..')
const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

describe('the data folder lock', () => {
  it('is exclusive while held, and taken over from a process that died', () => {
    const dir = tempDir()
    const release = acquireDataDirLock(dir)
    // A live holder other than us: our parent process.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    // A dead holder: a pid that cannot exist.
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646')
    const again = acquireDataDirLock(dir)
    again()
    release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })

  // One run is enough: it starts real servers, whatever TEST_DB says.
  it.runIf(process.env.TEST_DB !== 'postgres')('makes a second server on the same DATA_DIR exit with a clear message', async () => {
    const dir = tempDir()
    const env = { ...process.env, DATA_DIR: dir, HTTPS: '0', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' }
    const start = () => spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env })
    const first = start()
    let firstOut = ''
    first.stdout.on('data', (c) => (firstOut += c))
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`first server did not start: ${firstOut}`)), 60_000)
      first.stdout.on('data', () => firstOut.includes('is running') && (clearTimeout(timer), resolve()))
    })
    const second = start()
    let secondErr = ''
    second.stderr.on('data', (c) => (secondErr += c))
    const code = await new Promise((r) => second.on('exit', r))
    expect(code).toBe(1)
    expect(secondErr).toMatch(/already using the data folder/)
    // The first one is unharmed and still answers.
    expect(first.exitCode).toBeNull()
    first.kill('SIGTERM')
    await new Promise((r) => first.on('exit', r))
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  }, 90_000)
})
