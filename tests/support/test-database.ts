import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * A fresh, empty database in a test PostgreSQL; drop() removes it. `adminUrl` defaults to the
 * cluster Vitest provides (the api-postgres project); a browser test that starts its own cluster
 * passes that one's URL.
 */
export async function createTestDatabase(adminUrl: string = inject('postgresUrl')) {
  const name = `c_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return {
    databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}
