import * as z from 'zod'
import { requiredMessage } from '../validation/rules'
import { okEnvelope } from './envelope'

export const PROJECT_CATEGORIES = ['SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY', 'AREA'] as const
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]

export const PROJECT_MESSAGES = {
  fileRequired: 'file is required',
  oneFile: 'We accept only one file at a time',
  zipOnly: 'Only .zip files are accepted',
  notZip: 'The file is not a valid .zip archive',
  created: 'Project created successfully',
  notFound: 'Project not found',
} as const

/** Area Tracking's create call: one room scan as a .glb (the dialog checks the same before sending). */
export const AREA_MESSAGES = {
  scanRequired: 'scanContent is required: the room\'s scan as a .glb file',
  glbOnly: 'Only .glb scans are accepted for Area Tracking',
} as const

/** Upload caps for the Location-Based AR (VPS) scan. */
export const VPS_ZIP_LIMITS = {
  maxBytes: 200 * 1024 * 1024,
  maxEntries: 5000,
  maxUncompressedBytes: 512 * 1024 * 1024,
} as const
/**
 * The place's (or room's) scan inside it: the glTF files held in memory together, and the
 * primitives (triangles) a phone is asked to draw in the editor.
 */
export const VPS_SCAN_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  maxPrimitives: 1_000_000,
} as const
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024

export const projectName = z
  .string({ error: requiredMessage('project_name') })
  .trim()
  .min(1, requiredMessage('project_name'))
  .max(100, 'project name must be at most 100 characters')

export const createProjectBody = z.object({
  project_name: projectName,
  comment: z.string().trim().max(1000, 'comment must be at most 1000 characters').optional().default(''),
})
export type CreateProjectBody = z.input<typeof createProjectBody>

const vec3 = z.object({ x: z.number().finite(), y: z.number().finite(), z: z.number().finite() })

/** The editor's scene light (editor spec §3, light_data). */
export const lightDataSchema = z.object({
  isLight: z.boolean().default(false),
  intensity: z.number().min(0).max(10).default(2),
  hall: z.boolean().optional(),
  light_type: z.string().max(40).optional(),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'color must be #RRGGBB').default('#FFF4D6'),
  shadow: z.enum(['No Shadow', 'Soft Shadow', 'Hard Shadow']).default('Soft Shadow'),
  name: z.string().max(100).default('Directional Light'),
  position: vec3.optional(),
  rotation: vec3.optional(),
  scale: vec3.optional(),
})
export type LightData = z.infer<typeof lightDataSchema>

export const updateProjectBody = z
  .object({ project_name: projectName.optional(), light_data: lightDataSchema.optional() })
  .refine((body) => body.project_name !== undefined || body.light_data !== undefined, {
    message: 'Send project_name or light_data',
  })

export const thumbnailBody = z.object({
  thumbnailImg: z.string().startsWith('data:image/png;base64,', 'thumbnailImg must be a PNG data URL'),
})

export const listProjectsQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  sortBy: z.enum(['created_at', 'updated_at', 'project_name']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  category: z.enum(PROJECT_CATEGORIES).optional(),
  /** Mine (my personal projects), shared (shared with me), team (of my teams, or of teamId); all by default. */
  scope: z.enum(['all', 'mine', 'shared', 'team']).optional(),
  teamId: z.string().regex(/^[0-9a-f]{24}$/).optional(),
})

export const projectSchema = z.object({
  _id: z.string(),
  experienceId: z.string(),
  project_name: z.string(),
  comment: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  thumbnail: z.string().nullable(),
  th_image_url: z.string().nullable(),
  light_data: lightDataSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's role on it, and the team it belongs to (null: a person's project). */
  role: z.enum(['owner', 'editor', 'viewer']).optional(),
  team: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Who made it (a team's project goes back to them when it leaves the team); in lists only. */
  author: z.object({ id: z.string(), name: z.string() }).optional(),
})
export type Project = z.infer<typeof projectSchema>

export const projectDetailSchema = projectSchema.extend({
  id: z.string(),
  public_link: z.string(),
  embed_link: z.string(),
  vps_zip: z.object({ file_name: z.string(), size: z.number(), entries: z.number() }).nullable(),
})
export type ProjectDetail = z.infer<typeof projectDetailSchema>

export const createdEnvelope = okEnvelope(z.object({ _id: z.string() }))
export const projectEnvelope = okEnvelope(projectSchema)
export const projectDetailEnvelope = okEnvelope(projectDetailSchema)
export const projectListEnvelope = z.object({
  success: z.literal(true),
  data: z.array(projectSchema),
  total: z.number(),
})
export const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'id must be 24 lowercase hexadecimal characters') })
