import type { Kysely, Selectable } from 'kysely'
import type { Project } from '@shared/api/projects'
import type { Database, ProjectsTable } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { PROJECT_MESSAGES } from '@shared/api/projects'

export type ProjectRow = Selectable<ProjectsTable>

export function toProject(row: ProjectRow): Project {
  const iso = (d: Date | string) => new Date(d).toISOString()
  return {
    _id: row.id,
    experienceId: row.id,
    project_name: row.project_name,
    comment: row.comment,
    category: row.category,
    thumbnail: row.thumbnail,
    th_image_url: row.thumbnail,
    light_data: (row.light_data as Project['light_data']) ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/** The caller's project, or 404: another user's project is indistinguishable from a missing one. */
export async function ownedProject(db: Kysely<Database>, ownerId: string, id: string): Promise<ProjectRow> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  if (!row) throw new HttpError(404, PROJECT_MESSAGES.notFound)
  return row
}
