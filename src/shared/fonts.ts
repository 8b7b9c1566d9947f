/**
 * The font catalogue (editor spec §3 "Font catalogue", §9 "Fonts and lists"): the families we ship
 * from @fontsource packages, each with the variants whose files are installed. Static on purpose:
 * the client lists it without a call, the server resolves files from it, both agree.
 */

export interface FontVariant {
  weight: number
  italic: boolean
}

export interface FontFamily {
  /** The name the document stores (text.fontFamily) and the list shows. */
  family: string
  /** The @fontsource package name, which is also the file-name prefix inside it. */
  pkg: string
  variants: FontVariant[]
}

export const FONT_WEIGHT_LABELS: Record<number, string> = {
  100: 'Thin',
  200: 'Extra Light',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semi Bold',
  700: 'Bold',
  800: 'Extra Bold',
  900: 'Black',
}

export const DEFAULT_FONT_FAMILY = 'ABeeZee'
export const DEFAULT_FONT_WEIGHT = 400

/** The dropdown shows this many families first and adds a page each time it is scrolled to the bottom. */
export const FONT_LIST_FIRST = 50
export const FONT_LIST_MORE = 30
/** Labels in the list are cut above 13 characters, the closed select's text above 20. */
export const FONT_LABEL_MAX = 13
export const FONT_SELECT_TEXT_MAX = 20

export const FONT_MESSAGES = {
  notFound: 'Font not found. Using default font.',
  failed: 'Something went wrong while fetching the font. Using default font.',
} as const

const range = (from: number, to: number) => Array.from({ length: (to - from) / 100 + 1 }, (_, i) => from + i * 100)

/** Every weight upright, then (where the package has them) the italics, in weight order. */
function family(name: string, pkg: string, weights: number[], italics = true): FontFamily {
  const variants = weights.flatMap((weight) => (italics ? [{ weight, italic: false }, { weight, italic: true }] : [{ weight, italic: false }]))
  return { family: name, pkg, variants }
}

// Mirrors node_modules/@fontsource/*/files (a server test checks every listed file exists).
export const FONT_CATALOGUE: readonly FontFamily[] = [
  family('ABeeZee', 'abeezee', [400]),
  family('Anybody', 'anybody', range(100, 900)),
  family('Bebas Neue', 'bebas-neue', [400], false),
  family('Inter', 'inter', range(100, 900)),
  family('Lato', 'lato', [100, 300, 400, 700, 900]),
  family('Merriweather', 'merriweather', range(300, 900)),
  family('Montserrat', 'montserrat', range(100, 900)),
  family('Open Sans', 'open-sans', range(300, 800)),
  family('Oswald', 'oswald', range(200, 700), false),
  family('Pacifico', 'pacifico', [400], false),
  family('Playfair Display', 'playfair-display', range(400, 900)),
  family('Plus Jakarta Sans', 'plus-jakarta-sans', range(200, 800)),
  family('Poppins', 'poppins', range(100, 900)),
  family('Questrial', 'questrial', [400], false),
  family('Roboto', 'roboto', range(100, 900)),
]

/** By display name or package name, ignoring case and extra spaces ('open sans', 'Open-Sans'). */
export function findFontFamily(name: string, catalogue: readonly FontFamily[] = FONT_CATALOGUE): FontFamily | undefined {
  const wanted = name.trim().toLowerCase().replace(/[\s_-]+/g, '-')
  return catalogue.find((f) => f.pkg === wanted || f.family.toLowerCase().replace(/\s+/g, '-') === wanted)
}

/** The spec's rule when a family is chosen: its regular (400, upright) variant, else its first listed one. */
export function defaultVariant(family: FontFamily): FontVariant {
  return family.variants.find((v) => v.weight === 400 && !v.italic) ?? family.variants[0]
}

/** Upright weights only: what text.fontWeight can hold. */
export const uprightWeights = (family: FontFamily) => family.variants.filter((v) => !v.italic).map((v) => v.weight)

/** 'Bold', 'Bold Italic', 'Regular Italic'. */
export function variantLabel(variant: FontVariant): string {
  const base = FONT_WEIGHT_LABELS[variant.weight] ?? String(variant.weight)
  return variant.italic ? `${base} Italic` : base
}

/** The Google-Fonts style key the API speaks: '400', '700italic'. */
export const variantKey = (variant: FontVariant) => `${variant.weight}${variant.italic ? 'italic' : ''}`

/**
 * Reads '400', 'regular', 'italic', '700italic', '700 Italic', 'bold', 'Bold Italic'. Weights must be
 * 100..900 in steps of 100; anything else is undefined.
 */
export function parseVariant(text: string): FontVariant | undefined {
  const s = text.trim().toLowerCase().replace(/[\s_-]+/g, '')
  const italic = s.endsWith('italic')
  const head = italic ? s.slice(0, -'italic'.length) : s
  let weight: number | undefined
  if (head === '' || head === 'regular' || head === 'normal') weight = 400
  else if (/^[1-9]00$/.test(head)) weight = Number(head)
  else {
    const byLabel = Object.entries(FONT_WEIGHT_LABELS).find(([, label]) => label.toLowerCase().replace(/\s+/g, '') === head)
    weight = byLabel ? Number(byLabel[0]) : undefined
  }
  if (weight === undefined || (head === '' && !italic)) return undefined
  return { weight, italic }
}

export const hasVariant = (family: FontFamily, v: FontVariant) => family.variants.some((x) => x.weight === v.weight && x.italic === v.italic)

/** Cut with an ellipsis when longer than max (list labels: 13, the select's own text: 20). */
export const shortenFontLabel = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)
