import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { FRAME_PROBE, idleFrames, orbitFrames, settled } from '../support/frame-probe'
import { waitForHook } from '../support/test-hook'

// Issue 26: every frame cheap. Draw calls are counted from outside the app (an init script wraps
// WebGL's draw entry points and closes a count every animation frame: tests/support/frame-probe.ts).
const b = useBrowser()
const open: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => {})))
})
async function newPage() {
  const made = await b.newPage({ viewport: { width: 1280, height: 800 } })
  open.push(made.context)
  await made.context.addInitScript({ content: FRAME_PROBE })
  return made
}

/** The assistant's scene for `prompt` (the chat API's planner), published: its project id. */
async function assistantScene(page: Page, prompt: string) {
  const { token } = await signedInPage(page, b.base)
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const res = await (await fetch(b.url('/api/v1/chat/query'), { method: 'POST', headers: auth, body: JSON.stringify({ query: prompt }) })).json()
  const id = res.response.experienceId as string
  const { revision } = (await (await fetch(b.url(`/api/v1/assets/project/${id}/assets`), { headers: auth })).json()).data
  const form = new FormData()
  form.set('revision', String(revision))
  const published = await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  expect(published.status, await published.clone().text()).toBe(201)
  return id
}

async function openEditor(page: Page, id: string) {
  await page.goto(b.url(`/gridpage/${id}`))
  await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })
  await waitForHook(page, 'spatialEditor', (editor) => editor?.viewportProbe?.three)
}

describe('frames drawn on demand', () => {
  it('a still scene draws no frame while idle, in the viewer and in the editor, and draws again when the camera moves', async () => {
    const { page } = await newPage()
    const id = await assistantScene(page, 'a cozy living room with a sofa, a lamp and a rug')

    await page.goto(b.url(`/preview-page/${id}`))
    await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
    expect(await settled(page, { quietMs: 2000, maxMs: 40_000 }), 'the viewer went quiet').toBe(true)
    const viewerIdle = await idleFrames(page, 4000)
    // The page was alive throughout (its animation frames kept coming), and drew none of them.
    expect(viewerIdle.frames).toBeGreaterThan(40)
    expect(viewerIdle.drawn).toBe(0)
    const orbit = await orbitFrames(page, '[data-testid="viewer-canvas"] canvas')
    expect(orbit.drawn, 'frames drawn while orbiting').toBeGreaterThan(0)

    await openEditor(page, id)
    expect(await settled(page, { quietMs: 2000, maxMs: 40_000 }), 'the editor went quiet').toBe(true)
    const editorIdle = await idleFrames(page, 4000)
    expect(editorIdle.frames).toBeGreaterThan(40)
    expect(editorIdle.drawn).toBe(0)
  }, 180_000)

  it("the night village: drawn within 15 s, at most 100 draw calls a frame, and the editor's Publish answers within 2 s", async () => {
    const { page } = await newPage()
    const id = await assistantScene(page, 'a small village at night with torches')

    const started = Date.now()
    await page.goto(b.url(`/preview-page/${id}`))
    await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 15_000 })
    const drawnMs = Date.now() - started
    expect(drawnMs).toBeLessThan(15_000)
    await expect.poll(() => page.locator('[data-testid="viewer-canvas"] canvas').isVisible()).toBe(true)
    expect(await settled(page, { quietMs: 2000, maxMs: 40_000 }), 'the village went quiet').toBe(true)
    const orbit = await orbitFrames(page, '[data-testid="viewer-canvas"] canvas')
    expect(orbit.drawn).toBeGreaterThan(0)
    expect(Math.max(...orbit.calls), `draw calls per frame: ${orbit.calls.join(',')}`).toBeLessThanOrEqual(100)
    // Idle: the stars twinkle only when something else draws.
    expect((await idleFrames(page, 3000)).drawn).toBe(0)

    await openEditor(page, id)
    await page.waitForTimeout(1000)
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await publish.waitFor()
    const clicked = Date.now()
    await publish.click({ timeout: 2000 })
    await page.getByLabel('Publishing').or(page.getByRole('dialog', { name: 'Your Changes are Published!' })).first().waitFor({ timeout: 2000 })
    expect(Date.now() - clicked).toBeLessThan(2000)
    await page.getByRole('dialog', { name: 'Your Changes are Published!' }).waitFor({ timeout: 60_000 })
  }, 180_000)
})
