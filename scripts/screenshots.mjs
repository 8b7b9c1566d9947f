// Screenshots of the pages at the spec's widths, for a person to look at:
//   node --import tsx scripts/screenshots.mjs http://localhost:3000 [out-dir]
//   node --import tsx scripts/screenshots.mjs --serve [out-dir]
//   node --import tsx scripts/screenshots.mjs --scenes [out-dir]   (3D gallery: see screenshot-scenes.mjs)
// --serve builds the client into .tmp/shots-dist and runs its own server on a free port with a
// throwaway data folder, so a shared dist/ or data/ is never touched. Run it under
// `flock /tmp/e2e.lock` (one browser at a time). PAGES and WIDTHS (comma lists) narrow the run;
// the page '#new-project' is the New Project dialog opened from the top bar.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { launchChromium } from '../tests/support/browser.ts'

// --scenes: the 3D gallery (templates and assistant scenes in the editor and viewer), on its own server.
const scenes = process.argv[2] === '--scenes'
const serve = process.argv[2] === '--serve' || scenes
const out = process.argv[3] ?? '.tmp/shots'
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number)
const pages = (
  process.env.PAGES ??
  [
    '/', '/dashboard', '/dashboard/myprojects', '/dashboard/library', '/dashboard/library/3D', '/dashboard/teams',
    '/dashboard/tutorials', '/dashboard/analytics', '/dashboard/notifications', '/dashboard/notification-details',
    '/profile', '/profile/setting', '/profile/my-team', '/profile/invoices', '#new-project', '/dashboard/nope',
  ].join(',')
).split(',')
fs.mkdirSync(out, { recursive: true })

const server = serve ? await startServer() : undefined
const base = server?.base ?? process.argv[2] ?? 'http://localhost:3000'
try {
  if (scenes) await (await import('./screenshot-scenes.mjs')).shootScenes(base, out)
  else await shoot(base)
} finally {
  await server?.stop()
}

async function shoot(base) {
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
      const dialog = p === '#new-project'
      const route = dialog ? '/dashboard' : p
      const signedIn = route !== '/' && !route.startsWith('/welcome')
      await page.goto(`${base}/welcome`)
      await page.evaluate(({ token, user, signedIn }) => {
        localStorage.clear()
        if (signedIn) {
          localStorage.setItem('token', token)
          localStorage.setItem('user', JSON.stringify({ ...user, accessToken: token }))
        }
      }, { token: data.accessToken, user: data.user, signedIn })
      await page.goto(`${base}${route}`)
      await page.waitForTimeout(900)
      if (dialog) {
        await page.locator('.top-bar .new-project-btn').click()
        await page.waitForTimeout(500)
      }
      const name = dialog ? 'new-project-dialog' : route === '/' ? 'login' : route.slice(1).replace(/\//g, '_')
      const file = path.join(out, `${name}-${width}.png`)
      await page.screenshot({ path: file })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      console.log(overflow > 0 ? `${file}  OVERFLOW: the page is ${overflow}px wider than the window` : file)
      // The dashboard scrolls inside its main pane: a second shot shows the bottom of long pages.
      const scrolled = await page.evaluate(() => {
        const main = document.querySelector('.dashboard-main')
        if (!main || main.scrollHeight <= main.clientHeight + 40) return false
        main.scrollTop = main.scrollHeight
        return true
      })
      if (scrolled && !dialog) {
        await page.waitForTimeout(300)
        const endFile = path.join(out, `${name}-${width}-end.png`)
        await page.screenshot({ path: endFile })
        console.log(endFile)
      }
    }
    await context.close()
  }
  await browser.close()
}

async function startServer() {
  const distDir = process.env.SHOTS_DIST ?? '.tmp/shots-dist'
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-data-'))
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', HTTPS: '0', DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    const up = await fetch(`${base}/api/v1/health`).then((r) => r.ok, () => false)
    if (up) break
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
