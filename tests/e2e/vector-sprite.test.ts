import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { FRAME_PROBE, idleFrames } from '../support/frame-probe'
import { editorDoc, waitForHook } from '../support/test-hook'
import { gifOf, SPRITE_COLOURS, STAR_SVG } from '../support/vector-sprite-fixtures'

// Vector (SVG) and Sprite (GIF) uploads, end to end: through the upload dialog into the editor,
// saved, published and played in the public viewer at the GIF's own timing.
const b = useBrowser()
const open: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => {})))
})
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/media-shots'
const FRAME_MS = 500

/** Pixels of each sprite frame colour in a screenshot (unlit, so the colours come through as made). */
async function colourCounts(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const counts = SPRITE_COLOURS.map(() => 0)
  for (let i = 0; i < data.length; i += info.channels) {
    SPRITE_COLOURS.forEach((c, k) => {
      if (Math.abs(data[i] - c.r) < 20 && Math.abs(data[i + 1] - c.g) < 20 && Math.abs(data[i + 2] - c.b) < 20) counts[k]++
    })
  }
  return counts
}

/** Which frame colours fill at least 200 pixels in screenshots taken over two loops. */
async function coloursSeen(page: Page, selector: string): Promise<Set<number>> {
  const seen = new Set<number>()
  for (let i = 0; i < 10; i++) {
    const counts = await colourCounts(await page.locator(selector).screenshot())
    counts.forEach((n, k) => n > 200 && seen.add(k))
    await page.waitForTimeout(FRAME_MS * 0.8)
  }
  return seen
}

describe('Vector and Sprite uploads', () => {
  it('an extruded SVG and a playing GIF in the editor and the public viewer, drawn only at the GIF rate when idle', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    open.push(context)
    await context.addInitScript({ content: FRAME_PROBE })
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}` }
    const res = await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Star and blink', comment: '' }) })
    const id = (await res.json()).data._id as string
    await page.goto(b.url(`/gridpage/${id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })

    const upload = async (tile: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByRole('button', { name: 'Add', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Upload/Import', exact: true }).click()
      await page.getByText('Upload or Drag & Drop').waitFor()
      const chooser = page.waitForEvent('filechooser')
      await page.getByTestId(`upload-tile-${tile}`).click()
      await (await chooser).setFiles(file)
    }
    await upload('vector', { name: 'star.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(STAR_SVG) })
    await page.getByText('Vector added to scene successfully').first().waitFor({ timeout: 30_000 })
    // Flat, then extruded again, through the panel (ops on the document).
    await page.getByLabel('Vector shape').selectOption('flat')
    await waitForHook(page, 'spatialEditor', (e) => Object.values(e.docStore.getState().doc.nodes).some((n) => n.kind === 'vector' && !n.vector.extrude))
    await page.getByLabel('Vector shape').selectOption('extruded')
    await waitForHook(page, 'spatialEditor', (e) => Object.values(e.docStore.getState().doc.nodes).some((n) => n.kind === 'vector' && n.vector.extrude))

    await upload('sprite', { name: 'blink.gif', mimeType: 'image/gif', buffer: await gifOf(4, 64, 64, FRAME_MS) })
    await page.getByText('Sprite added to scene successfully').first().waitFor({ timeout: 30_000 })
    const doc = await editorDoc(page)
    const sprite = Object.values(doc.nodes).find((n) => n.kind === 'sprite')!
    expect(doc.assets[(sprite as { assetId: string }).assetId].sprite).toMatchObject({ frames: 4, delays: [FRAME_MS, FRAME_MS, FRAME_MS, FRAME_MS] })
    await page.getByTestId('sprite-panel').waitFor()

    await page.waitForTimeout(3000)
    const editorColours = await coloursSeen(page, '[data-testid="editor-canvas"] canvas')
    expect([...editorColours].length, 'sprite frames seen in the editor').toBeGreaterThanOrEqual(3)
    await page.screenshot({ path: `${SHOTS}/editor-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(2000)
    await page.screenshot({ path: `${SHOTS}/editor-390.png` })
    await page.setViewportSize({ width: 1280, height: 800 })

    await page.getByRole('button', { name: /^Save/ }).click()
    await page.getByText('Your Project saved successfully.').waitFor()
    const { revision } = (await (await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: auth })).json()).data
    const form = new FormData()
    form.set('revision', String(revision))
    const published = await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })
    expect(published.status, await published.clone().text()).toBe(201)

    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewportSize({ width, height })
      await page.goto(b.url(`/preview-page/${id}`))
      await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
      await page.locator('[data-testid="viewer-canvas"] canvas').waitFor()
      await page.waitForTimeout(5000)
      await page.screenshot({ path: `${SHOTS}/viewer-${width}.png` })
      if (width !== 1280) continue
      const viewerColours = await coloursSeen(page, '[data-testid="viewer-canvas"] canvas')
      expect([...viewerColours].length, 'sprite frames seen in the viewer').toBeGreaterThanOrEqual(3)
      // Idle: one frame per GIF frame change (4 s at 500 ms is 8), not 60 a second and not none.
      const idle = await idleFrames(page, 4000)
      expect(idle.frames, 'the page kept its animation frames').toBeGreaterThan(40)
      expect(idle.drawn).toBeGreaterThanOrEqual(5)
      expect(idle.drawn).toBeLessThanOrEqual(12)
    }
  }, 240_000)
})
