import * as z from 'zod'
import { okEnvelope } from './envelope'

/**
 * What the public viewer reports. The viewer's beacon (plain TS, no zod) sends exactly these
 * shapes; the server validates every event with this schema.
 */
export const ANALYTICS_EVENT_KINDS = ['view', 'ttff', 'time_spent', 'ar_start', 'ar_end', 'vr_start', 'vr_end', 'quicklook', 'sceneviewer', 'trigger'] as const
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number]
export const TRIGGER_KINDS = ['click', 'dblclick', 'select'] as const

/** One batch holds at most this many events; more answers 413. */
export const ANALYTICS_MAX_BATCH = 50
/** Longest duration an event may carry (a day): anything longer is a stuck clock, not a visit. */
export const ANALYTICS_MAX_MS = 86_400_000

const objectId = z.string().min(1).max(64).regex(/^[\w.:-]+$/, 'objectId must be a scene object id')
const DURATION_KINDS: readonly AnalyticsEventKind[] = ['ttff', 'time_spent']

export const analyticsEventSchema = z
  .object({
    kind: z.enum(ANALYTICS_EVENT_KINDS),
    ms: z.number().int().min(0).max(ANALYTICS_MAX_MS).optional(),
    objectId: objectId.optional(),
    objectName: z.string().max(120).optional(),
    trigger: z.enum(TRIGGER_KINDS).optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (DURATION_KINDS.includes(event.kind) && event.ms === undefined) ctx.addIssue({ code: 'custom', path: ['ms'], message: `${event.kind} needs ms` })
    if (!DURATION_KINDS.includes(event.kind) && event.ms !== undefined) ctx.addIssue({ code: 'custom', path: ['ms'], message: `${event.kind} carries no ms` })
    const isTrigger = event.kind === 'trigger'
    if (isTrigger && (!event.objectId || !event.trigger)) ctx.addIssue({ code: 'custom', path: ['objectId'], message: 'trigger needs objectId and trigger' })
    if (!isTrigger && (event.objectId || event.objectName || event.trigger)) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'only a trigger names an object' })
  })
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

export const analyticsBatchSchema = z
  .object({
    projectId: z.string().regex(/^[0-9a-f]{24}$/, 'projectId must be a project id'),
    events: z.array(analyticsEventSchema).min(1, 'events must not be empty'),
    /** The browser's IANA time zone: a region hint the server turns into a country code, never stored itself. */
    tz: z.string().max(64).regex(/^[A-Za-z0-9_+\-/]+$/, 'tz must be an IANA time zone name').optional(),
  })
  .strict()
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop', 'headset'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

export const REPORT_RANGES = ['custom', '24h', '7d', '15d', '30d', '3m', '6m', '12m'] as const
export type ReportRange = (typeof REPORT_RANGES)[number]
/** Days each preset covers, today included (the rollups are daily, UTC). 24h: yesterday and today. */
export const RANGE_DAYS: Record<Exclude<ReportRange, 'custom'>, number> = { '24h': 2, '7d': 7, '15d': 15, '30d': 30, '3m': 91, '6m': 182, '12m': 365 }
export const MAX_REPORT_DAYS = 400

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD')
export const reportQuery = z.object({
  range: z.enum(REPORT_RANGES).default('7d'),
  from: isoDay.optional(),
  to: isoDay.optional(),
  project: z.string().regex(/^[0-9a-f]{24}$/, 'project must be a project id').optional(),
})

const counted = z.object({ key: z.string(), count: z.number() })
const duration = z.object({ count: z.number(), avgMs: z.number().nullable() })
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  project: z.object({ id: z.string(), name: z.string(), analyticsEnabled: z.boolean(), published: z.boolean() }).nullable(),
  totals: z.object({
    views: z.number(),
    visitors: z.number(),
    arEntries: z.number(),
    vrEntries: z.number(),
    quickLook: z.number(),
    sceneViewer: z.number(),
    triggers: z.number(),
  }),
  series: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  devices: z.array(counted),
  os: z.array(counted),
  /** Views per ISO 3166 country code; '' counts the views no source placed. */
  countries: z.array(counted),
  ttff: duration,
  timeSpent: duration,
  taps: z.array(z.object({ objectId: z.string(), name: z.string(), count: z.number(), x: z.number().nullable(), z: z.number().nullable() })),
})
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>
export const analyticsReportEnvelope = okEnvelope(analyticsReportSchema)

export const TECHNOLOGY_IDS = ['ar', 'vr', 'web3d', 'glasses'] as const
export const analyticsOverviewSchema = z.object({
  storage: z.object({ usedBytes: z.number(), quotaBytes: z.number(), uploadsBytes: z.number(), publishedBytes: z.number() }),
  projects: z.number(),
  views: z.number(),
  technologies: z.array(z.object({ id: z.enum(TECHNOLOGY_IDS), label: z.string(), projects: z.number(), views: z.number() })),
})
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>
export const analyticsOverviewEnvelope = okEnvelope(analyticsOverviewSchema)

export const analyticsSettingsBody = z.object({ enabled: z.boolean() }).strict()
export const analyticsSettingsEnvelope = okEnvelope(z.object({ enabled: z.boolean() }))
