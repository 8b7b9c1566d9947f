import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { ensureServerBundle } from '../support/server-bundle'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function findBin(name: string): string | undefined {
  const candidates = [
    ...(process.env.PG_BIN ? [path.join(process.env.PG_BIN, name)] : []),
    ...['18', '17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
  ]
  const found = candidates.find((c) => fs.existsSync(c))
  if (found) return found
  const which = spawnSync('which', [name], { encoding: 'utf8' })
  return which.status === 0 ? which.stdout.trim() : undefined
}

/**
 * A private PostgreSQL cluster for the API tests: initdb in a temp folder, a loopback port, no
 * socket in /var/run, stopped (and deleted) at the end. As root, it runs as the postgres user,
 * since initdb refuses root.
 */
export default async function setup(project: TestProject) {
  ensureServerBundle()
  if (process.env.DATABASE_URL_TEST) {
    project.provide('postgresUrl', process.env.DATABASE_URL_TEST)
    return
  }
  const initdb = findBin('initdb')
  const postgres = findBin('postgres')
  if (!initdb || !postgres) {
    throw new Error('PostgreSQL server binaries not found (apt-get install postgresql); .ci/run installs them.')
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) fs.chownSync(dir, ...postgresIds())
  const wrap = (cmd: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]]

  const data = path.join(dir, 'data')
  const init = spawnSync(...wrap(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']), { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)

  const port = await freePort()
  const server: ChildProcess = spawn(
    ...wrap(postgres, ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off', '-c', 'max_connections=200']),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  server.stderr?.on('data', (chunk) => (log += chunk))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`postgres did not start:\n${log}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  project.provide('postgresUrl', url)
  return async () => {
    // Stop the postmaster itself: runuser does not pass signals on to its child.
    const pgCtl = findBin('pg_ctl')
    if (pgCtl) spawnSync(...wrap(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '20', 'stop']), { stdio: 'ignore' })
    const exited = new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
    const timeout = new Promise((r) => setTimeout(r, 20_000, 'timeout').unref())
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      if (pid) process.kill(pid, 'SIGKILL')
      server.kill('SIGKILL')
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function postgresIds(): [number, number] {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('no postgres user to run the test cluster as')
  return [uid, gid]
}
