import { describe, expect, it } from 'vitest'
import {
  defaultVariant,
  findFontFamily,
  FONT_CATALOGUE,
  FONT_WEIGHT_LABELS,
  hasVariant,
  parseVariant,
  shortenFontLabel,
  uprightWeights,
  variantKey,
  variantLabel,
  type FontFamily,
} from './fonts'

describe('font catalogue', () => {
  it('has ABeeZee Regular, the default text font', () => {
    const abeezee = findFontFamily('ABeeZee')!
    expect(defaultVariant(abeezee)).toEqual({ weight: 400, italic: false })
  })

  it('lists each family once, weights 100-900 in steps of 100, ordered by weight with the upright first', () => {
    expect(new Set(FONT_CATALOGUE.map((f) => f.pkg)).size).toBe(FONT_CATALOGUE.length)
    for (const f of FONT_CATALOGUE) {
      const order = f.variants.map((v) => v.weight * 2 + (v.italic ? 1 : 0))
      expect(order).toEqual([...order].sort((a, b) => a - b))
      for (const v of f.variants) expect(v.weight % 100 === 0 && v.weight >= 100 && v.weight <= 900).toBe(true)
    }
    expect(uprightWeights(findFontFamily('Lato')!)).toEqual([100, 300, 400, 700, 900])
    expect(hasVariant(findFontFamily('Oswald')!, { weight: 400, italic: true })).toBe(false)
  })

  it('chooses the regular weight of a family, else its first listed one', () => {
    const noRegular: FontFamily = {
      family: 'Display Only',
      pkg: 'display-only',
      variants: [
        { weight: 300, italic: true },
        { weight: 700, italic: false },
      ],
    }
    expect(defaultVariant(noRegular)).toEqual({ weight: 300, italic: true })
    const italicRegularFirst: FontFamily = { ...noRegular, variants: [{ weight: 400, italic: true }, { weight: 400, italic: false }] }
    expect(defaultVariant(italicRegularFirst)).toEqual({ weight: 400, italic: false })
    expect(defaultVariant(findFontFamily('Merriweather')!)).toEqual({ weight: 400, italic: false })
  })

  it('finds families by name or package, whatever the case and spacing', () => {
    expect(findFontFamily('open sans')?.pkg).toBe('open-sans')
    expect(findFontFamily(' Plus-Jakarta-Sans ')?.family).toBe('Plus Jakarta Sans')
    expect(findFontFamily('playfair_display')?.family).toBe('Playfair Display')
    expect(findFontFamily('Comic Sans')).toBeUndefined()
  })
})

describe('weight labels and variants', () => {
  it('uses the spec labels, with Italic of each', () => {
    expect(Object.entries(FONT_WEIGHT_LABELS)).toEqual([
      ['100', 'Thin'],
      ['200', 'Extra Light'],
      ['300', 'Light'],
      ['400', 'Regular'],
      ['500', 'Medium'],
      ['600', 'Semi Bold'],
      ['700', 'Bold'],
      ['800', 'Extra Bold'],
      ['900', 'Black'],
    ])
    expect(variantLabel({ weight: 600, italic: false })).toBe('Semi Bold')
    expect(variantLabel({ weight: 900, italic: true })).toBe('Black Italic')
    expect(variantKey({ weight: 700, italic: true })).toBe('700italic')
  })

  it.each([
    ['400', { weight: 400, italic: false }],
    ['regular', { weight: 400, italic: false }],
    ['italic', { weight: 400, italic: true }],
    ['700italic', { weight: 700, italic: true }],
    ['700 Italic', { weight: 700, italic: true }],
    ['Extra Bold', { weight: 800, italic: false }],
    ['semi bold italic', { weight: 600, italic: true }],
  ])('reads %s', (text, variant) => {
    expect(parseVariant(text)).toEqual(variant)
  })

  it.each(['', '450', '1000', '050', 'heavy', '400bold', '../400'])('refuses %j', (text) => {
    expect(parseVariant(text)).toBeUndefined()
  })
})

describe('label shortening', () => {
  it('cuts above the limit with an ellipsis and leaves shorter names alone', () => {
    expect(shortenFontLabel('Playfair Display', 13)).toBe('Playfair Disp…')
    expect(shortenFontLabel('Plus Jakarta Sans', 13)).toBe('Plus Jakarta …')
    expect(shortenFontLabel('Thirteen char', 13)).toBe('Thirteen char')
    expect(shortenFontLabel('Plus Jakarta Sans', 20)).toBe('Plus Jakarta Sans')
    expect(shortenFontLabel('A twenty-one chars ok', 20)).toBe('A twenty-one chars o…')
  })
})
