// Environment cost: CPU time per frame with all eight environment elements on (sunset skybox,
// linear fog) against an empty scene (colour background, nothing on), same page, same renderer,
// same three author objects. `node --import tsx scripts/bench-environment.ts [--shots DIR]`
// builds scripts/env/bench into a temp folder (dist/ is left alone), serves it with the
// skybox maps from public/env, and drives it in headless Chromium (software WebGL).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { ENVIRONMENT_ELEMENTS } from '../src/shared/scene/environment'
import type { SceneSettings } from '../src/shared/scene/schema'
import { launchChromium } from '../tests/support/browser'

const FRAMES = Number(process.env.BENCH_FRAMES ?? 60)
const root = path.resolve(import.meta.dirname, '..')
const shotsAt = process.argv.indexOf('--shots')
const shotsDir = shotsAt > 0 ? path.resolve(process.argv[shotsAt + 1] ?? '/tmp/env-shots') : null

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-env-'))
const here = (p: string) => path.join(root, p)
await build({
  configFile: false,
  root: here('scripts/env/bench'),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@shared': here('src/shared'), '@app': here('src/app'), '@server': here('src/server') } },
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 },
})

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.hdr': 'application/octet-stream', '.woff': 'font/woff', '.woff2': 'font/woff2' }
const server = http.createServer((req, res) => {
  const url = decodeURIComponent((req.url ?? '/').split('?')[0])
  const file = url.startsWith('/env/') ? path.join(root, 'public', url) : path.join(outDir, url === '/' ? 'index.html' : url)
  if (!file.startsWith(root) && !file.startsWith(outDir)) return res.writeHead(403).end()
  fs.readFile(file, (error, data) => {
    if (error) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(data)
  })
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as { port: number }

type Bench = {
  defaults: () => SceneSettings
  ready: () => boolean
  apply: (s: SceneSettings) => Promise<void>
  frame: (seconds: number) => void
  measure: (frames: number) => { cpu: number; total: number; calls: number; triangles: number; points: number }
  framesIn: (s: SceneSettings, ms: number) => Promise<number>
}
const browser = await launchChromium()
try {
  const page = await (await browser.newContext({ viewport: { width: 960, height: 540 } })).newPage()
  page.on('pageerror', (e) => console.error('page error:', e.message))
  page.on('request', (r) => {
    if (!r.url().startsWith(`http://127.0.0.1:${port}/`)) console.error(`non-local request: ${r.url()}`)
  })
  await page.goto(`http://127.0.0.1:${port}/`)
  await page.waitForFunction(() => (window as unknown as { __envBench?: Bench }).__envBench?.ready(), null, { timeout: 60_000 })

  /** Settings are built in the page from a function's source: defaults in, settings out. */
  const measure = (source: string) =>
    page.evaluate(
      async ({ source, frames }) => {
        const bench = (window as unknown as { __envBench: Bench }).__envBench
        await bench.apply(new Function('s', `return (${source})(s)`)(bench.defaults()) as SceneSettings)
        return bench.measure(frames)
      },
      { source, frames: FRAMES },
    )
  const withEnvironment = (skybox: string, elements: readonly string[], fog = 'none', night = false) =>
    `(s) => ({ ...s,${night ? " ambientLight: { color: '#5A6C99', intensity: 0.35 }, directionalLight: { ...s.directionalLight, color: '#9DB4FF', intensity: 0.45, position: [-4, 6, -3] }," : ''}
      fog: { ...s.fog, type: '${fog}', color: '#C98A6E', near: 25, far: 140 },
      environment: { skybox: '${skybox}', elements: ${JSON.stringify(elements)} } })`
  const allEight = withEnvironment('sunset', ENVIRONMENT_ELEMENTS, 'linear')

  // BENCH_FRAMES=0: screenshots only.
  if (FRAMES > 0) {
    const base = await measure('(s) => s')
    const full = await measure(allEight)
    const row = (name: string, r: typeof base) =>
      console.log(
        name.padEnd(30) + r.cpu.toFixed(2).padStart(10) + r.total.toFixed(1).padStart(12) + String(r.calls).padStart(8) + String(r.triangles).padStart(11) + String(r.points).padStart(9),
      )
    console.log(`\nEnvironment: ${FRAMES} frames at 960×540 (Chromium, software WebGL), the same three author objects`)
    console.log('scene'.padEnd(30) + 'CPU ms'.padStart(10) + 'drawn ms'.padStart(12) + 'calls'.padStart(8) + 'triangles'.padStart(11) + 'points'.padStart(9))
    row('empty (colour sky)', base)
    row('all eight + sunset sky + fog', full)
    if (process.env.BENCH_EACH) {
      for (const element of ENVIRONMENT_ELEMENTS) row(`  ${element} alone`, await measure(withEnvironment('color', [element])))
      row('  sunset sky alone', await measure(withEnvironment('sunset', [])))
    }
    console.log(`CPU per frame, all eight against empty: ${(full.cpu / base.cpu).toFixed(2)}× (${(full.cpu - base.cpu).toFixed(2)} ms more)`)
    console.log('(CPU ms: useFrame callbacks + three\'s render call issuing WebGL; drawn ms: until the pixels can be read back, software rasterising included)')
  }

  if (process.env.BENCH_DEMAND) {
    // The editor draws on demand: animated elements must keep frames coming, and stop them when off.
    await page.goto(`http://127.0.0.1:${port}/?demand`)
    await page.waitForFunction(() => (window as unknown as { __envBench?: Bench }).__envBench?.ready(), null, { timeout: 60_000 })
    const framesIn = (source: string) =>
      page.evaluate(({ source }) => {
        const bench = (window as unknown as { __envBench: Bench }).__envBench
        return bench.framesIn(new Function('s', `return (${source})(s)`)(bench.defaults()) as SceneSettings, 2000)
      }, { source })
    const still = await framesIn(withEnvironment('color', ['terrain']))
    const moving = await framesIn(withEnvironment('color', ['snow']))
    const stopped = await framesIn(withEnvironment('color', []))
    console.log(`frameloop="demand", frames drawn in 2 s: terrain only ${still}, snow ${moving}, after turning it off ${stopped}`)
  }

  if (shotsDir) {
    fs.mkdirSync(shotsDir, { recursive: true })
    const shoot = async (name: string, source: string, seconds: number) => {
      await page.evaluate(
        async ({ source, seconds }) => {
          const bench = (window as unknown as { __envBench: Bench }).__envBench
          await bench.apply(new Function('s', `return (${source})(s)`)(bench.defaults()) as SceneSettings)
          bench.frame(seconds)
        },
        { source, seconds },
      )
      await page.screenshot({ path: path.join(shotsDir, name), timeout: 120_000 })
      console.log(`screenshot: ${path.join(shotsDir, name)}`)
    }
    await shoot('all-elements-sunset.png', allEight, 3.2)
    await shoot('night-stars.png', withEnvironment('night', ['stars', 'terrain', 'water', 'fire', 'foliage'], 'none', true), 2.4)
    // BENCH_SHOTS=forest+terrain+foliage,city: more views, skybox first.
    for (const extra of (process.env.BENCH_SHOTS ?? '').split(',').filter(Boolean)) {
      const [skybox, ...elements] = extra.split('+')
      await shoot(`${skybox}-${elements.join('-') || 'sky'}.png`, withEnvironment(skybox, elements), 2)
    }
  }
} finally {
  await browser.close()
  server.close()
  fs.rmSync(outDir, { recursive: true, force: true })
}
