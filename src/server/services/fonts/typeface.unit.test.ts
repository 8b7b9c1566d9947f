import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { FontLoader } from 'three/examples/jsm/loaders/FontLoader.js'
import { TextGeometry } from 'three/examples/jsm/geometries/TextGeometry.js'
import { parseFont, toTypeface } from './typeface'

const woff = (pkg: string, file: string) =>
  fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve(`@fontsource/${pkg}/package.json`)), 'files', file))

describe('typeface conversion, read back by three', () => {
  const json = toTypeface([parseFont(woff('lato', 'lato-latin-400-normal.woff'))], { weight: 400, italic: false })
  const font = new FontLoader().parse(json as unknown as Parameters<FontLoader['parse']>[0])

  it('keeps counters as holes: O is one shape with one hole, B one with two, i two shapes', () => {
    const shapes = (ch: string) => font.generateShapes(ch, 1)
    expect(shapes('O').map((s) => s.holes.length)).toEqual([1])
    expect(shapes('B').map((s) => s.holes.length)).toEqual([2])
    expect(shapes('i')).toHaveLength(2)
  })

  it('writes curves in the order three reads them: end point, then control points', () => {
    const source = parseFont(woff('lato', 'lato-latin-400-normal.woff'))
    const scale = 100_000 / (source.unitsPerEm * 72)
    const expected = source
      .charToGlyph('O')
      .path.commands.filter((c) => c.type === 'Q')
      .map((c) => [c.x1!, c.y1!, c.x!, c.y!].map((v) => Math.round(v * scale)).join(','))
    expect(expected.length).toBeGreaterThan(4)
    // At size = resolution three's coordinates are the file's own numbers.
    const curves = font.generateShapes('O', json.resolution).flatMap((shape) => [...shape.curves, ...shape.holes.flatMap((h) => h.curves)])
    const got = curves
      .filter((c): c is THREE.QuadraticBezierCurve => c instanceof THREE.QuadraticBezierCurve)
      .map((c) => [c.v1.x, c.v1.y, c.v2.x, c.v2.y].join(','))
    expect(new Set(got)).toEqual(new Set(expected))
  })

  it('gives glyph sizes in the proportions of the font (capital height about 0.7 em)', () => {
    const box = new THREE.Box3()
    const geometry = new TextGeometry('H', { font, size: 1, depth: 0.1, curveSegments: 4 })
    geometry.computeBoundingBox()
    box.copy(geometry.boundingBox!)
    const em = 100_000 / 72 / 1000 // facetype's em at size 1
    const capHeight = (box.max.y - box.min.y) / em
    expect(capHeight).toBeGreaterThan(0.6)
    expect(capHeight).toBeLessThan(0.8)
    expect(box.max.z - box.min.z).toBeCloseTo(0.1, 5)
  })

  it('uses the first font for a character two fonts both have, and the second for the rest', () => {
    const latin = parseFont(woff('roboto', 'roboto-latin-400-normal.woff'))
    const ext = parseFont(woff('roboto', 'roboto-latin-ext-400-normal.woff'))
    const alone = toTypeface([latin], { weight: 400, italic: false })
    const merged = toTypeface([latin, ext], { weight: 400, italic: false })
    expect(alone.glyphs['ł']).toBeUndefined()
    expect(merged.glyphs['ł'].o).not.toBe('')
    expect(merged.glyphs.A).toEqual(alone.glyphs.A)
  })
})
