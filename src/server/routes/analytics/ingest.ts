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
}

interface Counter {
  metric: string
  key: string
  label: string
  count: number
  totalMs: number
}

/** What a batch adds to the day's counters, one row per metric and key. */
export function rollupRows(events: AnalyticsEvent[], ctx: Pick<IngestContext, 'device' | 'os'>, newVisitor: boolean): Counter[] {
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

/** One flush holds at most this many events (10 parameters a row stays far below PostgreSQL's 65,535). */
const GROUP_MAX_EVENTS = 2000

/**
 * Group commit: batches that arrive while a write is running are written together by the next
 * one, in one transaction (a few statements whatever their number), so PGlite's single
 * connection is not spent on per-request round trips. Each caller still waits for its own
 * events to be committed, so a 202 means stored.
 */
export class IngestWriter {
  private queue: Pending[] = []
  private running = false

  constructor(private readonly db: Kysely<Database>) {}

  write(ctx: IngestContext, events: AnalyticsEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ctx, events, done: (error) => (error ? reject(error) : resolve()) })
      if (!this.running) void this.drain()
    })
  }

  private async drain() {
    this.running = true
    try {
      while (this.queue.length) {
        let size = 0
        let take = 0
        while (take < this.queue.length && (take === 0 || size + this.queue[take].events.length <= GROUP_MAX_EVENTS)) size += this.queue[take++].events.length
        const group = this.queue.splice(0, take)
        try {
          await writeGroup(this.db, group)
          for (const p of group) p.done()
        } catch (error) {
          for (const p of group) p.done(error)
        }
      }
    } finally {
      this.running = false
    }
  }
}

/** Convenience for one batch (tests, scripts): the same path the endpoint takes. */
export const ingest = (db: Kysely<Database>, ctx: IngestContext, events: AnalyticsEvent[]) => writeGroup(db, [{ ctx, events }])

/**
 * Appends the raw events and adds them to the daily rollups in one transaction, so the rollups
 * always equal what the raw table holds; then tells owners about first views and milestones.
 */
async function writeGroup(db: Kysely<Database>, group: Pick<Pending, 'ctx' | 'events'>[]) {
  const counters = new Map<string, { project_id: string; day: string; metric: string; key: string; label: string; count: number; total_ms: number }>()
  const bump = (projectId: string, day: string, r: Counter) => {
    const id = `${projectId}\u0000${day}\u0000${r.metric}\u0000${r.key}`
    const row = counters.get(id) ?? { project_id: projectId, day, metric: r.metric, key: r.key, label: '', count: 0, total_ms: 0 }
    row.count += r.count
    row.total_ms += r.totalMs
    if (r.label) row.label = r.label
    counters.set(id, row)
  }
  const viewsOf = new Map<string, { ctx: IngestContext; views: number }>()
  const visitors = new Map<string, { project_id: string; day: string; visitor: string }>()
  for (const { ctx, events } of group) {
    for (const r of rollupRows(events, ctx, false)) bump(ctx.projectId, ctx.day, r)
    const views = events.filter((e) => e.kind === 'view').length
    if (!views) continue
    viewsOf.set(ctx.projectId, { ctx, views: (viewsOf.get(ctx.projectId)?.views ?? 0) + views })
    visitors.set(`${ctx.projectId}|${ctx.day}|${ctx.visitor}`, { project_id: ctx.projectId, day: ctx.day, visitor: ctx.visitor })
  }
  const crossed = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('analytics_events')
      .values(
        group.flatMap(({ ctx, events }) =>
          events.map((e) => ({
            project_id: ctx.projectId,
            day: ctx.day,
            kind: e.kind,
            device: ctx.device,
            os: ctx.os,
            visitor: ctx.visitor,
            object_id: e.objectId ?? null,
            object_name: e.objectName ?? null,
            detail: e.trigger ?? null,
            value_ms: e.ms ?? null,
          })),
        ),
      )
      .execute()
    if (visitors.size) {
      const fresh = await trx
        .insertInto('analytics_day_visitors')
        .values([...visitors.values()])
        .onConflict((oc) => oc.doNothing())
        .returning(['project_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
        .execute()
      for (const v of fresh) bump(v.project_id, v.day, { metric: 'visitor', key: '', label: '', count: 1, totalMs: 0 })
    }
    // A fixed order, so two writers upserting the same rows lock them in the same order (no deadlock).
    const rows = [...counters.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row)
    await trx
      .insertInto('analytics_daily')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['project_id', 'day', 'metric', 'key']).doUpdateSet({
          count: sql`analytics_daily.count + excluded.count`,
          total_ms: sql`analytics_daily.total_ms + excluded.total_ms`,
          label: sql`CASE WHEN excluded.label <> '' THEN excluded.label ELSE analytics_daily.label END`,
        }),
      )
      .execute()
    if (!viewsOf.size) return []
    const totals = await trx
      .insertInto('analytics_totals')
      .values([...viewsOf.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([project_id, v]) => ({ project_id, views: v.views })))
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ views: sql`analytics_totals.views + excluded.views` }))
      .returning(['project_id', 'views'])
      .execute()
    return totals.map((t) => {
      const { ctx, views } = viewsOf.get(t.project_id)!
      return { ctx, before: Number(t.views) - views, after: Number(t.views) }
    })
  })
  for (const { ctx, before, after } of crossed) await notifyMilestones(db, ctx, before, after)
}

/** The first view and each milestone crossed by this batch, once per project (dedupe keys). */
async function notifyMilestones(db: Kysely<Database>, ctx: IngestContext, before: number, after: number) {
  if (before < 1 && after >= 1) await notify(db, notices.firstView(ctx.ownerId, ctx.projectId, ctx.projectName))
  for (const m of VIEW_MILESTONES) {
    if (before < m && after >= m) await notify(db, notices.milestone(ctx.ownerId, ctx.projectId, ctx.projectName, m))
  }
}

/** Raw events older than the retention are deleted; the rollups keep their figures. */
export async function purgeOldEvents(db: Kysely<Database>, retentionDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 86_400_000)
  const done = await db.deleteFrom('analytics_events').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(done.numDeletedRows)
}
