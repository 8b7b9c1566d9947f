// Image Target projects (issue 27), run by `npm run bench` against its server:
// node --import tsx scripts/bench-image-target.ts <base>.
//  - the image-tracking chunk (MindAR with tfjs, and the viewer's AR page) and the compile worker, gzip -9;
//  - the compile time of a target: the editor of a project made through the API (no compiled target
//    yet) compiles its picture in a Web Worker; the time is the worker's own;
//  - the time to first pose in the public viewer, on Chromium's fake camera playing a clip made here
//    (the target pasted with motion and tilt), from the tap on Start AR, with the session's steps,
//    and how long after opening the page Start AR is offered (what is prepared before the tap);
//  - that the viewer's first-load files for any project carry none of it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { launchOptions } from '../tests/support/browser'
import { encodePng, posterRgb } from '../tests/support/image-targets'
import { enableTestHooks, readHook, waitForHook } from '../tests/support/test-hook'
import { storeSession } from '../tests/support/session'
import { writeClip } from '../tests/support/y4m-clips'

const base = process.argv[2]
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join('dist', file)), { level: 9 }).length / 1024

// Sizes, from the app's manifest: the AR page's chunk and what it imports beyond viewer-react's own files.
const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>
const closure = (key: string, into = new Set<string>()) => {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, into)
  return into
}
const reactPage = closure('src/app/viewer-react.tsx')
const arChunks = [...closure('src/app/features/viewer/image-ar/image-ar-view.tsx')].filter((k) => !reactPage.has(k))
const arKb = arChunks.reduce((sum, k) => sum + gzip(manifest[k].file), 0)
const workerFile = fs.readdirSync(path.join('dist', 'assets')).find((f) => /^compile-target\.worker-.*\.js$/.test(f))
console.log('\nImage Target projects')
console.log(`image-tracking chunk (loaded by image projects only): ${arKb.toFixed(1)} KB gzip in ${arChunks.length} file(s): ${arChunks.map((k) => `${path.basename(manifest[k].file)} ${gzip(manifest[k].file).toFixed(1)}`).join(', ')}`)
if (workerFile) console.log(`target compile worker (editor and dialog only): ${gzip(path.join('assets', workerFile)).toFixed(1)} KB gzip`)
const viewerManifest = JSON.parse(fs.readFileSync('dist/.vite/viewer-manifest.json', 'utf8')) as typeof manifest
const firstFrame: string[] = []
const walk = (key: string) => {
  const chunk = viewerManifest[key]
  if (!chunk || firstFrame.includes(chunk.file)) return
  firstFrame.push(chunk.file)
  for (const dep of chunk.imports ?? []) walk(dep)
}
walk('src/app/viewer.html')
const carries = firstFrame.some((f) => /mindar|Start AR|image-ar/.test(fs.readFileSync(path.join('dist', f), 'utf8')))
console.log(`viewer first frame: ${firstFrame.length} file(s), ${firstFrame.reduce((s, f) => s + gzip(f), 0).toFixed(1)} KB gzip; image-tracking code in it: ${carries ? 'YES (should not be)' : 'no'}`)

// A project made through the API without a compiled target: its editor compiles one.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-image-target-'))
const picture = posterRgb(480, 360, 31)
const clip = writeClip({ path: path.join(work, 'target.y4m'), picture })
const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `image-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const form = new FormData()
form.set('project_name', 'Image bench')
form.set('file', new Blob([new Uint8Array(await encodePng(picture))], { type: 'image/png' }), 'poster.png')
const created = await (await fetch(`${base}/api/v1/experience/image/create`, { method: 'POST', headers: auth, body: form })).json()
const id = created.data._id as string

const options = launchOptions()
const browser = await chromium.launch({ ...options, args: [...(options.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clip.path}`] })
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await enableTestHooks(context)
  const page = await context.newPage()
  await storeSession(page, base, reg.data)
  await page.goto(`${base}/gridpage/${id}`)
  await waitForHook(page, 'imageTarget', (h) => h?.jobs.getState().lastCompileMs != null, undefined, { timeout: 180_000 })
  const compileMs = await readHook(page, 'imageTarget', (h) => h.jobs.getState().lastCompileMs)
  console.log(`compile time of a ${picture.width}x${picture.height} target (MindAR Compiler in a Web Worker, software GL): ${Math.round(compileMs!)} ms`)
  // The compiled target is in the document once the editor has saved it; then publish.
  await page.getByRole('button', { name: 'Save' }).click()
  let revision = 0
  for (let i = 0; i < 120; i++) {
    const answer = await (await fetch(`${base}/api/v1/assets/project/${id}/assets`, { headers: auth })).json()
    revision = answer.data.revision
    if (answer.data.scene.settings.imageTarget?.mindUrl) break
    await page.waitForTimeout(500)
  }
  const publish = new FormData()
  publish.set('revision', String(revision))
  await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: publish })

  const viewer = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await enableTestHooks(viewer.context())
  const opened = Date.now()
  await viewer.goto(`${base}/preview-page/${id}`)
  const start = viewer.getByRole('button', { name: 'Start AR' })
  await start.waitFor({ timeout: 60_000 })
  // What the page prepares before it offers Start AR (the tracking chunk, the .mind, MindAR's GL programs, the AR stage).
  console.log(`Start AR offered ${Date.now() - opened} ms after the viewer page was opened`)
  const tapped = Date.now()
  await start.click()
  await waitForHook(viewer, 'imageTracking', (h) => h?.poses() > 0, undefined, { timeout: 60_000 })
  const wall = Date.now() - tapped
  const steps = await readHook(viewer, 'imageTracking', (h) => h.timings())
  console.log(`time to first pose on the fake camera (${clip.width}x${clip.height} clip), from the tap on Start AR: ${wall} ms; session steps (ms from its start): ${JSON.stringify(steps)}`)
} finally {
  await browser.close()
  fs.rmSync(work, { recursive: true, force: true })
}
