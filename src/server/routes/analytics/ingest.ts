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

/**
 * Appends the raw events and adds them to the daily rollups in one transaction, so the rollups
 * always equal what the raw table holds. Answers the project's lifetime views before and after.
 */
export async function ingest(db: Kysely<Database>, ctx: IngestContext, events: AnalyticsEvent[]): Promise<{ viewsBefore: number; viewsAfter: number }> {
  const views = events.filter((e) => e.kind === 'view').length
  const result = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('analytics_events')
      .values(
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
      )
      .execute()
    let newVisitor = false
    if (views > 0) {
      const seen = await trx
        .insertInto('analytics_day_visitors')
        .values({ project_id: ctx.projectId, day: ctx.day, visitor: ctx.visitor })
        .onConflict((oc) => oc.doNothing())
        .returning('visitor')
        .execute()
      newVisitor = seen.length > 0
    }
    const rows = rollupRows(events, ctx, newVisitor)
    await trx
      .insertInto('analytics_daily')
      .values(rows.map((r) => ({ project_id: ctx.projectId, day: ctx.day, metric: r.metric, key: r.key, label: r.label, count: r.count, total_ms: r.totalMs })))
      .onConflict((oc) =>
        oc.columns(['project_id', 'day', 'metric', 'key']).doUpdateSet({
          count: sql`analytics_daily.count + excluded.count`,
          total_ms: sql`analytics_daily.total_ms + excluded.total_ms`,
          label: sql`CASE WHEN excluded.label <> '' THEN excluded.label ELSE analytics_daily.label END`,
        }),
      )
      .execute()
    if (views === 0) return { viewsBefore: 0, viewsAfter: 0 }
    const total = await trx
      .insertInto('analytics_totals')
      .values({ project_id: ctx.projectId, views })
      .onConflict((oc) => oc.column('project_id').doUpdateSet({ views: sql`analytics_totals.views + excluded.views` }))
      .returning('views')
      .executeTakeFirstOrThrow()
    const after = Number(total.views)
    return { viewsBefore: after - views, viewsAfter: after }
  })
  if (views > 0) await notifyMilestones(db, ctx, result.viewsBefore, result.viewsAfter)
  return result
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
