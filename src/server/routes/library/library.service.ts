import crypto from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { LibraryCard } from '@shared/api/library'
import type { Database, LibraryItemsTable } from '../../db/schema'
import { LIBRARY_ITEMS } from '../../services/library/library-catalog'

/** Ids derived from the slug, so a library item keeps its id across restarts and databases. */
const idFor = (slug: string) => crypto.createHash('sha256').update(`library:${slug}`).digest('hex').slice(0, 24)

/** Upserts the shipped catalog: idempotent, run at every start, so updates to the files land. */
export async function seedLibrary(db: Kysely<Database>) {
  const rows = LIBRARY_ITEMS.map((item) => ({
    id: idFor(item.slug),
    slug: item.slug,
    type: item.type,
    subtype: item.subtype,
    name: item.name,
    description: item.description,
    tags: item.tags,
    file: item.file,
    thumbnail: item.thumbnail,
    size: item.size,
    mime: item.mime,
    triangles: item.triangles ?? null,
    dimensions: item.dimensions ? JSON.stringify(item.dimensions) : null,
    text_preset: item.text ? JSON.stringify(item.text) : null,
    search_text: `${item.tags.join(' ')} ${item.subtype} ${item.description}`,
  }))
  await db
    .insertInto('library_items')
    .values(rows)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        type: eb.ref('excluded.type'),
        subtype: eb.ref('excluded.subtype'),
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        tags: eb.ref('excluded.tags'),
        file: eb.ref('excluded.file'),
        thumbnail: eb.ref('excluded.thumbnail'),
        size: eb.ref('excluded.size'),
        mime: eb.ref('excluded.mime'),
        triangles: eb.ref('excluded.triangles'),
        dimensions: eb.ref('excluded.dimensions'),
        text_preset: eb.ref('excluded.text_preset'),
        search_text: eb.ref('excluded.search_text'),
      })),
    )
    .execute()
}

export function toCard(row: Selectable<LibraryItemsTable>): LibraryCard {
  return {
    _id: row.id,
    slug: row.slug,
    type: row.type,
    subtype: row.subtype,
    name: row.name,
    description: row.description,
    tags: row.tags,
    file: row.file,
    thumbnail: row.thumbnail,
    size: Number(row.size),
    mime: row.mime,
    triangles: row.triangles,
    dimensions: (row.dimensions as number[] | null) ?? null,
    text: (row.text_preset as Record<string, unknown> | null) ?? null,
  }
}

export function groupBySubtype(cards: LibraryCard[]) {
  const groups = new Map<string, LibraryCard[]>()
  for (const card of cards) groups.set(card.subtype, [...(groups.get(card.subtype) ?? []), card])
  return [...groups].map(([subtype, data]) => ({ subtype, data }))
}

/**
 * PostgreSQL full-text search over names (weighted highest), tags, subtypes and descriptions.
 * websearch_to_tsquery takes what people type (quotes, -words, or) without syntax errors; each
 * word also matches as a prefix, so 'conif' finds 'conifer'.
 */
export async function searchLibrary(db: Kysely<Database>, query: string) {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  if (!words.length) return []
  const prefix = words.map((w) => `${w}:*`).join(' & ')
  return db
    .selectFrom('library_items')
    .selectAll()
    .where(sql<boolean>`search @@ (websearch_to_tsquery('english', ${query}) || to_tsquery('simple', ${prefix}))`)
    .orderBy(sql`ts_rank(search, websearch_to_tsquery('english', ${query}) || to_tsquery('simple', ${prefix}))`, 'desc')
    .orderBy('name')
    .limit(100)
    .execute()
}
