import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyOps } from '@shared/scene/ops'
import type { SceneEvent } from '@shared/scene/schema'
import { openViewer, signedInPage, useBrowser } from '../support/e2e'
import { eventScene } from '../support/scene-fixtures'
import { waitForHook } from '../support/test-hook'
import { readUsdz } from '../support/usdz-reader'

const b = useBrowser()
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots-quicklook')

describe('AR Quick Look with behaviours, from the published dialog to an iPhone', () => {
  it("lists the events Quick Look cannot run, and serves the USDZ with the cube's tap from a real URL", async () => {
    const { doc: base, cube, sphere } = eventScene()
    const events: SceneEvent[] = [
      { id: 'hide', inputType: 'touch', trigger: 'click', action: 'disable', targetId: sphere.id, url: null },
      { id: 'shop', inputType: 'touch', trigger: 'click', action: 'redirect', targetId: null, url: 'https://example.com/shop' },
      { id: 'show', inputType: 'touch', trigger: 'double-click', action: 'enable', targetId: sphere.id, url: null },
    ]
    const doc = applyOps(base, [{ op: 'update', id: cube.id, patch: { events } }]).doc
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const created = await (await fetch(b.url('/api/v1/experience/surface/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'Tap to shop', comment: '' }) })).json()
    const id = created.data._id as string
    expect((await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: auth, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })).status).toBe(200)

    await page.goto(b.url(`/gridpage/${id}`))
    await waitForHook(page, 'spatialEditor', (editor) => editor?.viewportProbe?.three, undefined, { timeout: 60_000 })
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Your Changes are Published!' })
    await dialog.waitFor({ timeout: 60_000 })
    const note = dialog.getByRole('note', { name: 'Quick Look limits' })
    expect(await note.locator('p').textContent()).toBe('On iPhone Quick Look, these events do not run:')
    const lines = await note.getByRole('listitem').allTextContents()
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('Single Click on Red cube: Redirect to URL to https://example.com/shop (Quick Look opens no links)')
    expect(lines[1]).toMatch(/^Double Click on Red cube: Enable on Blue sphere \(Quick Look has a single tap/)
    fs.mkdirSync(SHOTS, { recursive: true })
    // The backdrop fades in: the pictures are of the dialog as it stays.
    await dialog.evaluate((el) => Promise.all(el.closest('.modal-backdrop')!.getAnimations().map((a) => a.finished)))
    await page.screenshot({ path: path.join(SHOTS, 'published-dialog-1280x800.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await note.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SHOTS, 'published-dialog-390x844.png') })
    await context.close()

    // The USDZ lives at a real same-origin URL with Quick Look's content type (a blob: URL makes
    // iOS 17.5 offer a download instead), and carries the tap: hide the sphere.
    const preview = (await (await fetch(b.url(`/api/v1/scene-preview/${id}`))).json()).data
    expect(preview.usdzUrl).toMatch(/^\/uploads\/published\/[0-9a-f]{64}\.usdz$/)
    const res = await fetch(b.url(preview.usdzUrl))
    expect(res.headers.get('content-type')).toBe('model/vnd.usdz+zip')
    const usda = new TextDecoder().decode(readUsdz(new Uint8Array(await res.arrayBuffer()))[0].data)
    const tap = /def Preliminary_Trigger "Trigger"\s*\{\s*uniform token info:id = "TapGesture"\s*rel affectedObjects = \[ <([^>]+)> \]/.exec(usda)
    expect(tap?.[1]).toBe(`/Root/Scenes/Scene/N_${cube.id}`)
    expect(usda).toMatch(new RegExp(`info:id = "Visibility"\\s*rel affectedObjects = \\[ </Root/Scenes/Scene/N_${sphere.id}> \\]\\s*uniform token type = "hide"`))

    // An iPhone's Safari (rel="ar" supported, no WebXR) gets View in AR as a link to that URL.
    const phone = await b.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    // Safari's signal for Quick Look, which Chromium lacks: <a>.relList.supports('ar').
    await phone.page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'ar' || supports.call(this, token)
      }
    })
    await openViewer(phone.page, b.url(`/preview-page/${id}`))
    const link = phone.page.getByRole('link', { name: 'View in AR' })
    expect(await link.getAttribute('rel')).toBe('ar')
    expect(await link.getAttribute('href')).toBe(preview.usdzUrl)
    await phone.context.close()
  })
})
