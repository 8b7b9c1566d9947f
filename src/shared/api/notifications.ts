import * as z from 'zod'
import { okEnvelope } from './envelope'

/** The spec's notification fields; `time` is the ISO instant it was made (the client words it). */
export const notificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  time: z.string(),
  mess: z.string(),
  desc: z.string(),
  imp: z.boolean(),
  bg: z.string(),
  read: z.boolean(),
  projectId: z.string().nullable(),
})
export type AppNotification = z.infer<typeof notificationSchema>

export const NOTIFICATIONS_PAGE_SIZE = 20
export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
})
export const notificationsPageEnvelope = okEnvelope(
  z.object({ items: z.array(notificationSchema), total: z.number(), unread: z.number(), page: z.number(), pages: z.number() }),
)
export const notificationEnvelope = okEnvelope(notificationSchema)
export const unreadEnvelope = okEnvelope(z.object({ unread: z.number() }))
export const notificationParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'id must be a notification id') })

/** The one notification a client reports itself: an export that failed in the browser. */
export const exportFailedBody = z.object({ projectId: z.string().regex(/^[0-9a-f]{24}$/), format: z.enum(['usdz', 'glb', 'both']), reason: z.string().max(300) }).strict()

/** Views after which the author hears about it; the first view is its own notification. */
export const VIEW_MILESTONES = [100, 1_000, 10_000, 100_000, 1_000_000] as const
