import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { openDb } from './client'

// PostgreSQL only: PGlite has no server to end a connection.
describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives the database ending an idle connection (57P01) and answers the next query', async () => {
    const { databaseUrl, drop } = await createTestDatabase()
    const db = await openDb({ databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-')) })
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely)).rows[0].pid
      // The query's connection is idle in the pool now; an administrator ends it.
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [pid])
      await admin.end()
      await new Promise((r) => setTimeout(r, 300))
      expect(uncaught).toEqual([])
      const again = await sql<{ one: number }>`select 1 as one`.execute(db.kysely)
      expect(again.rows[0].one).toBe(1)
    } finally {
      process.off('uncaughtException', onUncaught)
      await db.close()
      await drop()
    }
  })
})
