// Several workers and the hard cases, on PostgreSQL (issue 19, "Must show"): run by bench-read.ts
// with its PostgreSQL cluster, so the rows sit beside the bare-Fastify floor.
//   - the authenticated 50-object read through `npm start`'s server with WORKERS=1 and WORKERS=2;
//   - a mixed load: BENCH_LOAD_CLIENTS (200) clients for BENCH_LOAD_SECONDS (60) s of reads,
//     saves, logins and snapshot reads; errors (must be 0) and p99;
//   - the worst single request: a 30,000-node scene saved, timed, with /health probed meanwhile
//     (BENCH_ONLY=worst runs this part alone).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no types; only its documented result fields are read.
import autocannonUntyped from 'autocannon'
import pg from 'pg'
import { createShape, emptyScene } from '../src/shared/scene/defaults'
import { applyOps } from '../src/shared/scene/ops'
import { freePort } from '../tests/setup/postgres-cluster'
import { parentChainScene, sendFromAnotherProcess, whileProbingHealth } from '../tests/support/scene-chain'

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }
const autocannon = autocannonUntyped as (options: object) => Promise<Result>
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const LOAD_CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200)
const json = { 'content-type': 'application/json' }

async function freshDatabase(adminUrl: string) {
  const name = `bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return adminUrl.replace(/\/[^/]*$/, `/${name}`)
}

/** `npm start`'s server (without the client build) on a fresh database; limits raised so the load measures work, not 429s. */
async function startServer(adminUrl: string, workers: number) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HTTPS: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: await freshDatabase(adminUrl),
      WORKERS: String(workers),
      AUTH_RATE_PER_IP: '1000000',
      AUTH_RATE_PER_EMAIL: '1000000',
      SNAPSHOT_RATE_PER_HOUR: '1000000',
      PREVIEW_READS_PER_MIN: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000)
    child.stdout!.on('data', () => out.includes('is running') && (clearTimeout(timer), resolve()))
    child.on('exit', () => reject(new Error(`server exited: ${out}`)))
  })
  // Every worker listening, not just the first.
  await new Promise((resolve) => setTimeout(resolve, 1500 * workers))
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${url}`, { method, headers: { ...json, ...(token && { authorization: `Bearer ${token}` }) }, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

const fiftyObjects = () => {
  let doc = emptyScene()
  for (let i = 0; i < 50; i++) doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [i, 0, 0]) }]).doc
  return doc
}

async function account(base: string, i: number) {
  const email = `bench-${Date.now()}-${i}@example.com`
  const reg = await api(base, 'POST', '/users/register', undefined, { name: 'Bench', email, password: 'Passw0rd!' })
  return { email, token: reg.data.accessToken as string }
}

async function project(base: string, token: string, scene: unknown) {
  const id = (await api(base, 'POST', '/experience/world/create', token, { project_name: 'Bench', comment: '' })).data._id as string
  await api(base, 'PUT', `/assets/project/${id}/scene`, token, { scene, baseRevision: 0 })
  return id
}

export async function benchWorkers(adminUrl: string, row: (label: string, r: { rps: number; p99: number; errors: number }) => void) {
  for (const workers of [1, 2]) {
    const server = await startServer(adminUrl, workers)
    try {
      const { token } = await account(server.base, 0)
      const id = await project(server.base, token, fiftyObjects())
      const url = `${server.base}/api/v1/assets/project/${id}/assets`
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' }
      await autocannon({ url, connections: 10, duration: 2, headers }) // warm-up
      const r = await autocannon({ url, connections: 10, duration: READ_SECONDS, headers })
      row(`npm start WORKERS=${workers}: authenticated read`, { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors })
    } finally {
      await server.stop()
    }
  }
}

/** p-th percentile of ascending samples. */
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0)

export async function benchMixedLoad(adminUrl: string, workers = 2) {
  const server = await startServer(adminUrl, workers)
  try {
    const base = server.base
    const scene = fiftyObjects()
    // Ten accounts; every client its own project (a save never races another client's).
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => account(base, i)))
    const projects: { token: string; id: string; revision: number; email: string }[] = []
    for (let i = 0; i < LOAD_CLIENTS; i += 10) {
      const batch = await Promise.all(accounts.map(async (a) => ({ token: a.token, email: a.email, id: await project(base, a.token, scene), revision: 1 })))
      projects.push(...batch)
    }
    const snapshot = (await api(base, 'POST', '/scene-preview', undefined, { scene: JSON.stringify(scene) })).data.id as string
    const samples: Record<string, number[]> = { read: [], save: [], login: [], snapshot: [] }
    const failures: Record<string, number> = { read: 0, save: 0, login: 0, snapshot: 0 }
    const firstFailure: string[] = []
    const until = Date.now() + LOAD_SECONDS * 1000
    const client = async (mine: (typeof projects)[number], n: number) => {
      let step = n
      while (Date.now() < until) {
        step += 1
        const pick = step % 20
        // 12 reads, 3 saves, 2 logins, 3 snapshot reads in every 20 requests.
        const kind = pick < 12 ? 'read' : pick < 15 ? 'save' : pick < 17 ? 'login' : 'snapshot'
        const started = performance.now()
        try {
          const auth = { authorization: `Bearer ${mine.token}` }
          const res =
            kind === 'read'
              ? await fetch(`${base}/api/v1/assets/project/${mine.id}/assets`, { headers: { ...auth, 'accept-encoding': 'gzip' } })
              : kind === 'save'
                ? await fetch(`${base}/api/v1/assets/project/${mine.id}/scene`, { method: 'PUT', headers: { ...json, ...auth }, body: JSON.stringify({ scene, baseRevision: mine.revision }) })
                : kind === 'login'
                  ? await fetch(`${base}/api/v1/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: mine.email, password: 'Passw0rd!' }) })
                  : await fetch(`${base}/api/v1/scene-preview/${snapshot}`)
          const body = await res.text()
          if (!res.ok) throw new Error(`${kind} ${res.status} ${body.slice(0, 120)}`)
          if (kind === 'save') mine.revision = JSON.parse(body).data.revision
          samples[kind].push(performance.now() - started)
        } catch (error) {
          failures[kind] += 1
          if (firstFailure.length < 3) firstFailure.push((error as Error).message)
        }
      }
    }
    await Promise.all(projects.slice(0, LOAD_CLIENTS).map((p, i) => client(p, i)))
    const all = Object.values(samples).flat().sort((a, b) => a - b)
    const errors = Object.values(failures).reduce((a, b) => a + b, 0)
    console.log(`\nMixed load on PostgreSQL, npm start WORKERS=${workers}: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s (reads 60 %, saves 15 %, logins 10 %, snapshot reads 15 %)`)
    console.log(`${'request'.padEnd(12)}${'count'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`)
    for (const kind of Object.keys(samples)) {
      const sorted = samples[kind].sort((a, b) => a - b)
      console.log(`${kind.padEnd(12)}${String(sorted.length).padStart(9)}${percentile(sorted, 50).toFixed(0).padStart(9)}${percentile(sorted, 99).toFixed(0).padStart(9)}${String(failures[kind]).padStart(8)}`)
    }
    console.log(`${'all'.padEnd(12)}${String(all.length).padStart(9)}${percentile(all, 50).toFixed(0).padStart(9)}${percentile(all, 99).toFixed(0).padStart(9)}${String(errors).padStart(8)}   (${(all.length / LOAD_SECONDS).toFixed(0)} req/s; errors must be 0)`)
    if (firstFailure.length) console.log(`  first errors: ${firstFailure.join(' | ')}`)
  } finally {
    await server.stop()
  }
}

/**
 * The worst single request: a 30,000-node parent chain (about 6 MB) saved, /health probed
 * meanwhile. One worker, so the probe and the request meet on the same event loop (under
 * WORKERS=2 they may land on different workers, and the probe would feel nothing).
 */
export async function benchWorstRequest(adminUrl: string) {
  const server = await startServer(adminUrl, 1)
  try {
    const base = server.base
    const { token } = await account(base, 0)
    const id = await project(base, token, fiftyObjects())
    // It is sent from another process: fetch encodes and copies a 6 MB body synchronously (60-90 ms
    // here, several hundred under load), which a probe on this event loop counted as the server's.
    const url = `${base}/api/v1/assets/project/${id}/scene`
    const put = { method: 'PUT', headers: { authorization: `Bearer ${token}` } }
    const chain = Buffer.from(JSON.stringify({ scene: parentChainScene(30_000), baseRevision: 1 }))
    const small = Buffer.from(JSON.stringify({ scene: '{}', baseRevision: 1 }))
    const runs: { status: number; ms: number; worstHealthMs: number; idleMs: number }[] = []
    for (let i = 0; i < 3; i++) {
      // The reference: the same probing while another process sends a small body (what this machine's load alone costs /health).
      const idle = await whileProbingHealth(base, () => sendFromAnotherProcess(url, small, put))
      const { result, worstHealthMs } = await whileProbingHealth(base, () => sendFromAnotherProcess(url, chain, put))
      runs.push({ status: result.status, ms: result.ms, worstHealthMs, idleMs: idle.worstHealthMs })
    }
    const pairs = runs.map((r) => `${r.worstHealthMs.toFixed(0)}/${r.idleMs.toFixed(0)}`).join(', ')
    const over = Math.min(...runs.map((r) => r.worstHealthMs - r.idleMs))
    console.log(
      `\nWorst single request: PUT of a 30,000-node scene (${(chain.length / 1024 / 1024).toFixed(1)} MB), 3 runs: ${runs.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(', ')}; slowest /health meanwhile / with a small body instead: ${pairs} ms, best ${over.toFixed(0)} ms over (targets: refused or < 200 ms; /health < 50 ms over)`,
    )
  } finally {
    await server.stop()
  }
}
