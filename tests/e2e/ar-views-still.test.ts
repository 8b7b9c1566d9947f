import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createShape } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { signedInPage, uniqueEmail, STRONG_PASSWORD, useBrowser } from '../support/e2e'
import { cameraBrowser, writeFaceClips } from '../support/face-clips'
import { encodePng, posterRgb } from '../support/image-targets'
import { waitForHook } from '../support/test-hook'
import { writeClip, type Clip } from '../support/y4m-clips'

/**
 * The camera-AR views on a still camera, for comparing two builds by pixel (a refactor of the AR
 * stage must not move a pixel). A moving clip puts each screenshot on whatever frame the feed
 * happened to show; one frame repeated makes the feed, and so the tracked pose, the same in every
 * run. Only where AR_VIEWS_OUT names a folder (the same file runs in both trees; the pictures land
 * there as image-390.png, image-1280.png, face-390.png, face-1280.png). Within one run it checks
 * that the view has settled: two shots a second apart differ in under 0.5 % of pixels.
 */
const out = process.env.AR_VIEWS_OUT
const b = useBrowser()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ar-still-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** A clip of `frames` copies of `source`'s frame `index` (a y4m is a header line, then FRAME + planes). */
function stillOf(source: Clip, index: number, to: string, frames = 30): Clip {
  const bytes = fs.readFileSync(source.path)
  const headerEnd = bytes.indexOf(0x0a) + 1
  const frameSize = 6 + (source.width * source.height * 3) / 2
  const frame = bytes.subarray(headerEnd + index * frameSize, headerEnd + (index + 1) * frameSize)
  fs.writeFileSync(to, Buffer.concat([bytes.subarray(0, headerEnd), ...Array.from({ length: frames }, () => frame)]))
  return { ...source, path: to, truth: Array.from({ length: frames }, () => source.truth[index]) }
}

async function publish(projectId: string, auth: Record<string, string>, edit: (scene: SceneDocument) => SceneDocument) {
  const loaded = (await (await fetch(b.url(`/api/v1/assets/project/${projectId}/assets`), { headers: auth })).json()).data
  const saved = await fetch(b.url(`/api/v1/assets/project/${projectId}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: edit(loaded.scene), baseRevision: loaded.revision }) })
  expect(saved.status, await saved.clone().text()).toBe(200)
  const form = new FormData()
  form.set('revision', String((await saved.json()).data.revision))
  expect((await fetch(b.url(`/api/v1/experience/${projectId}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
}

/** Start, wait for `settle` poses, then the two widths (each checked to be still). */
async function shoot(clip: Clip, projectId: string, startLabel: string, hook: 'imageTracking' | 'faceTracking', name: string) {
  const { browser, page, errors } = await cameraBrowser(clip.path, b.base)
  try {
    await page.goto(b.url(`/preview-page/${projectId}`))
    const start = page.getByRole('button', { name: startLabel, exact: true })
    await start.waitFor({ timeout: 60_000 })
    await start.click()
    await waitForHook(page, hook, (h) => h && h.poses() >= 6, undefined, { timeout: 90_000 })
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      await page.setViewportSize({ width, height })
      let previous: Buffer | null = null
      for (let attempt = 0; attempt < 8; attempt++) {
        await page.waitForTimeout(1500)
        const shot = await page.screenshot()
        if (previous && (await differingShare(page, previous, shot)) < 0.005) break
        previous = shot
        expect(attempt, `${name} at ${width} settles`).toBeLessThan(7)
      }
      fs.writeFileSync(path.join(out!, `${name}-${width}.png`), previous!)
    }
    expect(errors).toEqual([])
  } finally {
    await browser.close()
  }
}

/** The share of pixels that differ by more than 8/255 in any channel, decoded in the page itself. */
async function differingShare(page: import('playwright-core').Page, a: Buffer, b2: Buffer): Promise<number> {
  return page.evaluate(async ([x, y]) => {
    const decode = async (b64: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob())
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const g = canvas.getContext('2d')!
      g.drawImage(bitmap, 0, 0)
      return g.getImageData(0, 0, bitmap.width, bitmap.height).data
    }
    const [p, q] = [await decode(x), await decode(y)]
    if (p.length !== q.length) return 1
    let differing = 0
    for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i] - q[i]) > 8 || Math.abs(p[i + 1] - q[i + 1]) > 8 || Math.abs(p[i + 2] - q[i + 2]) > 8) differing++
    return differing / (p.length / 4)
  }, [a.toString('base64'), b2.toString('base64')])
}

describe.skipIf(!out)('camera-AR views on a still camera (for before/after comparison)', () => {
  it('an Image Target project: a cube on the poster', async () => {
    fs.mkdirSync(out!, { recursive: true })
    const picture = posterRgb(480, 360, 31)
    const { page } = await b.newPage({ viewport: { width: 390, height: 844 } })
    const session = await signedInPage(page, b.base, 'Ivy Still')
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('button', { name: 'New Project' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Image Target', exact: true }).click()
    await dialog.getByLabel('Project name').fill('Still poster')
    await page.getByTestId('target-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await encodePng(picture) })
    await expect.poll(() => dialog.getByTestId('target-rating').getAttribute('data-score')).toMatch(/^\d+$/)
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/, { timeout: 120_000 })
    const projectId = page.url().split('/').pop()!
    await page.close()
    await publish(projectId, { authorization: `Bearer ${session.token}` }, (scene) => {
      const cube = createShape(scene, 'cube', [0.03, 0.03, 0], '#FF3366')
      return applyOps(scene, [{ op: 'add', node: { ...cube, id: 'c0c0c0c0c0c0c0c0c0c0c0c0', transform: { ...cube.transform, scale: [0.06, 0.06, 0.06] } } }]).doc
    })
    const moving = writeClip({ path: path.join(work, 'target.y4m'), picture })
    await shoot(stillOf(moving, 7, path.join(work, 'target-still.y4m')), projectId, 'Start AR', 'imageTracking', 'image')
  }, 400_000)

  it('a Face Tracking project: a hat and glasses', async () => {
    const reg = (await (await fetch(b.url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Fay Still', email: uniqueEmail('face-still'), password: STRONG_PASSWORD }) })).json()).data
    const auth = { authorization: `Bearer ${reg.accessToken}` }
    const created = await fetch(b.url('/api/v1/experience/face/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Still hat', comment: '' }) })
    expect(created.status).toBe(201)
    const projectId = (await created.json()).data._id
    await publish(projectId, auth, (scene) => {
      const hat = createShape(scene, 'cone', [0, 0.2, 0], '#FF3366')
      const lens = createShape(scene, 'torus', [0.033, 0.03, 0.1], '#1A1A1A')
      return applyOps(scene, [
        { op: 'add', node: { ...hat, id: 'd0d0d0d0d0d0d0d0d0d0d0d0', transform: { ...hat.transform, scale: [0.14, 0.16, 0.14] } } },
        { op: 'add', node: { ...lens, id: 'd1d1d1d1d1d1d1d1d1d1d1d1', transform: { ...lens.transform, scale: [0.05, 0.05, 0.05] } } },
      ]).doc
    })
    const clips = await writeFaceClips(work)
    await shoot(stillOf(clips.face, 0, path.join(work, 'face-still.y4m')), projectId, 'Start', 'faceTracking', 'face')
  }, 400_000)
})
