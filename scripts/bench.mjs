// `npm run bench`: the figures this project owns, printed.
//  1. First-load JavaScript per route (gzip and brotli), from the build manifest.
//  2. API throughput and p99 latency on loopback (autocannon), for GET /api/v1/health and an
//     authenticated read (GET /api/v1/users/me); then the project read against its floor
//     (scripts/bench-read.ts, PGlite and PostgreSQL); analytics ingestion and report (scripts/bench-analytics.ts).
//  3. Frame cost (scripts/bench-frames.ts): draw calls per drawn frame and frames drawn in idle, viewer
//     and editor; the GPU process's CPU per drawn frame against a plain three.js page (scripts/bench-gpu-cost.ts).
//     `BENCH_ONLY=frames npm run bench` runs the first part alone (SKIP_BUILD=1: the last build), BENCH_ONLY=gpu
//     the second; likewise BENCH_ONLY=viewer (first frame against a plain three.js page), BENCH_ONLY=editor (1,000
//     objects: frame CPU, the look, an edit's time to screen), or a list: BENCH_ONLY=viewer,editor.
//     `BENCH_ONLY=image-target` runs section 5 alone.
//  4. Live co-editing round trips, ops/s per node and presence through two nodes (scripts/bench-live.ts).
//  5. Image Target projects: the image-tracking chunk, a target's compile time, time to first pose (scripts/bench-image-target.ts).
//  6. Face Tracking projects: the face chunk, its models, time to first pose (scripts/bench-face.ts); `BENCH_ONLY=face` alone.
//  7. Body Tracking projects: the body chunk, MoveNet, time to first pose (scripts/bench-body.ts); `BENCH_ONLY=body` alone.
//  8. Gaussian splats: a splat scene's load time and frame cost against the same scene without the splat, side by side
//     (scripts/bench-splat.ts); `BENCH_ONLY=splat` alone.
//  9. The agent door: MCP tool round trips p50/p95 with the SDK's client over HTTP (scripts/bench-mcp.ts); `BENCH_ONLY=mcp` alone.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const LOGIN_BUDGET_KB = 150
const VIEWER_BUDGET_KB = 200

function build() {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** The files a route needs before it can render: the app entry and the route module, with static imports. */
function firstLoadFiles(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`not in the manifest: ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  for (const key of keys) visit(key)
  return [...files].filter((f) => f.endsWith('.js'))
}

function routeSizes() {
  build()
  const appManifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8'))
  // The viewer's page is built apart from the app (scripts/viewer-build-plugin.ts), with its own manifest.
  const viewerManifest = JSON.parse(fs.readFileSync('dist/.vite/viewer-manifest.json', 'utf8'))
  const manifestFor = (keys) => (keys.includes('src/app/viewer.html') ? viewerManifest : appManifest)
  const manifest = appManifest
  // Each route: its page's entry, then the route modules it imports on the way in.
  const routes = {
    'login (/)': ['index.html', 'src/app/features/auth/login-page.tsx'],
    'dashboard (/dashboard)': ['index.html', 'src/app/features/dashboard/dashboard-layout.tsx', 'src/app/features/dashboard/home-page.tsx'],
    'editor (/gridpage/:id)': ['index.html', 'src/app/features/editor/editor-page.tsx'],
    // The public viewer has its own page (src/app/viewer.html), without the app's router and shell.
    // Its entry imports the scene core dynamically (announced with modulepreload): both are the first frame's.
    'public preview (/preview-page/:id)': ['src/app/viewer.html', 'src/app/features/viewer/core-viewer.ts'],
  }
  console.log('\nFirst-load JavaScript per route')
  console.log('route'.padEnd(38) + 'files'.padStart(6) + 'raw KB'.padStart(10) + 'gzip KB'.padStart(10) + 'br KB'.padStart(10))
  const results = {}
  for (const [route, modules] of Object.entries(routes)) {
    const files = firstLoadFiles(manifestFor(modules), modules)
    let raw = 0
    let gzip = 0
    let br = 0
    for (const file of files) {
      const data = fs.readFileSync(path.join('dist', file))
      raw += data.length
      gzip += zlib.gzipSync(data, { level: 9 }).length
      br += zlib.brotliCompressSync(data).length
    }
    results[route] = gzip / 1024
    console.log(route.padEnd(38) + String(files.length).padStart(6) + (raw / 1024).toFixed(1).padStart(10) + (gzip / 1024).toFixed(1).padStart(10) + (br / 1024).toFixed(1).padStart(10))
  }
  const login = results['login (/)']
  console.log(`login budget: ${login.toFixed(1)} KB gzip of ${LOGIN_BUDGET_KB} KB: ${login <= LOGIN_BUDGET_KB ? 'within' : 'OVER'}`)
  const threeOnLogin = firstLoadFiles(manifest, routes['login (/)']).some((f) =>
    fs.readFileSync(path.join('dist', f), 'utf8').includes('WebGLRenderer'),
  )
  console.log(`three.js on the login route: ${threeOnLogin ? 'YES (should not be)' : 'no'}`)
  const viewer = results['public preview (/preview-page/:id)']
  console.log(`viewer budget: ${viewer.toFixed(1)} KB gzip of ${VIEWER_BUDGET_KB} KB before scene content: ${viewer <= VIEWER_BUDGET_KB ? 'within' : 'OVER'}`)
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const port = 3900 + Math.floor(Math.random() * 90)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', HTTPS: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('bench server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function load(title, url, headers = {}) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers })
  const non2xx = result.non2xx + result.errors
  console.log(
    title.padEnd(38) +
      result.requests.average.toFixed(0).padStart(10) +
      String(result.latency.p50).padStart(9) +
      String(result.latency.p99).padStart(9) +
      String(non2xx).padStart(8),
  )
}

async function apiThroughput() {
  const server = await startServer()
  try {
    const res = await fetch(`${server.base}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'Passw0rd!' }),
    })
    const token = (await res.json()).data.accessToken
    console.log(`\nAPI on loopback (PGlite, 10 connections, ${DURATION_S} s each)`)
    console.log('request'.padEnd(38) + 'req/s'.padStart(10) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8))
    await load('GET /api/v1/health', `${server.base}/api/v1/health`)
    await load('GET /api/v1/users/me (bearer)', `${server.base}/api/v1/users/me`, { authorization: `Bearer ${token}` })
    // The authenticated project read against a bare single-row route, on PGlite and PostgreSQL.
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-read.ts'], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-first-load.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-editor.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-viewer.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-upload.ts'], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-environment.ts'], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-planner.ts'], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-analytics.ts'], { stdio: 'inherit' })
    frameCost(server.base)
    // Live co-editing through two nodes on PostgreSQL (issue 28).
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-live.ts'], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-image-target.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-face.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-body.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-splat.ts', server.base], { stdio: 'inherit' })
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-mcp.ts', server.base], { stdio: 'inherit' })
  } finally {
    await server.stop()
  }
}

function frameCost(base) {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-frames.ts', base], { stdio: 'inherit' })
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-gpu-cost.ts', base], { stdio: 'inherit' })
}

/** Sections that run alone against one server (BENCH_ONLY), each its own script. */
const SECTIONS = { frames: 'scripts/bench-frames.ts', gpu: 'scripts/bench-gpu-cost.ts', 'image-target': 'scripts/bench-image-target.ts', face: 'scripts/bench-face.ts', body: 'scripts/bench-body.ts', splat: 'scripts/bench-splat.ts', mcp: 'scripts/bench-mcp.ts', viewer: 'scripts/bench-viewer.ts', editor: 'scripts/bench-editor.ts' }
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean)
if (only?.length) {
  const unknown = only.filter((s) => !(s in SECTIONS))
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${Object.keys(SECTIONS).join(', ')})`)
  if (process.env.SKIP_BUILD !== '1') build()
  const server = await startServer()
  try {
    for (const section of only) spawnSync(process.execPath, ['--import', 'tsx', SECTIONS[section], server.base], { stdio: 'inherit' })
  } finally {
    await server.stop()
  }
} else {
  routeSizes()
  await apiThroughput()
}
