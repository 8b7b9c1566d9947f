import { sql, type Kysely } from 'kysely'
import { MAX_REPORT_DAYS, RANGE_DAYS, TECHNOLOGY_IDS, type AnalyticsOverview, type AnalyticsReport, type ReportRange } from '@shared/api/analytics'
import { worldMatrix } from '@shared/scene/world-transform'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { hasProjectRole, projectForRole } from '../../lib/project-access'
import { readStoredScene } from '../../lib/stored-scene'
import type { MediaStorage } from '../../lib/storage'
import { utcDay } from './visitor-salt'

const DAY_MS = 86_400_000

/** The inclusive UTC days a range covers. */
export function rangeDays(range: ReportRange, from?: string, to?: string, now = new Date()): { from: string; to: string } {
  if (range === 'custom') {
    if (!from || !to) throw new HttpError(400, 'A custom range needs from and to (YYYY-MM-DD)')
    const a = Date.parse(`${from}T00:00:00Z`), b = Date.parse(`${to}T00:00:00Z`)
    if (Number.isNaN(a) || Number.isNaN(b) || a > b) throw new HttpError(400, 'from must be a date on or before to')
    if ((b - a) / DAY_MS + 1 > MAX_REPORT_DAYS) throw new HttpError(400, `A range covers at most ${MAX_REPORT_DAYS} days`)
    return { from, to }
  }
  const today = utcDay(now)
  return { from: utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (RANGE_DAYS[range] - 1) * DAY_MS)), to: today }
}

/**
 * Every project the person has a role on: their own, their teams' (any team role) and those
 * shared with them, by the access module's own rule, so a member who leaves stops counting them
 * at once. Any role may read a project's figures (viewers included), as the one-project report allows.
 */
const visibleProjects = (db: Kysely<Database>, userId: string) => db.selectFrom('projects').select('projects.id').where(hasProjectRole(userId, 'viewer'))

/** All the projects the person can see, or the one project whose access buildReport has checked. */
const visibleOrChecked = (db: Kysely<Database>, userId: string, projectId: string | null) => (projectId ? sql`true` : sql`p.id IN (${visibleProjects(db, userId)})`)

interface Summed {
  metric: string
  key: string
  label: string
  count: number
  total_ms: number
}

/** Rollup sums for the owner's projects (or one of them) over the days; never the raw events. */
async function sums(db: Kysely<Database>, ownerId: string, projectId: string | null, from: string | null, to: string | null): Promise<Summed[]> {
  const rows = await sql<Summed>`
    SELECT d.metric, d.key, max(d.label) AS label, sum(d.count)::float8 AS count, sum(d.total_ms)::float8 AS total_ms
    FROM analytics_daily d JOIN projects p ON p.id = d.project_id AND ${visibleOrChecked(db, ownerId, projectId)}
    WHERE ${projectId ? sql`d.project_id = ${projectId}` : sql`true`}
      AND ${from ? sql`d.day BETWEEN ${from}::date AND ${to}::date` : sql`true`}
    GROUP BY d.metric, d.key`.execute(db)
  return rows.rows.map((r) => ({ ...r, count: Number(r.count), total_ms: Number(r.total_ms) }))
}

const total = (rows: Summed[], metric: string) => rows.filter((r) => r.metric === metric).reduce((s, r) => s + r.count, 0)
const listed = (rows: Summed[], metric: string) => rows.filter((r) => r.metric === metric).map((r) => ({ key: r.key, count: r.count })).sort((a, b) => b.count - a.count)
const duration = (rows: Summed[], metric: string) => {
  const row = rows.find((r) => r.metric === metric)
  return { count: row?.count ?? 0, avgMs: row && row.count > 0 ? Math.round(row.total_ms / row.count) : null }
}

export async function buildReport(db: Kysely<Database>, ownerId: string, projectId: string | null, days: { from: string; to: string }): Promise<AnalyticsReport> {
  let project: AnalyticsReport['project'] = null
  let nodes: Record<string, { name: string; x: number; z: number }> = {}
  if (projectId) {
    // Any role on the project may read its figures (lib/project-access.ts).
    const row = await projectForRole(db, projectId, ownerId, 'viewer')
    const latest = await db.selectFrom('published_versions').select('scene').where('project_id', '=', projectId).orderBy('version', 'desc').limit(1).executeTakeFirst()
    project = { id: row.id, name: row.project_name, analyticsEnabled: row.analytics_enabled, published: Boolean(latest) }
    if (latest) nodes = placeNodes(latest.scene)
  }
  const [rows, series] = await Promise.all([
    sums(db, ownerId, projectId, days.from, days.to),
    sql<{ day: string; metric: string; count: number }>`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.metric, sum(d.count)::float8 AS count
      FROM analytics_daily d JOIN projects p ON p.id = d.project_id AND ${visibleOrChecked(db, ownerId, projectId)}
      WHERE ${projectId ? sql`d.project_id = ${projectId}` : sql`true`}
        AND d.day BETWEEN ${days.from}::date AND ${days.to}::date AND d.metric IN ('view', 'visitor') AND d.key = ''
      GROUP BY d.day, d.metric`.execute(db),
  ])
  const byDay = new Map<string, { views: number; visitors: number }>()
  for (let t = Date.parse(`${days.from}T00:00:00Z`); t <= Date.parse(`${days.to}T00:00:00Z`); t += DAY_MS) byDay.set(utcDay(new Date(t)), { views: 0, visitors: 0 })
  for (const r of series.rows) {
    const slot = byDay.get(r.day)
    if (slot) slot[r.metric === 'view' ? 'views' : 'visitors'] = Number(r.count)
  }
  return {
    ...days,
    project,
    totals: {
      views: total(rows, 'view'),
      visitors: total(rows, 'visitor'),
      arEntries: total(rows, 'ar_start'),
      vrEntries: total(rows, 'vr_start'),
      quickLook: total(rows, 'quicklook'),
      sceneViewer: total(rows, 'sceneviewer'),
      triggers: total(rows, 'trigger'),
    },
    series: [...byDay].map(([day, v]) => ({ day, ...v })),
    devices: listed(rows, 'device'),
    os: listed(rows, 'os'),
    countries: listed(rows, 'country'),
    ttff: duration(rows, 'ttff'),
    timeSpent: duration(rows, 'time_spent'),
    taps: rows
      .filter((r) => r.metric === 'trigger')
      .sort((a, b) => b.count - a.count)
      .slice(0, 50)
      .map((r) => {
        const node = nodes[r.key]
        return { objectId: r.key, name: node?.name ?? (r.label || r.key), count: r.count, x: node?.x ?? null, z: node?.z ?? null }
      }),
  }
}

/** Each node's name and world x/z in the published scene: where the heatmap puts its taps. */
function placeNodes(stored: unknown): Record<string, { name: string; x: number; z: number }> {
  try {
    const scene = readStoredScene(stored)
    const out: Record<string, { name: string; x: number; z: number }> = {}
    for (const id of Object.keys(scene.nodes)) {
      const m = worldMatrix(scene.nodes, id)
      out[id] = { name: scene.nodes[id].name, x: m[3], z: m[11] }
    }
    return out
  } catch {
    return {}
  }
}

const TECH_LABELS: Record<(typeof TECHNOLOGY_IDS)[number], string> = { ar: 'Augmented Reality', vr: 'Virtual Reality', web3d: 'Web 3D', glasses: 'AR Glasses' }

/**
 * The dashboard's header figures over all time: storage used (uploads, VPS scans and published
 * files: the person's own, which their quota counts) and, per technology, how many of the projects
 * they can see (own, their teams', shared with them) were opened that way and how often.
 */
export async function buildOverview(db: Kysely<Database>, storage: MediaStorage, ownerId: string, quotaBytes: number): Promise<AnalyticsOverview> {
  const [media, vps, published, projects, perProject] = await Promise.all([
    sql<{ bytes: number }>`
      SELECT coalesce(sum(size + CASE WHEN original_key <> file_key THEN original_size ELSE 0 END), 0)::float8 AS bytes
      FROM media_assets WHERE owner_id = ${ownerId}`.execute(db),
    sql<{ bytes: number }>`SELECT coalesce(sum((vps_zip->>'size')::bigint), 0)::float8 AS bytes FROM projects WHERE owner_id = ${ownerId} AND vps_zip IS NOT NULL`.execute(db),
    sql<{ key: string }>`
      SELECT DISTINCT k AS key FROM published_versions v JOIN projects p ON p.id = v.project_id AND p.owner_id = ${ownerId},
        LATERAL (VALUES (v.usdz), (v.glb)) AS f(k) WHERE k IS NOT NULL`.execute(db),
    db.selectFrom('projects').select((eb) => eb.fn.countAll<string>().as('n')).where(hasProjectRole(ownerId, 'viewer')).executeTakeFirst(),
    sql<{ project_id: string; metric: string; key: string; count: number }>`
      SELECT d.project_id, d.metric, d.key, sum(d.count)::float8 AS count
      FROM analytics_daily d WHERE d.project_id IN (${visibleProjects(db, ownerId)})
      AND d.metric IN ('view', 'ar_start', 'vr_start', 'quicklook', 'sceneviewer')
      GROUP BY d.project_id, d.metric, d.key`.execute(db),
  ])
  const sizes = await Promise.all(published.rows.map(async (r) => (await storage.stat(r.key).catch(() => null))?.size ?? 0))
  const uploadsBytes = Number(media.rows[0]?.bytes ?? 0) + Number(vps.rows[0]?.bytes ?? 0)
  const publishedBytes = sizes.reduce((s, n) => s + n, 0)
  const tech = Object.fromEntries(TECHNOLOGY_IDS.map((id) => [id, { projects: new Set<string>(), views: 0 }]))
  const count = (id: keyof typeof TECH_LABELS, projectId: string, n: number) => {
    tech[id].projects.add(projectId)
    tech[id].views += n
  }
  let views = 0
  for (const r of perProject.rows) {
    const n = Number(r.count)
    if (r.metric === 'view') (views += n), count('web3d', r.project_id, n)
    else if (r.metric === 'vr_start') count('vr', r.project_id, n)
    else if (r.metric === 'ar_start' && r.key === 'headset') count('glasses', r.project_id, n)
    else count('ar', r.project_id, n)
  }
  return {
    storage: { usedBytes: uploadsBytes + publishedBytes, quotaBytes, uploadsBytes, publishedBytes },
    projects: Number(projects?.n ?? 0),
    views,
    technologies: TECHNOLOGY_IDS.map((id) => ({ id, label: TECH_LABELS[id], projects: tech[id].projects.size, views: tech[id].views })),
  }
}
