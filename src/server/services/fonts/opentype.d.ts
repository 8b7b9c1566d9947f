// opentype.js 2 ships no types; this covers the part the typeface converter reads.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z'
    x?: number
    y?: number
    x1?: number
    y1?: number
    x2?: number
    y2?: number
  }
  export interface Glyph {
    index: number
    unicode?: number
    unicodes: number[]
    advanceWidth?: number
    xMin?: number
    xMax?: number
    path: { commands: PathCommand[] }
  }
  export interface Font {
    unitsPerEm: number
    ascender: number
    descender: number
    glyphs: { length: number; get(index: number): Glyph }
    charToGlyph(char: string): Glyph
    names: Record<string, Record<string, Record<string, string> | undefined> | undefined>
    tables: {
      head: { xMin: number; yMin: number; xMax: number; yMax: number }
      post?: { underlinePosition: number; underlineThickness: number }
    }
  }
  export function parse(buffer: ArrayBuffer, options?: Record<string, unknown>): Font
  const opentype: { parse: typeof parse }
  export default opentype
}
