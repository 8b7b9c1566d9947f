import type { Kysely } from 'kysely'
import type { Project, ProjectCategory } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import { roleOf, type ProjectRole } from '../../lib/project-access'
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

export type ListScope = 'all' | 'mine' | 'shared' | 'team'

/**
 * Every project the caller has a role on (lib/project-access.ts, the same rule as a join): their
 * own, their teams' and those shared with them. Both joins are on a primary key, so no project
 * appears twice.
 */
export function accessibleProjects(db: Kysely<Database>, userId: string, scope: ListScope = 'all', teamId?: string) {
  let query = db
    .selectFrom('projects')
    .leftJoin('team_members', (join) => join.onRef('team_members.team_id', '=', 'projects.team_id').on('team_members.user_id', '=', userId))
    .leftJoin('project_shares', (join) => join.onRef('project_shares.project_id', '=', 'projects.id').on('project_shares.user_id', '=', userId))
    .leftJoin('teams', 'teams.id', 'projects.team_id')
    .leftJoin('users as author', 'author.id', 'projects.owner_id')
  if (scope === 'mine') query = query.where('projects.team_id', 'is', null).where('projects.owner_id', '=', userId)
  else if (scope === 'shared') query = query.where('project_shares.user_id', 'is not', null)
  else if (scope === 'team') query = query.where('team_members.user_id', 'is not', null)
  else {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('projects.team_id', 'is', null), eb('projects.owner_id', '=', userId)]),
        eb('team_members.user_id', 'is not', null),
        eb('project_shares.user_id', 'is not', null),
      ]),
    )
  }
  if (teamId) query = query.where('projects.team_id', '=', teamId)
  return query
}

/** The columns a listed project needs beside its own: the caller's role, its team and its author's name. */
export const ACCESS_COLUMNS = ['team_members.role as team_role', 'project_shares.role as share_role', 'teams.name as team_name', 'author.name as author_name'] as const

export function toListedProject(
  row: ProjectRow & { team_role: ProjectRole | null; share_role: ProjectRole | null; team_name: string | null; author_name: string | null },
  userId: string,
): Project {
  return {
    ...toProject(row),
    role: roleOf(row, userId) ?? undefined,
    team: row.team_id && row.team_name !== null ? { id: row.team_id, name: row.team_name } : null,
    // owner_id records who made a team's project: where it goes back to when it leaves the team.
    author: { id: row.owner_id, name: row.author_name ?? '' },
  }
}

/** Moved to the scene repository, the one reader and writer of a caller's project scene. */
export { ownedProject } from '../scenes/scene-repository'

// A face project's scene says so from the start: the editor shows the reference head, the viewer
// tracks the face, and the invisible head hides what is behind it.
const firstScene: Partial<Record<ProjectCategory, () => SceneDocument>> = {
  FACE: () => {
    const scene = emptyScene()
    return { ...scene, settings: { ...scene.settings, faceTracking: { occlude: true } } }
  },
  // A body project's scene is in the body space from the start: the editor shows the reference
  // body, the viewer opens the rear camera on whoever is filmed.
  BODY: () => {
    const scene = emptyScene()
    return { ...scene, settings: { ...scene.settings, bodyTracking: { camera: 'environment' as const } } }
  },
  // A VR world starts with ground to stand and teleport on and a sky, through the document's own
  // environment settings, so the editor shows and edits them like any other scene's.
  VR: () => {
    const scene = emptyScene()
    const environment = { ...scene.settings.environment, skybox: 'sunset' as const, elements: ['terrain'] }
    return { ...scene, settings: { ...scene.settings, environment, xr: { mode: 'immersive-vr' as const } } }
  },
  WEB3D: () => {
    const scene = emptyScene()
    return { ...scene, settings: { ...scene.settings, xr: { mode: 'none' as const } } }
  },
  GLASSES: () => {
    const scene = emptyScene()
    return { ...scene, settings: { ...scene.settings, xr: { mode: 'immersive-ar' as const } } }
  },
}

/** A new project of `category` (the create routes and the agent door's create_project); answers its id. */
export async function insertProject(db: Kysely<Database>, ownerId: string, category: ProjectCategory, body: { project_name: string; comment?: string }): Promise<string> {
  const id = newObjectId()
  const scene = firstScene[category]?.()
  await db
    .insertInto('projects')
    .values({ id, owner_id: ownerId, category, project_name: body.project_name, comment: body.comment, scene: scene ? JSON.stringify(scene) : null })
    .execute()
  return id
}
