// Face Tracking projects (issue 29), run by `npm run bench` against its server (or alone:
// `BENCH_ONLY=face npm run bench`): node --import tsx scripts/bench-face.ts <base>.
//  - the face chunk (@vladmandic/human with tfjs, and the viewer's face AR) gzip -9, and the two
//    models it fetches from our origin;
//  - the time to first pose in the public viewer on Chromium's fake front camera playing a clip made
//    here (the portrait in @vladmandic/human's package, moving), from the tap on Start, with the steps;
//  - that the viewer's first-frame files carry none of it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { cameraBrowser, writeFaceClips } from '../tests/support/face-clips'
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
const faceChunks = [...closure('src/app/features/viewer/face-ar/face-ar-view.tsx')].filter((k) => !reactPage.has(k))
const faceKb = faceChunks.reduce((sum, k) => sum + gzip(manifest[k].file), 0)
// The build also writes .gz and .br beside each file (precompress-plugin): count the files themselves.
const models = fs.existsSync('dist/vendor/human') ? fs.readdirSync('dist/vendor/human').filter((f) => !/^movenet/.test(f) && !/\.(gz|br)$/.test(f)) : []
const modelsKb = models.reduce((sum, f) => sum + fs.statSync(path.join('dist/vendor/human', f)).size / 1024, 0)
const modelsGzKb = models.reduce((sum, f) => sum + gzip(path.join('vendor/human', f)), 0)
console.log('\nFace Tracking projects')
console.log(`face chunk (loaded by face projects only): ${faceKb.toFixed(1)} KB gzip in ${faceChunks.length} file(s): ${faceChunks.map((k) => `${path.basename(manifest[k].file)} ${gzip(manifest[k].file).toFixed(1)}`).join(', ')}`)
console.log(`face models from our origin (dist/vendor/human, fetched once a face project's page is up): ${models.join(', ')}: ${modelsKb.toFixed(0)} KB (${modelsGzKb.toFixed(0)} KB gzip)`)
const viewerManifest = JSON.parse(fs.readFileSync('dist/.vite/viewer-manifest.json', 'utf8')) as typeof manifest
const firstFrame: string[] = []
const walk = (key: string) => {
  const chunk = viewerManifest[key]
  if (!chunk || firstFrame.includes(chunk.file)) return
  firstFrame.push(chunk.file)
  for (const dep of chunk.imports ?? []) walk(dep)
}
walk('src/app/viewer.html')
const carries = firstFrame.some((f) => /vladmandic|blazeface|facemesh|face-ar/.test(fs.readFileSync(path.join('dist', f), 'utf8')))
console.log(`viewer first frame: ${firstFrame.length} file(s), ${firstFrame.reduce((s, f) => s + gzip(f), 0).toFixed(1)} KB gzip; face code in it: ${carries ? 'YES (should not be)' : 'no'}`)

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-face-'))
const { face } = await writeFaceClips(work)
const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `face-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const created = await (await fetch(`${base}/api/v1/experience/face/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Face bench', comment: '' }) })).json()
const id = created.data._id as string
const loaded = (await (await fetch(`${base}/api/v1/assets/project/${id}/assets`, { headers: auth })).json()).data
const publish = new FormData()
publish.set('revision', String(loaded.revision))
await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: publish })

const { browser, page, offsite } = await cameraBrowser(face.path, base)
page.on('console', (message) => ['warning', 'error'].includes(message.type()) && console.log(`  page ${message.type()}: ${message.text().slice(0, 300)}`))
try {
  await page.goto(`${base}/preview-page/${id}`)
  const start = page.getByRole('button', { name: 'Start', exact: true })
  await start.waitFor({ timeout: 60_000 })
  const tapped = Date.now()
  await start.click()
  await waitForHook(page, 'faceTracking', (h) => h?.poses() > 0, undefined, { timeout: 60_000 })
  const wall = Date.now() - tapped
  const steps = await readHook(page, 'faceTracking', (h) => h.timings())
  console.log(`time to first pose on the fake front camera (${face.width}x${face.height} clip, ${await readHook(page, 'faceTracking', (h) => h.backend())} on software GL): ${steps.firstPose! - (steps.tap ?? 0)} ms from the tap on Start (seen from the bench after ${wall} ms); session steps (ms from its start): ${JSON.stringify(steps)}`)
  await page.waitForTimeout(5000)
  const counts = await readHook(page, 'faceTracking', (h) => ({ frames: h.frames(), poses: h.poses(), processed: h.processed() }))
  console.log(`then 5 s: ${counts.processed} frames processed (${(counts.processed / ((Date.now() - tapped) / 1000)).toFixed(1)} per s on software GL), ${counts.poses}/${counts.frames} posed; requests off the origin: ${offsite.length}`)
} finally {
  await browser.close()
  fs.rmSync(work, { recursive: true, force: true })
}
