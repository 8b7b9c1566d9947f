import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/support/test-app'

const require = createRequire(import.meta.url)
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const convert = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/font/convert-font?${query}` })
const NOT_FOUND = 'Font not found. Using default font.'

type Typeface = {
  glyphs: Record<string, { ha: number; x_min: number; x_max: number; o: string }>
  resolution: number
  familyName: string
  ascender: number
  descender: number
  boundingBox: { xMin: number; yMin: number; xMax: number; yMax: number }
  underlineThickness: number
  cssFontStyle: string
}

describe('GET /font/convert-font', () => {
  it('converts a real family on the server into a three.js typeface, without a token', async () => {
    const started = performance.now()
    const res = await convert('name=Roboto&variant=700')
    const firstMs = performance.now() - started
    console.log(`first conversion of Roboto 700 (latin + latin-ext): ${firstMs.toFixed(0)} ms`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, family: 'Roboto', variant: '700' })
    expect(body.font).toMatch(/^\/api\/v1\/font\/files\/roboto-700-[0-9a-f]{12}\.typeface\.json$/)
    expect(body.fontFile).toMatch(/^\/api\/v1\/font\/files\/roboto-700-[0-9a-f]{12}\.woff$/)

    const file = await t.app.inject({ method: 'GET', url: body.font })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('application/json')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const typeface = file.json() as Typeface
    expect(typeface.resolution).toBe(1000)
    expect(typeface.familyName).toBe('Roboto')
    const a = typeface.glyphs.A
    expect(a.o.startsWith('m ')).toBe(true)
    // 'A' is one outer contour and a counter: two move-tos, every command closed.
    expect(a.o.match(/m /g)).toHaveLength(2)
    expect(a.o.match(/z/g)).toHaveLength(2)
    expect(a.o.split(' ').every((tok) => /^[mlqbz]$/.test(tok) || /^-?\d+$/.test(tok))).toBe(true)
    // facetype's scale puts an em at 100000/72 ≈ 1389 units: a capital is roughly half of that wide.
    expect(a.ha).toBeGreaterThan(500)
    expect(a.ha).toBeLessThan(1200)
    expect(a.x_max).toBeGreaterThan(a.x_min)
    expect(typeface.ascender).toBeGreaterThan(0)
    expect(typeface.descender).toBeLessThan(0)
    expect(typeface.boundingBox.yMax).toBeGreaterThan(typeface.boundingBox.yMin)
    expect(typeface.underlineThickness).toBeGreaterThan(0)
    // The space has an advance and no outline; latin-ext adds letters the latin subset lacks.
    expect(typeface.glyphs[' '].ha).toBeGreaterThan(0)
    expect(typeface.glyphs[' '].o).toBe('')
    expect(typeface.glyphs['ł'].o.length).toBeGreaterThan(0)
    expect(typeface.glyphs['?']).toBeDefined()

    // Second time: the same content-addressed name, and the file on disk is not written again.
    const cached = path.join(t.env.DATA_DIR, 'fonts', path.basename(body.font))
    const before = fs.statSync(cached).mtimeMs
    const again = performance.now()
    const second = await convert('name=roboto&variant=700')
    console.log(`second request (cached): ${(performance.now() - again).toFixed(1)} ms`)
    expect(second.json().font).toBe(body.font)
    expect(fs.statSync(cached).mtimeMs).toBe(before)
  })

  it('sends the typeface gzipped to a client that accepts it, with the same content', async () => {
    const body = (await convert('name=Pacifico')).json()
    const plain = await t.app.inject({ method: 'GET', url: body.font })
    const packed = await t.app.inject({ method: 'GET', url: body.font, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(packed.headers['content-encoding']).toBe('gzip')
    expect(packed.headers.vary).toContain('accept-encoding')
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(zlib.gunzipSync(packed.rawPayload).toString()).toBe(plain.payload)
  })

  it('serves the woff itself for SDF text', async () => {
    const body = (await convert('name=ABeeZee&variant=regular')).json()
    const file = await t.app.inject({ method: 'GET', url: body.fontFile })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('font/woff')
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOFF')
  })

  it.each([
    ['regular', '400'],
    ['italic', '400italic'],
    ['700italic', '700italic'],
    ['Bold Italic', '700italic'],
  ])('reads the variant %s as %s', async (variant, served) => {
    const res = await convert(`name=Open%20Sans&variant=${encodeURIComponent(variant)}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().variant).toBe(served)
    expect(res.json().font).toContain(`open-sans-${served}-`)
    const typeface = (await t.app.inject({ method: 'GET', url: res.json().font })).json() as Typeface
    expect(typeface.cssFontStyle).toBe(served.endsWith('italic') ? 'italic' : 'normal')
  })

  it('serves the real italic face for an italic variant: its own WOFF, slanted outlines', async () => {
    const upright = (await convert('name=Roboto&variant=400')).json()
    const italic = (await convert('name=Roboto&variant=400italic')).json()
    expect(italic.variant).toBe('400italic')
    const woff = await t.app.inject({ method: 'GET', url: italic.fontFile })
    const source = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files', 'roboto-latin-400-italic.woff')
    expect(woff.rawPayload.equals(fs.readFileSync(source))).toBe(true)
    const glyph = async (url: string) => ((await t.app.inject({ method: 'GET', url })).json() as Typeface).glyphs.l
    const [straight, slanted] = [await glyph(upright.font), await glyph(italic.font)]
    // An upright 'l' is a box; the italic one leans right, so its ink spans more width than its stem.
    expect(slanted.o).not.toBe(straight.o)
    expect(slanted.x_max - slanted.x_min).toBeGreaterThan(straight.x_max - straight.x_min)
  })

  it.each([
    'name=Comic%20Sans&variant=400',
    'name=Oswald&variant=700italic', // Oswald has no italics
    'name=Lato&variant=200', // nor Lato a 200
    'name=Roboto&variant=450',
  ])('answers 404 with the spec message for %s', async (query) => {
    const res = await convert(query)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, message: NOT_FOUND })
  })

  it.each([
    'name=..%2F..%2Fpackage.json',
    'name=%2Fetc%2Fpasswd',
    'name=Roboto&variant=..%2F400',
    'name=Roboto%00',
    `name=${'a'.repeat(81)}`,
    'variant=400',
  ])('refuses a malformed query with 400: %s', async (query) => {
    const res = await convert(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })
})

describe('GET /font/files/:file', () => {
  it.each(['..%2F..%2Fpackage.json', '..%2Fapp-test.typeface.json', 'roboto-700-zzzzzzzzzzzz.woff', 'x.json'])('refuses a name it never handed out with 400: %s', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/font/files/${name}` })
    expect(res.statusCode).toBe(400)
  })

  it('answers 404 for a well-formed name whose hash is not the current one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/font/files/roboto-700-000000000000.typeface.json' })
    expect(res.statusCode).toBe(404)
  })
})
