import type { Page } from 'playwright-core'
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { applyOps } from '@shared/scene/ops'
import { defaultSettings } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { openViewer, signedInPage, useBrowser } from '../support/e2e'
import { eventScene } from '../support/scene-fixtures'
import { readHook, waitForHook } from '../support/test-hook'
import { aimRightController, emulateXr, pullTrigger, withXrDevice } from '../support/xr-emulator'
import { categoryProject, shoot } from '../support/xr-categories'

const b = useBrowser()

type Probe = { origin: () => number[] | null; teleports: () => number; grabs: () => string[]; holding: () => string[] }
const xr = <T>(page: Page, key: keyof Probe) => readHook(page, 'spatialViewer', (viewer, k) => ((viewer as unknown as { xr: Record<string, () => unknown> }).xr)[k]() as T, key)

/** Puts the right hand at `position`, pointing along `towards`, in the device's (reference) space. */
const placeHand = (page: Page, position: number[], towards: number[]) => {
  const from = new THREE.Vector3(...position)
  const q = new THREE.Quaternion().setFromRotationMatrix(new THREE.Matrix4().lookAt(from, new THREE.Vector3(...towards), new THREE.Vector3(0, 1, 0)))
  return withXrDevice(page, (device, { p, q }) => {
    device.hands.right!.position.set(p[0], p[1], p[2])
    device.hands.right!.quaternion.set(q[0], q[1], q[2], q[3])
  }, { p: from.toArray(), q: q.toArray() })
}
const setPinch = (page: Page, value: number) => withXrDevice(page, (device, v) => device.hands.right!.updatePinchValue(v), value)

describe('the Virtual Reality, Web 3D and AR Glasses categories', () => {
  it('a VR project opens Enter VR first on a Quest, and emulated hands grab the cube and teleport over the floor', async () => {
    const { page: author, context: authorContext } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(author, b.base)
    // A cube within reach: the scene stands 4 m ahead of the VR viewer, so 3.6 m forward in the document.
    // The first scene's terrain and sunset sky are left out here: under software GL they keep the
    // page's main thread busy for minutes (a known issue in the README); the xr mode stays.
    const { id, cubeId } = await categoryProject(b.url, token, 'vr', (doc) => addCube({ ...doc, settings: { ...doc.settings, environment: defaultSettings().environment } }, [0, 1.1, 3.6]))
    await shoot(author, b.url, id, 'vr')
    await authorContext.close()

    const { page, context } = await b.newPage({ viewport: { width: 800, height: 600 } })
    await emulateXr(page, 'quest3')
    await openViewer(page, b.url(`/preview-page/${id}`))
    const enter = page.getByRole('button', { name: 'Enter VR' })
    await enter.waitFor()
    // VR first and only: no AR control of any kind for a headset project.
    expect(await page.locator('.viewer-actions').getByRole('button').allTextContents()).toEqual([' Enter VR'])
    expect(await page.getByRole('link', { name: /AR/ }).count()).toBe(0)
    await withXrDevice(page, (device) => void (device.primaryInputMode = 'hand'))
    await enter.click()
    await waitForHook(page, 'spatialViewer', (viewer) => viewer?.mode === 'vr', undefined, { timeout: 20_000 })
    await page.waitForTimeout(1500) // hands connect a frame or two after the session starts
    expect(await withXrDevice(page, (device) => [...device.activeSession!.inputSources].map((s) => Boolean(s.hand)))).toContain(true)

    // Grab: pinch with the hand at the cube, raise the hand 40 cm, let go.
    const cube = (await readHook(page, 'spatialViewer', (viewer, cid) => viewer.worldPosition(cid), cubeId))!
    expect(cube[2]).toBeLessThan(0)
    await placeHand(page, cube, [cube[0], cube[1], cube[2] - 1])
    await page.waitForTimeout(300)
    await setPinch(page, 1)
    await expect.poll(() => xr<string[]>(page, 'holding'), { timeout: 5000 }).toEqual([cubeId])
    await placeHand(page, [cube[0], cube[1] + 0.4, cube[2]], [cube[0], cube[1] + 0.4, cube[2] - 1])
    await expect.poll(async () => (await readHook(page, 'spatialViewer', (viewer, cid) => viewer.worldPosition(cid), cubeId))![1], { timeout: 5000 }).toBeGreaterThan(cube[1] + 0.3)
    await setPinch(page, 0)
    await expect.poll(() => xr<string[]>(page, 'holding'), { timeout: 5000 }).toEqual([])
    expect(await xr<number>(page, 'teleports'), 'letting go of the cube is no teleport').toBe(0)

    // Teleport: point the hand at the floor 3 m ahead and to the right, pinch and release.
    await placeHand(page, [0.2, 1.2, -0.3], [1.5, 0, -3])
    await page.waitForTimeout(300)
    let moved = false
    for (let attempt = 0; attempt < 3 && !moved; attempt++) {
      await setPinch(page, 1)
      await page.waitForTimeout(400)
      await setPinch(page, 0)
      moved = await expect.poll(() => xr<number>(page, 'teleports'), { timeout: 4000 }).toBeGreaterThan(0).then(() => true, () => false)
    }
    expect(moved, 'a pinch pointing at the floor teleports').toBe(true)
    const origin = (await xr<number[]>(page, 'origin'))!
    expect(origin[0]).toBeGreaterThan(1)
    expect(origin[2]).toBeLessThan(-2)
    expect(origin[1]).toBe(0)
    await page.screenshot({ path: '.tmp/shots/xr-categories/vr-in-session.png' })
    await context.close()
  }, 300_000)

  it('an AR Glasses project enters passthrough immersive-ar on an emulated Quest 3 and places its content; a device without it is told why', async () => {
    const { page: author, context: authorContext } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(author, b.base)
    const { id } = await categoryProject(b.url, token, 'glasses', (doc) => addCube(doc, [0, 0.25, 0]))
    await shoot(author, b.url, id, 'glasses')
    await authorContext.close()

    // A desktop without XR: no button that cannot work, and a sentence saying what it needs.
    const { page: plain, context: plainContext } = await b.newPage({ viewport: { width: 800, height: 600 } })
    await openViewer(plain, b.url(`/preview-page/${id}`))
    await plain.getByText(/made for AR glasses and passthrough headsets/).waitFor()
    expect(await plain.getByRole('button', { name: /Enter AR|View in AR/ }).count()).toBe(0)
    await plainContext.close()

    const { page, context } = await b.newPage({ viewport: { width: 800, height: 600 } })
    await emulateXr(page, 'quest3')
    await openViewer(page, b.url(`/preview-page/${id}`))
    const enter = page.getByRole('button', { name: 'Enter AR' })
    await enter.waitFor()
    expect(await page.getByRole('button', { name: /VR/ }).count()).toBe(0)
    await enter.click()
    await waitForHook(page, 'spatialViewer', (viewer) => viewer?.mode === 'ar', undefined, { timeout: 20_000 })
    const session = await withXrDevice(page, (device) => ({ blend: device.activeSession!.environmentBlendMode }))
    expect(session.blend, 'passthrough: the room shows through').not.toBe('opaque')
    await page.waitForTimeout(1500)
    // A trigger pull places the content: on the plane the hit test found, else 1.5 m ahead.
    await aimRightController(page, [0.2, 1.2, -0.3], new THREE.Quaternion().setFromEuler(new THREE.Euler(-0.6, 0, 0)).toArray())
    let placed = false
    for (let attempt = 0; attempt < 4 && !placed; attempt++) {
      await pullTrigger(page)
      placed = await waitForHook(page, 'spatialViewer', (viewer) => viewer.content()?.visible === true, undefined, { timeout: 3000 }).then(() => true, () => false)
    }
    expect(placed, 'a select places the content').toBe(true)
    const content = (await readHook(page, 'spatialViewer', (viewer) => viewer.content()))!
    expect(Math.hypot(content.position[0], content.position[2])).toBeLessThan(4)
    await context.close()
  }, 300_000)

  it('a Web 3D project offers no AR or VR even on a headset, asks for no camera, orbits and runs its events', async () => {
    const { page: author, context: authorContext } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(author, b.base)
    const { doc: events, cube, sphere } = eventScene()
    const { id } = await categoryProject(b.url, token, 'web3d', (doc) => ({ ...events, settings: doc.settings }))
    await shoot(author, b.url, id, 'web3d')
    await authorContext.close()

    const { page, context } = await b.newPage({ viewport: { width: 800, height: 600 } })
    await emulateXr(page, 'quest3')
    await page.addInitScript(() => {
      const w = window as unknown as { __cameraAsks: number }
      w.__cameraAsks = 0
      const media = navigator.mediaDevices
      if (media) media.getUserMedia = () => (w.__cameraAsks++, Promise.reject(new DOMException('no', 'NotAllowedError')))
    })
    await openViewer(page, b.url(`/preview-page/${id}`), { settleMs: 1500 })
    expect(await page.locator('.viewer-actions').count()).toBeLessThanOrEqual(1)
    expect(await page.getByRole('button', { name: /AR|VR|phone|headset/ }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /AR|Quick Look/ }).count()).toBe(0)

    // Orbit: a drag turns the camera.
    const before = await readHook(page, 'spatialViewer', (viewer) => (viewer as unknown as { view: () => { position: number[] } }).view().position)
    await page.mouse.move(400, 300)
    await page.mouse.down()
    await page.mouse.move(550, 320, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => {
      const now = await readHook(page, 'spatialViewer', (viewer) => (viewer as unknown as { view: () => { position: number[] } }).view().position)
      return Math.hypot(now[0] - before[0], now[2] - before[2])
    }, { timeout: 5000 }).toBeGreaterThan(0.5)
    // Events: a click on the cube hides the sphere.
    await page.waitForTimeout(1200) // the orbit's damping comes to rest
    const at = await readHook(page, 'spatialViewer', (viewer, cid) => viewer.project(viewer.worldPosition(cid) as [number, number, number]), cube.id)
    await page.mouse.click(at.x * 800, at.y * 600)
    await waitForHook(page, 'spatialViewer', (viewer, sid) => viewer.visible(sid) === false, sphere.id, { timeout: 5000 })
    expect(await page.evaluate(() => (window as unknown as { __cameraAsks: number }).__cameraAsks)).toBe(0)
    await context.close()
  }, 300_000)
})

function addCube(doc: SceneDocument, position: [number, number, number]) {
  const { cube } = eventScene()
  const node = { ...cube, id: 'grab-cube', name: 'Grab cube', transform: { ...cube.transform, position, scale: [0.25, 0.25, 0.25] as [number, number, number] }, events: [] }
  return applyOps(doc, [{ op: 'add', node }]).doc
}
