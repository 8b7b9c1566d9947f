import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import { newObjectId } from '@shared/ids'
import type { PublicUser } from '@shared/api/users'
import type { Database, UsersTable } from '../../db/schema'

export type UserRow = Selectable<UsersTable>

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
    emailVerified: row.email_verified,
  }
}

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

/** Inserts a user; answers undefined when the e-mail is already taken (the unique index decides, no race). */
export async function insertUser(
  db: Kysely<Database>,
  values: { name: string; email: string; password_hash: string | null; google_sub?: string | null; email_verified?: boolean },
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({ id: newObjectId(), google_sub: null, phone_number: null, ...values })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst()
}

export const updateUserName = (db: Kysely<Database>, id: string, name: string) =>
  db
    .updateTable('users')
    .set({ name, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()

export const updatePasswordHash = (db: Kysely<Database>, id: string, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute()
