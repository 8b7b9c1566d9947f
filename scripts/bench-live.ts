// Live co-editing (issue 28, "Must show"): two API nodes (`npm start`'s server, own processes) on
// one PostgreSQL; 10 editors on one scene (5 per node) and 100 other scenes open at once, one
// editor each. Every editor sends a step every 100 ms and its pointer 20 times a second (the
// 100 others one step a second). Printed: op round trip p50/p95 from an editor on node A to one on
// node B; ops applied per second per node; presence messages per second.
//   BENCH_LIVE_SECONDS (10) sets the run's length.
import { createShape, emptyScene } from '../src/shared/scene/defaults'
import startPostgres from '../tests/setup/postgres-cluster'
import { LiveTestClient } from '../tests/support/live-client'
import { startServerNode } from '../tests/support/server-process'
import pg from 'pg'

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10)
const EDITORS = 10
const SCENES = 100
const limits = { AUTH_RATE_PER_IP: '1000000', AUTH_RATE_PER_EMAIL: '1000000', LOG_LEVEL: 'silent' }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

let adminUrl = ''
const stopPg = (await startPostgres({ provide: (_k: string, v: string) => (adminUrl = v) } as never)) as (() => Promise<void>) | undefined
const dbName = `bench_live_${Date.now()}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${dbName}`)
await admin.end()
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`)
const nodes = [await startServerNode(databaseUrl, limits), await startServerNode(databaseUrl, limits)]
const clients: LiveTestClient[] = []
try {
  const A = nodes[0].url
  const post = async (url: string, body: object, token?: string) =>
    (await fetch(`${A}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) })).json()
  const token = (await post('/users/register', { name: 'Bench', email: `bench-live-${Date.now()}@example.com`, password: 'Passw0rd!' })).data.accessToken as string
  const project = async (name: string) => (await post('/experience/world/create', { project_name: name, comment: '' }, token)).data._id as string
  const main = await project('Main')
  const others: string[] = []
  for (let i = 0; i < SCENES; i++) others.push(await project(`Scene ${i}`))

  const node = new Map<LiveTestClient, 0 | 1>()
  const open = async (clientId: string, projectId: string, at: 0 | 1) => {
    const c = new LiveTestClient(clientId.padEnd(10, '0'), token, false)
    await c.connect(nodes[at].url, projectId)
    node.set(c, at)
    clients.push(c)
    return c
  }
  const editors: LiveTestClient[] = []
  for (let i = 0; i < EDITORS; i++) editors.push(await open(`editor${i}`, main, (i % 2) as 0 | 1))
  const background: LiveTestClient[] = []
  for (let i = 0; i < SCENES; i++) background.push(await open(`bg${i}`, others[i], (i % 2) as 0 | 1))
  const own = (c: LiveTestClient, i: number) => {
    c.edit([{ op: 'add', node: { ...createShape(emptyScene(), 'cube'), id: `${c.clientId}n`, name: `Cube ${i}` } }])
  }
  editors.forEach(own)
  background.forEach(own)
  await Promise.all(clients.map((c) => c.until(() => c.settled, 30_000, 'setup')))

  // Round trips: editor 0 (node A) stamps its step; editor 1 (node B) notes when the entry arrives.
  const sentAt = new Map<string, number>()
  const trips: number[] = []
  editors[1].onEntry = (entry) => {
    if (entry.clientId !== editors[0].clientId) return
    const name = (entry.ops[0] as { patch?: { name?: string } })?.patch?.name
    const at = name && sentAt.get(name)
    if (at) trips.push(performance.now() - at)
  }
  const acksBefore = clients.map((c) => c.acks.size)
  let presenceSent = 0
  let presenceReceived = 0
  for (const c of editors) {
    const ws = c.ws!
    ws.on('message', (raw: Buffer) => {
      if (raw.toString().startsWith('{"type":"presence"')) presenceReceived++
    })
  }
  let n = 0
  const timers: NodeJS.Timeout[] = []
  for (const [i, c] of editors.entries()) {
    timers.push(
      setInterval(() => {
        const name = `s${++n}`
        if (i === 0) sentAt.set(name, performance.now())
        c.edit([{ op: 'update', id: `${c.clientId}n`, patch: { name, transform: { position: [n % 7, 0, i], rotation: [0, 0, 0], scale: [1, 1, 1] } } }])
      }, 100),
      setInterval(() => {
        presenceSent++
        c.presence([`${c.clientId}n`], [Math.random() * 4, 0, Math.random() * 4])
      }, 50),
    )
  }
  for (const c of background) timers.push(setInterval(() => c.edit([{ op: 'update', id: `${c.clientId}n`, patch: { name: `b${++n}` } }]), 1000))
  const started = performance.now()
  await new Promise((r) => setTimeout(r, SECONDS * 1000))
  for (const t of timers) clearInterval(t)
  await Promise.all(clients.map((c) => c.until(() => c.settled, 30_000, 'drain')))
  const elapsed = (performance.now() - started) / 1000
  const applied = [0, 0]
  clients.forEach((c, i) => (applied[node.get(c)!] += c.acks.size - acksBefore[i]))
  console.log(`\nLive co-editing: 2 API nodes on one PostgreSQL, ${EDITORS} editors on one scene (a step each 100 ms, pointer 20/s) + ${SCENES} scenes open (a step a second each), ${elapsed.toFixed(1)} s`)
  console.log(`op round trip, editor on node A -> editor on node B: p50 ${percentile(trips, 50).toFixed(1)} ms, p95 ${percentile(trips, 95).toFixed(1)} ms (${trips.length} ops)`)
  console.log(`ops applied per second: node A ${(applied[0] / elapsed).toFixed(0)}, node B ${(applied[1] / elapsed).toFixed(0)} (${applied[0] + applied[1]} batches, each in its own transaction with the scene's new revision)`)
  console.log(`presence: ${(presenceSent / elapsed).toFixed(0)} msgs/s sent by the ${EDITORS} editors, ${(presenceReceived / elapsed).toFixed(0)} msgs/s delivered to them (the server caps each client at 20/s)`)
} finally {
  for (const c of clients) c.close()
  for (const n of nodes) await n.stop()
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await c.end()
  await stopPg?.()
}
process.exit(0)
