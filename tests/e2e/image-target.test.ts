import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShape } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { launchOptions } from '../support/browser'
import { signedInPage, useBrowser } from '../support/e2e'
import { encodePng, posterRgb } from '../support/image-targets'
import { editorDoc, enableTestHooks, readHook, waitForHook } from '../support/test-hook'
import { readUsdz } from '../support/usdz-reader'
import { MARKER_BITS, MARKER_HEIGHT, writeClip, type Clip } from '../support/y4m-clips'

const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-target2')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-target-'))
const PHONE = { width: 390, height: 844 }
const picture = posterRgb(480, 360, 31)
let positive: Clip
let negative: Clip
let projectId = ''
let boxId = ''
let token = ''

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true })
  positive = writeClip({ path: path.join(work, 'target.y4m'), picture })
  negative = writeClip({ path: path.join(work, 'no-target.y4m'), picture: null })
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** A Chromium of its own whose camera plays `clip` (the shared one is launched once with fixed flags). */
async function cameraBrowser(clip: Clip): Promise<{ browser: Browser; context: BrowserContext; page: Page; offsite: string[]; errors: string[] }> {
  const options = launchOptions()
  const browser = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clip.path}`],
  })
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: false })
  await enableTestHooks(context)
  const offsite: string[] = []
  const errors: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== b.base && !['data:', 'blob:'].includes(url.protocol)) offsite.push(request.url())
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  return { browser, context, page, offsite, errors }
}

/** Which frame of the clip the feed shows now: the index the clip spelled in its bottom strip. */
async function frameShown(page: Page): Promise<number | null> {
  return page.evaluate(
    ({ bits, strip }) => {
      const video = document.querySelector('[data-testid="ar-feed"]') as HTMLVideoElement | null
      if (!video || !video.videoWidth) return null
      const canvas = document.createElement('canvas')
      canvas.width = video.videoWidth
      canvas.height = video.videoHeight
      const g = canvas.getContext('2d', { willReadFrequently: true })!
      g.drawImage(video, 0, 0)
      const block = Math.floor(canvas.width / bits)
      let index = 0
      for (let bit = 0; bit < bits; bit++) {
        const [r, gg, bb] = g.getImageData(bit * block + block / 2, canvas.height - strip / 2, 1, 1).data
        if ((r + gg + bb) / 3 > 128) index |= 1 << bit
      }
      return index
    },
    { bits: MARKER_BITS, strip: MARKER_HEIGHT },
  )
}

describe('Image Target projects', () => {
  it('creates one in the dialog (rated, compiled in a worker), shows the card in the editor, fits a new cube to it, replaces the picture as one undoable step, and publishes it', async () => {
    const { page } = await b.newPage({ viewport: PHONE })
    const session = await signedInPage(page, b.base, 'Ivy Target')
    token = session.token
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('button', { name: 'New Project' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Image Target', exact: true }).click()
    await dialog.getByLabel('Project name').fill('Poster AR')
    // A picture too plain to track is rated and refused before anything is sent.
    const ramp = Buffer.from(await encodePng({ width: 640, height: 480, data: new Uint8Array(640 * 480 * 3).map((_, i) => Math.floor(((i / 3) % 640) / 2.5)) }))
    await page.getByTestId('target-input').setInputFiles({ name: 'ramp.png', mimeType: 'image/png', buffer: ramp })
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/too plain to track/)
    await page.getByTestId('target-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await encodePng(picture) })
    const rating = dialog.getByTestId('target-rating')
    await expect.poll(() => rating.getAttribute('data-score')).toMatch(/^\d+$/)
    expect(Number(await rating.getAttribute('data-score'))).toBeGreaterThanOrEqual(60)
    expect(await dialog.getByRole('alert').count()).toBe(0)
    await page.screenshot({ path: path.join(shots, 'dialog-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: path.join(shots, 'dialog-1280.png') })
    await page.setViewportSize(PHONE)

    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await dialog.getByTestId('compile-progress').waitFor({ timeout: 10_000 })
    await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/, { timeout: 120_000 })
    projectId = page.url().split('/').pop()!

    // The dialog's compile went up with the picture: the target is ready before the editor opens.
    const answer = await (await fetch(b.url(`/api/v1/assets/project/${projectId}/assets`), { headers: { authorization: `Bearer ${token}` } })).json()
    const scene = answer.data.scene as SceneDocument
    expect(answer.data.category).toBe('IMAGE')
    expect(scene.settings.imageTarget).toMatchObject({ widthCm: 20, mindUrl: expect.stringMatching(/\.mind$/) })
    const mind = await fetch(b.url(scene.settings.imageTarget!.mindUrl!))
    expect(mind.status).toBe(200)
    expect((await mind.arrayBuffer()).byteLength).toBeGreaterThan(10_000)

    await page.getByTestId('target-panel').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('target-panel').textContent()).toContain('ready to track')

    // A cube from the Add menu is sized to the 20 cm card (6 cm, not the 1 m default) and rests on it.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Shapes', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Cube', exact: true }).click()
    await expect.poll(async () => Object.values((await editorDoc(page)).nodes).filter((n) => n.kind === 'shape').length).toBe(1)
    const added = Object.values((await editorDoc(page)).nodes).find((n) => n.kind === 'shape')!
    expect(added.transform.scale).toEqual([0.06, 0.06, 0.06])
    expect(added.transform.position[1]).toBeCloseTo(0.03, 4)
    expect(Math.abs(added.transform.position[0]) + 0.03).toBeLessThanOrEqual(0.1)
    expect(Math.abs(added.transform.position[2]) + 0.03).toBeLessThanOrEqual(0.075)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(shots, 'editor-1280.png') })
    await page.setViewportSize(PHONE)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(shots, 'editor-390.png') })

    // Replace the picture: one step that changes the card and re-makes the compiled target; undo brings the old back.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.keyboard.press('Escape')
    await page.getByTestId('target-panel').waitFor({ timeout: 10_000 })
    const card = () =>
      readHook(page, 'spatialEditor', (e) => {
        const found = e.viewportProbe.three?.().scene.getObjectByName('image-target-card')
        const mesh = found?.children.find((c) => (c as { isMesh?: boolean }).isMesh) as unknown as { geometry: { parameters: { width: number; height: number } }; material: { map: { image?: { src?: string } } | null } } | undefined
        return mesh ? { width: mesh.geometry.parameters.width, height: mesh.geometry.parameters.height, src: mesh.material.map?.image?.src ?? null } : null
      })
    const before = (await editorDoc(page)).settings.imageTarget!
    const beforeUrl = (await editorDoc(page)).assets[before.assetId].url
    await expect.poll(async () => (await card())?.src ?? '').toContain(beforeUrl)
    expect(await card()).toMatchObject({ width: 0.2, height: expect.closeTo(0.15, 6) })
    const upright = posterRgb(360, 480, 57)
    await page.getByTestId('target-replace-input').setInputFiles({ name: 'upright.png', mimeType: 'image/png', buffer: await encodePng(upright) })
    await expect.poll(async () => (await editorDoc(page)).settings.imageTarget!.assetId, { timeout: 120_000 }).not.toBe(before.assetId)
    const replaced = (await editorDoc(page)).settings.imageTarget!
    const replacedUrl = (await editorDoc(page)).assets[replaced.assetId].url
    expect(replaced.mindUrl).toMatch(/\.mind$/)
    expect(replaced.mindUrl).not.toBe(before.mindUrl)
    expect((await (await fetch(b.url(replaced.mindUrl!))).arrayBuffer()).byteLength).toBeGreaterThan(10_000)
    await expect.poll(async () => (await card())?.src ?? '').toContain(replacedUrl)
    expect((await card())!.height).toBeCloseTo(0.2 * (480 / 360), 6)
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    expect((await editorDoc(page)).settings.imageTarget).toEqual(before)
    await expect.poll(async () => (await card())?.src ?? '').toContain(beforeUrl)
    expect((await card())!.height).toBeCloseTo(0.15, 6)
    await page.setViewportSize(PHONE)

    // Publish from the editor: the dialog speaks of the picture, and the USDZ is anchored to it.
    await page.getByRole('button', { name: 'Publish' }).click()
    const published = page.getByRole('dialog')
    await published.getByTestId('published-target').waitFor({ timeout: 60_000 })
    expect(await published.textContent()).toContain('Open this on a phone and point it at the image')
    expect(await published.getByRole('link', { name: 'Download target' }).getAttribute('href')).toBe(scene.assets[scene.settings.imageTarget!.assetId].url)
    await page.screenshot({ path: path.join(shots, 'published-390.png') })
    const preview = (await (await fetch(b.url(`/api/v1/scene-preview/${projectId}`))).json()).data
    expect(preview.usdzUrl).toBeTruthy()
    const entries = readUsdz(new Uint8Array(await (await fetch(b.url(preview.usdzUrl))).arrayBuffer()))
    expect(entries[0].name).toMatch(/\.usda$/)
    expect(entries.every((e) => e.method === 0 && e.dataOffset % 64 === 0)).toBe(true)
    const usda = new TextDecoder().decode(entries[0].data)
    expect(usda).toContain('token preliminary:anchoring:type = "image"')
    const imagePath = /uniform asset image = @([^@]+)@/.exec(usda)![1]
    expect(entries.map((e) => e.name)).toContain(imagePath)
    expect(Number(/physicalWidth = ([\d.]+)/.exec(usda)![1])).toBe(20)

    // A cube standing on the picture that hides itself when tapped; then publish.
    const cube = createShape(scene, 'cube', [0, 0.03, 0], '#FF3366')
    boxId = cube.id
    const withCube = applyOps(scene, [
      { op: 'add', node: { ...cube, transform: { ...cube.transform, scale: [0.06, 0.06, 0.06] }, events: [{ id: 'e0e0e0e0e0e0e0e0e0e0e0e0', inputType: 'touch', trigger: 'click', action: 'disable', targetId: cube.id, url: null }] } },
    ]).doc
    const revision = (await (await fetch(b.url(`/api/v1/assets/project/${projectId}/assets`), { headers: { authorization: `Bearer ${token}` } })).json()).data.revision
    const saved = await fetch(b.url(`/api/v1/assets/project/${projectId}/scene`), { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ scene: withCube, baseRevision: revision }) })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const form = new FormData()
    form.set('revision', String((await saved.json()).data.revision))
    expect((await fetch(b.url(`/api/v1/experience/${projectId}/publish`), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(201)
  }, 180_000) // 57 s on a quiet clean-clone run; it passed the project's 90 s only by 1.6x

  it('tracks the picture on a fake camera: first pose within 5 s of the tap, poses on 80 % of frames, centre within 5 % of the truth, a tap fires its event, Stop releases the camera', async () => {
    expect(projectId).not.toBe('')
    const { browser, page, offsite, errors } = await cameraBrowser(positive)
    try {
      await page.goto(b.url(`/preview-page/${projectId}`))
      const start = page.getByRole('button', { name: 'Start AR' })
      await start.waitFor({ timeout: 60_000 })
      const clicked = Date.now()
      await start.click()
      await waitForHook(page, 'imageTracking', undefined, undefined, { timeout: 60_000 })
      let firstPoseAt: number | null = null
      while (Date.now() - clicked < 30_000) {
        if ((await readHook(page, 'imageTracking', (h) => h.poses())) > 0) {
          firstPoseAt = Date.now() - clicked
          break
        }
        await page.waitForTimeout(50)
      }
      // Timed in the page (the tap's mark to the pose's arrival): reading the page from here waits
      // while tfjs holds its thread, which would add the test's own latency.
      const steps = await readHook(page, 'imageTracking', (h) => h.timings())
      const firstPose = steps.firstPose! - steps.tap!
      console.log(`image tracking: first pose ${firstPose} ms after the tap on Start AR (seen from the test after ${firstPoseAt} ms); session steps (ms):`, steps)
      expect(firstPoseAt, 'a pose within 30 s at all').not.toBeNull()
      await page.screenshot({ path: path.join(shots, 'viewer-ar-390.png') })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.waitForTimeout(600)
      await page.screenshot({ path: path.join(shots, 'viewer-ar-1280.png') })
      await page.setViewportSize(PHONE)
      // Issue 27 asks 5 s. MindAR's GL programs and the AR stage's GPU work (seconds on software GL)
      // are done before Start AR is offered (image-ar-prepare), so from the tap it is the camera and
      // the first frames: 1.0 s here with the machine under load, against 4.0-6.9 s before.
      expect(firstPose).toBeLessThanOrEqual(5_000)

      // Over the clip: where the pose puts the centre against where the clip put it (the frames
      // shown in the last 0.5 s, since a pose is computed from a frame already past).
      const errorsPx: number[] = []
      const until = Date.now() + 8000
      while (Date.now() < until) {
        const [centre, shown] = [await readHook(page, 'imageTracking', (h) => h.targetCentre()), await frameShown(page)]
        if (centre && shown !== null && shown < positive.truth.length) {
          const near = [0, 1, 2, 3, 4, 5].map((lag) => positive.truth[(shown - lag + positive.truth.length) % positive.truth.length].centre)
          errorsPx.push(Math.min(...near.map((t) => Math.hypot(t.x - centre.x, t.y - centre.y))))
        }
        await page.waitForTimeout(150)
      }
      const { frames, poses } = await readHook(page, 'imageTracking', (h) => ({ frames: h.frames(), poses: h.poses() }))
      const worst = Math.max(...errorsPx)
      const mean = errorsPx.reduce((s, e) => s + e, 0) / errorsPx.length
      console.log(`image tracking: ${poses}/${frames} frames posed; centre error mean ${mean.toFixed(1)} px, worst ${worst.toFixed(1)} px of ${positive.width} (${errorsPx.length} samples)`)
      expect(frames).toBeGreaterThan(5)
      expect(poses / frames).toBeGreaterThanOrEqual(0.8)
      expect(errorsPx.length).toBeGreaterThan(10)
      expect.soft(worst).toBeLessThanOrEqual(0.05 * positive.width)

      // A tap on the cube standing on the picture fires its event (it hides itself).
      let tapped = false
      for (let tries = 0; tries < 20 && !tapped; tries++) {
        const at = await readHook(page, 'imageTracking', (h, id) => h.screenOf(id), boxId)
        if (at) {
          await page.mouse.click(at.x, at.y)
          await page.waitForTimeout(300)
          tapped = (await readHook(page, 'imageTracking', (h, id) => h.visible(id), boxId)) === false
        } else await page.waitForTimeout(200)
      }
      expect(tapped, 'the tap on the anchored cube hid it').toBe(true)

      // Stop AR releases the camera: every track of the stream has ended.
      await page.evaluate(() => {
        const video = document.querySelector('[data-testid="ar-feed"]') as HTMLVideoElement
        ;(window as unknown as { __arTracks: MediaStreamTrack[] }).__arTracks = (video.srcObject as MediaStream).getTracks()
      })
      await page.getByRole('button', { name: 'Stop AR' }).click()
      await expect.poll(() => page.evaluate(() => (window as unknown as { __arTracks: MediaStreamTrack[] }).__arTracks.map((t) => t.readyState))).toEqual(['ended'])
      expect(await page.locator('[data-testid="ar-feed"]').count()).toBe(0)
      expect(offsite, 'requests that left the origin').toEqual([])
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('finds nothing on a clip without the picture', async () => {
    const { browser, page, offsite, errors } = await cameraBrowser(negative)
    try {
      await page.goto(b.url(`/preview-page/${projectId}`))
      await page.getByRole('button', { name: 'Start AR' }).click({ timeout: 60_000 })
      await waitForHook(page, 'imageTracking', undefined, undefined, { timeout: 60_000 })
      await expect.poll(() => page.getByTestId('ar-hint').textContent(), { timeout: 30_000 }).toContain('Point your camera at the image')
      await expect.poll(() => readHook(page, 'imageTracking', (h) => h.processed()), { timeout: 60_000 }).toBeGreaterThanOrEqual(40)
      const processed = await readHook(page, 'imageTracking', (h) => h.processed())
      console.log(`image tracking, negative clip: ${processed} frames processed, ${await readHook(page, 'imageTracking', (h) => h.poses())} poses`)
      expect(await readHook(page, 'imageTracking', (h) => h.poses())).toBe(0)
      expect(await readHook(page, 'imageTracking', (h) => h.firstPoseMs())).toBeNull()
      expect(await page.getByTestId('ar-hint').textContent()).toContain('Point your camera at the image')
      expect(offsite).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
