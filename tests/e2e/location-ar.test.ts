import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { offsetPoint } from '@shared/geo/geodesy'
import { createShape } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { openViewer, uniqueEmail, STRONG_PASSWORD, useBrowser } from '../support/e2e'
import { makeScanGlb } from '../support/scans'
import { readHook, waitForHook } from '../support/test-hook'
import { emulateXr, showDomOverlay, withXrDevice } from '../support/xr-emulator'
import { makeZip } from '../support/zips'

/**
 * Location-Based AR in the public viewer with an emulated position (the context's geolocation) and
 * compass (deviceorientationabsolute events dispatched here): a cube pinned 50 m north-east.
 */
const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-location')
const place = { latitude: 51.5007, longitude: -0.1246, altitude: 10, heading: 0 }
let projectId = ''
let cubeId = ''
/** The WebXR path's pictures (an emulated Android phone, iwer drawing the XR scene in the page). */
const xrShots = path.resolve(import.meta.dirname, '../../.tmp/shots-loc')

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true })
  fs.mkdirSync(xrShots, { recursive: true })
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
  cubeId = cube.id
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

type Page = import('playwright-core').Page
/** A compass reading as Android gives it: an absolute alpha (counter-clockwise from north), phone upright. */
const compass = (page: Page, heading: number) =>
  page.evaluate((alpha) => window.dispatchEvent(Object.assign(new Event('deviceorientationabsolute'), { alpha, beta: 90, gamma: 0, absolute: true })), (360 - heading) % 360)
/** Degrees clockwise (seen from above) from the XR world's −z to `to`, seen from `from`. */
const xrAngle = (from: number[], to: number[]) => (Math.atan2(to[0] - from[0], -(to[2] - from[2])) * 180) / Math.PI

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

  it('on an Android phone with WebXR: placed once in the AR session at its bearing from the compass, and kept still when the phone turns', async () => {
    const { context, page } = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['geolocation'], geolocation: { latitude: place.latitude, longitude: place.longitude, accuracy: 5 } })
    await emulateXr(page, 'phone')
    await openViewer(page, b.url(`/preview-page/${projectId}`))
    await page.getByRole('button', { name: 'Start' }).click()
    await waitForHook(page, 'spatialViewer', (viewer) => viewer?.mode === 'ar', undefined, { timeout: 20_000 })
    await waitForHook(page, 'locationXr')
    const overlay = page.getByTestId('location-xr-overlay')
    // Until the compass speaks: the camera path's words, and nothing placed.
    await overlay.getByText('Compass: turn the phone in a figure of eight').waitFor()
    await overlay.getByText('GPS ±5 m').waitFor()
    expect(await readHook(page, 'locationXr', (h) => h.state().placement)).toBeNull()
    expect((await readHook(page, 'spatialViewer', (viewer) => viewer.content()))!.visible).toBe(false)
    expect(await showDomOverlay(page, '[data-testid="location-xr-overlay"]')).toBe(true)
    await page.screenshot({ path: path.join(xrShots, 'location-xr-waiting-390.png') })

    // The phone faces 30° at the XR frame's start: north-east is 15° to its right.
    await compass(page, 30)
    await waitForHook(page, 'locationXr', (h) => h.state().placement, undefined, { timeout: 10_000 })
    const viewer = (await readHook(page, 'locationXr', (h) => h.viewer()))!
    const cubeAt = (await readHook(page, 'spatialViewer', (v, id) => v.worldPosition(id), cubeId))!
    const bearing = 30 + xrAngle(viewer.position, cubeAt) + (viewer.yaw * 180) / Math.PI
    console.log(`Location XR: marker at bearing ${bearing.toFixed(2)}° (45° expected), ${Math.hypot(cubeAt[0] - viewer.position[0], cubeAt[2] - viewer.position[2]).toFixed(2)} m away; viewer yaw ${((viewer.yaw * 180) / Math.PI).toFixed(2)}°`)
    expect(Math.abs(bearing - 45)).toBeLessThan(5)
    expect(Math.hypot(cubeAt[0] - viewer.position[0], cubeAt[2] - viewer.position[2])).toBeCloseTo(50, 0)
    const before = await readHook(page, 'spatialViewer', (v, p) => v.project(p), cubeAt)
    expect(before.x).toBeGreaterThan(0.5)
    expect(before.x).toBeLessThan(1)
    await page.waitForTimeout(500)
    await page.screenshot({ path: path.join(xrShots, 'location-xr-390.png') })

    // Turned 90° right in the XR world and on the compass: the world keeps the marker where it
    // was (no re-place), and on screen it goes off to the left.
    await withXrDevice(page, (device) => device.quaternion.set(0, -Math.SQRT1_2, 0, Math.SQRT1_2))
    await compass(page, 120)
    await expect.poll(async () => ((await readHook(page, 'locationXr', (h) => h.viewer()))!.yaw * 180) / Math.PI, { timeout: 10_000 }).toBeCloseTo(-90, 0)
    await page.waitForTimeout(300)
    const after = (await readHook(page, 'spatialViewer', (v, id) => v.worldPosition(id), cubeId))!
    expect(Math.hypot(after[0] - cubeAt[0], after[1] - cubeAt[1], after[2] - cubeAt[2])).toBeLessThan(0.01)
    expect(await readHook(page, 'locationXr', (h) => h.state().placements)).toBe(1)
    expect((await readHook(page, 'spatialViewer', (v, p) => v.project(p), after)).x).toBeLessThan(0)
    await overlay.getByText('Heading 120°').waitFor()
    await page.screenshot({ path: path.join(xrShots, 'location-xr-turned-390.png') })

    // A poor fix: the same message as the camera path, and the content stays where it was.
    await context.setGeolocation({ latitude: place.latitude, longitude: place.longitude, accuracy: 80 })
    await overlay.getByTestId('location-poor-fix').waitFor({ timeout: 10_000 })
    expect(await overlay.getByTestId('location-poor-fix').textContent()).toMatch(/±80 m.*30 m or better/)
    expect(await readHook(page, 'locationXr', (h) => h.state().placements)).toBe(1)
    await page.screenshot({ path: path.join(xrShots, 'location-xr-poor-390.png') })
    // GPS has the visitor 30 m further north with a good fix: placed again, from there.
    const north = offsetPoint(place, 0, 30)
    await context.setGeolocation({ latitude: north.latitude, longitude: north.longitude, accuracy: 5 })
    await expect.poll(() => readHook(page, 'locationXr', (h) => h.state().placements), { timeout: 10_000 }).toBe(2)
    await context.close()
  }, 180_000)
})
