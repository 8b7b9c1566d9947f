import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import { indexKey } from '@shared/scene/order-keys'
import { freePort } from '../../tests/setup/postgres-cluster'
import { NO_CLIENT } from '../../tests/support/server-bundle'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-data-'))
let server: ChildProcess | undefined
afterAll(() => {
  server?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** 1,000 flat groups whose names say which document they belong to. */
function bigScene(tag: string) {
  const nodes: Record<string, unknown> = {}
  for (let i = 0; i < 1000; i++) {
    const id = `${tag}${i}`
    nodes[id] = { id, name: `${tag} node ${i}`, parentId: null, order: indexKey(i), visible: true, transform: { position: [i, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'group' }
  }
  return { ...emptyScene(), nodes }
}

async function startServer(port: number) {
  // The killed server's lease would hold the folder for another 10 s; its process is gone
  // (we saw it exit), and the lease itself is tested in data-dir-lock.test.ts.
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true })
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...NO_CLIENT, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', HTTPS: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (c) => (log += c))
  child.stderr?.on('data', (c) => (log += c))
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
const kill = async (child: ChildProcess) => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
  }
}

// PGlite is the engine that lives in the server's process; PostgreSQL's durability is its own.
it.runIf(process.env.TEST_DB !== 'postgres')('keeps every saved and published document whole across 10 SIGKILLs mid-request', async () => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/api/v1`
  // An already migrated database (the test setup's template), so the first start skips PGlite's initdb.
  fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true })
  server = await startServer(port)
  const json = { 'content-type': 'application/json' }
  const email = `crash-${process.pid}@example.com`
  const reg = await fetch(`${base}/users/register`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Crash', email, password: 'Passw0rd!' }) })
  expect(reg.status).toBe(201)
  const auth = { authorization: `Bearer ${(await reg.json()).data.accessToken}` }
  const created = await fetch(`${base}/experience/surface/create`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify({ project_name: 'Crash', comment: '' }) })
  const projectId = (await created.json()).data._id as string
  const docs = [bigScene('a'), bigScene('b')]
  const load = async () => (await (await fetch(`${base}/assets/project/${projectId}/assets`, { headers: auth })).json()).data as { scene: unknown; revision: number }
  const versions = async () => (await (await fetch(`${base}/experience/${projectId}/versions`, { headers: auth })).json()).data as { version: number }[]

  // Time one whole save, so that the kills land anywhere from before the request arrives to
  // after its commit, not only at its start.
  const timed = performance.now()
  const first = await fetch(`${base}/assets/project/${projectId}/scene`, { method: 'PUT', headers: { ...auth, ...json }, body: JSON.stringify({ scene: docs[1], baseRevision: 0 }) })
  expect(first.status).toBe(200)
  const saveMs = performance.now() - timed
  const publishForm = (revision: number) => {
    const form = new FormData()
    form.set('revision', String(revision))
    return form
  }
  const timedPublish = performance.now()
  expect((await fetch(`${base}/experience/${projectId}/publish`, { method: 'POST', headers: auth, body: publishForm(1) })).status).toBe(201)
  const publishMs = performance.now() - timedPublish

  let saves = 0
  let publishes = 0
  const outcomes: string[] = []
  for (let round = 0; round < 10; round++) {
    const before = await load()
    const publishedBefore = (await versions()).length
    const next = docs[round % 2]!
    const publishing = round % 3 === 2
    const request = publishing
      ? fetch(`${base}/experience/${projectId}/publish`, { method: 'POST', headers: auth, body: publishForm(before.revision) })
      : fetch(`${base}/assets/project/${projectId}/scene`, { method: 'PUT', headers: { ...auth, ...json }, body: JSON.stringify({ scene: next, baseRevision: before.revision }) })
    const answered = request.then((r) => r.status, () => 'killed' as const)
    await new Promise((r) => setTimeout(r, Math.random() * (publishing ? publishMs : saveMs) * 1.5))
    await kill(server)
    const outcome = await answered
        server = await startServer(port)

    const after = await load()
    const stored = (await versions()).length
    const landed = publishing ? stored > publishedBefore : after.revision > before.revision
    outcomes.push(`${publishing ? 'publish' : 'save'}:${outcome}${landed ? '+committed' : ''}`)
    if (publishing) {
      publishes++
      // A publish either happened whole (one more version, the saved document) or not at all.
      expect(stored === publishedBefore || stored === publishedBefore + 1).toBe(true)
      if (outcome === 201) expect(stored).toBe(publishedBefore + 1)
      expect(after.revision).toBe(before.revision)
    } else {
      saves++
      if (after.revision === before.revision) {
        expect(outcome).not.toBe(200) // an acknowledged save is never lost
        expect(after.scene).toEqual(before.scene)
      } else {
        expect(after.revision).toBe(before.revision + 1)
        expect(after.scene).toEqual(next)
      }
    }
    // Never torn: the stored document is one of the two written whole (or the first, empty one).
    if (round > 0 || after.revision > 0) expect([docs[0], docs[1], before.scene]).toContainEqual(after.scene)
  }
  for (const v of await versions()) {
    const full = (await (await fetch(`${base}/experience/${projectId}/versions/${v.version}`, { headers: auth })).json()).data
    expect([docs[0], docs[1], emptyScene()]).toContainEqual(full.scene)
  }
  expect(saves + publishes).toBe(10)
  console.log(`crash rounds (a save took ${saveMs.toFixed(0)} ms, a publish ${publishMs.toFixed(0)} ms): ${outcomes.join(' ')}`)
  // The rounds must have struck requests in flight, not only idle servers.
  expect(outcomes.some((o) => o.includes(':killed'))).toBe(true)
}, 300_000)
