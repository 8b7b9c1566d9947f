import crypto from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10)

/**
 * One random salt per UTC day, the Plausible/Fathom approach: a visitor is the same hash all day
 * and a new, unlinkable one the next. The salt sits in the database only while its day lasts (so
 * several API nodes agree) and in memory; the rows of past days are deleted when a new day's salt is made.
 */
export class VisitorSalt {
  private current: { day: string; salt: string } | null = null

  constructor(private readonly db: Kysely<Database>) {}

  async forDay(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt
    const fresh = crypto.randomBytes(32).toString('hex')
    await this.db.insertInto('analytics_salts').values({ day, salt: fresh }).onConflict((oc) => oc.column('day').doNothing()).execute()
    const row = await this.db.selectFrom('analytics_salts').select('salt').where(sql`day`, '=', day).executeTakeFirstOrThrow()
    await this.db.deleteFrom('analytics_salts').where(sql`day`, '<', day).execute()
    this.current = { day, salt: row.salt }
    return row.salt
  }

  /** sha256(salt + project + address + user agent): neither the address nor the agent is kept. */
  async hash(day: string, projectId: string, ip: string, ua: string): Promise<string> {
    const salt = await this.forDay(day)
    return crypto.createHash('sha256').update(`${salt}|${projectId}|${ip}|${ua}`).digest('hex')
  }
}
