// Where the public viewer's first frame goes: one cold load of a published model, the page's
// resource waterfall and the first WebGL calls of each kind, against the plain three.js page.
// node --import tsx scripts/profile-first-frame.ts <base> (a running server, SKIP_BUILD build).
import { chromium } from 'playwright-core'
import { launchOptions, softwareGl } from '../tests/support/browser'
import { PROGRAM_PROBE, type LinkedProgram } from '../tests/support/frame-probe'
import { firstFrameProbe } from './bench-viewer/probe'
import { servePlainPage } from './bench-viewer/plain-page'
import { publishLibraryModel } from './bench-viewer/published-model'

const base = process.argv[2]
const BACKDROP = '#1B1D24'
const { viewerUrl, publishedGlb } = await publishLibraryModel(base, 'bicycle', BACKDROP)
console.log(`viewer page: ${viewerUrl}`)
if (process.env.PROFILE_PUBLISH_ONLY) process.exit(0)
const plain = await servePlainPage(publishedGlb, BACKDROP)

// The first call of each kind, timed from navigation.
const GL_PROBE = `(() => {
  window.__gl = {}
  const first = (k) => { if (!(k in window.__gl)) window.__gl[k] = performance.now() }
  for (const C of [WebGL2RenderingContext, WebGLRenderingContext]) for (const k of ['compileShader', 'linkProgram', 'getProgramParameter', 'texImage2D', 'drawElements', 'drawArrays', 'bufferData']) {
    const f = C.prototype[k]
    C.prototype[k] = function (...a) { first(k); return f.apply(this, a) }
  }
})()`

const browser = await chromium.launch(launchOptions())
// The anchor draws as the viewer does here: without multisampling on software GL (gl-context.ts).
const anchor = (await softwareGl(browser)) ? plain.url + '?msaa=0' : plain.url
for (const [name, url] of [['viewer', viewerUrl], ['plain', anchor], ['viewer', viewerUrl], ['plain', anchor]] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript(firstFrameProbe(BACKDROP))
  await context.addInitScript(GL_PROBE)
  await context.addInitScript(PROGRAM_PROBE)
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame !== undefined, undefined, { timeout: 20_000, polling: 100 })
  const r = await page.evaluate(() => ({
    ff: (window as unknown as { __firstFrame: number }).__firstFrame,
    gl: (window as unknown as { __gl: Record<string, number> }).__gl,
    programs: (window as unknown as { __programs: LinkedProgram[] }).__programs,
    nav: performance.getEntriesByType('navigation').map((e) => ({ resp: (e as PerformanceNavigationTiming).responseEnd, dcl: (e as PerformanceNavigationTiming).domContentLoadedEventEnd }))[0],
    res: performance.getEntriesByType('resource').map((e) => ({ n: e.name.split('/').pop()!.slice(0, 40), s: e.startTime, e: (e as PerformanceResourceTiming).responseEnd })),
    marks: performance.getEntriesByType('mark').map((m) => ({ n: m.name, t: m.startTime })),
  }))
  console.log(`\n${name}: first frame ${r.ff.toFixed(0)} ms; html end ${r.nav.resp.toFixed(0)}, DCL ${r.nav.dcl.toFixed(0)}`)
  for (const x of r.res) console.log(`  ${x.n.padEnd(42)} ${x.s.toFixed(0).padStart(6)} -> ${x.e.toFixed(0).padStart(6)}`)
  console.log('  gl:', Object.entries(r.gl).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '))
  console.log(`  programs linked (${r.programs.length}):`, r.programs.map((p) => `${p.t} ${p.name}`).join(' | '))
  if (r.marks.length) console.log('  marks:', r.marks.map((m) => `${m.n} ${m.t.toFixed(0)}`).join(', '))
  await context.close()
}
await browser.close()
await plain.close()
