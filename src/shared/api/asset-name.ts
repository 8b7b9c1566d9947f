import * as z from 'zod'
import { OBJECT_ID_PATTERN } from '../ids'
import { okEnvelope } from './envelope'

/**
 * PATCH /experience/update/asset-name/{assetId} (editor spec §7): renames a saved scene node.
 * Our scene nodes are the spec's "assets"; the id is the node id in the saved document.
 */
export const ASSET_NAME_MAX = 64
export const RENAME_ASSET_TYPES = ['image', 'video', 'audio', 'mesh', 'text'] as const
export type RenameAssetType = (typeof RENAME_ASSET_TYPES)[number]

/** Which node kinds each spec asset type covers; '' (or absent) accepts any node. */
export const KINDS_OF_ASSET_TYPE: Record<RenameAssetType, readonly string[]> = {
  mesh: ['model', 'shape'],
  image: ['image'],
  video: ['video'],
  audio: ['audio'],
  text: ['text'],
}

export const ASSET_NAME_MESSAGES = {
  required: 'asset_name is required',
  blank: 'asset_name must not be blank',
  tooLong: `asset_name must be at most ${ASSET_NAME_MAX} characters`,
  badType: `asset_type must be one of ${RENAME_ASSET_TYPES.join(', ')} or empty`,
  notFound: 'Asset not found',
  renamed: 'Asset renamed',
  busy: 'The project is being changed elsewhere; try again.',
} as const

export const renameAssetBody = z.object({
  asset_name: z
    .string({ error: ASSET_NAME_MESSAGES.required })
    .trim()
    .min(1, ASSET_NAME_MESSAGES.blank)
    .max(ASSET_NAME_MAX, ASSET_NAME_MESSAGES.tooLong),
  asset_type: z.enum([...RENAME_ASSET_TYPES, ''], { error: ASSET_NAME_MESSAGES.badType }).optional().default(''),
  /** Optional: the project the editor has open, so a node id shared by two projects (a template used twice) is exact. */
  project_id: z.string().regex(OBJECT_ID_PATTERN, 'project_id must be 24 lowercase hexadecimal characters').optional(),
})
export type RenameAssetBody = z.input<typeof renameAssetBody>

export const assetIdParams = z.object({ assetId: z.string().min(1).max(64) })

export const renameAssetEnvelope = okEnvelope(
  z.object({
    _id: z.string(),
    asset_name: z.string(),
    project_id: z.string(),
    /** The document revision the rename wrote: the editor's next save is based on it. */
    revision: z.number().int(),
  }),
)
export type RenameAssetAnswer = z.infer<typeof renameAssetEnvelope>['data']
