// Issue 20's figures: viewer-event ingestion on loopback (events/s and p99 per batch, target
// >= 2,000 events/s on PGlite) and the report query for a project with 1,000,000 raw events
// (target <= 200 ms, read from the daily rollups). PGlite, then PostgreSQL (a private cluster).
// The load comes from a child process, so this process's CPU time is the server's alone: the
// figure that holds on a shared machine, where wall-clock throughput follows the neighbours' load.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { buildApp } from '../src/server/app'
import { openDb } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { loadEnv } from '../src/server/env'
import startPostgres from '../tests/setup/postgres-cluster'

type Result = { requests: { average: number; total: number }; latency: { p99: number; p50: number }; non2xx: number; errors: number }

/** autocannon in a child process; answers its documented result fields and this process's CPU ms meanwhile. */
async function autocannon(options: object): Promise<Result & { serverCpuMs: number }> {
  const script = `const { default: run } = await import('autocannon'); const r = await run(JSON.parse(process.argv[1]));
    process.stdout.write(JSON.stringify({ requests: r.requests, latency: r.latency, non2xx: r.non2xx, errors: r.errors }))`
  const cpu = process.cpuUsage()
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  const [code] = await once(child, 'exit')
  const used = process.cpuUsage(cpu)
  if (code !== 0) throw new Error(`autocannon exited with ${code}`)
  return { ...(JSON.parse(out) as Result), serverCpuMs: (used.user + used.system) / 1000 }
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const RAW_ROWS = Number(process.env.BENCH_ANALYTICS_ROWS ?? 1_000_000)
const BATCH = 10
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

async function benchOn(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'))
  const env = loadEnv({ DATA_DIR: dataDir, HTTPS: '0', NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '', ANALYTICS_RATE_PER_MIN: '100000000' })
  const db = await openDb({ databaseUrl, dataDir })
  await migrate(db.kysely)
  const app = await buildApp({ env, db, jwtSecret: new TextEncoder().encode('bench-secret-'.repeat(4)), version: 'bench', mailer: { send: async () => true } })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const json = { 'content-type': 'application/json' }
    const reg = await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'Passw0rd!' }) })
    const token = (await reg.json()).data.accessToken as string
    const auth = { authorization: `Bearer ${token}` }
    const project = async (name: string) => {
      const created = await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ project_name: name, comment: '' }) })
      const id = (await created.json()).data._id as string
      const form = new FormData()
      form.append('revision', '0')
      const published = await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: form })
      if (published.status !== 201) throw new Error(`publish failed: ${await published.text()}`)
      return id
    }

    // 1. Ingestion: batches of 10 events as the viewer's beacon sends them (text/plain).
    const live = await project('Live')
    const events = [{ kind: 'view' }, { kind: 'ttff', ms: 850 }, ...Array.from({ length: BATCH - 3 }, (_, i) => ({ kind: 'trigger', objectId: `node-${i}`, trigger: 'click' })), { kind: 'time_spent', ms: 42_000 }]
    const body = JSON.stringify({ projectId: live, events, tz: 'Asia/Kolkata' })
    const post = { url: `${base}/api/v1/analytics/events`, method: 'POST', body, headers: { 'content-type': 'text/plain', 'user-agent': UA }, connections: 10 }
    await autocannon({ ...post, duration: 1 }) // warm-up
    const ingest = await autocannon({ ...post, duration: DURATION_S })
    // The machine's floor for comparison: the cheapest route of the same server, same settings.
    const health = await autocannon({ url: `${base}/api/v1/health`, connections: 10, duration: DURATION_S })
    const stored = await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${live}`.execute(db.kysely)
    const cpuPerThousand = (ingest.serverCpuMs / (ingest.requests.total * BATCH)) * 1000
    console.log(
      `${engine.padEnd(11)}${'ingest, 10 events a batch'.padEnd(40)}${(ingest.requests.average * BATCH).toFixed(0).padStart(10)} events/s` +
        `  p50 ${ingest.latency.p50} ms  p99 ${ingest.latency.p99} ms  errors ${ingest.non2xx + ingest.errors}  (${stored.rows[0].n} rows stored)` +
        `  server CPU ${cpuPerThousand.toFixed(0)} ms per 1,000 events (${(1_000_000 / cpuPerThousand).toFixed(0)} events per CPU-second)`,
    )
    console.log(`${engine.padEnd(11)}${'GET /api/v1/health (floor, same server)'.padEnd(40)}${health.requests.average.toFixed(0).padStart(10)} req/s     p99 ${health.latency.p99} ms  server CPU ${(health.serverCpuMs / health.requests.total).toFixed(2)} ms per request`)

    // 2. The report for a project with RAW_ROWS raw events over a year: bulk-inserted in one
    //    statement, then rolled up the way ingest would have (one GROUP BY).
    const big = await project('Big')
    const t0 = performance.now()
    await sql`
      INSERT INTO analytics_events (project_id, day, kind, device, os, visitor, object_id, detail, value_ms, created_at, country)
      SELECT ${big}, current_date - (i % 365), (ARRAY['view','view','view','ttff','time_spent','trigger','trigger','ar_start','vr_start','quicklook'])[1 + i % 10],
        (ARRAY['phone','desktop','tablet','headset'])[1 + (i / 10) % 4], (ARRAY['Android','iOS','Windows','macOS','Horizon OS'])[1 + (i / 7) % 5],
        lpad(to_hex(i % 5000), 64, '0'), CASE WHEN i % 10 IN (5, 6) THEN 'node-' || (i % 37) END, CASE WHEN i % 10 IN (5, 6) THEN 'click' END,
        CASE WHEN i % 10 IN (3, 4) THEN 200 + i % 5000 END, now() - ((i % 365) || ' days')::interval,
        (ARRAY['IN','BR','JP','ZA','KR','AE','GB','US', NULL])[1 + (i / 3) % 9]
      FROM generate_series(1, ${RAW_ROWS}) AS g(i)`.execute(db.kysely)
    await sql`
      INSERT INTO analytics_daily (project_id, day, metric, key, count, total_ms)
      SELECT project_id, day, m.metric, m.key, count(*), coalesce(sum(value_ms), 0)
      FROM analytics_events,
        LATERAL (VALUES
          (CASE WHEN kind IN ('view', 'ttff', 'time_spent', 'quicklook') THEN kind WHEN kind = 'trigger' THEN 'trigger' ELSE kind END,
           CASE WHEN kind = 'trigger' THEN object_id WHEN kind IN ('ar_start', 'vr_start') THEN device ELSE '' END),
          (CASE WHEN kind = 'view' THEN 'device' END, device),
          (CASE WHEN kind = 'view' THEN 'os' END, os),
          (CASE WHEN kind = 'view' THEN 'country' END, coalesce(country, ''))
        ) AS m(metric, key)
      WHERE project_id = ${big} AND m.metric IS NOT NULL
      GROUP BY project_id, day, m.metric, m.key`.execute(db.kysely)
    await sql`
      INSERT INTO analytics_daily (project_id, day, metric, key, count, total_ms)
      SELECT project_id, day, 'visitor', '', count(DISTINCT visitor), 0 FROM analytics_events WHERE project_id = ${big} AND kind = 'view' GROUP BY project_id, day`.execute(db.kysely)
    await sql`ANALYZE`.execute(db.kysely)
    const loadS = ((performance.now() - t0) / 1000).toFixed(1)
    const times: number[] = []
    let views = 0
    for (let i = 0; i < 21; i++) {
      const s = performance.now()
      const res = await fetch(`${base}/api/v1/analytics/report?range=12m&project=${big}`, { headers: auth })
      const data = (await res.json()).data
      times.push(performance.now() - s)
      views = data.totals.views
    }
    const rawViews = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${big} AND kind = 'view' AND day > current_date - 365`.execute(db.kysely)).rows[0].n)
    times.shift() // the first warms the caches
    times.sort((a, b) => a - b)
    const all = performance.now()
    await fetch(`${base}/api/v1/analytics/report?range=12m`, { headers: auth })
    const allMs = performance.now() - all
    console.log(
      `${engine.padEnd(11)}${`report 12m, ${RAW_ROWS.toLocaleString('en-US')} raw events`.padEnd(40)}${times[Math.floor(times.length / 2)].toFixed(1).padStart(10)} ms median` +
        `  max ${times.at(-1)!.toFixed(1)} ms  all projects ${allMs.toFixed(1)} ms  (views ${views} = raw ${rawViews}: ${views === rawViews ? 'match' : 'MISMATCH'}; loaded in ${loadS} s)`,
    )
  } finally {
    await app.close()
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`\nAnalytics (issue 20): ingestion on loopback, 10 connections, ${DURATION_S} s; report query from rollups (targets: >= 2,000 events/s on PGlite, <= 200 ms)`)
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} CPUs`)
await benchOn('PGlite')
if (process.env.BENCH_ANALYTICS_PG !== '0') {
  let pgUrl = ''
  const stop = await startPostgres({ provide: (_key: string, value: string) => (pgUrl = value) } as never)
  try {
    await benchOn('PostgreSQL', pgUrl)
  } finally {
    await (stop as (() => Promise<void>) | undefined)?.()
  }
}
process.exit(0)
