import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { teamCalls } from '../../../../tests/support/teams'
import { apiCaller, createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import { purgeOldEvents } from './ingest'

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

let t: TestApp
let alice: { token: string; userId: string }
let bob: { token: string; userId: string; email: string }
let published: string
let cubeId: string
let unpublished: string
let ipCounter = 1
/** A fresh address per test, so one test's batches never count against another's rate. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_PER_MIN: '20' })
  alice = await registerUser(t.app, 'Alice')
  bob = await registerUser(t.app, 'Bob')
  const make = async (name: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: auth(alice.token), payload: { project_name: name, comment: '' } })).json().data._id as string
  published = await make('Gallery')
  unpublished = await make('Draft')
  const doc = emptyScene()
  const cube = createShape(doc, 'cube', [2, 0.5, -3], '#FF0000')
  cubeId = cube.id
  const scene = applyOps(doc, [{ op: 'add', node: cube }]).doc
  const saved = await t.app.inject({ method: 'PUT', url: `/api/v1/assets/project/${published}/scene`, headers: auth(alice.token), payload: { scene, baseRevision: 0 } })
  const body = multipart([{ name: 'revision', value: String(saved.json().data.revision) }])
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/experience/${published}/publish`, headers: { ...auth(alice.token), ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(201)
})
afterAll(() => t?.close())

const send = (payload: unknown, opts: { ua?: string; ip?: string; text?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    remoteAddress: opts.ip ?? nextIp(),
    headers: { 'user-agent': opts.ua ?? DESKTOP, 'content-type': opts.text ? 'text/plain;charset=UTF-8' : 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
const report = (token: string, query = 'range=7d') => t.app.inject({ method: 'GET', url: `/api/v1/analytics/report?${query}`, headers: auth(token) })
const rawCount = async (projectId = published) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${projectId}`.execute(t.db.kysely)).rows[0].n)

describe('refusals', () => {
  it('refuses events for an unknown or unpublished project with the envelope', async () => {
    for (const projectId of ['0123456789abcdef01234567', unpublished]) {
      const res = await send({ projectId, events: [{ kind: 'view' }] })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ success: false, message: 'This experience has not been published.' })
    }
    expect(await rawCount(unpublished)).toBe(0)
  })

  it('refuses malformed events and bodies, storing nothing', async () => {
    const before = await rawCount()
    const bad = [
      { projectId: published, events: [{ kind: 'teleport' }] },
      { projectId: published, events: [{ kind: 'ttff' }] },
      { projectId: published, events: [{ kind: 'view', ms: 5 }] },
      { projectId: published, events: [{ kind: 'view', ip: '1.2.3.4' }] },
      { projectId: published, events: [{ kind: 'trigger', trigger: 'click' }] },
      { projectId: published, events: [{ kind: 'ttff', ms: -1 }] },
      { projectId: published, events: [] },
      { projectId: 'nope', events: [{ kind: 'view' }] },
    ]
    for (const payload of bad) {
      const res = await send(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().success).toBe(false)
      expect(res.json().message).toMatch(/Invalid analytics events/)
    }
    const garbage = await send('{not json', { text: true })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json()).toMatchObject({ success: false })
    expect(await rawCount()).toBe(before)
  })

  it('answers 413 for an oversized batch and 429 for a flood from one address', async () => {
    const big = await send({ projectId: published, events: Array.from({ length: 51 }, () => ({ kind: 'trigger', objectId: cubeId, trigger: 'click' })) })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ success: false, message: 'A batch holds at most 50 events' })
    const ip = nextIp()
    const codes: number[] = []
    for (let i = 0; i < 22; i++) codes.push((await send({ projectId: published, events: [{ kind: 'ttff', ms: 100 }] }, { ip })).statusCode)
    expect(codes.slice(0, 20).every((c) => c === 202)).toBe(true)
    expect(codes.slice(20)).toEqual([429, 429])
    // Another address is not held back by the flood.
    expect((await send({ projectId: published, events: [{ kind: 'ttff', ms: 100 }] })).statusCode).toBe(202)
  })
})

describe('recording', () => {
  it('counts unique visitors per day from a salted hash, storing no address and no user agent', async () => {
    const ipA = '203.0.113.77'
    const ipB = '198.51.100.9'
    const start = (await report(alice.token, `range=24h&project=${published}`)).json().data.totals
    // Same address and browser twice (one text/plain beacon): one visitor. Another browser: another.
    expect((await send({ projectId: published, events: [{ kind: 'view' }] }, { ip: ipA, ua: PHONE })).statusCode).toBe(202)
    expect((await send(JSON.stringify({ projectId: published, events: [{ kind: 'view' }] }), { ip: ipA, ua: PHONE, text: true })).statusCode).toBe(202)
    expect((await send({ projectId: published, events: [{ kind: 'view' }] }, { ip: ipB, ua: DESKTOP })).statusCode).toBe(202)
    const now = (await report(alice.token, `range=24h&project=${published}`)).json().data.totals
    expect(now.views - start.views).toBe(3)
    expect(now.visitors - start.visitors).toBe(2)
    const dump = JSON.stringify((await sql`SELECT * FROM analytics_events`.execute(t.db.kysely)).rows) + JSON.stringify((await sql`SELECT * FROM analytics_day_visitors`.execute(t.db.kysely)).rows)
    for (const secret of [ipA, ipB, PHONE, DESKTOP, 'Pixel 8', 'Windows NT']) expect(dump).not.toContain(secret)
    const devices = await sql<{ device: string; os: string }>`SELECT DISTINCT device, os FROM analytics_events WHERE kind = 'view'`.execute(t.db.kysely)
    expect(devices.rows).toEqual(expect.arrayContaining([{ device: 'phone', os: 'Android' }, { device: 'desktop', os: 'Windows' }]))
    // Only today's salt exists.
    const salts = await sql<{ day: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts`.execute(t.db.kysely)
    expect(salts.rows).toEqual([{ day: new Date().toISOString().slice(0, 10) }])
  })

  it('writes concurrent batches together and still counts each visitor once', async () => {
    const totals = async () => (await report(alice.token, `range=24h&project=${published}`)).json().data.totals
    const before = await totals()
    const ips = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send({ projectId: published, events: [{ kind: 'view' }, { kind: 'trigger', objectId: cubeId, trigger: 'click' }] }, { ip: ips[i % 4], ua: PHONE })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(202))
    const after = await totals()
    expect(after.views - before.views).toBe(20)
    expect(after.visitors - before.visitors).toBe(4)
    expect(after.triggers - before.triggers).toBe(20)
  })

  it('keeps the daily rollups equal to the raw events', async () => {
    await send({ projectId: published, events: [{ kind: 'view' }, { kind: 'ttff', ms: 420 }, { kind: 'trigger', objectId: cubeId, objectName: 'Cube', trigger: 'click' }, { kind: 'ar_start' }] }, { ua: PHONE })
    await send({ projectId: published, events: [{ kind: 'trigger', objectId: cubeId, trigger: 'dblclick' }, { kind: 'trigger', objectId: 'other-node', trigger: 'select' }, { kind: 'time_spent', ms: 9000 }, { kind: 'vr_start' }, { kind: 'quicklook' }] })
    const raw = await sql<{ kind: string; key: string; n: string; ms: string }>`
      SELECT kind, CASE WHEN kind = 'trigger' THEN object_id ELSE '' END AS key, count(*) AS n, coalesce(sum(value_ms), 0) AS ms
      FROM analytics_events WHERE project_id = ${published} GROUP BY 1, 2`.execute(t.db.kysely)
    const rolled = await sql<{ metric: string; key: string; n: string; ms: string }>`
      SELECT metric, CASE WHEN metric IN ('ar_start', 'vr_start') THEN '' ELSE key END AS key, sum(count) AS n, sum(total_ms) AS ms
      FROM analytics_daily WHERE project_id = ${published} AND metric NOT IN ('visitor', 'device', 'os', 'country') GROUP BY 1, 2`.execute(t.db.kysely)
    const norm = (rows: { n: string; ms: string; key: string }[], name: (r: never) => string) =>
      rows.map((r) => `${name(r as never)}|${r.key}|${Number(r.n)}|${Number(r.ms)}`).sort()
    expect(norm(rolled.rows, (r: { metric: string }) => r.metric)).toEqual(norm(raw.rows, (r: { kind: string }) => r.kind))
    const views = await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${published} AND kind = 'view'`.execute(t.db.kysely)
    const devices = await sql<{ n: string }>`SELECT sum(count) AS n FROM analytics_daily WHERE project_id = ${published} AND metric = 'device'`.execute(t.db.kysely)
    expect(Number(devices.rows[0].n)).toBe(Number(views.rows[0].n))
    const data = (await report(alice.token, `range=7d&project=${published}`)).json().data
    const cube = data.taps.find((tap: { objectId: string }) => tap.objectId === cubeId)
    expect(cube).toMatchObject({ count: 22, x: 2, z: -3 })
    expect(data.totals).toMatchObject({ arEntries: 1, vrEntries: 1, quickLook: 1 })
    expect(data.ttff.avgMs).toBeGreaterThan(0)
    expect(data.timeSpent).toEqual({ count: 1, avgMs: 9000 })
    expect(data.devices.map((d: { key: string }) => d.key)).toEqual(expect.arrayContaining(['phone', 'desktop']))
    expect(data.series).toHaveLength(7)
    expect(data.series.at(-1).views).toBe(data.totals.views)
  })

  it('records nothing while analytics are off for the project, and again once on', async () => {
    const off = await t.app.inject({ method: 'PUT', url: `/api/v1/analytics/projects/${published}/settings`, headers: auth(alice.token), payload: { enabled: false } })
    expect(off.json().data).toEqual({ enabled: false })
    const before = { raw: await rawCount(), rolled: (await sql`SELECT * FROM analytics_daily ORDER BY metric, key`.execute(t.db.kysely)).rows }
    const res = await send({ projectId: published, events: [{ kind: 'view' }, { kind: 'ar_start' }] })
    expect(res.statusCode).toBe(202)
    expect(await rawCount()).toBe(before.raw)
    expect((await sql`SELECT * FROM analytics_daily ORDER BY metric, key`.execute(t.db.kysely)).rows).toEqual(before.rolled)
    expect((await report(alice.token, `project=${published}`)).json().data.project.analyticsEnabled).toBe(false)
    await t.app.inject({ method: 'PUT', url: `/api/v1/analytics/projects/${published}/settings`, headers: auth(alice.token), payload: { enabled: true } })
    await send({ projectId: published, events: [{ kind: 'view' }] })
    expect(await rawCount()).toBe(before.raw + 1)
  })

  it('never shows one user the figures of another', async () => {
    expect((await report(bob.token, `project=${published}`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/analytics/projects/${published}/settings`, headers: auth(bob.token) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/analytics/projects/${published}/settings`, headers: auth(bob.token), payload: { enabled: false } })).statusCode).toBe(404)
    const mine = (await report(bob.token, 'range=12m')).json().data
    expect(mine.totals).toEqual({ views: 0, visitors: 0, arEntries: 0, vrEntries: 0, quickLook: 0, sceneViewer: 0, triggers: 0 })
    expect(mine.taps).toEqual([])
    const overview = (await t.app.inject({ method: 'GET', url: '/api/v1/analytics/overview', headers: auth(bob.token) })).json().data
    expect(overview.views).toBe(0)
    expect(overview.projects).toBe(0)
    const aliceAll = (await report(alice.token, 'range=12m')).json().data
    expect(aliceAll.totals.views).toBeGreaterThan(0)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/analytics/report' })).statusCode).toBe(401)
  })

  it('counts each technology from real entries and measures storage against the quota', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/v1/analytics/overview', headers: auth(alice.token) })).json().data
    expect(data.projects).toBe(2)
    expect(data.storage.quotaBytes).toBe(200 * 1024 ** 3)
    const byId = Object.fromEntries(data.technologies.map((x: { id: string }) => [x.id, x]))
    expect(byId.web3d).toMatchObject({ label: 'Web 3D', projects: 1, views: data.views })
    expect(byId.ar).toMatchObject({ label: 'Augmented Reality', projects: 1, views: 2 })
    expect(byId.vr).toMatchObject({ label: 'Virtual Reality', projects: 1, views: 1 })
    expect(byId.glasses).toMatchObject({ label: 'AR Glasses', projects: 0, views: 0 })
  })

  it('validates the report range', async () => {
    expect((await report(alice.token, 'range=custom')).statusCode).toBe(400)
    expect((await report(alice.token, 'range=custom&from=2026-02-01&to=2026-01-01')).statusCode).toBe(400)
    const custom = (await report(alice.token, 'range=custom&from=2026-01-01&to=2026-01-03')).json().data
    expect(custom.series.map((s: { day: string }) => s.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03'])
    expect(custom.totals.views).toBe(0)
  })

  it('purges raw events past the retention and keeps the rollups', async () => {
    await sql`UPDATE analytics_events SET created_at = now() - interval '500 days' WHERE id = (SELECT min(id) FROM analytics_events)`.execute(t.db.kysely)
    const rolled = (await sql`SELECT sum(count) AS n FROM analytics_daily`.execute(t.db.kysely)).rows
    const before = await rawCount()
    expect(await purgeOldEvents(t.db.kysely, 400)).toBe(1)
    expect(await rawCount()).toBe(before - 1)
    expect((await sql`SELECT sum(count) AS n FROM analytics_daily`.execute(t.db.kysely)).rows).toEqual(rolled)
  })
})

describe('projects shared with a person or held by a team (issue 28)', () => {
  it('count in the overview and the all-projects report of everyone with a role on them, and stop when the role goes', async () => {
    const call = apiCaller(() => t.app)
    const teams = teamCalls(t, call)
    const overview = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/analytics/overview', headers: auth(token) })).json().data
    const allViews = async (token: string) => (await report(token, 'range=12m')).json().data.totals.views
    const own = await overview(alice.token)
    expect(own.views).toBeGreaterThan(0)

    // Shared with Bob as a viewer: its figures are his to read (any role reads them); its storage stays Alice's.
    expect((await call('POST', `/experience/${published}/shares`, alice.token, { email: bob.email, role: 'viewer' })).statusCode).toBe(200)
    const bobs = await overview(bob.token)
    expect([bobs.projects, bobs.views, bobs.storage.usedBytes]).toEqual([1, own.views, 0])
    expect(bobs.technologies.find((x: { id: string }) => x.id === 'web3d')).toMatchObject({ projects: 1, views: own.views })
    expect(await allViews(bob.token)).toBe(await allViews(alice.token))
    expect((await call('DELETE', `/experience/${published}/shares/${bob.userId}`, alice.token)).statusCode).toBe(200)
    expect([(await overview(bob.token)).views, await allViews(bob.token)]).toEqual([0, 0])

    // Moved into a team: a member (a viewer of the team) counts it; once removed, no longer.
    const carol = await registerUser(t.app, 'Carol')
    const team = await teams.createTeam(alice.token, 'Analysts')
    await teams.join(alice.token, team, carol, 'viewer')
    expect((await teams.move(alice.token, published, team)).statusCode).toBe(200)
    expect((await overview(carol.token)).views).toBe(own.views)
    expect((await overview(alice.token)).views).toBe(own.views)
    expect((await call('DELETE', `/teams/${team}/members/${carol.userId}`, alice.token)).statusCode).toBe(200)
    expect([(await overview(carol.token)).projects, await allViews(carol.token)]).toEqual([0, 0])
  })
})
