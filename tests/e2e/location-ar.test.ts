import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { offsetPoint } from '@shared/geo/geodesy'
import { createShape } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { uniqueEmail, STRONG_PASSWORD, useBrowser } from '../support/e2e'
import { makeScanGlb } from '../support/scans'
import { readHook, waitForHook } from '../support/test-hook'
import { makeZip } from '../support/zips'

/**
 * Location-Based AR in the public viewer with an emulated position (the context's geolocation) and
 * compass (deviceorientationabsolute events dispatched here): a cube pinned 50 m north-east.
 */
const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-location')
const place = { latitude: 51.5007, longitude: -0.1246, altitude: 10, heading: 0 }
let projectId = ''

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true })
  const reg = (await (await fetch(b.url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Lou Cation', email: uniqueEmail('loc'), password: STRONG_PASSWORD }) })).json()).data
  const auth = { authorization: `Bearer ${reg.accessToken}` }
  const form = new FormData()
  form.set('project_name', 'Fifty metres north-east')
  form.set('comment', '')
  const zip = await makeZip([{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'place.json', data: JSON.stringify(place) }])
  form.set('zipContent', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'place.zip')
  const created = await fetch(b.url('/api/v1/experience/create-with-zip'), { method: 'POST', headers: auth, body: form })
  expect(created.status, await created.clone().text()).toBe(201)
  projectId = (await created.json()).data._id
  const loaded = (await (await fetch(b.url(`/api/v1/assets/project/${projectId}/assets`), { headers: auth })).json()).data
  const scene = loaded.scene as SceneDocument
  const cube = createShape(scene, 'cube', [0, 1.5, 0], '#FF3366')
  const d = 50 / Math.SQRT2
  const pin = offsetPoint(place, d, d)
  const location = { ...scene.settings.location!, pins: { [cube.id]: { latitude: pin.latitude, longitude: pin.longitude, altitude: 10 } } }
  const doc = applyOps(scene, [{ op: 'add', node: { ...cube, name: 'Marker' } }, { op: 'settings', patch: { location } }]).doc
  const saved = await fetch(b.url(`/api/v1/assets/project/${projectId}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: loaded.revision }) })
  expect(saved.status, await saved.clone().text()).toBe(200)
  const publish = new FormData()
  publish.set('revision', String((await saved.json()).data.revision))
  expect((await fetch(b.url(`/api/v1/experience/${projectId}/publish`), { method: 'POST', headers: auth, body: publish })).status).toBe(201)
})

/** The screen bearing of the marker: degrees right of the view's centre line. */
async function screenBearing(page: import('playwright-core').Page) {
  const [placed] = await readHook(page, 'locationAr', (h) => h.placed())
  const view = await readHook(page, 'locationAr', (h) => h.view())
  if (!placed.screen) return null
  const focal = view.width / 2 / Math.tan((view.hfov * Math.PI) / 360)
  return (Math.atan((placed.screen.x - view.width / 2) / focal) * 180) / Math.PI
}

describe('Location-Based AR in the public viewer', () => {
  it('shows content 50 m north-east at its bearing, turns with the compass, and says when the fix is poor', async () => {
    const { context, page } = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, permissions: ['geolocation'], geolocation: { latitude: place.latitude, longitude: place.longitude, accuracy: 5 } })
    await page.goto(b.url(`/preview-page/${projectId}`))
    await page.getByRole('button', { name: 'Start' }).click()
    await waitForHook(page, 'locationAr')
    const turn = (heading: number) => page.evaluate((alpha) => window.dispatchEvent(Object.assign(new Event('deviceorientationabsolute'), { alpha, beta: 90, gamma: 0, absolute: true })), (360 - heading) % 360)
    await turn(30)
    await expect.poll(() => readHook(page, 'locationAr', (h) => h.heading())).toBeCloseTo(30, 3)
    await expect.poll(async () => (await readHook(page, 'locationAr', (h) => h.placed()))[0]?.distance ?? 0).toBeGreaterThan(49)
    const [placed] = await readHook(page, 'locationAr', (h) => h.placed())
    expect(placed.bearing).toBeCloseTo(45, 0)
    // Facing 30°, a thing at 45° stands 15° right of the centre line.
    await page.waitForTimeout(200)
    expect(Math.abs((await screenBearing(page))! - 15)).toBeLessThan(5)
    await page.screenshot({ path: path.join(shots, 'viewer-390.png') })
    // Turned 90° right (to 120°), the marker is 75° to the left: off the left edge.
    await turn(120)
    await page.waitForTimeout(200)
    const after = await screenBearing(page)
    expect(after === null || after < -25).toBe(true)
    expect(await page.getByTestId('location-poor-fix').count()).toBe(0)
    await context.setGeolocation({ latitude: place.latitude, longitude: place.longitude, accuracy: 80 })
    await expect.poll(() => page.getByTestId('location-poor-fix').count(), { timeout: 10_000 }).toBe(1)
    expect(await page.getByTestId('location-poor-fix').textContent()).toMatch(/±80 m.*30 m or better/)
    await page.screenshot({ path: path.join(shots, 'viewer-poor-390.png') })
    await context.close()
  }, 120_000)
})
