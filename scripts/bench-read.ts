// The authenticated project read against its floor, side by side (issue 19, finding 11):
//   ours:  GET /api/v1/assets/project/:id/assets with a bearer token (a 50-object project)
//   floor: a bare Fastify route on the same database doing one single-row read of that project
// on PGlite and on PostgreSQL (a private cluster, as the API tests start one). Same process,
// same autocannon settings, one after the other. Then, on that PostgreSQL, bench-cluster.ts: the
// read through `npm start` with 1 and 2 workers, the mixed load and the worst single request.
// BENCH_SECONDS (5) per read run; BENCH_LOAD_SECONDS (60, 0 = skip) and BENCH_LOAD_CLIENTS (200).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error autocannon ships no types; only its documented result fields are read.
import autocannonUntyped from 'autocannon'
import Fastify from 'fastify'
import { createShape, emptyScene } from '../src/shared/scene/defaults'
import { applyOps } from '../src/shared/scene/ops'
import { buildApp } from '../src/server/app'
import { openDb } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { loadEnv } from '../src/server/env'
import startPostgres from '../tests/setup/postgres-cluster'
import { benchMixedLoad, benchWorkers, benchWorstRequest } from './bench-cluster'

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }
const autocannon = autocannonUntyped as (options: object) => Promise<Result>

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors }
}

async function benchOn(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-read-'))
  const env = loadEnv({ DATA_DIR: dataDir, HTTPS: '0', NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '' })
  const db = await openDb({ databaseUrl, dataDir })
  await migrate(db.kysely)
  const app = await buildApp({ env, db, jwtSecret: new TextEncoder().encode('bench-secret-'.repeat(4)), version: 'bench', mailer: { send: async () => true } })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const bare = Fastify()
  bare.get('/bare/:id', async (request) => {
    const { id } = request.params as { id: string }
    return db.kysely.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  })
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' })
  try {
    const json = { 'content-type': 'application/json' }
    const reg = await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'Passw0rd!' }) })
    const token = (await reg.json()).data.accessToken as string
    const auth = { authorization: `Bearer ${token}` }
    const created = await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ project_name: 'Bench', comment: '' }) })
    const id = (await created.json()).data._id as string
    let doc = emptyScene()
    for (let i = 0; i < 50; i++) doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [i, 0, 0]) }]).doc
    const saved = await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: { ...json, ...auth }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
    if (!saved.ok) throw new Error(`save failed: ${await saved.text()}`)
    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' }
    await run(`${base}/api/v1/assets/project/${id}/assets`, browser) // warm-up
    const ours = await run(`${base}/api/v1/assets/project/${id}/assets`, browser)
    const floor = await run(`${bareBase}/bare/${id}`)
    const row = (label: string, r: { rps: number; p99: number; errors: number }) =>
      console.log(`${engine.padEnd(11)}${label.padEnd(46)}${r.rps.toFixed(0).padStart(9)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}`)
    row('authenticated read, 50 objects (bearer, br)', ours)
    row('bare Fastify single-row read (floor)', floor)
    console.log(`${engine.padEnd(11)}ours / floor: ${((ours.rps / floor.rps) * 100).toFixed(0)} % (target >= 60 %)`)
  } finally {
    await bare.close()
    await app.close()
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// BENCH_ONLY=worst: only the worst single request (on PostgreSQL).
const all = process.env.BENCH_ONLY !== 'worst'
if (all) {
  console.log(`\nProject read vs its floor (${CONNECTIONS} connections, ${DURATION_S} s each, one process)`)
  console.log(`${'engine'.padEnd(11)}${'request'.padEnd(46)}${'req/s'.padStart(9)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}`)
  await benchOn('PGlite')
}
let pgUrl = ''
const stop = await startPostgres({ provide: (_key: string, value: string) => (pgUrl = value) } as never)
try {
  if (all) {
    await benchOn('PostgreSQL', pgUrl)
    // The same read through `npm start`'s own server, one and two workers (node cluster) on PostgreSQL.
    await benchWorkers(pgUrl, (label, r) => console.log(`${'PostgreSQL'.padEnd(11)}${label.padEnd(46)}${r.rps.toFixed(0).padStart(9)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}`))
    if (process.env.BENCH_LOAD_SECONDS !== '0') await benchMixedLoad(pgUrl)
  }
  await benchWorstRequest(pgUrl)
} finally {
  await (stop as (() => Promise<void>) | undefined)?.()
}
process.exit(0)
