import * as z from 'zod'

/** GET /font/convert-font: a family name and a variant ('400', 'regular', '700italic'); no token. */
export const convertFontQuery = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, 'A font name holds only letters, digits, spaces, - and _'),
  variant: z
    .string()
    .trim()
    .max(24)
    .regex(/^[A-Za-z0-9 _-]*$/, 'A variant holds only letters, digits, spaces, - and _')
    .optional(),
})

export const convertFontAnswer = z.object({
  success: z.literal(true),
  /** A three.js typeface JSON (3D text). */
  font: z.string(),
  /** The WOFF file itself (2D SDF text). */
  fontFile: z.string(),
  family: z.string(),
  /** The variant that was served: '400', '700italic'. */
  variant: z.string(),
})
export type ConvertFontAnswer = z.infer<typeof convertFontAnswer>

/** Names the server hands out: '<package>-<variant>-<12 hex>.typeface.json' or '.woff'; nothing else is served. */
export const FONT_FILE_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]00(?:italic)?)-([0-9a-f]{12})\.(typeface\.json|woff)$/
export const fontFileParams = z.object({ file: z.string().max(120).regex(FONT_FILE_PATTERN, 'Unknown font file') })
