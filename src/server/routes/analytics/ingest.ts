import { sql, type Kysely } from 'kysely'
import type { AnalyticsEvent } from '@shared/api/analytics'
import { VIEW_MILESTONES } from '@shared/api/notifications'
import type { Database } from '../../db/schema'
import { notices, notify } from '../notifications/notifications.service'

export interface IngestContext {
  projectId: string
  ownerId: string
  projectName: string
  day: string
  device: string
  os: string
  visitor: string
  /** ISO 3166 code (country.ts), null when nothing said. */
  country: string | null
}

interface Counter {
  metric: string
  key: string
  label: string
  count: number
  totalMs: number
}

/** What a batch adds to the day's counters, one row per metric and key. */
export function rollupRows(events: AnalyticsEvent[], ctx: Pick<IngestContext, 'device' | 'os' | 'country'>, newVisitor: boolean): Counter[] {
  const rows = new Map<string, Counter>()
  const add = (metric: string, key = '', ms = 0, label = '') => {
    const id = `${metric}\u0000${key}`
    const row = rows.get(id) ?? { metric, key, label, count: 0, totalMs: 0 }
    row.count += 1
    row.totalMs += ms
    if (label) row.label = label
    rows.set(id, row)
  }
  for (const e of events) {
    switch (e.kind) {
      case 'view':
        add('view')
        add('device', ctx.device)
        add('os', ctx.os)
        // '' counts the views no source placed, so the countries add up to the views.
        add('country', ctx.country ?? '')
        break
      case 'ar_start':
      case 'vr_start':
        add(e.kind, ctx.device)
        break
      case 'ttff':
      case 'time_spent':
        add(e.kind, '', e.ms ?? 0)
        break
      case 'trigger':
        add('trigger', e.objectId!, 0, e.objectName ?? '')
        break
      default:
        add(e.kind)
    }
  }
  if (newVisitor) add('visitor')
  // A fixed order, so two batches upserting the same rows lock them in the same order (no deadlock).
  return [...rows.values()].sort((a, b) => (a.metric + a.key < b.metric + b.key ? -1 : 1))
}

interface Pending {
  ctx: IngestContext
  events: AnalyticsEvent[]
  done: (error?: unknown) => void
}

/** One flush holds at most this many events, so one statement's latency stays bounded. */
const GROUP_MAX_EVENTS = 2000

/**
 * Group commit: batches that arrive while a write is running are written together by the next
 * one, in one statement whatever their number, so PGlite's single connection is not spent on
 * per-request round trips. Each caller still waits for its own events to be committed, so a
 * 202 means stored.
 */
export class IngestWriter {
  private queue: Pending[] = []
  private running = false

  constructor(
    private readonly db: Kysely<Database>,
    /** Where a failed notification goes: the events are stored by then, so the callers succeed. */
    private readonly onNotifyError: (error: unknown) => void = () => undefined,
  ) {}

  /** Stores the batches, tells owners of the milestones crossed, then answers the callers; throws only if nothing was stored. */
  private async store(group: Pending[]) {
    const crossed = await writeGroup(this.db, group)
    await notifyMilestones(this.db, crossed).catch(this.onNotifyError)
    for (const p of group) p.done()
  }

  write(ctx: IngestContext, events: AnalyticsEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ctx, events, done: (error) => (error ? reject(error) : resolve()) })
      if (!this.running) void this.drain()
    })
  }

  private async drain() {
    this.running = true
    try {
      // PGlite runs each statement synchronously on this thread, so no request is read while one
      // executes: wait for the next check phase, after the poll phase has read (and queued) every
      // request that arrived meanwhile; otherwise each group would hold one batch.
      for (;;) {
        await new Promise(setImmediate)
        if (!this.queue.length) break
        let size = 0
        let take = 0
        while (take < this.queue.length && (take === 0 || size + this.queue[take].events.length <= GROUP_MAX_EVENTS)) size += this.queue[take++].events.length
        const group = this.queue.splice(0, take)
        try {
          await this.store(group)
        } catch (error) {
          // The statement is atomic, so nothing was written: one bad batch (its project deleted
          // meanwhile, say) must not fail the others, so each is tried again alone.
          if (group.length === 1) group[0].done(error)
          else for (const p of group) await this.store([p]).catch((alone: unknown) => p.done(alone))
        }
      }
    } finally {
      this.running = false
    }
  }
}

/** Convenience for one batch (tests, scripts): the same path the endpoint takes. */
export const ingest = async (db: Kysely<Database>, ctx: IngestContext, events: AnalyticsEvent[]) => notifyMilestones(db, await writeGroup(db, [{ ctx, events }]))

/** A project whose lifetime views went from before to after in one write. */
interface Crossed {
  ctx: IngestContext
  before: number
  after: number
}

/**
 * Appends the raw events and adds them to the daily rollups in ONE statement (data-modifying
 * CTEs, atomic without an explicit transaction), so the rollups always equal what the raw table
 * holds; answers how each project's lifetime views moved. Every row set travels as column
 * arrays through unnest(): a few parameters whatever the group's size, one round trip per group.
 */
async function writeGroup(db: Kysely<Database>, group: Pick<Pending, 'ctx' | 'events'>[]): Promise<Crossed[]> {
  const counters = new Map<string, { project: string; day: string; metric: string; key: string; label: string; count: number; ms: number }>()
  const views = new Map<string, { ctx: IngestContext; views: number }>()
  const visitors = new Map<string, { project: string; day: string; visitor: string }>()
  const text = () => [] as string[]
  const maybe = <T>() => [] as (T | null)[]
  const raw = { project: text(), day: text(), kind: text(), device: text(), os: text(), visitor: text() }
  const extra = { objectId: maybe<string>(), objectName: maybe<string>(), detail: maybe<string>(), ms: maybe<number>(), country: maybe<string>() }
  for (const { ctx, events } of group) {
    for (const r of rollupRows(events, ctx, false)) {
      const id = `${ctx.projectId}\u0000${ctx.day}\u0000${r.metric}\u0000${r.key}`
      const row = counters.get(id) ?? { project: ctx.projectId, day: ctx.day, metric: r.metric, key: r.key, label: '', count: 0, ms: 0 }
      row.count += r.count
      row.ms += r.totalMs
      if (r.label) row.label = r.label
      counters.set(id, row)
    }
    for (const e of events) {
      raw.project.push(ctx.projectId)
      raw.day.push(ctx.day)
      raw.kind.push(e.kind)
      raw.device.push(ctx.device)
      raw.os.push(ctx.os)
      raw.visitor.push(ctx.visitor)
      extra.objectId.push(e.objectId ?? null)
      extra.objectName.push(e.objectName ?? null)
      extra.detail.push(e.trigger ?? null)
      extra.ms.push(e.ms ?? null)
      extra.country.push(ctx.country)
    }
    const n = events.filter((e) => e.kind === 'view').length
    if (!n) continue
    views.set(ctx.projectId, { ctx, views: (views.get(ctx.projectId)?.views ?? 0) + n })
    visitors.set(`${ctx.projectId}|${ctx.day}|${ctx.visitor}`, { project: ctx.projectId, day: ctx.day, visitor: ctx.visitor })
  }
  // A fixed order, so writers on several nodes take the same rows' locks in the same order (no deadlock on PostgreSQL).
  const sorted = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
  const daily = sorted(counters).map(([, row]) => row)
  const seen = sorted(visitors).map(([, row]) => row)
  const totals = sorted(views)
  const col = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key])
  const result = await sql<{ project_id: string; views: string }>`
    WITH raw AS (
      INSERT INTO analytics_events (project_id, day, kind, device, os, visitor, object_id, object_name, detail, value_ms, country)
      SELECT * FROM unnest(${raw.project}::text[], ${raw.day}::date[], ${raw.kind}::text[], ${raw.device}::text[], ${raw.os}::text[],
        ${raw.visitor}::text[], ${extra.objectId}::text[], ${extra.objectName}::text[], ${extra.detail}::text[], ${extra.ms}::int[], ${extra.country}::text[])
    ), fresh AS (
      INSERT INTO analytics_day_visitors (project_id, day, visitor)
      SELECT * FROM unnest(${col(seen, 'project')}::text[], ${col(seen, 'day')}::date[], ${col(seen, 'visitor')}::text[])
      ON CONFLICT DO NOTHING
      RETURNING project_id, day
    ), rolled AS (
      INSERT INTO analytics_daily AS d (project_id, day, metric, key, label, count, total_ms)
      SELECT * FROM (
        SELECT * FROM unnest(${col(daily, 'project')}::text[], ${col(daily, 'day')}::date[], ${col(daily, 'metric')}::text[], ${col(daily, 'key')}::text[],
          ${col(daily, 'label')}::text[], ${col(daily, 'count')}::bigint[], ${col(daily, 'ms')}::bigint[])
        UNION ALL
        SELECT project_id, day, 'visitor', '', '', count(*), 0 FROM fresh GROUP BY project_id, day
      ) AS c (project_id, day, metric, key, label, count, total_ms)
      ORDER BY project_id, day, metric, key
      ON CONFLICT (project_id, day, metric, key) DO UPDATE SET
        count = d.count + excluded.count,
        total_ms = d.total_ms + excluded.total_ms,
        label = CASE WHEN excluded.label <> '' THEN excluded.label ELSE d.label END
    )
    INSERT INTO analytics_totals AS t (project_id, views)
    SELECT * FROM unnest(${totals.map(([id]) => id)}::text[], ${totals.map(([, v]) => v.views)}::bigint[])
    ON CONFLICT (project_id) DO UPDATE SET views = t.views + excluded.views
    RETURNING project_id, views`.execute(db)
  return result.rows.map((t) => {
    const { ctx, views: added } = views.get(t.project_id)!
    return { ctx, before: Number(t.views) - added, after: Number(t.views) }
  })
}

/** The first view and each milestone crossed by a write, once per project (dedupe keys). */
async function notifyMilestones(db: Kysely<Database>, crossed: Crossed[]) {
  for (const { ctx, before, after } of crossed) {
    if (before < 1 && after >= 1) await notify(db, notices.firstView(ctx.ownerId, ctx.projectId, ctx.projectName))
    for (const m of VIEW_MILESTONES) {
      if (before < m && after >= m) await notify(db, notices.milestone(ctx.ownerId, ctx.projectId, ctx.projectName, m))
    }
  }
}

/** Raw events older than the retention are deleted; the rollups keep their figures. */
export async function purgeOldEvents(db: Kysely<Database>, retentionDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 86_400_000)
  const done = await db.deleteFrom('analytics_events').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(done.numDeletedRows)
}
