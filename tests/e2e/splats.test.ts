import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SPLAT_BUDGET } from '@shared/api/assets'
import { openViewer, signedInPage, useBrowser } from '../support/e2e'
import { FRAME_PROBE, idleFrames, settled } from '../support/frame-probe'
import { dragGizmo } from '../support/gizmo-drag'
import { defaultShape, makePly } from '../support/splat-fixtures'
import { publishedSplatProject } from '../support/splat-project'
import { editorDoc, readHook, waitForHook } from '../support/test-hook'
import { emulateXr } from '../support/xr-emulator'

// Gaussian splats: a red ball of 3,000 splats made here, uploaded as a PLY, drawn by Spark in the
// editor and the public viewer, picked by a click and moved with the gizmo, entered into VR on an
// emulated Quest 3 within the headset budget, and no splat code for a scene without one.
const b = useBrowser()
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots')
const shape = defaultShape({ count: 3000 })
const isSplatScript = (p: string) => /splat-content/.test(p)
const CROP_SHOTS = process.env.SHOTS_OUT ?? path.resolve(import.meta.dirname, '../../.tmp/shots-crop')

/**
 * Red pixels of the ball (the fixture's 230, 40, 30, shaded or blended): their count and centre, in
 * CSS pixels of the canvas; with `near`, only those within `r` of that point (the view axes' red X
 * in the corner would pull a centre off the ball).
 */
async function redPixels(page: Page, selector: string, near?: { x: number; y: number; r: number }) {
  const canvas = page.locator(selector)
  const box = (await canvas.boundingBox())!
  const png = await canvas.screenshot()
  return page.evaluate(
    async ({ bytes, width, height, near }) => {
      const image = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }))
      const c = new OffscreenCanvas(image.width, image.height)
      const g = c.getContext('2d')!
      g.drawImage(image, 0, 0)
      const data = g.getImageData(0, 0, image.width, image.height).data
      let n = 0, sx = 0, sy = 0
      const sx0 = width / image.width
      const sy0 = height / image.height
      for (let i = 0; i < data.length; i += 4) {
        if (near && Math.hypot(((i / 4) % image.width) * sx0 - near.x, Math.floor(i / 4 / image.width) * sy0 - near.y) > near.r) continue
        if (data[i] > 120 && data[i] > data[i + 1] * 2.2 && data[i] > data[i + 2] * 2.2) {
          n++
          sx += (i / 4) % image.width
          sy += Math.floor(i / 4 / image.width)
        }
      }
      return { n, x: n ? (sx / n) * (width / image.width) : -1, y: n ? (sy / n) * (height / image.height) : -1 }
    },
    { bytes: [...png], width: box.width, height: box.height, near },
  )
}

/** Where a node's origin is on the editor canvas (the probe's projection). */
const projected = (page: Page, id: string) => readHook(page, 'spatialEditor', (editor, nodeId) => editor.viewportProbe.project!(nodeId as string)!, id)

describe('Gaussian splats', () => {
  it('a PLY splat uploads, is drawn in the editor, picked by a click and moved with the gizmo, and drawn in the public viewer with 0 idle frames', async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: FRAME_PROBE })
    const scripts: string[] = []
    page.on('response', (r) => scripts.push(new URL(r.url()).pathname))
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const id = (await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'Splat room', comment: '' }) })).json()).data._id as string
    await page.goto(b.url(`/gridpage/${id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })
    expect(scripts.filter(isSplatScript), 'a scene without a splat loads no splat code').toEqual([])

    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Upload/Import', exact: true }).click()
    await page.getByText('Splat', { exact: true }).waitFor()
    await page.screenshot({ path: path.join(SHOTS, 'splat-upload-1280.png') })
    await page.locator('[data-testid="upload-input"]').setInputFiles([{ name: 'ball.ply', mimeType: 'application/octet-stream', buffer: makePly(shape) }])
    await waitForHook(page, 'spatialEditor', (editor) => Object.values(editor.docStore.getState().doc.nodes).some((n) => n.kind === 'splat'), undefined, { timeout: 60_000 })
    await page.getByText('Splat added to scene successfully').first().waitFor()
    const node = Object.values((await editorDoc(page)).nodes).find((n) => n.kind === 'splat')!
    const asset = (await editorDoc(page)).assets[(node as { assetId: string }).assetId]
    expect(asset).toMatchObject({ type: 'splat', splats: 3000 })
    expect(asset.url).toMatch(/\.spz$/)

    const canvas = '[data-testid="editor-canvas"] canvas'
    // Unselected, so the gizmo's red arrow is not counted as the ball.
    await readHook(page, 'spatialEditor', (editor) => editor.sessionStore.getState().select([]))
    await expect.poll(async () => (await redPixels(page, canvas)).n, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(400)
    expect(scripts.some(isSplatScript), 'the splat code arrived with the splat').toBe(true)
    const drawn = await redPixels(page, canvas)
    const at = await projected(page, node.id)
    // The ball floats above the node's origin (the capture is turned upright): its centre is above, and near.
    expect(Math.abs(drawn.x - at.x)).toBeLessThan(120)
    await page.screenshot({ path: path.join(SHOTS, 'splat-editor-1280.png') })

    // A click on the drawn ball picks it (its bounds and Spark's own raycast), and the gizmo's
    // X handle drags it 1.5 m along: the document and the ball follow.
    const ball = await redPixels(page, canvas, { ...at, r: 200 })
    expect(ball.n).toBeGreaterThan(400)
    const box = (await page.locator(canvas).boundingBox())!
    await page.mouse.click(box.x + ball.x, box.y + ball.y)
    await expect.poll(() => readHook(page, 'spatialEditor', (editor) => editor.sessionStore.getState().selection), { timeout: 10_000 }).toEqual([node.id])
    await page.waitForTimeout(500) // the gizmo mounts on the selection
    await dragGizmo(page, canvas, node.id, 'x', 1.5)
    await expect.poll(async () => (await editorDoc(page)).nodes[node.id].transform.position[0], { timeout: 10_000 }).toBeGreaterThan(1)
    await page.screenshot({ path: path.join(SHOTS, 'splat-editor-moved-1280.png') })
    await readHook(page, 'spatialEditor', (editor) => editor.sessionStore.getState().select([]))
    await expect.poll(async () => (await redPixels(page, canvas)).x, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(drawn.x + 40)
    expect(await settled(page, { quietMs: 2000, maxMs: 40_000 }), 'the editor went quiet').toBe(true)
    expect((await idleFrames(page, 3000)).drawn, 'editor frames drawn while idle').toBe(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(SHOTS, 'splat-editor-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })

    // Save, publish, and open the public viewer.
    await page.getByRole('button', { name: /^Save/ }).click()
    await page.getByText('Your Project saved successfully.').waitFor()
    const { revision } = (await (await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: auth })).json()).data
    const form = new FormData()
    form.set('revision', String(revision))
    const published = await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    expect(published.status, await published.clone().text()).toBe(201)

    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const viewer = await b.newPage({ viewport })
      await viewer.context.addInitScript({ content: FRAME_PROBE })
      await viewer.page.goto(b.url(`/preview-page/${id}`))
      await viewer.page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
      const viewerCanvas = '[data-testid="viewer-canvas"] canvas'
      await expect.poll(async () => (await redPixels(viewer.page, viewerCanvas)).n, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(200)
      expect(await settled(viewer.page, { quietMs: 2000, maxMs: 40_000 }), 'the viewer went quiet').toBe(true)
      const idle = await idleFrames(viewer.page, 3000)
      expect(idle.drawn, 'viewer frames drawn while idle').toBe(0)
      await viewer.page.screenshot({ path: path.join(SHOTS, `splat-viewer-${viewport.width}.png`) })
      await viewer.context.close()
    }
  })
  it('the published splat scene enters immersive VR on an emulated Quest 3 and draws within the headset budget', async () => {
    const { page: author, context: authorContext } = await b.newPage()
    const { token } = await signedInPage(author, b.base)
    await authorContext.close()
    const { id } = await publishedSplatProject(b.url, token, 'vr', shape)

    const { page, context } = await b.newPage({ viewport: { width: 800, height: 600 } })
    await emulateXr(page, 'quest3')
    await openViewer(page, b.url(`/preview-page/${id}`))
    await page.getByRole('button', { name: 'Enter VR' }).click()
    await waitForHook(page, 'spatialViewer', (viewer) => viewer?.mode === 'vr', undefined, { timeout: 20_000 })
    // Spark sorts in its worker: the splats are drawn a frame or two after it answers.
    await waitForHook(page, 'spatialViewer', (viewer) => (viewer.splats?.()?.drawn ?? 0) > 0, undefined, { timeout: 60_000 })
    const frame = (await readHook(page, 'spatialViewer', (viewer) => viewer.splats!()))!
    // In the session the headset budget is in force (README: 500,000 a frame), and the frame keeps to it.
    expect(frame.budget).toBe(SPLAT_BUDGET.mobile)
    expect(frame.drawn).toBeLessThanOrEqual(shape.count)
    expect(frame.drawn).toBeLessThanOrEqual(frame.budget)
    await page.screenshot({ path: path.join(SHOTS, 'splat-vr-quest3.png') })
    await context.close()
  })
  it('a crop set in the panel hides the cut half in the editor and the public viewer, and undo gives it back', async () => {
    fs.mkdirSync(CROP_SHOTS, { recursive: true })
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: FRAME_PROBE })
    const { token } = await signedInPage(page, b.base)
    const { id, splatId } = await publishedSplatProject(b.url, token, 'world', shape)
    await page.goto(b.url(`/gridpage/${id}`))
    const canvas = '[data-testid="editor-canvas"] canvas'
    await page.locator(canvas).waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await redPixels(page, canvas)).n, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(400)
    // The whole ball: how much red, and where its middle is.
    const whole = await redPixels(page, canvas)

    // Crop on (the splat's own box), then its left face moved to x = 0: the left half is cut.
    await readHook(page, 'spatialEditor', (editor, nodeId) => editor.sessionStore.getState().select([nodeId as string]), splatId)
    await page.getByTestId('splat-crop').check()
    await expect.poll(async () => ((await editorDoc(page)).nodes[splatId!] as { crop?: unknown }).crop, { timeout: 10_000 }).toBeTruthy()
    const minX = page.getByTestId('crop-min-x')
    await minX.fill('0')
    await minX.press('Enter')
    await expect.poll(async () => ((await editorDoc(page)).nodes[splatId!] as { crop?: { min: number[] } }).crop?.min[0], { timeout: 10_000 }).toBe(0)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(CROP_SHOTS, 'crop-editor-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(CROP_SHOTS, 'crop-editor-390.png') })
    await page.getByTestId('splat-crop-panel').scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(CROP_SHOTS, 'crop-panel-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })

    // Unselected (the gizmo's red arrow is no ball): red is gone, and what stays is right of where
    // the whole ball was. The camera looks in at a slant and close, and the ball's soft splats
    // spill past the cut, so it is judged by the amount and the middle of the red (a run here:
    // 99,429 -> 77,536 px, middle 45 px right), not by a screen line.
    await readHook(page, 'spatialEditor', (editor) => editor.sessionStore.getState().select([]))
    const halved = async () => {
      const now = await redPixels(page, canvas)
      return now.n < whole.n * 0.9 && now.n > whole.n * 0.2 && now.x > whole.x + 25
    }
    await expect.poll(halved, { timeout: 30_000, interval: 1000 }).toBe(true)
    expect(await settled(page, { quietMs: 2000, maxMs: 40_000 }), 'the editor went quiet').toBe(true)
    expect((await idleFrames(page, 3000)).drawn, 'editor frames drawn while idle').toBe(0)

    // Undo: the crop goes back to the whole box, and the whole ball is drawn again; redo cuts it again.
    expect(await readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().undo())).toMatch(/^Crop/)
    await expect
      .poll(async () => {
        const now = await redPixels(page, canvas)
        return now.n > whole.n * 0.95 && Math.abs(now.x - whole.x) < 8
      }, { timeout: 30_000, interval: 1000 })
      .toBe(true)
    await readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().redo())
    await expect.poll(halved, { timeout: 30_000, interval: 1000 }).toBe(true)

    // Saved and published: the public viewer draws the same cut.
    await page.getByRole('button', { name: /^Save/ }).click()
    await page.getByText('Your Project saved successfully.').waitFor()
    const { revision } = (await (await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: { authorization: `Bearer ${token}` } })).json()).data
    const form = new FormData()
    form.set('revision', String(revision))
    const published = await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    expect(published.status, await published.clone().text()).toBe(201)
    await context.close()

    const viewer = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await openViewer(viewer.page, b.url(`/preview-page/${id}`))
    const viewerCanvas = '[data-testid="viewer-canvas"] canvas'
    await expect.poll(async () => (await redPixels(viewer.page, viewerCanvas)).n, { timeout: 60_000, interval: 1000 }).toBeGreaterThan(100)
    // The ball's centre: 0.6 m above the node's origin (the fixture, turned upright).
    const centre = await readHook(viewer.page, 'spatialViewer', (v, p) => v.project(p), [0, 0.6, 0] as [number, number, number])
    // Whole, the red's middle would sit on the ball's centre; cut, it sits right of it.
    await expect.poll(async () => (await redPixels(viewer.page, viewerCanvas)).x - centre.x, { timeout: 30_000, interval: 1000 }).toBeGreaterThan(10)
    await viewer.page.screenshot({ path: path.join(CROP_SHOTS, 'crop-viewer-1280.png') })
    const scene = (await (await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: { authorization: `Bearer ${token}` } })).json()).data.scene
    expect(scene.nodes[splatId!].crop.min[0]).toBe(0)
    await viewer.context.close()
  })
})
