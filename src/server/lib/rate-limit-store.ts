import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { RateLimitStore } from './rate-limiter'

const SWEEP_EVERY_MS = 5 * 60_000

/**
 * Rate-limit windows in the rate_limits table, so several nodes on one PostgreSQL count together.
 * One upsert per hit, timed by the database's clock (nodes' clocks may differ); a running window
 * keeps its end, an ended one starts over at 1. Ended windows are deleted now and then.
 */
export function createDbRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let lastSweep = 0
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = Date.now()
    sql`DELETE FROM rate_limits WHERE reset_at <= now()`.execute(db).catch(() => {
      lastSweep = 0
    })
  }
  const toEntry = (row: { count: number | string; left_ms: number | string }) => ({ count: Number(row.count), leftMs: Number(row.left_ms) })
  return {
    async increment(bucket, key, windowMs) {
      sweep()
      const { rows } = await sql<{ count: number; left_ms: string }>`
        INSERT INTO rate_limits AS r (bucket, key, count, reset_at)
        VALUES (${bucket}, ${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (bucket, key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING count, extract(epoch FROM reset_at - now()) * 1000 AS left_ms`.execute(db)
      return toEntry(rows[0])
    },
    async read(bucket, key) {
      const { rows } = await sql<{ count: number; left_ms: string }>`
        SELECT count, extract(epoch FROM reset_at - now()) * 1000 AS left_ms
        FROM rate_limits WHERE bucket = ${bucket} AND key = ${key} AND reset_at > now()`.execute(db)
      return rows[0] ? toEntry(rows[0]) : null
    },
  }
}
