import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'

// Issue 20, countries: a two-letter code from a trusted proxy's header (only when configured),
// else the beacon's time zone, else Accept-Language; the code alone is stored, never the address.

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

interface Site {
  t: TestApp
  token: string
  projectId: string
}

async function site(overrides: Record<string, string>): Promise<Site> {
  const t = await createTestApp({ ANALYTICS_RATE_PER_MIN: '1000', ...overrides })
  const { token } = await registerUser(t.app, 'Owner')
  const headers = { authorization: `Bearer ${token}` }
  const projectId = (await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers, payload: { project_name: 'Abroad', comment: '' } })).json().data._id
  const body = multipart([{ name: 'revision', value: '0' }])
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/experience/${projectId}/publish`, headers: { ...headers, ...body.headers }, payload: body.payload })).statusCode).toBe(201)
  return { t, token, projectId }
}

let proxied: Site
let direct: Site
let ip = 1

beforeAll(async () => {
  proxied = await site({ ANALYTICS_COUNTRY_HEADER: 'CF-IPCountry' })
  direct = await site({})
})
afterAll(async () => {
  await proxied?.t.close()
  await direct?.t.close()
})

const view = (s: Site, headers: Record<string, string>, tz?: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    remoteAddress: `203.0.113.${ip++}`,
    headers: { 'user-agent': PHONE, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: JSON.stringify({ projectId: s.projectId, events: [{ kind: 'view' }], ...(tz !== undefined && { tz }) }),
  })
const lastCountry = async (s: Site) =>
  (await sql<{ country: string | null }>`SELECT country FROM analytics_events WHERE project_id = ${s.projectId} ORDER BY id DESC LIMIT 1`.execute(s.t.db.kysely)).rows[0].country
const countries = async (s: Site) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/v1/analytics/report?range=24h&project=${s.projectId}`, headers: { authorization: `Bearer ${s.token}` } })).json().data

describe('the country of a view', () => {
  it("takes the configured proxy header's code, and the time zone or language when it is missing or not a country", async () => {
    const cases: [Record<string, string>, string | undefined, string | null][] = [
      [{ 'cf-ipcountry': 'IN' }, 'Europe/London', 'IN'],
      [{ 'cf-ipcountry': 'XX', 'accept-language': 'en-US' }, 'Asia/Tokyo', 'JP'],
      [{ 'cf-ipcountry': 'T1' }, 'Asia/Calcutta', 'IN'],
      [{ 'cf-ipcountry': 'br' }, undefined, null],
      [{ 'accept-language': 'pt-BR,pt;q=0.9' }, 'UTC', 'BR'],
      [{}, 'Mars/Olympus', null],
    ]
    for (const [headers, tz, expected] of cases) {
      expect((await view(proxied, headers, tz)).statusCode).toBe(202)
      expect(await lastCountry(proxied), JSON.stringify([headers, tz])).toBe(expected)
    }
    const report = await countries(proxied)
    expect(report.countries).toEqual(
      expect.arrayContaining([
        { key: 'IN', count: 2 },
        { key: 'JP', count: 1 },
        { key: 'BR', count: 1 },
        { key: '', count: 2 },
      ]),
    )
    expect(report.countries.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(report.totals.views)
  })

  it('believes no proxy header unless one is configured', async () => {
    expect((await view(direct, { 'cf-ipcountry': 'US', 'x-country': 'US' }, 'Africa/Johannesburg')).statusCode).toBe(202)
    expect(await lastCountry(direct)).toBe('ZA')
    expect((await view(direct, { 'cf-ipcountry': 'US' })).statusCode).toBe(202)
    expect(await lastCountry(direct)).toBeNull()
    expect((await countries(direct)).countries).toEqual(expect.arrayContaining([{ key: 'ZA', count: 1 }, { key: '', count: 1 }]))
  })

  it('refuses a time zone that is not a zone name, and stores neither the zone nor the address', async () => {
    for (const tz of ['<script>', 'Europe/London; DROP', 'A'.repeat(65), '']) {
      const res = await view(direct, {}, tz)
      expect(res.statusCode, tz).toBe(400)
      expect(res.json().message).toMatch(/Invalid analytics events/)
    }
    expect((await view(direct, {}, 'Asia/Seoul')).statusCode).toBe(202)
    const dump = JSON.stringify((await sql`SELECT * FROM analytics_events`.execute(direct.t.db.kysely)).rows) + JSON.stringify((await sql`SELECT * FROM analytics_daily`.execute(direct.t.db.kysely)).rows)
    expect(dump).toContain('"KR"')
    for (const secret of ['Asia/Seoul', 'Africa/Johannesburg', '203.0.113.']) expect(dump).not.toContain(secret)
  })
})
