// Time to first frame of a published model in the public viewer, side by side with a plain three.js
// page (GLTFLoader + OrbitControls from three/examples/jsm) that this script builds and serves with
// the same GLB. Run by `npm run bench` against its server: node --import tsx scripts/bench-viewer.ts <base>.
//
// "First frame" is measured by pixels, from navigation: every animation frame an init script copies
// the page's canvas into a small 2D canvas and counts pixels that differ from the scene's backdrop;
// the first frame with content is the time it is found (performance.now(), whose origin is the start
// of the navigation). Runs alternate between the two pages, each in a fresh context (cold cache).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { launchOptions, softwareGl } from '../tests/support/browser'
import { firstFrameProbe, PROFILES, type Profile } from './bench-viewer/probe'
import { servePlainPage } from './bench-viewer/plain-page'
import { publishLibraryModel } from './bench-viewer/published-model'

const base = process.argv[2]
const RUNS = Number(process.env.BENCH_VIEWER_RUNS ?? 5)
const BACKDROP = '#1B1D24'
const MODEL = 'bicycle'
const { viewerUrl, publishedGlb, glbSize } = await publishLibraryModel(base, MODEL, BACKDROP)

const plain = await servePlainPage(publishedGlb, BACKDROP)
const pages = { viewer: viewerUrl, plain: plain.url }

interface Run {
  ms: number
  jsGzip: number
  jsFiles: number
}

/** gzip -9 size of what a page's own scripts weigh, read from the files served (dist or the plain bundle). */
function jsGzipSize(urls: string[]): number {
  let total = 0
  for (const url of urls) {
    const u = new URL(url)
    const body = u.origin === new URL(plain.url).origin ? plain.script : fs.readFileSync(path.join('dist', decodeURIComponent(u.pathname)))
    total += zlib.gzipSync(body, { level: 9 }).length
  }
  return total
}

async function measure(browser: Browser, url: string, profile: Profile): Promise<Run> {
  const context = await browser.newContext({ viewport: profile.viewport, deviceScaleFactor: profile.dpr })
  await context.addInitScript(firstFrameProbe(BACKDROP))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu })
  await page.goto(url)
  try {
    await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame !== undefined, undefined, { timeout: 20_000, polling: 100 })
  } catch (error) {
    console.error('probe (last sample):', await page.evaluate(() => JSON.stringify((window as unknown as { __probeLast?: unknown }).__probeLast)).catch(() => 'gone'))
    const shot = path.join(os.tmpdir(), `bench-viewer-timeout-${Date.now()}.png`)
    await page.screenshot({ path: shot }).catch(() => undefined)
    throw new Error(`no content drawn on ${url} (${profile.name}) within 20 s; screenshot: ${shot}`, { cause: error })
  }
  const { ms, scripts } = await page.evaluate(() => {
    const ms = (window as unknown as { __firstFrame: number }).__firstFrame
    // Scripts fetched before the first frame: what the page had to have to draw.
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= ms)
      .map((e) => e.name)
    return { ms, scripts }
  })
  await context.close()
  return { ms, jsGzip: jsGzipSize(scripts), jsFiles: scripts.length }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const browser = await chromium.launch(launchOptions())
try {
  const software = await softwareGl(browser)
  if (software) pages.plain += '?msaa=0'
  console.log(`\nPublic viewer vs a plain three.js page, published ${MODEL}.glb (${(glbSize / 1024).toFixed(0)} KB), cold cache, ${RUNS} alternating runs each${software ? '; software GL, so both without multisampling' : ''}`)
  console.log('profile'.padEnd(40) + 'viewer ms'.padStart(11) + 'plain ms'.padStart(10) + 'ratio'.padStart(8) + 'viewer JS gz KB'.padStart(17) + 'plain JS gz KB'.padStart(16))
  for (const profile of PROFILES) {
    const runs: Record<'viewer' | 'plain', Run[]> = { viewer: [], plain: [] }
    for (let i = 0; i < RUNS; i++) {
      // Alternate which page goes first, so neither always meets a warmer machine.
      const order = i % 2 === 0 ? (['viewer', 'plain'] as const) : (['plain', 'viewer'] as const)
      for (const which of order) runs[which].push(await measure(browser, pages[which], profile))
    }
    const v = median(runs.viewer.map((r) => r.ms))
    const p = median(runs.plain.map((r) => r.ms))
    const vJs = median(runs.viewer.map((r) => r.jsGzip)) / 1024
    const pJs = median(runs.plain.map((r) => r.jsGzip)) / 1024
    const vFiles = median(runs.viewer.map((r) => r.jsFiles))
    console.log(
      profile.name.padEnd(40) + v.toFixed(0).padStart(11) + p.toFixed(0).padStart(10) + `${(v / p).toFixed(2)}x`.padStart(8) + `${vJs.toFixed(1)} (${vFiles} files)`.padStart(17) + pJs.toFixed(1).padStart(16),
    )
    if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(runs))
  }
} finally {
  await browser.close()
  await plain.close()
}
