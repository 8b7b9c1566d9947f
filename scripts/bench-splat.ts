// Gaussian splats (issue 45), run by `npm run bench` against its server (or alone:
// `BENCH_ONLY=splat npm run bench`): node --import tsx scripts/bench-splat.ts <base>.
// One scene published twice, with and without a splat (a grey cube, and a ball of
// BENCH_SPLAT_COUNT splats made here as a PLY and uploaded as the editor's Upload does), measured
// side by side in one browser so that both see the same machine:
//  - load time in the public viewer: from navigation to the first frame with everything in (the
//    look complete and, with the splat, Spark's first sorted frame), rounds taking turns;
//  - frame cost in the editor: whole frames drawn by the render loop's own `advance`, the camera
//    turning a little each frame (so Spark re-sorts, as when a visitor orbits), CPU on the page's
//    thread with the GPU drained untimed after each frame, and the same with the drain timed
//    (software GL rasterizes on the CPU here, so this is the closest to a GPU's share).
// Answers ratios, splat scene over plain scene. Software GL: compare the ratios, not the times.
import type { Page } from 'playwright-core'
import { launchChromium } from '../tests/support/browser'
import { defaultShape } from '../tests/support/splat-fixtures'
import { publishedSplatProject } from '../tests/support/splat-project'
import { enableTestHooks, readHook, waitForHook } from '../tests/support/test-hook'

const base = process.argv[2]
const COUNT = Number(process.env.BENCH_SPLAT_COUNT ?? 20_000)
const ROUNDS = Number(process.env.BENCH_SPLAT_ROUNDS ?? 3)
const url = (path: string) => `${base}${path}`

const reg = await (await fetch(url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `splat-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const token = reg.data.accessToken as string
const withSplat = await publishedSplatProject(url, token, 'world', defaultShape({ count: COUNT }))
const plain = await publishedSplatProject(url, token, 'world', null)
const scenes = [
  { name: 'with splat', id: withSplat.id, splat: true },
  { name: 'without', id: plain.id, splat: false },
]

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
await enableTestHooks(context)
await context.addInitScript(({ token, user }) => {
  localStorage.setItem('token', token)
  localStorage.setItem('user', JSON.stringify(user))
}, { token, user: reg.data.user })

/** Milliseconds from navigation to the first check that found the scene complete (checks every 100 ms). */
async function viewerLoad(id: string, splat: boolean): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(url(`/preview-page/${id}`))
    await waitForHook(page, 'spatialViewerFrame', (frame) => frame?.lookComplete?.(), undefined, { timeout: 120_000 })
    if (splat) await waitForHook(page, 'spatialViewer', (viewer) => (viewer?.splats?.()?.drawn ?? 0) > 0, undefined, { timeout: 120_000 })
    return page.evaluate(() => performance.now())
  } finally {
    await page.close()
  }
}

/** `n` editor frames: CPU per frame (GPU drained untimed) and the whole frame (drain timed). */
function editorFrames(page: Page, n: number) {
  return readHook(page, 'spatialEditor', (editor, n) => {
    const { gl, camera, advance } = editor.viewportProbe.three!()
    const ctx = gl.getContext()
    const pixel = new Uint8Array(4)
    // No named helpers in here: tsx wraps them in a __name() the page does not have.
    const axis = camera.up.clone().set(0, 1, 0)
    const cpu: number[] = []
    const whole: number[] = []
    for (let i = 0; i <= n; i++) {
      camera.position.applyAxisAngle(axis, 0.02)
      camera.lookAt(0, 0.5, 0)
      const start = performance.now()
      advance!(performance.now())
      const drawn = performance.now()
      ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, pixel)
      // The first frame of a block is not timed: the other page drew last.
      if (i === 0) continue
      cpu.push(drawn - start)
      whole.push(performance.now() - start)
    }
    return { cpu, whole }
  }, n)
}

try {
  const load: Record<string, number[]> = { 'with splat': [], without: [] }
  for (let round = 0; round < ROUNDS; round++) for (const s of scenes) load[s.name].push(await viewerLoad(s.id, s.splat))

  const pages: Record<string, Page> = {}
  for (const s of scenes) {
    const page = await context.newPage()
    await page.goto(url(`/gridpage/${s.id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })
    await waitForHook(page, 'spatialEditor', (editor, splat) => !splat || Boolean(editor.viewportProbe.three?.().scene.getObjectByName('splat-bounds')), s.splat, { timeout: 120_000 })
    await page.waitForTimeout(1000)
    pages[s.name] = page
  }
  const frames: Record<string, { cpu: number[]; whole: number[] }> = { 'with splat': { cpu: [], whole: [] }, without: { cpu: [], whole: [] } }
  for (let block = 0; block < ROUNDS * 2; block++) {
    for (const s of scenes) {
      const { cpu, whole } = await editorFrames(pages[s.name], 10)
      frames[s.name].cpu.push(...cpu)
      frames[s.name].whole.push(...whole)
    }
  }

  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
  console.log(`\nGaussian splats: one scene with a ${COUNT.toLocaleString('en')}-splat ball and without it, side by side (800x600, software GL)`)
  console.log('measure'.padEnd(46) + 'with splat'.padStart(12) + 'without'.padStart(10) + 'ratio'.padStart(9))
  const row = (label: string, a: number, b: number) => console.log(label.padEnd(46) + a.toFixed(1).padStart(12) + b.toFixed(1).padStart(10) + ratio(a, b).padStart(9))
  row(`viewer load, ms to complete (median of ${ROUNDS})`, median(load['with splat']), median(load.without))
  row(`editor frame CPU, ms (median of ${frames.without.cpu.length})`, median(frames['with splat'].cpu), median(frames.without.cpu))
  row('editor whole frame incl. raster, ms (median)', median(frames['with splat'].whole), median(frames.without.whole))
  const budget = await readHook(pages['with splat'], 'spatialEditor', (editor) => {
    const spark = editor.viewportProbe.three!().scene.getObjectByName('spark') as unknown as { activeSplats: number; userData: { splatBudget: () => number } } | undefined
    return spark ? { drawn: spark.activeSplats, budget: spark.userData.splatBudget() } : null
  })
  if (budget) console.log(`splats in the editor's last frame: ${budget.drawn.toLocaleString('en')} of a budget of ${budget.budget.toLocaleString('en')}`)
} finally {
  await browser.close()
}
