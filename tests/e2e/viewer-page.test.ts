import fs from 'node:fs'
import path from 'node:path'
import type { Route } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createModel, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { useBrowser } from '../support/e2e'
import { PROGRAM_PROBE, type LinkedProgram } from '../support/frame-probe'
import { readHook } from '../support/test-hook'
import { gzipOfBuilt } from '../support/first-load'
import { GradientBackdrop } from '../../src/app/features/scene-render/core/backdrop-bands'

const b = useBrowser()
const root = path.resolve(import.meta.dirname, '../..')

type SceneDoc = ReturnType<typeof emptyScene>
const blueCube = (doc: SceneDoc) => applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [0, 0.5, 0], '#2060FF') }]).doc

/** A published scene (by default one blue cube on the default dark background) whose thumbnail is red. */
async function publishWithThumbnail(build: (doc: SceneDoc) => SceneDoc = blueCube) {
  const reg = await (await fetch(b.url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Poster', email: `poster-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
  const auth = { authorization: `Bearer ${reg.data.accessToken}` }
  const created = await (await fetch(b.url('/api/v1/experience/surface/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Poster', comment: '' }) })).json()
  const id = created.data._id as string
  const scene = build(emptyScene())
  const saved = await fetch(b.url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene, baseRevision: 0 }) })
  expect(saved.status).toBe(200)
  // A solid red thumbnail: the poster, easy to tell from any scene.
  const red = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#FF0000' } }).png().toBuffer()
  const RED_PNG = `data:image/png;base64,${red.toString('base64')}`
  const thumb = await fetch(b.url(`/api/v1/experience/project/${id}/thumbnail/img`), { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ thumbnailImg: RED_PNG }) })
  expect(thumb.status).toBe(200)
  const form = new FormData()
  form.set('revision', String((await saved.json()).data.revision))
  expect((await fetch(b.url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
  return id
}

describe('the public viewer page', () => {
  it('shows the published thumbnail before any script has run, then the 3D over it, which takes taps', async () => {
    const id = await publishWithThumbnail()
    const { context, page } = await b.newPage({ viewport: { width: 390, height: 844 } })
    // Hold every script back until the poster has been checked.
    const held: Route[] = []
    let holding = true
    await page.route(/\.m?js(\?|$)/, (route) => void (holding ? held.push(route) : route.continue()))
    const apiCalls: string[] = []
    page.on('request', (r) => r.url().includes('/api/v1/scene-preview/') && apiCalls.push(r.url()))
    await page.goto(b.url(`/preview-page/${id}`), { waitUntil: 'commit' })
    const poster = page.locator('#viewer-poster img')
    await poster.waitFor({ state: 'visible' })
    await page.waitForFunction(() => (document.querySelector('#viewer-poster img') as HTMLImageElement | null)?.naturalWidth === 2)
    expect(held.length).toBeGreaterThan(0)
    if (process.env.VIEWER_SHOTS) await page.screenshot({ path: path.join(process.env.VIEWER_SHOTS, 'viewer-poster-390.png') })
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0)
    // The poster fills the view: the middle of the screen is its red.
    const shot = await page.screenshot({ clip: { x: 190, y: 417, width: 10, height: 10 } })
    const [r, g, bl] = await sharp(shot).raw().toBuffer()
    expect(r).toBeGreaterThan(200)
    expect(g).toBeLessThan(60)
    expect(bl).toBeLessThan(60)

    // Now let the scripts through: the scene comes from the page itself, fades in, the poster goes.
    holding = false
    for (const route of held) await route.continue()
    await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
    await page.locator('#viewer-poster').waitFor({ state: 'detached' })
    expect(apiCalls, 'the scene is read from the page, not fetched again').toEqual([])
    const hit = await page.evaluate(() => document.elementFromPoint(195, 422)?.tagName)
    expect(hit).toBe('CANVAS')
    if (process.env.VIEWER_SHOTS) {
      await page.waitForTimeout(500)
      await page.screenshot({ path: path.join(process.env.VIEWER_SHOTS, 'viewer-loaded-390.png') })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.waitForTimeout(800)
      await page.screenshot({ path: path.join(process.env.VIEWER_SHOTS, 'viewer-loaded-1280.png') })
    }
    await context.close()
  })

  it('draws the first frame with the scene core alone: one script, no React page before it', async () => {
    const id = await publishWithThumbnail()
    const { context, page } = await b.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(b.url(`/preview-page/${id}`))
    await page.waitForFunction(() => performance.getEntriesByName('viewer-first-frame').length > 0, undefined, { timeout: 30_000 })
    const before = await page.evaluate(() => {
      const mark = performance.getEntriesByName('viewer-first-frame')[0].startTime
      return performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= mark)
        .map((e) => new URL(e.name).pathname)
    })
    // The viewer's own build only (its entry and the scene core's chunk, announced together by
    // modulepreload): no React page, no R3F, within the 200 KB budget.
    expect(before.length).toBeGreaterThan(0)
    expect(before.length).toBeLessThanOrEqual(3)
    for (const file of before) expect(file).toMatch(/^\/assets\/[\w.-]+\.js$/)
    expect(before.some((file) => /viewer-react|viewer-page|viewer-canvas/.test(file))).toBe(false)
    expect(before.reduce((sum, file) => sum + gzipOfBuilt(file), 0) / 1024).toBeLessThanOrEqual(200)
    // This browser draws WebGL on the CPU (SwiftShader): the viewer's first context is kept, without
    // multisampling, which there doubles every frame's cost (gl-context.ts).
    const antialias = () => document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"] canvas')!.getContext('webgl2')!.getContextAttributes()!.antialias
    expect(await page.evaluate(antialias)).toBe(false)
    // The title and the AR control follow as plain DOM; the React page waits for a tap (issue 25).
    await page.getByRole('heading', { name: 'Poster' }).waitFor()
    await page.getByRole('button', { name: 'View in AR on your phone' }).waitFor()
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0)
    expect(await page.locator('[data-testid="viewer-canvas"] canvas').count()).toBe(1)
    // A tap brings it: it adopts the drawn canvas (still one) and shows the QR card.
    await page.getByRole('button', { name: 'View in AR on your phone' }).click()
    await page.getByRole('dialog', { name: 'Open on your phone' }).waitFor({ timeout: 20_000 })
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="viewer-canvas"] canvas').count()).toBe(1)
    await context.close()
  })

  it('paints the studio backdrop with its clear: the first frame links the cube\'s program alone, and the gradient is on screen', async () => {
    const id = await publishWithThumbnail()
    const { context, page } = await b.newPage({ viewport: { width: 390, height: 844 } })
    // Every program the page links, by its shader's name, in order, and those linked by the
    // time the page marked its first frame (the rest of the look follows it).
    await page.addInitScript(PROGRAM_PROBE)
    await page.addInitScript(() => {
      const mark = performance.mark.bind(performance)
      performance.mark = (name, options) => {
        const w = window as unknown as { __programs: LinkedProgram[]; __atFirstFrame: string[] }
        if (name === 'viewer-first-frame') w.__atFirstFrame = w.__programs.map((p) => p.name)
        return mark(name, options)
      }
    })
    await page.goto(b.url(`/preview-page/${id}`))
    await page.waitForFunction(() => performance.getEntriesByName('viewer-first-frame').length > 0, undefined, { timeout: 30_000 })
    const atFirstFrame = await page.evaluate(() => (window as unknown as { __atFirstFrame: string[] }).__atFirstFrame)
    // A backdrop drawn as a textured pass (three's BackgroundMaterial) would be a second program.
    expect(atFirstFrame).toHaveLength(1)
    expect(atFirstFrame[0]).not.toMatch(/Background/)
    // The frame's right edge, clear of the cube and the title: the gradient's rows, top to floor.
    await page.waitForTimeout(500)
    const column = await sharp(await page.screenshot({ clip: { x: 384, y: 0, width: 1, height: 844 } })).removeAlpha().raw().toBuffer()
    const backdrop = new GradientBackdrop(emptyScene().settings.background)
    for (const t of [0.02, 0.3, 0.55, 0.8, 0.98]) {
      const row = Math.floor(t * 844)
      const seen = [...column.subarray(row * 3, row * 3 + 3)]
      backdrop.at((row + 0.5) / 844).forEach((v, k) => expect(Math.abs(seen[k] - v), `row ${row}: ${seen} against ${backdrop.at((row + 0.5) / 844)}`).toBeLessThanOrEqual(2))
    }
    await context.close()
  })

  it('plays procedural motion in the scene core, and a click starts a still one', async () => {
    let bobbing = ''
    let still = ''
    const id = await publishWithThumbnail((doc) => {
      const bob = { ...createShape(doc, 'cube', [-1.2, 0.5, 0], '#2060FF'), motion: { kind: 'bob' as const, speed: 1, axis: 'y' as const, amplitude: 0.4 } }
      bobbing = bob.id
      let next = applyOps(doc, [{ op: 'add', node: bob }]).doc
      // The target of an Animate event waits still until its click starts it.
      const lid = { ...createShape(next, 'sphere', [1.2, 0.5, 0], '#FF8020'), motion: { kind: 'bob' as const, speed: 1, axis: 'y' as const, amplitude: 0.4 } }
      still = lid.id
      next = applyOps(next, [{ op: 'add', node: { ...lid, events: [{ id: 'e1', trigger: 'click', inputType: 'mouse', action: 'animate', targetId: lid.id, url: null }] } }]).doc
      return next
    })
    // Small, so software GL draws many frames a second (at 1280×800 it can fall under three).
    const { context, page } = await b.newPage({ viewport: { width: 400, height: 300 } })
    await page.goto(b.url(`/preview-page/${id}`))
    await page.waitForFunction(() => performance.getEntriesByName('viewer-first-frame').length > 0, undefined, { timeout: 30_000 })
    // The core drew this scene and runs it alone (the React page waits for an AR or VR tap).
    await page.getByRole('heading', { name: 'Poster' }).waitFor()
    expect(await page.locator('canvas').count()).toBe(1)
    const height = (nid: string) => readHook(page, 'spatialViewer', (viewer, n) => viewer.worldPosition(n)![1], nid)
    /** Whether the node is drawn at another height within a few seconds. */
    const moves = async (nid: string) => {
      const first = await height(nid)
      for (let i = 0; i < 16; i++) {
        await page.waitForTimeout(250)
        if (Math.abs((await height(nid)) - first) > 0.05) return true
      }
      return false
    }
    expect(await moves(bobbing)).toBe(true)
    expect(await moves(still)).toBe(false)
    const at = await readHook(page, 'spatialViewer', (viewer, n) => viewer.project(viewer.worldPosition(n)!), still)
    await page.mouse.click(at.x * 400, at.y * 300)
    expect(await moves(still)).toBe(true)
    await context.close()
  })

  it('lets taps through the "Generating Experience" status while the scene loads', async () => {
    // A scene with a model, whose file is held back: the status stays up until we let it go.
    const id = await publishWithThumbnail((doc) => {
      const asset = { id: 'lib-bicycle', type: 'model' as const, name: 'bicycle', url: '/library/models/bicycle.glb', size: 1, mime: 'model/gltf-binary' }
      const withAsset = applyOps(doc, [{ op: 'add-asset', asset }]).doc
      return applyOps(withAsset, [{ op: 'add', node: createModel(withAsset, asset.id, 'Bicycle', [0, 0, 0]) }]).doc
    })
    const { context, page } = await b.newPage()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.glb', async (route: Route) => {
      await held
      await route.continue()
    })
    await page.goto(b.url(`/preview-page/${id}`), { waitUntil: 'commit' })
    const status = page.getByText('Generating Experience')
    await status.waitFor({ state: 'visible', timeout: 30_000 })
    // A tap in the middle of the status lands on what is under it, not on the status.
    const tap = await page.evaluate(() => {
      const el = document.querySelector('.viewer-loading') as HTMLElement
      const r = el.getBoundingClientRect()
      const under = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return { pointerEvents: getComputedStyle(el).pointerEvents, onStatus: !!under && el.contains(under) }
    })
    expect(tap).toEqual({ pointerEvents: 'none', onStatus: false })
    // Nothing on the page animates on its own while it loads (a spinner had the compositor redraw
    // the page every display frame, GPU time the first frame waited for): the counter's ticks only.
    const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').map((a) => (a as CSSAnimation).animationName ?? a.constructor.name))
    expect(running).toEqual([])
    const shown = await page.evaluate(() => [document.querySelector('.viewer-loading strong')?.textContent, (document.querySelector('.viewer-progress span') as HTMLElement | null)?.style.transform])
    expect(shown[0]).toMatch(/^\d+%$/)
    expect(shown[1]).toBe(`scaleX(${parseInt(shown[0]!) / 100})`)
    // Once the model arrives the scene is drawn and the status is gone.
    release()
    await status.waitFor({ state: 'detached', timeout: 60_000 })
    await context.close()
  })
})

describe('the build', () => {
  it('ships no XR emulator and none of its synthetic rooms', () => {
    const files = fs.readdirSync(path.join(root, 'dist', 'assets'))
    expect(files.length).toBeGreaterThan(10)
    const named = files.filter((f) => /^(emulate|living_room|meeting_room|music_room|office_large|office_small|devui|iwer|sem)[-.]/i.test(f))
    expect(named).toEqual([])
    // And no chunk carries their code under another name.
    const carrying = files.filter((f) => f.endsWith('.js') && /SyntheticEnvironmentModule|XRDevice\b.*metaQuest3/s.test(fs.readFileSync(path.join(root, 'dist', 'assets', f), 'utf8')))
    expect(carrying).toEqual([])
  })
})
