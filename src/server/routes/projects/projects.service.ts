import type { Project } from '@shared/api/projects'
import type { ProjectRow } from '../scenes/scene-repository'

export type { ProjectRow }

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

/** Moved to the scene repository, the one reader and writer of a caller's project scene. */
export { ownedProject } from '../scenes/scene-repository'
