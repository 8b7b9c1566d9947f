import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressDir } from './precompress-plugin'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('compressDir', () => {
  it('writes .br and .gz beside each compressible file over 1 KB, the same bytes when opened', async () => {
    fs.mkdirSync(path.join(dir, 'assets', 'deep'), { recursive: true })
    const script = Buffer.from('export const x = 1;\n'.repeat(500))
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), script)
    fs.writeFileSync(path.join(dir, 'assets', 'deep', 'model.glb'), crypto.randomBytes(4096))
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}')
    fs.writeFileSync(path.join(dir, 'photo.png'), crypto.randomBytes(4096))
    const seen: string[] = []
    await compressDir(dir, (done, total) => seen.push(`${done}/${total}`))
    expect(seen).toEqual(['1/2', '2/2'])
    const js = path.join(dir, 'assets', 'app.js')
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`))).toEqual(script)
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`))).toEqual(script)
    expect(fs.existsSync(path.join(dir, 'assets', 'deep', 'model.glb.br'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'photo.png.gz'))).toBe(false)
  })

  it('leaves the process free while it works (the start prints its progress meanwhile)', async () => {
    // Brotli 11 on 1 MB of text takes a second or more of CPU: done synchronously, no timer could fire.
    for (let i = 0; i < 2; i++) fs.writeFileSync(path.join(dir, `big-${i}.js`), crypto.randomBytes(384 * 1024).toString('base64'))
    let ticks = 0
    const timer = setInterval(() => ticks++, 20)
    const started = Date.now()
    await compressDir(dir)
    clearInterval(timer)
    const expected = Math.floor((Date.now() - started) / 20)
    expect(ticks).toBeGreaterThan(expected / 2)
  }, 60_000)
})
