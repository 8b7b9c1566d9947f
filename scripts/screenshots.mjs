// Screenshots of the pages at the spec's widths, for a person to look at:
//   node --import tsx scripts/screenshots.mjs http://localhost:3000 [out-dir]
import fs from 'node:fs'
import path from 'node:path'
import { launchChromium } from '../tests/support/browser.ts'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = process.argv[3] ?? '.tmp/shots'
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number)
const pages = (
  process.env.PAGES ??
  '/,/dashboard,/dashboard/myprojects,/dashboard/library,/dashboard/tutorials,/dashboard/teams,/dashboard/analytics,/dashboard/notifications,/dashboard/notification-details,/profile,/nope'
).split(',')
fs.mkdirSync(out, { recursive: true })

const email = `shots-${Date.now()}@example.com`
const res = await fetch(`${base}/api/v1/users/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Sam Rivera', email, password: 'Passw0rd!' }),
})
const { data } = await res.json()
for (const [kind, name] of [['surface', 'Sofa Showroom'], ['world', 'Museum Hall Tour'], ['surface', 'Sneaker Drop AR Launch Event'], ['world', 'Science Fair'], ['surface', 'Plant Shop']]) {
  await fetch(`${base}/api/v1/experience/${kind}/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
    body: JSON.stringify({ project_name: name, comment: '' }),
  })
}
const browser = await launchChromium()
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 700 ? 812 : 900 } })
  const page = await context.newPage()
  for (const p of pages) {
    const signedIn = p !== '/' && !p.startsWith('/welcome')
    await page.goto(`${base}/welcome`)
    await page.evaluate(({ token, user, signedIn }) => {
      localStorage.clear()
      if (signedIn) {
        localStorage.setItem('token', token)
        localStorage.setItem('user', JSON.stringify(user))
      }
    }, { token: data.accessToken, user: data.user, signedIn })
    await page.goto(`${base}${p}`)
    await page.waitForTimeout(700)
    const name = `${p.replace(/\//g, '_') || 'root'}-${width}.png`
    await page.screenshot({ path: path.join(out, name), fullPage: false })
    console.log(path.join(out, name))
  }
  await context.close()
}
await browser.close()
