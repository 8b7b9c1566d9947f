import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bundleScript, NO_CLIENT, removeScript, SERVER_MAIN } from '../../../tests/support/server-bundle'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

const root = path.resolve(import.meta.dirname, '../../..')
const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))
// The racing claimants are plain JavaScript: four of them loading tsx at once took seconds each.
let claimant = ''
beforeAll(async () => {
  claimant = await bundleScript('tests/support/lock-claimant.ts')
})
afterAll(() => removeScript(claimant))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const fast = { heartbeatMs: 50, staleMs: 400 }
/** A lease as another server in another container would write it: its pid means nothing here. */
const foreignLease = (dir: string, pid: number, ageMs = 0) => {
  const file = path.join(dir, 'server.lock')
  fs.writeFileSync(file, JSON.stringify({ owner: 'someone-else', host: 'other-container', pid }))
  const at = new Date(Date.now() - ageMs)
  fs.utimesSync(file, at, at)
}

describe('the data folder lease', () => {
  it('is exclusive while held, and released on release', async () => {
    const dir = tempDir()
    const lock = await acquireDataDirLock(dir, fast)
    await expect(acquireDataDirLock(dir, fast)).rejects.toThrow(DataDirLockedError)
    lock.release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
    ;(await acquireDataDirLock(dir, fast)).release()
  })

  it('refuses a fresh lease whatever its pid says (a dead pid in another PID namespace)', async () => {
    const dir = tempDir()
    foreignLease(dir, 2147483646)
    const refused = acquireDataDirLock(dir) // the real timings: fresh means under 10 s old
    await expect(refused).rejects.toThrow(/on host other-container.*already using the data folder/)
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/use PostgreSQL \(DATABASE_URL\)/)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).owner).toBe('someone-else')
    expect(fs.readdirSync(dir)).toEqual(['server.lock']) // no claim files left behind
  })

  it('waits out, then takes, the fresh lease of a server on this host whose process is gone (a restart after a crash)', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'server.lock')
    fs.writeFileSync(file, JSON.stringify({ owner: 'crashed', host: os.hostname(), pid: 2147483646 }))
    const waits: string[] = []
    const started = Date.now()
    const lock = await acquireDataDirLock(dir, { ...fast, onWait: (m) => waits.push(m) })
    expect(Date.now() - started).toBeGreaterThanOrEqual(fast.staleMs - 50)
    expect(waits).toHaveLength(1)
    expect(waits[0]).toMatch(/pid 2147483646\) stopped without releasing it; waiting/)
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).owner).toBe(lock.owner)
    lock.release()
  })

  it('still refuses a lease of this host whose process is alive', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'server.lock')
    fs.writeFileSync(file, JSON.stringify({ owner: 'live', host: os.hostname(), pid: process.ppid }))
    const waits: string[] = []
    await expect(acquireDataDirLock(dir, { ...fast, onWait: (m) => waits.push(m) })).rejects.toThrow(DataDirLockedError)
    expect(waits).toEqual([])
  })

  it('takes over a stale lease, even one whose pid is alive here', async () => {
    const dir = tempDir()
    foreignLease(dir, process.ppid, 60_000)
    const lock = await acquireDataDirLock(dir)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).owner).toBe(lock.owner)
    expect(fs.readdirSync(dir)).toEqual(['server.lock'])
    lock.release()
  })

  it('refuses an old-looking lease that its holder is still renewing (clocks differ between hosts)', async () => {
    const dir = tempDir()
    foreignLease(dir, 1, 60_000)
    // The holder's clock is a minute behind ours, but it keeps touching the lease.
    const file = path.join(dir, 'server.lock')
    let behind = 60_000
    const toucher = setInterval(() => {
      behind -= 10
      const at = new Date(Date.now() - behind)
      fs.utimesSync(file, at, at)
    }, 20)
    try {
      await expect(acquireDataDirLock(dir, fast)).rejects.toThrow(DataDirLockedError)
    } finally {
      clearInterval(toucher)
    }
  })

  it('keeps its lease fresh while held', async () => {
    const dir = tempDir()
    const lock = await acquireDataDirLock(dir, fast)
    await sleep(fast.staleMs * 2)
    await expect(acquireDataDirLock(dir, fast)).rejects.toThrow(DataDirLockedError)
    lock.release()
  })

  it('tells the holder at its next heartbeat that another server took its lease', async () => {
    const dir = tempDir()
    const lost: string[] = []
    const lock = await acquireDataDirLock(dir, { ...fast, onLost: (m) => lost.push(m) })
    foreignLease(dir, 1)
    await sleep(fast.heartbeatMs * 3)
    expect(lost).toHaveLength(1)
    expect(lost[0]).toMatch(/lost its lease.*other-container/)
    lock.release() // not ours any more: left alone
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).owner).toBe('someone-else')
  })

  const race = async (dir: string, count: number) => {
    const children: ChildProcessWithoutNullStreams[] = []
    const outcomes = await Promise.all(
      Array.from({ length: count }, () => {
        const child = spawn(process.execPath, [claimant, dir, '50', '400'], { cwd: root })
        children.push(child)
        let out = ''
        child.stdout.on('data', (c) => (out += c))
        return new Promise<string>((resolve, reject) => {
          child.stdout.on('data', () => /won|refused/.test(out) && resolve(out.trim()))
          child.on('exit', (code) => reject(new Error(`claimant exited ${code}: ${out}`)))
        })
      }),
    )
    // Held a while longer: the winner keeps it and nobody loses it.
    await sleep(300)
    for (const child of children) child.kill('SIGKILL')
    return outcomes
  }

  it('lets exactly one of several racing processes win a free lease', async () => {
    const outcomes = await race(tempDir(), 4)
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(3)
  }, 60_000)

  it('lets exactly one of several racing processes take over a stale lease', async () => {
    const dir = tempDir()
    foreignLease(dir, 1, 60_000)
    const outcomes = await race(dir, 4)
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(3)
  }, 60_000)

  // One run is enough: it starts real servers, whatever TEST_DB says.
  it.runIf(process.env.TEST_DB !== 'postgres')('makes a second server on the same DATA_DIR exit with a clear message', async () => {
    const dir = tempDir()
    // An already migrated database (the test setup's template): what is tested is the lease, and
    // PGlite's initdb would otherwise be most of the first server's start.
    fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true })
    const env = { ...process.env, ...NO_CLIENT, DATA_DIR: dir, HTTPS: '0', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' }
    const start = () => spawn(process.execPath, [SERVER_MAIN], { cwd: root, env })
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
