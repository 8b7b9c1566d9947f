// What a visitor downloads in the first 6 s: every script the browser fetched within 6 s of
// opening the page (dynamic imports included), gzip -9 of each. Run by `npm run bench` against
// its server: node --import tsx scripts/bench-first-load.ts <base>.
import { chromium } from 'playwright-core'
import { launchOptions } from '../tests/support/browser'
import { scriptsWithin } from '../tests/support/first-load'

const base = process.argv[2]
const BUDGETS = { login: 150, preview: 250, missing: 20 }

const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `first-load-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const created = await (await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Fresh', comment: '' }) })).json()
const form = new FormData()
form.append('revision', '0')
await fetch(`${base}/api/v1/experience/${created.data._id}/publish`, { method: 'POST', headers: auth, body: form })

// A published scene the R3F layer draws (water is one of its features): it must load one three.js.
const r3f = await (await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Lake', comment: '' }) })).json()
const lake = (await (await fetch(`${base}/api/v1/assets/project/${r3f.data._id}/assets`, { headers: auth })).json()).data.scene
lake.settings.environment.elements = ['water']
const saved = await (await fetch(`${base}/api/v1/assets/project/${r3f.data._id}/scene`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: lake, baseRevision: 0 }) })).json()
const lakeForm = new FormData()
lakeForm.append('revision', String(saved.data.revision))
await fetch(`${base}/api/v1/experience/${r3f.data._id}/publish`, { method: 'POST', headers: auth, body: lakeForm })

const browser = await chromium.launch(launchOptions())
console.log('\nJavaScript fetched within 6 s of opening (gzip -9)')
console.log('page'.padEnd(38) + 'scripts'.padStart(8) + 'gzip KB'.padStart(10) + 'budget'.padStart(8) + 'three.js cores'.padStart(16))
for (const [name, url, budget] of [
  ['login (/)', `${base}/`, BUDGETS.login],
  ["new project's public preview", `${base}/preview-page/${created.data._id}`, BUDGETS.preview],
  ['published scene drawn by the R3F layer', `${base}/preview-page/${r3f.data._id}`, BUDGETS.preview * 2],
  ['unknown id (Scene not found)', `${base}/preview-page/${'0'.repeat(24)}`, BUDGETS.missing],
] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const { scripts, totalKb } = await scriptsWithin(page, url)
  // Each build's three.js core is a chunk named three.core-*: two of them is two copies of three.
  const cores = scripts.filter((s) => /\/three\.core-[^/]+\.js$/.test(s.path)).length
  console.log(name.padEnd(38) + String(scripts.length).padStart(8) + totalKb.toFixed(1).padStart(10) + `${totalKb <= budget ? '≤' : '>'} ${budget}`.padStart(8) + String(cores).padStart(16))
  await context.close()
}
await browser.close()
