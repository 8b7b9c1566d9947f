import opentype, { type Font, type PathCommand } from 'opentype.js'

/** three.js's typeface format (what FontLoader reads), as facetype.js writes it. */
export interface TypefaceGlyph {
  /** Advance width. */
  ha: number
  x_min: number
  x_max: number
  /** Outline: 'm x y', 'l x y', 'q x y cx cy', 'b x y c1x c1y c2x c2y', 'z', space separated. */
  o: string
}

export interface TypefaceJson {
  glyphs: Record<string, TypefaceGlyph>
  familyName: string
  ascender: number
  descender: number
  underlinePosition: number
  underlineThickness: number
  boundingBox: { xMin: number; yMin: number; xMax: number; yMax: number }
  resolution: number
  original_font_information: Record<string, string>
  cssFontWeight: string
  cssFontStyle: 'normal' | 'italic'
}

/** facetype.js's scale: font units to a 1000-unit resolution at 72 points per 100 (what three expects). */
const scaleFor = (font: Font) => 100_000 / ((font.unitsPerEm || 2048) * 72)

/** three reads 'q' and 'b' with the end point first, then the control points: the order facetype writes. */
function outline(commands: PathCommand[], scale: number): string {
  const out: string[] = []
  const n = (v: number | undefined) => String(Math.round((v ?? 0) * scale))
  for (const c of commands) {
    switch (c.type) {
      case 'M':
        out.push('m', n(c.x), n(c.y))
        break
      case 'L':
        out.push('l', n(c.x), n(c.y))
        break
      case 'Q':
        out.push('q', n(c.x), n(c.y), n(c.x1), n(c.y1))
        break
      case 'C':
        out.push('b', n(c.x), n(c.y), n(c.x1), n(c.y1), n(c.x2), n(c.y2))
        break
      case 'Z':
        out.push('z')
        break
    }
  }
  return out.join(' ')
}

/** English strings of the name table (family, licence, copyright), kept for attribution. */
function nameStrings(font: Font): Record<string, string> {
  const table = font.names.windows ?? font.names.unicode ?? font.names.macintosh ?? (font.names as Record<string, unknown>)
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(table ?? {})) {
    const text = value && typeof value === 'object' ? ((value as Record<string, string>).en ?? Object.values(value as Record<string, string>)[0]) : undefined
    if (typeof text === 'string') out[key] = text
  }
  return out
}

export function parseFont(bytes: Uint8Array): Font {
  // opentype.js wants an ArrayBuffer of exactly the file (a Buffer may sit inside a larger pool).
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return opentype.parse(buffer)
}

/**
 * One typeface from a font and optional supplements (the latin-ext subset of the same style): the
 * first font's metrics, every character any of them maps, the first font winning a clash.
 */
export function toTypeface(fonts: Font[], style: { weight: number; italic: boolean }): TypefaceJson {
  const [main] = fonts
  const glyphs: Record<string, TypefaceGlyph> = {}
  for (const font of fonts) {
    const scale = scaleFor(font)
    for (let i = 0; i < font.glyphs.length; i++) {
      const glyph = font.glyphs.get(i)
      const codes = glyph.unicodes?.length ? glyph.unicodes : glyph.unicode !== undefined ? [glyph.unicode] : []
      if (codes.length === 0) continue
      let token: TypefaceGlyph | undefined
      for (const code of codes) {
        const char = String.fromCodePoint(code)
        if (glyphs[char]) continue
        token ??= {
          ha: Math.round((glyph.advanceWidth ?? 0) * scale),
          x_min: Math.round((glyph.xMin ?? 0) * scale),
          x_max: Math.round((glyph.xMax ?? 0) * scale),
          o: outline(glyph.path.commands, scale),
        }
        glyphs[char] = token
      }
    }
  }
  const scale = scaleFor(main)
  const r = (v: number | undefined) => Math.round((v ?? 0) * scale)
  const head = main.tables.head
  const names = nameStrings(main)
  return {
    glyphs,
    familyName: names.fontFamily ?? names.preferredFamily ?? '',
    ascender: r(main.ascender),
    descender: r(main.descender),
    underlinePosition: r(main.tables.post?.underlinePosition),
    underlineThickness: r(main.tables.post?.underlineThickness),
    boundingBox: { yMin: r(head.yMin), xMin: r(head.xMin), yMax: r(head.yMax), xMax: r(head.xMax) },
    resolution: 1000,
    original_font_information: names,
    cssFontWeight: String(style.weight),
    cssFontStyle: style.italic ? 'italic' : 'normal',
  }
}
