import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { defaultParticles, defaultPhysics } from '@shared/scene/behaviours'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { signedInPage, useBrowser } from '../support/e2e'
import { readHook, waitForHook } from '../support/test-hook'

const b = useBrowser()

/** A dynamic red cube 3 m above a fixed 10 × 10 plane at y = 0; the plane also carries sparkles. */
function fallScene() {
  let doc = emptyScene()
  const plane = { ...createShape(doc, 'plane', [0, 0, 0], '#808080'), name: 'Floor' }
  plane.transform = { ...plane.transform, scale: [10, 1, 10] }
  doc = applyOps(doc, [{ op: 'add', node: { ...plane, physics: { ...defaultPhysics(), body: 'fixed' }, particles: defaultParticles('sparkles') } }]).doc
  const cube = { ...createShape(doc, 'cube', [0, 3, 0], '#FF0000'), name: 'Falling cube' }
  doc = applyOps(doc, [{ op: 'add', node: { ...cube, physics: defaultPhysics() } }]).doc
  return { doc, cube, plane }
}

/** Saves the document to a new project and publishes it through the API, as the editor would. */
async function publishScene(token: string, doc: SceneDocument) {
  const auth = { authorization: `Bearer ${token}` }
  const created = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Gravity', comment: '' }) })).json()
  const id = created.data._id as string
  const saved = await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
  expect(saved.status).toBe(200)
  const form = new FormData()
  form.set('revision', String((await saved.json()).data.revision))
  const published = await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })
  expect(published.status).toBe(201)
  return id
}

/** Scripts the page fetched, and console errors (a shader that fails to compile is only logged). */
function watch(page: Page) {
  const scripts: string[] = []
  const errors: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return { scripts, errors, physicsChunks: () => scripts.filter((u) => /physics-world|rapier/i.test(u)) }
}

async function openViewer(page: Page, id: string) {
  await page.goto(b.url(`/preview-page/${id}`))
  await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
  await waitForHook(page, 'spatialViewer')
}

const worldY = (page: Page, id: string) => readHook(page, 'spatialViewer', (viewer, nid) => viewer.worldPosition(nid), id)

/**
 * Samples until the value has moved (the body started to fall: the physics engine loads on its
 * own time, slower on a loaded machine) and then stops changing, or the time runs out; returns
 * every sample. Stillness before the first move is the engine not yet running, not a rest.
 */
async function sampleUntilStill(read: () => Promise<number>, { every = 250, still = 1500, limit = 25_000, moved = 0.02 } = {}) {
  const samples: number[] = []
  const start = Date.now()
  let stillSince = Date.now()
  let started = false
  for (;;) {
    const v = await read()
    if (samples.length && Math.abs(v - samples.at(-1)!) > 0.002) stillSince = Date.now()
    if (samples.length && Math.abs(v - samples[0]) > moved) started = true
    samples.push(v)
    if (started && Date.now() - stillSince >= still) return samples
    if (Date.now() - start > limit) return samples
    await new Promise((r) => setTimeout(r, every))
  }
}

describe('physics', () => {
  it('drops the cube onto the plane in the public viewer, where it comes to rest on the surface', async () => {
    const { doc, cube, plane } = fallScene()
    const { page } = await b.newPage()
    const { token } = await signedInPage(page, b.base)
    const id = await publishScene(token, doc)

    const visitor = await b.newPage({ viewport: { width: 800, height: 600 } })
    const seen = watch(visitor.page)
    await openViewer(visitor.page, id)
    // The scene shows once the engine is ready; the cube is drawn at its authored height or below.
    await waitForHook(visitor.page, 'spatialViewer', (viewer, cid) => viewer.worldPosition(cid) !== null, cube.id, { timeout: 30_000 })
    const samples = await sampleUntilStill(async () => (await worldY(visitor.page, cube.id))![1])
    const rest = samples.at(-1)!
    expect(samples[0], 'the cube starts at or below its authored 3 m').toBeLessThanOrEqual(3.001)
    // Half a metre (the cube's half height) above the plane's surface: it fell, and did not fall through.
    expect(rest).toBeGreaterThan(0.42)
    expect(rest).toBeLessThan(0.58)
    // It stays there.
    await visitor.page.waitForTimeout(1000)
    const later = (await worldY(visitor.page, cube.id))!
    expect(Math.abs(later[1] - rest)).toBeLessThan(0.01)
    expect(Math.hypot(later[0], later[2]), 'a straight drop lands where it was dropped').toBeLessThan(0.25)
    // The fixed plane never moves.
    expect((await worldY(visitor.page, plane.id))![1]).toBeCloseTo(0, 5)

    expect(seen.physicsChunks().length, 'a scene with physics loads the engine').toBeGreaterThan(0)
    expect(seen.errors.filter((e) => /shader|WebGLProgram|rapier/i.test(e)), 'the particle shader compiles and the engine starts').toEqual([])
    await visitor.context.close()
  })

  it('does not load the physics engine for a scene without physics', async () => {
    let doc = emptyScene()
    doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [0, 0.5, 0], '#00FF00') }]).doc
    const { page } = await b.newPage()
    const { token } = await signedInPage(page, b.base)
    const id = await publishScene(token, doc)
    const visitor = await b.newPage()
    const seen = watch(visitor.page)
    await openViewer(visitor.page, id)
    await visitor.page.waitForTimeout(1500)
    expect(seen.scripts.length).toBeGreaterThan(0)
    expect(seen.physicsChunks()).toEqual([])
    await visitor.context.close()
  })

  it('drops the cube onto the plane in the editor’s preview window', async () => {
    const { doc, cube, plane } = fallScene()
    const { page } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const created = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'Gravity preview', comment: '' }) })).json()
    const id = created.data._id as string
    expect((await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: auth, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })).status).toBe(200)

    await page.goto(b.url(`/gridpage/${id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await waitForHook(page, 'spatialEditor', (editor) => editor?.viewportProbe?.three)
    await page.getByRole('tab', { name: 'Preview' }).click()
    await waitForHook(page, 'spatialEditor', (editor) => editor?.preview)
    const screenY = (nid: string) => readHook(page, 'spatialEditor', (editor, n) => editor.preview!.project(n)?.y ?? null, nid)
    await waitForHook(page, 'spatialEditor', (editor, cid) => editor.preview!.project(cid) !== null, cube.id, { timeout: 30_000 })
    const samples = await sampleUntilStill(async () => (await screenY(cube.id))!, { still: 1500 })
    const floorY = (await screenY(plane.id))!
    const rest = samples.at(-1)!
    // On screen (0 = top, 1 = bottom) the resting cube's centre sits just above the floor's centre:
    // half a metre up, not the three metres it was authored at.
    expect(rest).toBeLessThan(floorY)
    expect(floorY - rest).toBeLessThan(0.12)
  })
})
