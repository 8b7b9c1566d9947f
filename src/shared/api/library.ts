import * as z from 'zod'
import { LIBRARY_CATEGORIES } from '../catalog'

export const libraryCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  type: z.string(),
  subtype: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  file: z.string().nullable(),
  thumbnail: z.string(),
  size: z.number(),
  mime: z.string(),
  triangles: z.number().nullable(),
  dimensions: z.array(z.number()).nullable(),
  text: z.record(z.string(), z.unknown()).nullable(),
})
export type LibraryCard = z.infer<typeof libraryCardSchema>

export const libraryGroupsEnvelope = z.object({
  success: z.literal(true),
  data: z.array(z.object({ subtype: z.string(), data: z.array(libraryCardSchema) })),
  total: z.number(),
})
export type LibraryGroups = z.infer<typeof libraryGroupsEnvelope>['data']

export const libraryTypeQuery = z.object({
  type: z.enum(LIBRARY_CATEGORIES.map((c) => c.id) as [string, ...string[]]).optional(),
})
export const librarySearchQuery = z.object({ query: z.string().trim().min(1, 'query is required').max(200) })
