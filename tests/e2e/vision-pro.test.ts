import * as THREE from 'three'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openViewer, signedInPage, useBrowser } from '../support/e2e'
import { eventScene } from '../support/scene-fixtures'
import { readHook, waitForHook } from '../support/test-hook'
import { emulateXr, pinch, sessionRequests, withXrDevice } from '../support/xr-emulator'

const b = useBrowser()

/** The mean time between the session's last frames, for failure messages (software GL is slow). */
const xrFrameMs = (page: Page) =>
  withXrDevice(page, (device) => {
    const session = device.activeSession!
    return new Promise<number>((resolve) => {
      const times: number[] = []
      const tick = (t: number) => (times.push(t) < 6 ? session.requestAnimationFrame(tick) : resolve(Math.round((times[5] - times[0]) / 5)))
      session.requestAnimationFrame(tick)
    })
  })
type Hooked = 'spatialViewer' | 'spatialEditor'

/**
 * Pinches along the gaze from the headset to `target` until `sphereId` is hidden. A pinch is a
 * press and release the XR frame loop sees within the click threshold (300 ms); software GL can
 * draw the emulated headset's frames slower than that, so a pinch whose two halves fell too far
 * apart is made again (a repeated Disable changes nothing). Answers what the session listed
 * while the pinch was held, and whether the event fired.
 */
async function pinchUntilHidden(page: Page, hook: Hooked, target: number[], sphereId: string, holdMs = 0) {
  const eye = new THREE.Vector3(...(await withXrDevice(page, (device) => [device.position.x, device.position.y, device.position.z])))
  const gaze = new THREE.Quaternion().setFromRotationMatrix(new THREE.Matrix4().lookAt(eye, new THREE.Vector3(...target), new THREE.Vector3(0, 1, 0)))
  const hidden =
    hook === 'spatialViewer'
      ? () => waitForHook(page, 'spatialViewer', (viewer, sid) => viewer.visible(sid) === false, sphereId, { timeout: 4000 })
      : () => waitForHook(page, 'spatialEditor', (editor, sid) => editor.preview!.visible(sid) === false, sphereId, { timeout: 4000 })
  let held: string[] = []
  for (let attempt = 0; attempt < 4; attempt++) {
    held = await pinch(page, eye.toArray(), gaze.toArray(), holdMs)
    if (await hidden().then(() => true, () => false)) return { held, fired: true }
  }
  return { held, fired: false }
}

describe('Apple Vision Pro (emulated: immersive-vr only, look and pinch)', () => {
  it('enters VR from the public viewer, a pinch on the cube fires its event, and no AR is offered', async () => {
    const { doc, cube, sphere } = eventScene()
    const { page, context } = await b.newPage()
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}` }
    const created = await (await fetch(b.url('/api/v1/experience/surface/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Pinch me', comment: '' }) })).json()
    const id = created.data._id as string
    const saved = await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
    const form = new FormData()
    form.append('revision', String(((await saved.json()) as { data: { revision: number } }).data.revision))
    expect((await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
    await context.close()

    const headset = await b.newPage({ viewport: { width: 800, height: 600 } })
    await emulateXr(headset.page, 'visionpro')
    await openViewer(headset.page, b.url(`/preview-page/${id}`))
    const vr = headset.page.getByRole('button', { name: 'View in VR' })
    await vr.waitFor()
    // No AR of any kind: no session button, no Quick Look link, no 'on your phone' card.
    expect(await headset.page.getByRole('button', { name: /\bAR\b/ }).count()).toBe(0)
    expect(await headset.page.getByRole('link', { name: /\bAR\b|Quick Look/ }).count()).toBe(0)
    expect(await headset.page.evaluate(() => navigator.xr!.isSessionSupported('immersive-ar'))).toBe(false)

    await vr.click()
    await waitForHook(headset.page, 'spatialViewer', (viewer) => viewer?.mode === 'vr', undefined, { timeout: 20_000 })
    // Only an Area Tracking project asks for anchors; no project asks for planes or meshes.
    const [asked] = await sessionRequests(headset.page)
    expect([...asked.required, ...asked.optional].filter((f) => /anchors|plane|mesh/.test(f))).toEqual([])
    // No controllers: the session lists no input source until a pinch.
    expect(await withXrDevice(headset.page, (device) => device.activeSession!.inputSources.length)).toBe(0)
    const target = (await readHook(headset.page, 'spatialViewer', (viewer, cid) => viewer.worldPosition(cid), cube.id))!
    expect(target[2]).toBeLessThan(-2) // the scene stands in front of the viewer, as on Quest
    expect(await readHook(headset.page, 'spatialViewer', (viewer, sid) => viewer.visible(sid), sphere.id)).toBe(true)
    const { held, fired } = await pinchUntilHidden(headset.page, 'spatialViewer', target, sphere.id)
    expect(held, 'the pinch is the only input source, a transient pointer').toEqual(['transient-pointer'])
    expect(fired, `a pinch on the cube fires its click event (XR frames ${await xrFrameMs(headset.page)} ms apart)`).toBe(true)
    expect(await readHook(headset.page, 'spatialViewer', (viewer, cid) => viewer.visible(cid), cube.id)).toBe(true)
    // The pinch ended: its input source is gone again.
    await headset.page.waitForTimeout(300)
    expect(await withXrDevice(headset.page, (device) => device.activeSession!.inputSources.length)).toBe(0)
    await headset.context.close()
  })

  it("enters VR from the editor's preview, where a pinch fires the event too, with Enter AR not offered", async () => {
    const { doc, cube, sphere } = eventScene()
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await emulateXr(page, 'visionpro')
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const created = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'Pinch preview', comment: '' }) })).json()
    const id = created.data._id as string
    expect((await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: auth, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })).status).toBe(200)
    await page.goto(b.url(`/gridpage/${id}`))
    await page.getByRole('tab', { name: 'Preview' }).click()
    await waitForHook(page, 'spatialEditor', (editor) => editor.preview)
    await page.getByRole('button', { name: 'Enter VR' }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('button', { name: 'Enter AR' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Enter VR' }).click()
    await waitForHook(page, 'spatialEditor', (editor) => editor.previewXr === 'vr', undefined, { timeout: 20_000 })
    await page.waitForTimeout(1000) // the preview's scene settles into the session
    const target = (await readHook(page, 'spatialEditor', (editor, cid) => editor.preview!.worldPosition(cid), cube.id)) as number[]
    expect(target[2]).toBeLessThan(-2)
    // A pinch held a little longer than a mouse's click (the pointer library's 300 ms) still clicks.
    const { held, fired } = await pinchUntilHidden(page, 'spatialEditor', target, sphere.id, 400)
    expect(held).toEqual(['transient-pointer'])
    expect(fired, `a pinch in the preview fires the click event (XR frames ${await xrFrameMs(page)} ms apart)`).toBe(true)
    await context.close()
  })
})
