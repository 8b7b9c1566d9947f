import { toast } from 'react-toastify'
import { Font, type FontData } from 'three/examples/jsm/loaders/FontLoader.js'
import type { ConvertFontAnswer } from '@shared/api/fonts'
import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT, FONT_MESSAGES } from '@shared/fonts'

/**
 * Fonts for text nodes, from GET /font/convert-font (no token, spec §6). Each family+weight is asked
 * for once per page; a font that cannot be had is replaced by ABeeZee Regular with the spec's toast,
 * shown once per font. Promises here never reject, so components can `use()` them directly.
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

const keyOf = (family: string, weight: number) => `${family.trim().toLowerCase()}|${weight}`
const isDefault = (family: string, weight: number) => keyOf(family, weight) === keyOf(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT)

async function requestFont(family: string, weight: number): Promise<ConvertFontAnswer> {
  const query = new URLSearchParams({ name: family, variant: String(weight) })
  let res: Response
  try {
    res = await fetch(`/api/v1/font/convert-font?${query}`, { headers: { accept: 'application/json' } })
  } catch {
    throw new FontError(FONT_MESSAGES.failed)
  }
  const body = (await res.json().catch(() => undefined)) as Partial<ConvertFontAnswer> | undefined
  if (res.status === 404) throw new FontError(FONT_MESSAGES.notFound)
  if (!res.ok || !body?.success || typeof body.font !== 'string' || typeof body.fontFile !== 'string') throw new FontError(FONT_MESSAGES.failed)
  return body as ConvertFontAnswer
}

function convertFont(family: string, weight: number): Promise<ConvertFontAnswer> {
  const key = keyOf(family, weight)
  let answer = answers.get(key)
  if (!answer) {
    answer = requestFont(family, weight)
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

function warnOnce(family: string, weight: number, error: unknown) {
  const message = error instanceof FontError ? error.message : FONT_MESSAGES.failed
  const key = `${keyOf(family, weight)}|${message}`
  if (warned.has(key)) return
  warned.add(key)
  notify(message)
}

/** The default standing in for a failed font: its own failure is not announced a second time. */
const quietly = <T>(result: Promise<T>, fallback: T) => result.catch(() => fallback)

/** The three.js font for 3D text; ABeeZee when the wanted one fails; null when even that fails. */
export function typefaceFor(family: string, weight: number): Promise<Font | null> {
  const key = keyOf(family, weight)
  let result = resolvedTypefaces.get(key)
  if (!result) {
    result = convertFont(family, weight)
      .then((answer) => loadTypeface(answer.font))
      .catch((error: unknown) => {
        warnOnce(family, weight, error)
        if (isDefault(family, weight)) return null
        return quietly(convertFont(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT).then((answer) => loadTypeface(answer.font)), null)
      })
    resolvedTypefaces.set(key, result)
  }
  return result
}

/** The WOFF for 2D (SDF) text; undefined means "use the bundled default". */
export function fontFileFor(family: string, weight: number): Promise<string | undefined> {
  const key = keyOf(family, weight)
  let result = resolvedFiles.get(key)
  if (!result) {
    result = convertFont(family, weight)
      .then((answer) => answer.fontFile)
      .catch((error: unknown) => {
        warnOnce(family, weight, error)
        if (isDefault(family, weight)) return undefined
        return quietly(convertFont(DEFAULT_FONT_FAMILY, DEFAULT_FONT_WEIGHT).then((answer): string | undefined => answer.fontFile), undefined)
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
