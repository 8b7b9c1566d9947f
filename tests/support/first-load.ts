import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Page } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '../..')

/** Gzip (level 9) of a built file, in bytes; the measure the budgets are stated in. */
export function gzipOfBuilt(urlPath: string): number {
  const file = path.join(root, 'dist', decodeURIComponent(urlPath))
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0
}

/**
 * Every script the page fetched within `windowMs` of being opened, with its gzip size: what a
 * visitor downloads, dynamic imports included, not what the build manifest says a route imports.
 */
export async function scriptsWithin(page: Page, url: string, windowMs = 6000) {
  const scripts: { path: string; atMs: number; gzip: number }[] = []
  const opened = Date.now()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) scripts.push({ path: pathname, atMs: Date.now() - opened, gzip: gzipOfBuilt(pathname) })
  })
  await page.goto(url)
  await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - opened)))
  const within = scripts.filter((s) => s.atMs <= windowMs)
  return { scripts: within, totalKb: within.reduce((sum, s) => sum + s.gzip, 0) / 1024 }
}
