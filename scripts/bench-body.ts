// Body Tracking projects, run by `npm run bench` against its server (or alone:
// `BENCH_ONLY=body npm run bench`): node --import tsx scripts/bench-body.ts <base>.
//  - the body chunk (@vladmandic/human with tfjs, the body tracker and its view) gzip -9, and MoveNet
//    as served from our origin;
//  - the time to first pose in the public viewer on Chromium's fake rear camera playing a clip made
//    here (the rendered figure in @vladmandic/human's package, swaying), from the tap on Start;
//  - that the viewer's first-frame files carry none of it, so other projects' first frame is unchanged.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { writeBodyClips } from '../tests/support/body-clips'
import { cameraBrowser } from '../tests/support/face-clips'
import { readHook, waitForHook } from '../tests/support/test-hook'

const base = process.argv[2]
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join('dist', file)), { level: 9 }).length / 1024

const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>
const closure = (key: string, into = new Set<string>()) => {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, into)
  return into
}
const reactPage = closure('src/app/viewer-react.tsx')
const bodyChunks = [...closure('src/app/features/viewer/body-ar/body-ar-view.tsx')].filter((k) => !reactPage.has(k))
const bodyKb = bodyChunks.reduce((sum, k) => sum + gzip(manifest[k].file), 0)
// The build writes .gz and .br beside each file (precompress-plugin): count the files themselves.
const models = fs.existsSync('dist/vendor/human') ? fs.readdirSync('dist/vendor/human').filter((f) => /^movenet/.test(f) && !/\.(gz|br)$/.test(f)) : []
const modelsKb = models.reduce((sum, f) => sum + fs.statSync(path.join('dist/vendor/human', f)).size / 1024, 0)
const modelsGzKb = models.reduce((sum, f) => sum + gzip(path.join('vendor/human', f)), 0)
console.log('\nBody Tracking projects')
console.log(`body chunk (loaded by body projects only): ${bodyKb.toFixed(1)} KB gzip in ${bodyChunks.length} file(s): ${bodyChunks.map((k) => `${path.basename(manifest[k].file)} ${gzip(manifest[k].file).toFixed(1)}`).join(', ')}`)
console.log(`body model from our origin (dist/vendor/human): ${models.join(', ')}: ${modelsKb.toFixed(0)} KB (${modelsGzKb.toFixed(0)} KB gzip)`)
const viewerManifest = JSON.parse(fs.readFileSync('dist/.vite/viewer-manifest.json', 'utf8')) as typeof manifest
const firstFrame: string[] = []
const walk = (key: string) => {
  const chunk = viewerManifest[key]
  if (!chunk || firstFrame.includes(chunk.file)) return
  firstFrame.push(chunk.file)
  for (const dep of chunk.imports ?? []) walk(dep)
}
walk('src/app/viewer.html')
const carries = firstFrame.some((f) => /vladmandic|movenet|body-ar/.test(fs.readFileSync(path.join('dist', f), 'utf8')))
console.log(`viewer first frame: ${firstFrame.length} file(s), ${firstFrame.reduce((s, f) => s + gzip(f), 0).toFixed(1)} KB gzip; body code in it: ${carries ? 'YES (should not be)' : 'no'}`)

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-body-'))
const { body } = await writeBodyClips(work)
const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `body-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const created = await (await fetch(`${base}/api/v1/experience/body/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Body bench', comment: '' }) })).json()
const id = created.data._id as string
const loaded = (await (await fetch(`${base}/api/v1/assets/project/${id}/assets`, { headers: auth })).json()).data
const publish = new FormData()
publish.set('revision', String(loaded.revision))
await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: publish })

const { browser, page, offsite } = await cameraBrowser(body.path, base)
page.on('console', (message) => ['warning', 'error'].includes(message.type()) && console.log(`  page ${message.type()}: ${message.text().slice(0, 300)}`))
try {
  await page.goto(`${base}/preview-page/${id}`)
  const start = page.getByRole('button', { name: 'Start', exact: true })
  await start.waitFor({ timeout: 60_000 })
  while (!(await start.isEnabled())) await page.waitForTimeout(200)
  const tapped = Date.now()
  await start.click()
  await waitForHook(page, 'bodyTracking', (h) => h && h.poses() > 0, undefined, { timeout: 60_000 })
  const wall = Date.now() - tapped
  const steps = await readHook(page, 'bodyTracking', (h) => h.timings())
  console.log(`time to first pose on the fake rear camera (${body.width}x${body.height} clip, ${await readHook(page, 'bodyTracking', (h) => h.backend())} on software GL): ${steps.firstPose! - (steps.tap ?? 0)} ms from the tap on Start (seen from the bench after ${wall} ms); session steps (ms from its start): ${JSON.stringify(steps)}`)
  await page.waitForTimeout(5000)
  const counts = await readHook(page, 'bodyTracking', (h) => ({ frames: h.frames(), poses: h.poses(), processed: h.processed() }))
  console.log(`then 5 s: ${counts.processed} frames processed (${(counts.processed / ((Date.now() - tapped) / 1000)).toFixed(1)} per s on software GL), ${counts.poses}/${counts.frames} posed; requests off the origin: ${offsite.length}`)
} finally {
  await browser.close()
  fs.rmSync(work, { recursive: true, force: true })
}
