import { toast } from 'react-toastify'
import { Font, type FontData } from 'three/examples/jsm/loaders/FontLoader.js'
import type { ConvertFontAnswer } from '@shared/api/fonts'
import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT, findFontFamily, FONT_MESSAGES, hasVariant } from '@shared/fonts'
import { API_BASE } from '@shared/api/base'

/**
 * Fonts for text nodes, from GET /font/convert-font (no token, spec §6). Each family+weight+style
 * is asked for once per page; a font that cannot be had is replaced by ABeeZee Regular (in the same
 * style) with the spec's toast, shown once per font. Promises here never reject, so components can
 * `use()` them directly.
 */

class FontError extends Error {}

type Notify = (message: string) => void
let notify: Notify = (message) => toast.warn(message, { toastId: message })
/** Tests listen here instead of the toast container. */
export function setFontNotifier(next: Notify) {
  notify = next
}

const answers = new Map<string, Promise<ConvertFontAnswer>>()
const typefaces = new Map<string, Promise<Font>>()
const resolvedTypefaces = new Map<string, Promise<Font | null>>()
const resolvedFiles = new Map<string, Promise<string | undefined>>()
const warned = new Set<string>()

/** The server's variant key: '700', '700italic'. */
const variantOf = (weight: number, italic: boolean) => `${weight}${italic ? 'italic' : ''}`
const keyOf = (family: string, weight: number, italic = false) => `${family.trim().toLowerCase()}|${variantOf(weight, italic)}`
const isDefault = (family: string, weight: number, italic: boolean) => keyOf(family, weight, italic) === keyOf(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT, italic)

/**
 * Italic only where the catalogue lists that face: a document keeping italic from a family that
 * has one, after switching to one without, shows the upright face rather than a warning.
 */
export function wantsItalic(family: string, weight: number, style: 'normal' | 'italic' | undefined): boolean {
  if (style !== 'italic') return false
  const known = findFontFamily(family)
  return !known || hasVariant(known, { weight, italic: true })
}

async function requestFont(family: string, weight: number, italic: boolean): Promise<ConvertFontAnswer> {
  const query = new URLSearchParams({ name: family, variant: variantOf(weight, italic) })
  let res: Response
  try {
    res = await fetch(`${API_BASE}/font/convert-font?${query}`, { headers: { accept: 'application/json' } })
  } catch {
    throw new FontError(FONT_MESSAGES.failed)
  }
  const body = (await res.json().catch(() => undefined)) as Partial<ConvertFontAnswer> | undefined
  if (res.status === 404) throw new FontError(FONT_MESSAGES.notFound)
  if (!res.ok || !body?.success || typeof body.font !== 'string' || typeof body.fontFile !== 'string') throw new FontError(FONT_MESSAGES.failed)
  return body as ConvertFontAnswer
}

function convertFont(family: string, weight: number, italic: boolean): Promise<ConvertFontAnswer> {
  const key = keyOf(family, weight, italic)
  let answer = answers.get(key)
  if (!answer) {
    answer = requestFont(family, weight, italic)
    answers.set(key, answer)
  }
  return answer
}

function loadTypeface(url: string): Promise<Font> {
  let font = typefaces.get(url)
  if (!font) {
    font = fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<FontData>) : Promise.reject(new FontError(FONT_MESSAGES.failed))))
      .then((data) => {
        if (!data || typeof data.glyphs !== 'object' || !data.resolution) throw new FontError(FONT_MESSAGES.failed)
        return new Font(data)
      })
    typefaces.set(url, font)
  }
  return font
}

function warnOnce(family: string, weight: number, italic: boolean, error: unknown) {
  const message = error instanceof FontError ? error.message : FONT_MESSAGES.failed
  const key = `${keyOf(family, weight, italic)}|${message}`
  if (warned.has(key)) return
  warned.add(key)
  notify(message)
}

/** The default standing in for a failed font: its own failure is not announced a second time. */
const quietly = <T>(result: Promise<T>, fallback: T) => result.catch(() => fallback)

/** The three.js font for 3D text; ABeeZee when the wanted one fails; null when even that fails. */
export function typefaceFor(family: string, weight: number, italic = false): Promise<Font | null> {
  const key = keyOf(family, weight, italic)
  let result = resolvedTypefaces.get(key)
  if (!result) {
    result = convertFont(family, weight, italic)
      .then((answer) => loadTypeface(answer.font))
      .catch((error: unknown) => {
        warnOnce(family, weight, italic, error)
        if (isDefault(family, weight, italic)) return null
        return quietly(convertFont(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT, italic).then((answer) => loadTypeface(answer.font)), null)
      })
    resolvedTypefaces.set(key, result)
  }
  return result
}

/** The WOFF for 2D (SDF) text; undefined means "use the bundled default" (in the same style). */
export function fontFileFor(family: string, weight: number, italic = false): Promise<string | undefined> {
  const key = keyOf(family, weight, italic)
  let result = resolvedFiles.get(key)
  if (!result) {
    result = convertFont(family, weight, italic)
      .then((answer) => answer.fontFile)
      .catch((error: unknown) => {
        warnOnce(family, weight, italic, error)
        if (isDefault(family, weight, italic)) return undefined
        return quietly(convertFont(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT, italic).then((answer): string | undefined => answer.fontFile), undefined)
      })
    resolvedFiles.set(key, result)
  }
  return result
}

/** Forget everything (tests; a long-lived page could call it after the server's fonts change). */
export function resetFontCache() {
  for (const map of [answers, typefaces, resolvedTypefaces, resolvedFiles]) map.clear()
  warned.clear()
}
