import * as z from 'zod'
import { okEnvelope } from './envelope'

/** The spec's publish and share messages, used as written. */
export const PUBLISH_MESSAGES = {
  failed: 'Failed to publish project. Please try again.',
  assetsFailed: (n: number) => `${n} assets failed to upload.`,
  published: 'Your Changes are Published!',
  copied: 'Copied!',
  shareFailed: 'Share failed',
  copyLinkFailed: 'Something went wrong while copying the link',
  linkCopied: 'Link copied successfully',
  embedCopied: 'Embed code copied to clipboard!',
  embedCopyFailed: 'Failed to copy embed code.',
  sceneNotFound: 'Scene not found',
  sceneLoadFailed: 'Failed to load scene',
  notPublished: 'This experience has not been published yet.',
  staleRevision: 'Save your latest changes before publishing: the project changed since this save.',
} as const

/** Timing constants of the spec. */
export const COPIED_TOOLTIP_MS = 2000
export const QR_RESOLUTIONS = [
  { label: '180p', size: 100 },
  { label: '360p', size: 200 },
  { label: '480p', size: 300 },
] as const
export type QrResolution = (typeof QR_RESOLUTIONS)[number]['label']

/** Published files are capped: a USDZ or GLB of a scene bigger than this is not an AR asset. */
export const PUBLISHED_FILE_MAX_BYTES = 200 * 1024 * 1024

export const publishedVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  project_name: z.string(),
  scene_revision: z.number().int(),
  usdzUrl: z.string().nullable(),
  glbUrl: z.string().nullable(),
  created_at: z.string(),
})
export type PublishedVersion = z.infer<typeof publishedVersionSchema>

export const publishResultEnvelope = okEnvelope(
  publishedVersionSchema.extend({ public_link: z.string(), embed_link: z.string(), projectId: z.string() }),
)
export type PublishResult = z.infer<typeof publishResultEnvelope>['data']

export const versionsEnvelope = okEnvelope(z.array(publishedVersionSchema))
export const versionEnvelope = okEnvelope(publishedVersionSchema.extend({ scene: z.unknown() }))

/** POST /scene-preview: the spec sends the scene serialized as a string, and the project id. */
export const scenePreviewBody = z.object({
  scene: z.string().min(2).max(8 * 1024 * 1024),
  id: z.string().regex(/^[0-9a-f]{24}$/, 'id must be a project id').optional(),
})
export const scenePreviewCreatedEnvelope = okEnvelope(z.object({ id: z.string(), url: z.string(), expires_at: z.string() }))

/** GET /scene-preview/{id}: data.sceneData is the document the public page draws. */
export const scenePreviewEnvelope = okEnvelope(
  z.object({
    id: z.string(),
    sceneData: z.unknown(),
    project_name: z.string(),
    category: z.enum(['SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY', 'AREA']).nullable(),
    version: z.number().int().nullable(),
    usdzUrl: z.string().nullable(),
    glbUrl: z.string().nullable(),
    published_at: z.string(),
  }),
)
export type ScenePreview = z.infer<typeof scenePreviewEnvelope>['data']

export const versionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'id must be a project id'),
  version: z.coerce.number().int().min(1),
})
export const previewParams = z.object({ id: z.string().regex(/^([0-9a-f]{24}|[0-9a-f]{32})$/, 'Scene not found') })

export { VIEWER_INLINE_SCENE_ID } from './viewer-inline'
