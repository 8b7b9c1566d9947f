import type { FieldError } from '@shared/api/envelope'
import { HttpError } from './http-error'

export const DIRTY_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates'

/** A NUL or an unpaired UTF-16 surrogate: PostgreSQL stores neither in text or jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
export const isDirtyText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text)

/**
 * The path of the first string (value or key) that is not clean text, or null. Walks the value
 * once with an explicit stack, so a deep document costs linear time and no recursion.
 */
export function findDirtyText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]]
  while (stack.length) {
    const [item, path] = stack.pop()!
    if (typeof item === 'string') {
      if (isDirtyText(item)) return path
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}.${i}`])
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isDirtyText(key)) return path
        stack.push([child, path ? `${path}.${key}` : key])
      }
    }
  }
  return null
}

export function dirtyTextError(field: string): HttpError {
  const errors: FieldError[] = [{ field, message: `${field} ${DIRTY_TEXT_MESSAGE}` }]
  return new HttpError(400, `Validation failed: ${field}: ${field} ${DIRTY_TEXT_MESSAGE}`, errors)
}

/** Throws the 400 for the first dirty field of `value` (named from `root`). */
export function assertCleanText(value: unknown, root = ''): void {
  const field = findDirtyText(value, root)
  if (field !== null) throw dirtyTextError(field || 'body')
}
