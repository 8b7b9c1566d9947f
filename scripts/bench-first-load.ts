// What a visitor downloads in the first 6 s: every script the browser fetched within 6 s of
// opening the page (dynamic imports included), gzip -9 of each. Run by `npm run bench` against
// its server: node --import tsx scripts/bench-first-load.ts <base>.
import { chromium } from 'playwright-core'
import { launchOptions } from '../tests/support/browser'
import { scriptsWithin } from '../tests/support/first-load'

const base = process.argv[2]
const BUDGETS = { login: 150, preview: 250 }

const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `first-load-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const created = await (await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Fresh', comment: '' }) })).json()
const form = new FormData()
form.append('revision', '0')
await fetch(`${base}/api/v1/experience/${created.data._id}/publish`, { method: 'POST', headers: auth, body: form })

const browser = await chromium.launch(launchOptions())
console.log('\nJavaScript fetched within 6 s of opening (gzip -9)')
console.log('page'.padEnd(38) + 'scripts'.padStart(8) + 'gzip KB'.padStart(10) + 'budget'.padStart(8))
for (const [name, url, budget] of [
  ['login (/)', `${base}/`, BUDGETS.login],
  ["new project's public preview", `${base}/preview-page/${created.data._id}`, BUDGETS.preview],
] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const { scripts, totalKb } = await scriptsWithin(page, url)
  console.log(name.padEnd(38) + String(scripts.length).padStart(8) + totalKb.toFixed(1).padStart(10) + `${totalKb <= budget ? '≤' : '>'} ${budget}`.padStart(8))
  await context.close()
}
await browser.close()
