import * as z from 'zod'
import { okEnvelope } from './envelope'

/** The Image Target project's own calls (create with the picture, store the compiled target). */
export const IMAGE_TARGET_LIMITS = {
  /** The picture as uploaded (a phone photo of a poster is a few MB). */
  maxImageBytes: 10 * 1024 * 1024,
  minShortSide: 320,
  /** MindAR's .mind for one target is about 250 KB; a generous cap. */
  maxCompiledBytes: 8 * 1024 * 1024,
  defaultWidthCm: 20,
} as const

export const IMAGE_TARGET_MESSAGES = {
  fileRequired: 'file is required: choose the image to track',
  notImage: 'The target must be a JPEG or PNG image',
  invalidImage: 'The file is not a valid image',
  tooLarge: `The image is larger than ${IMAGE_TARGET_LIMITS.maxImageBytes / 1024 / 1024} MB`,
  tooSmall: (shortSide: number) => `The image is too small to track: its short side is ${shortSide} px; at least ${IMAGE_TARGET_LIMITS.minShortSide} px are needed`,
  notImageProject: 'This project is not an Image Target project',
  unknownImage: 'The compiled target must be made from this project\'s target image',
  notCompiled: 'The file is not a compiled image target (.mind)',
  replaced: 'Target image stored',
} as const

export const compiledTargetQuery = z.object({ assetId: z.string().regex(/^[0-9a-f]{24}$/, 'assetId must be an asset id') })
/** The compiled target's media row, its URL and size. */
export const compiledTargetEnvelope = okEnvelope(z.object({ id: z.string(), url: z.string(), size: z.number() }))

/** POST /experience/image/{id}/target: the rated replacement picture as a document asset, its compiled target when sent along. */
export const replacedTargetEnvelope = okEnvelope(
  z.object({
    asset: z.object({ id: z.string(), type: z.literal('image'), name: z.string(), url: z.string(), size: z.number(), mime: z.string(), width: z.number(), height: z.number() }),
    quality: z.object({ score: z.number(), rating: z.string() }),
    mindUrl: z.string().optional(),
  }),
)
