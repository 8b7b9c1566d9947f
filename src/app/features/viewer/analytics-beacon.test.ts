// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

const PROJECT = '0123456789abcdef01234567'
let fetches: { url: string; body: { projectId: string; events: { kind: string }[] }; init: RequestInit }[]
let beacons: { url: string; body: { projectId: string; events: { kind: string; ms?: number }[] } }[]

beforeEach(() => {
  vi.resetModules()
  fetches = []
  beacons = []
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => (fetches.push({ url, init, body: JSON.parse(init.body as string) }), new Response(null, { status: 202 }))))
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }))
      return true
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

it('batches a view, the first frame and a tapped object to our own origin, with no cookie or storage', async () => {
  const storage = vi.spyOn(Storage.prototype, 'setItem')
  const beacon = await import('./analytics-beacon')
  beacon.startAnalytics(PROJECT)
  beacon.reportFirstFrame()
  beacon.reportTrigger({ id: 'cube-1', name: 'Red cube' }, false)
  beacon.reportTrigger({ id: 'cube-1', name: 'Red cube' }, true)
  beacon.flushAnalytics()
  expect(fetches).toHaveLength(1)
  expect(fetches[0].url).toBe('/api/v1/analytics/events')
  expect(fetches[0].init.credentials).toBe('omit')
  expect(fetches[0].body.projectId).toBe(PROJECT)
  expect(fetches[0].body.events).toEqual([
    { kind: 'view' },
    { kind: 'ttff', ms: expect.any(Number) },
    { kind: 'trigger', objectId: 'cube-1', objectName: 'Red cube', trigger: 'click' },
    { kind: 'trigger', objectId: 'cube-1', objectName: 'Red cube', trigger: 'dblclick' },
  ])
  expect(document.cookie).toBe('')
  expect(storage).not.toHaveBeenCalled()
})

it('reports XR sessions, a select inside one, and the time spent by beacon when the page hides', async () => {
  const beacon = await import('./analytics-beacon')
  // Another project than the first test's, whose listeners stay on this document.
  const other = 'fedcba9876543210fedcba98'
  setVisibility('visible')
  beacon.startAnalytics(other)
  let listener: (s: { session?: unknown; mode: string | null }, p: { session?: unknown; mode: string | null }) => void = () => undefined
  beacon.watchXrSessions({ subscribe: (l) => ((listener = l), () => undefined) })
  listener({ session: {}, mode: 'immersive-ar' }, { mode: null })
  beacon.reportTrigger({ id: 'door', name: 'Door' }, false)
  listener({ mode: null }, { session: {}, mode: 'immersive-ar' })
  await new Promise((r) => setTimeout(r, 20))
  setVisibility('hidden')
  await new Promise((r) => setTimeout(r, 0))
  const mine = <T extends { body: { projectId: string } }>(list: T[]) => list.filter((x) => x.body.projectId === other)
  const kinds = [...mine(fetches).flatMap((f) => f.body.events), ...mine(beacons).flatMap((b) => b.body.events)].map((e) => ('trigger' in e ? `${e.kind}:${e.trigger}` : e.kind))
  expect(kinds).toEqual(['view', 'ar_start', 'trigger:select', 'ar_end', 'time_spent'])
  expect(mine(beacons)[0].url).toBe('/api/v1/analytics/events')
  expect(mine(beacons)[0].body.events.at(-1)!.ms).toBeGreaterThanOrEqual(15)
})

it('stays silent for a shared snapshot (not a project) and before it is started', async () => {
  const beacon = await import('./analytics-beacon')
  beacon.reportTrigger({ id: 'x', name: 'X' }, false)
  beacon.startAnalytics('f'.repeat(32))
  beacon.reportFirstFrame()
  beacon.flushAnalytics()
  expect(fetches).toEqual([])
})

it("sends the browser's time zone as the only hint of where it is, and leaves out a zone that is not a name", async () => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
  let zone = 'Asia/Kolkata'
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone }
  })
  const beacon = await import('./analytics-beacon')
  const id = 'abcdefabcdefabcdefabcdef'
  beacon.startAnalytics(id)
  beacon.flushAnalytics()
  const mine = fetches.filter((f) => f.body.projectId === id)
  expect(mine).toHaveLength(1)
  expect(Object.keys(mine[0].body).sort()).toEqual(['events', 'projectId', 'tz'])
  expect((mine[0].body as { tz?: string }).tz).toBe('Asia/Kolkata')
  zone = 'Bad zone <x>'
  beacon.reportFirstFrame()
  beacon.flushAnalytics()
  expect(Object.keys(fetches.filter((f) => f.body.projectId === id)[1].body).sort()).toEqual(['events', 'projectId'])
  spy.mockRestore()
})
