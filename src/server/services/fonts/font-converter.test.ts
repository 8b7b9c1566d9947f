import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { FONT_CATALOGUE, variantKey } from '@shared/fonts'
import { createFontConverter, createLimiter } from './font-converter'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('font converter', () => {
  it('lists only variants whose files are installed', () => {
    const require = createRequire(import.meta.url)
    const missing: string[] = []
    for (const family of FONT_CATALOGUE) {
      const dir = path.join(path.dirname(require.resolve(`@fontsource/${family.pkg}/package.json`)), 'files')
      for (const v of family.variants) {
        const file = path.join(dir, `${family.pkg}-latin-${v.weight}-${v.italic ? 'italic' : 'normal'}.woff`)
        if (!fs.existsSync(file)) missing.push(`${family.family} ${variantKey(v)}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('converts once: concurrent requests share the work, a new process reuses the file on disk', async () => {
    const cacheDir = tempDir()
    const a = createFontConverter({ cacheDir })
    const results = await Promise.all([a.resolve('Poppins', '600'), a.resolve('poppins', '600'), a.resolve('Poppins', '600')])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(a.stats.conversions).toBe(1)
    expect(a.stats.lastConversionMs).toBeGreaterThan(0)

    const b = createFontConverter({ cacheDir })
    const again = await b.resolve('Poppins', '600')
    expect(again).toEqual(results[0])
    expect(b.stats).toMatchObject({ conversions: 0, diskHits: 1 })
  })

  it('runs no more tasks at once than allowed, and all of them in the end', async () => {
    const limit = createLimiter(2)
    let active = 0
    let peak = 0
    const gates: (() => void)[] = []
    const task = () =>
      limit(async () => {
        active++
        peak = Math.max(peak, active)
        await new Promise<void>((resolve) => gates.push(resolve))
        active--
      })
    const all = Promise.all(Array.from({ length: 5 }, task))
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 5))
      expect(gates.length).toBe(i + Math.min(2, 5 - i))
      gates[i]()
    }
    await all
    expect(peak).toBe(2)
  })

  it('reports a broken font file as a failure and retries on the next request', async () => {
    const pkgRoot = tempDir()
    fs.mkdirSync(path.join(pkgRoot, 'files'))
    const broken = path.join(pkgRoot, 'files', 'abeezee-latin-400-normal.woff')
    fs.writeFileSync(broken, 'not a font')
    const converter = createFontConverter({ cacheDir: tempDir(), packageDir: () => pkgRoot })
    const first = await converter.resolve('ABeeZee', '400')
    expect(first).toMatchObject({ ok: false, reason: 'failed' })

    const real = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/abeezee/package.json')), 'files', 'abeezee-latin-400-normal.woff')
    fs.copyFileSync(real, broken)
    expect(await converter.resolve('ABeeZee', '400')).toMatchObject({ ok: true })
  })

  it('treats a listed variant whose file is missing as not found', async () => {
    const pkgRoot = tempDir()
    const converter = createFontConverter({ cacheDir: tempDir(), packageDir: () => pkgRoot })
    expect(await converter.resolve('ABeeZee', '400')).toEqual({ ok: false, reason: 'not-found' })
  })
})
