import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGliteDialect } from './pglite-dialect'

interface Db {
  item: { id: number; name: string }
}

describe('PGliteDialect', () => {
  let db: Kysely<Db>
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite()) })
    await sql`create table item (id int primary key, name text not null)`.execute(db)
  }, 60_000)
  afterAll(() => db.destroy())

  it('answers rows and affected-row counts', async () => {
    await db.insertInto('item').values([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]).execute()
    const updated = await db.updateTable('item').set({ name: 'c' }).where('id', '=', 1).executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(1n)
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([{ name: 'c' }, { name: 'b' }])
    await db.deleteFrom('item').execute()
  })

  it('keeps a query issued during a transaction out of it: a rollback does not take it along', async () => {
    let inside!: () => void
    const transactionOpen = new Promise<void>((resolve) => (inside = resolve))
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 10, name: 'in the transaction' }).execute()
      inside()
      await new Promise((resolve) => setTimeout(resolve, 50))
      throw new Error('roll back')
    })
    await transactionOpen
    const outside = db.insertInto('item').values({ id: 11, name: 'outside' }).execute()
    await expect(failing).rejects.toThrow('roll back')
    await outside
    expect(await db.selectFrom('item').select('id').orderBy('id').execute()).toEqual([{ id: 11 }])
    await db.deleteFrom('item').execute()
  })

  it('commits a transaction and frees the connection for the next one', async () => {
    await db.transaction().execute((trx) => trx.insertInto('item').values({ id: 20, name: 'x' }).execute())
    await db.transaction().execute((trx) => trx.insertInto('item').values({ id: 21, name: 'y' }).execute())
    expect(await db.selectFrom('item').select('id').orderBy('id').execute()).toEqual([{ id: 20 }, { id: 21 }])
  })
})
