import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type KyselyPlugin } from 'kysely'
import type { AnalyticsEvent } from '@shared/api/analytics'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import { IngestWriter } from './ingest'
import { utcDay } from './visitor-salt'

// Issue 20: the rollups equal the raw events after many batches written at once, through the
// endpoint's group commit and through several writers at a time (as several API nodes would).

const UAS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0 Chrome/126.0 VR Safari/537.36',
]

/** A fixed pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function batchOf(next: () => number): AnalyticsEvent[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]
  return Array.from({ length: 1 + Math.floor(next() * 12) }, (): AnalyticsEvent => {
    const kind = pick(['view', 'view', 'ttff', 'time_spent', 'trigger', 'trigger', 'ar_start', 'ar_end', 'vr_start', 'quicklook', 'sceneviewer'] as const)
    if (kind === 'ttff' || kind === 'time_spent') return { kind, ms: Math.floor(next() * 60_000) }
    if (kind === 'trigger') return { kind, objectId: pick(['cube', 'door', 'lamp']), objectName: pick(['Cube', 'Door', 'Lamp']), trigger: pick(['click', 'dblclick', 'select'] as const) }
    return { kind }
  })
}

let t: TestApp
let projectId: string
let ownerId: string

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_PER_MIN: '1000' })
  const user = await registerUser(t.app, 'Owner')
  ownerId = user.userId
  const headers = { authorization: `Bearer ${user.token}` }
  projectId = (await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers, payload: { project_name: 'Busy', comment: '' } })).json().data._id
  const body = multipart([{ name: 'revision', value: '0' }])
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/experience/${projectId}/publish`, headers: { ...headers, ...body.headers }, payload: body.payload })).statusCode).toBe(201)
})
afterAll(() => t?.close())

/** What the daily rollups must hold, computed from the raw table alone. */
async function expectedFromRaw() {
  const rows = await sql<{ metric: string; key: string; count: string; total_ms: string }>`
    SELECT metric, key, count(*) AS count, coalesce(sum(value_ms), 0) AS total_ms FROM (
      SELECT CASE WHEN kind = 'trigger' THEN 'trigger' ELSE kind END AS metric,
        CASE WHEN kind = 'trigger' THEN object_id WHEN kind IN ('ar_start', 'vr_start') THEN device ELSE '' END AS key, value_ms
      FROM analytics_events WHERE project_id = ${projectId}
      UNION ALL SELECT 'device', device, NULL FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view'
      UNION ALL SELECT 'os', os, NULL FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view'
      UNION ALL SELECT 'country', coalesce(country, ''), NULL FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view'
    ) AS m GROUP BY metric, key
    UNION ALL
    SELECT 'visitor', '', count(DISTINCT visitor), 0 FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view' GROUP BY day`.execute(t.db.kysely)
  return rows.rows.map((r) => `${r.metric}|${r.key}|${Number(r.count)}|${Number(r.total_ms)}`).sort()
}

async function rolledUp() {
  const rows = await sql<{ metric: string; key: string; count: string; total_ms: string }>`
    SELECT metric, key, count, total_ms FROM analytics_daily WHERE project_id = ${projectId}`.execute(t.db.kysely)
  return rows.rows.map((r) => `${r.metric}|${r.key}|${Number(r.count)}|${Number(r.total_ms)}`).sort()
}

describe('rollups under concurrent batches', () => {
  it('keeps every daily counter equal to the raw events after 120 batches at once, from the endpoint and from several writers', async () => {
    const next = random(20)
    const http = Array.from({ length: 80 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/events',
        // Eight addresses and three browsers: visitors repeat across batches written in the same group.
        remoteAddress: `198.51.100.${(i % 8) + 1}`,
        headers: { 'user-agent': UAS[i % 3], 'content-type': i % 2 ? 'text/plain;charset=UTF-8' : 'application/json' },
        // Some batches carry a time zone (a country), some do not (Unknown).
        payload: JSON.stringify({ projectId, events: batchOf(next), ...(i % 4 ? { tz: ['Asia/Tokyo', 'Europe/London', 'America/Sao_Paulo'][i % 3] } : {}) }),
      }),
    )
    // Three more writers on the same database at the same time, as three more API nodes; their
    // visitors overlap each other's, so the day's visitor set is contended.
    const day = utcDay()
    const writers = [0, 1, 2].map(() => new IngestWriter(t.db.kysely))
    const direct = Array.from({ length: 40 }, (_, i) =>
      writers[i % 3].write(
        { projectId, ownerId, projectName: 'Busy', day, device: (['phone', 'desktop', 'tablet'] as const)[i % 3], os: 'Android', visitor: String(i % 5).padStart(64, 'f'), country: i % 2 ? 'IN' : null },
        batchOf(next),
      ),
    )
    const answers = await Promise.all(http)
    await Promise.all(direct)
    expect(answers.map((a) => a.statusCode)).toEqual(Array(80).fill(202))

    const raw = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${projectId}`.execute(t.db.kysely)).rows[0].n)
    expect(raw).toBeGreaterThan(400)
    expect(await rolledUp()).toEqual(await expectedFromRaw())

    const views = await sql<{ raw: string; total: string; visitors: string; seen: string }>`
      SELECT (SELECT count(*) FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view') AS raw,
        (SELECT views FROM analytics_totals WHERE project_id = ${projectId}) AS total,
        (SELECT count(DISTINCT visitor) FROM analytics_events WHERE project_id = ${projectId} AND kind = 'view') AS visitors,
        (SELECT count(*) FROM analytics_day_visitors WHERE project_id = ${projectId}) AS seen`.execute(t.db.kysely)
    const v = views.rows[0]
    expect(Number(v.total)).toBe(Number(v.raw))
    expect(Number(v.seen)).toBe(Number(v.visitors))
    // 24 HTTP visitors (8 addresses x 3 browsers) at most, 5 from the writers.
    expect(Number(v.visitors)).toBeLessThanOrEqual(29)

    // Absent fields are stored as NULL, not as text, and a trigger keeps its object's name.
    const stray = await sql<{ n: string }>`
      SELECT count(*) AS n FROM analytics_events WHERE project_id = ${projectId}
        AND ((kind <> 'trigger' AND (object_id IS NOT NULL OR object_name IS NOT NULL OR detail IS NOT NULL))
          OR (kind NOT IN ('ttff', 'time_spent') AND value_ms IS NOT NULL)
          OR (kind = 'trigger' AND (object_id IS NULL OR detail IS NULL)))`.execute(t.db.kysely)
    expect(Number(stray.rows[0].n)).toBe(0)
    const labels = await sql<{ label: string }>`SELECT DISTINCT label FROM analytics_daily WHERE project_id = ${projectId} AND metric = 'trigger'`.execute(t.db.kysely)
    expect(labels.rows.every((r) => ['Cube', 'Door', 'Lamp'].includes(r.label))).toBe(true)
  })

  it('fails only the batch that cannot be stored, and writes the rest of its group', async () => {
    const writer = new IngestWriter(t.db.kysely)
    const ctx = (id: string) => ({ projectId: id, ownerId, projectName: 'Busy', day: utcDay(), device: 'phone', os: 'iOS', visitor: 'b'.repeat(64), country: 'JP' })
    const before = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${projectId}`.execute(t.db.kysely)).rows[0].n)
    // A project deleted after the endpoint looked it up: its batch breaks the foreign key.
    const outcomes = await Promise.allSettled([
      writer.write(ctx(projectId), [{ kind: 'view' }]),
      writer.write(ctx('0'.repeat(24)), [{ kind: 'view' }]),
      writer.write(ctx(projectId), [{ kind: 'ar_start' }, { kind: 'view' }]),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const after = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM analytics_events WHERE project_id = ${projectId}`.execute(t.db.kysely)).rows[0].n)
    expect(after - before).toBe(3)
    expect(await rolledUp()).toEqual(await expectedFromRaw())
  })

  it('writes batches queued in the same turn as one statement', async () => {
    let statements = 0
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode' && JSON.stringify(args.node).includes('analytics_events')) statements++
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    const writer = new IngestWriter(t.db.kysely.withPlugin(counting))
    const before = await rolledUp()
    const ctx = { projectId, ownerId, projectName: 'Busy', day: utcDay(), device: 'desktop', os: 'Windows', visitor: 'a'.repeat(64), country: 'US' }
    await Promise.all(Array.from({ length: 10 }, () => writer.write(ctx, [{ kind: 'trigger', objectId: 'cube', trigger: 'click' }])))
    expect(statements).toBe(1)
    const after = await rolledUp()
    expect(after).not.toEqual(before)
    expect(after).toEqual(await expectedFromRaw())
  })
})
