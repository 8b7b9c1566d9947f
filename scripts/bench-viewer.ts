// Time to first frame of a published 50-object scene in the public viewer (Chromium, cold cache),
// run by `npm run bench` against its server: node --import tsx scripts/bench-viewer.ts <base>.
import { chromium } from 'playwright-core'
import { createModel, createShape, emptyScene } from '../src/shared/scene/defaults'
import { applyOps } from '../src/shared/scene/ops'
import { SHAPES_3D, type SceneAsset } from '../src/shared/scene/schema'
import { launchOptions } from '../tests/support/browser'

const base = process.argv[2]
const RUNS = 5
const MODELS = ['bar-stool', 'barrel', 'bicycle', 'book-stack', 'bookshelf']

let doc = emptyScene()
for (const [i, name] of MODELS.entries()) {
  const asset: SceneAsset = { id: `lib-${name}`, type: 'model', name, url: `/library/models/${name}.glb`, size: 0, mime: 'model/gltf-binary' }
  doc = applyOps(doc, [{ op: 'add-asset', asset }, { op: 'add', node: createModel(doc, asset.id, name, [i * 2 - 4, 0, -3]) }]).doc
}
for (let i = 0; doc && Object.keys(doc.nodes).length < 50; i++) {
  const shape = SHAPES_3D[i % SHAPES_3D.length]
  doc = applyOps(doc, [{ op: 'add', node: createShape(doc, shape, [(i % 9) - 4, 0.5, Math.floor(i / 9) - 2], '#4F8DFF') }]).doc
}

const json = (res: Response) => res.json() as Promise<{ data: Record<string, unknown> }>
const reg = await json(await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `viewer-${Date.now()}@example.com`, password: 'Passw0rd!' }) }))
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const created = await json(await fetch(`${base}/api/v1/experience/surface/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Viewer bench', comment: '' }) }))
const id = created.data._id as string
await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
const form = new FormData()
form.append('revision', '1')
const published = await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: form })
if (published.status !== 201) throw new Error(`publish failed: ${published.status}`)

const browser = await chromium.launch(launchOptions())
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${base}/preview-page/${id}`)
  await page.waitForFunction(() => performance.getEntriesByName('viewer-first-frame').length > 0, undefined, { timeout: 60_000 })
  times.push(await page.evaluate(() => performance.getEntriesByName('viewer-first-frame')[0].startTime))
  await context.close()
}
await browser.close()
times.sort((a, b) => a - b)
console.log(`\nPublic viewer, published 50-object scene (${MODELS.length} library models), cold cache, ${RUNS} runs`)
console.log(`time to first frame: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, best ${times[0].toFixed(0)} ms, worst ${times[RUNS - 1].toFixed(0)} ms`)
