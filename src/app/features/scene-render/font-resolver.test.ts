import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FONT_MESSAGES } from '@shared/fonts'
import { fontFileFor, resetFontCache, setFontNotifier, typefaceFor, wantsItalic } from './font-resolver'

const typeface = (familyName: string) => ({
  glyphs: { A: { ha: 600, x_min: 0, x_max: 600, o: 'm 0 0 l 600 0 l 300 700 z' } },
  familyName,
  ascender: 900,
  descender: -200,
  underlinePosition: -100,
  underlineThickness: 50,
  boundingBox: { xMin: 0, yMin: -200, xMax: 600, yMax: 900 },
  resolution: 1000,
  original_font_information: {},
})

/** A fake server: families it knows answer like GET /font/convert-font; others get `unknown`. */
function serve(known: string[], unknown: { status: number; message: string } | 'network' = { status: 404, message: FONT_MESSAGES.notFound }) {
  const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, 'http://test')
    if (url.pathname === '/api/v1/font/convert-font') {
      const name = url.searchParams.get('name')!
      const variant = url.searchParams.get('variant')!
      if (known.includes(`${name} ${variant}`)) {
        const slug = `${name.toLowerCase()}-${variant}`
        return Response.json({ success: true, font: `/api/v1/font/files/${slug}.typeface.json`, fontFile: `/api/v1/font/files/${slug}.woff`, family: name, variant })
      }
      if (unknown === 'network') throw new TypeError('Failed to fetch')
      return Response.json({ success: false, message: unknown.message }, { status: unknown.status })
    }
    const file = /\/files\/([a-z]+)-\d+(italic)?\.typeface\.json$/.exec(url.pathname)
    if (file) return Response.json(typeface(file[1] + (file[2] ? ' italic' : '')))
    return new Response('nope', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const notes: string[] = []
beforeEach(() => {
  resetFontCache()
  notes.length = 0
  setFontNotifier((m) => notes.push(m))
})
afterEach(() => vi.unstubAllGlobals())

describe('font resolver', () => {
  it('asks the server once per family and weight, without a token, and builds a three font', async () => {
    const fetchMock = serve(['Roboto 700'])
    const font = await typefaceFor('Roboto', 700)
    expect(font?.data.familyName).toBe('roboto')
    expect(await typefaceFor('Roboto', 700)).toBe(font)
    expect(await fontFileFor('Roboto', 700)).toBe('/api/v1/font/files/roboto-700.woff')
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/font/convert-font?name=Roboto&variant=700', '/api/v1/font/files/roboto-700.typeface.json'])
    const init = fetchMock.mock.calls[0][1] as unknown as RequestInit
    expect(new Headers(init.headers).has('authorization')).toBe(false)
    expect(notes).toEqual([])
  })

  it('falls back to ABeeZee Regular with the not-found message, once per font', async () => {
    serve(['ABeeZee 400'])
    const font = await typefaceFor('Comic Sans', 400)
    expect(font?.data.familyName).toBe('abeezee')
    await typefaceFor('Comic Sans', 400)
    expect(await fontFileFor('Comic Sans', 400)).toBe('/api/v1/font/files/abeezee-400.woff')
    expect(notes).toEqual([FONT_MESSAGES.notFound])
  })

  it.each([
    ['a server error', { status: 500, message: 'Internal server error' }],
    ['no network', 'network'],
  ] as const)('says something went wrong on %s', async (_, failure) => {
    serve(['ABeeZee 400'], failure)
    expect((await typefaceFor('Roboto', 300))?.data.familyName).toBe('abeezee')
    expect(notes).toEqual([FONT_MESSAGES.failed])
  })

  it('says something went wrong when the typeface file itself cannot be read', async () => {
    const fetchMock = serve(['Lato 400', 'ABeeZee 400'])
    const real = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input: string) => (input.includes('lato-400.typeface') ? new Response('{"broken"', { status: 200 }) : real(input)))
    expect((await typefaceFor('Lato', 400))?.data.familyName).toBe('abeezee')
    expect(notes).toEqual([FONT_MESSAGES.failed])
  })

  it('gives nothing (3D) or the bundled default (2D) when even ABeeZee cannot be had', async () => {
    serve([])
    expect(await typefaceFor('Roboto', 400)).toBeNull()
    expect(await fontFileFor('Roboto', 400)).toBeUndefined()
    expect(notes).toEqual([FONT_MESSAGES.notFound])
  })

  it('asks for the italic face as its own variant, apart from the upright one', async () => {
    const fetchMock = serve(['Roboto 700', 'Roboto 700italic'])
    const upright = await typefaceFor('Roboto', 700)
    const italic = await typefaceFor('Roboto', 700, true)
    expect(upright?.data.familyName).toBe('roboto')
    expect(italic?.data.familyName).toBe('roboto italic')
    expect(await fontFileFor('Roboto', 700, true)).toBe('/api/v1/font/files/roboto-700italic.woff')
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/v1/font/convert-font?name=Roboto&variant=700italic')
    expect(notes).toEqual([])
  })

  it('falls back to ABeeZee in italic when an italic face cannot be had', async () => {
    serve(['ABeeZee 400', 'ABeeZee 400italic'])
    expect((await typefaceFor('Comic Sans', 400, true))?.data.familyName).toBe('abeezee italic')
    expect(await fontFileFor('Comic Sans', 400, true)).toBe('/api/v1/font/files/abeezee-400italic.woff')
    expect(notes).toEqual([FONT_MESSAGES.notFound])
  })

  it('wants italic only where the catalogue lists that face (unknown families are asked as written)', () => {
    expect(wantsItalic('Roboto', 300, 'italic')).toBe(true)
    expect(wantsItalic('Roboto', 300, 'normal')).toBe(false)
    expect(wantsItalic('Roboto', 300, undefined)).toBe(false)
    expect(wantsItalic('Oswald', 400, 'italic')).toBe(false)
    expect(wantsItalic('Lato', 200, 'italic')).toBe(false)
    expect(wantsItalic('Comic Sans', 400, 'italic')).toBe(true)
  })
})
