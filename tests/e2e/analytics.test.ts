import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { openViewer, signedInPage, useBrowser } from '../support/e2e'
import { eventScene } from '../support/scene-fixtures'
import { readHook, waitForHook } from '../support/test-hook'
import { emulateXr } from '../support/xr-emulator'

const b = useBrowser()
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** Every request a visitor's page makes, to check that none leaves our own origin. */
function recordRequests(context: BrowserContext) {
  const urls: string[] = []
  context.on('request', (r) => urls.push(r.url()))
  return urls
}

describe('analytics from real visitors', () => {
  // The viewer's page is a build of its own (scene core first, React after): a click is announced
  // by the core bundle's events runtime, which the React page hears through the core viewer.
  it('counts two visitors on a phone and a desktop, the AR entry and the tapped object, and notifies the publish', async () => {
    const { doc, cube, sphere } = eventScene()
    const author = await b.newPage()
    const { token } = await signedInPage(author.page, b.base)
    const auth = { authorization: `Bearer ${token}` }
    const created = await (await fetch(b.url('/api/v1/experience/surface/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Analytics Party', comment: '' }) })).json()
    const id = created.data._id as string
    const saved = await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
    const form = new FormData()
    form.append('revision', String(((await saved.json()) as { data: { revision: number } }).data.revision))
    expect((await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
    const publicLink = b.url(`/preview-page/${id}`)
    // What the server has recorded so far (the author's report API): the beacon batches and may
    // send by sendBeacon, which the browser does not always show as a response to the page.
    const totals = async () => (await (await fetch(b.url(`/api/v1/analytics/report?range=24h&project=${id}`), { headers: auth })).json()).data.totals
    const until = (what: string, expected: number) => expect.poll(async () => (await totals())[what], { timeout: 30_000, interval: 500 }).toBe(expected)

    // A desktop visitor taps the cube: the view, its first frame and the tap are reported.
    const desktop = await b.newPage({ viewport: { width: 900, height: 640 } })
    const desktopRequests = recordRequests(desktop.context)
    await openViewer(desktop.page, publicLink)
    await until('views', 1)
    const cubePoint = await readHook(desktop.page, 'spatialViewer', (viewer, p) => viewer.project(p), [-1.5, 0.5, 0] as [number, number, number])
    const box = (await desktop.page.locator('[data-testid="viewer-canvas"] canvas').boundingBox())!
    await desktop.page.mouse.click(box.x + cubePoint.x * box.width, box.y + cubePoint.y * box.height)
    await waitForHook(desktop.page, 'spatialViewer', (viewer, sid) => viewer.visible(sid) === false, sphere.id)
    await until('triggers', 1)
    const report = (await (await fetch(b.url(`/api/v1/analytics/report?range=24h&project=${id}`), { headers: auth })).json()).data
    expect(report.taps[0]).toMatchObject({ objectId: cube.id, name: 'Red cube', count: 1, x: -1.5, z: 0 })
    await desktop.context.close()

    // A phone visitor enters AR on the emulated AR phone.
    const phone = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA })
    const phoneRequests = recordRequests(phone.context)
    await emulateXr(phone.page, 'phone')
    await openViewer(phone.page, publicLink)
    await phone.page.getByRole('button', { name: 'View in AR' }).click()
    await waitForHook(phone.page, 'spatialViewer', (viewer) => viewer?.mode === 'ar', undefined, { timeout: 20_000 })
    await until('arEntries', 1)
    expect((await totals()).views).toBe(2)
    await phone.context.close()

    // Nothing the viewer asked for left our own origin (no CDN, no third-party analytics).
    const origin = new URL(b.base).origin
    for (const url of [...desktopRequests, ...phoneRequests]) if (!url.startsWith('data:') && !url.startsWith('blob:')) expect(new URL(url).origin, url).toBe(origin)
    expect(desktopRequests.some((u) => u.endsWith('/api/v1/analytics/events'))).toBe(true)

    // The author's Analytics page for this project, reached from My Projects.
    await author.page.goto(b.url('/dashboard/myprojects'))
    await author.page.getByRole('button', { name: 'Actions for Analytics Party' }).click()
    await author.page.getByRole('menuitem', { name: 'Analytics' }).click()
    await author.page.waitForURL(new RegExp(`/dashboard/analytics\\?project=${id}$`))
    await author.page.getByRole('heading', { name: 'Full report: Analytics Party' }).waitFor()
    await expect.poll(() => author.page.getByTestId('report-views').textContent()).toBe('2')
    expect(await author.page.getByTestId('report-visitors').textContent()).toBe('2')
    expect(await author.page.getByTestId('report-ar').textContent()).toBe('1')
    expect(await author.page.getByTestId('report-ar-rate').textContent()).toBe('50%')
    expect(await author.page.getByTestId('report-taps').textContent()).toContain('Red cube')
    expect(await author.page.getByTestId('tap-marker').getAttribute('data-object')).toBe('Red cube')
    const devices = await author.page.getByTestId('report-devices').textContent()
    expect(devices).toContain('Phone')
    expect(devices).toContain('Desktop')
    expect(devices).toContain('Android')
    expect(await author.page.getByTestId('report-ttff').textContent()).toMatch(/\d/)
    expect(await author.page.getByTestId('tech-ar').textContent()).toMatch(/1\s*project.*1\s*views/)
    expect(await author.page.getByTestId('overview-views').textContent()).toBe('2')
    // Sections without data say so.
    await author.page.getByText('Not collected: the viewer does not report errors.').waitFor()

    // A "Published" notification with its detail; the side menu counts it unread.
    await author.page.getByRole('link', { name: /Notification/ }).locator('.side-badge').waitFor()
    await author.page.getByRole('link', { name: /Notification/ }).click()
    const item = author.page.getByRole('button', { name: /'Analytics Party' was published \(version 1\)/ })
    await item.click()
    const detail = author.page.getByRole('region', { name: 'Notification details' })
    await detail.getByText('Published', { exact: true }).waitFor()
    expect(await detail.textContent()).toContain(publicLink)
    await author.context.close()
  }, 150_000)
})
