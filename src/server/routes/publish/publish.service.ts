import { sql, type Kysely } from 'kysely'
import { PUBLISH_MESSAGES, type PublishedVersion } from '@shared/api/publish'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { readStoredScene } from '../../lib/stored-scene'

interface VersionRow {
  id: string
  version: number
  project_name: string
  scene_revision?: number
  usdz: string | null
  glb: string | null
  created_at: Date | string
}

export function toVersion(row: VersionRow, prefix: string): PublishedVersion {
  return {
    id: row.id,
    version: row.version,
    project_name: row.project_name,
    scene_revision: row.scene_revision ?? 0,
    usdzUrl: row.usdz ? prefix + row.usdz : null,
    glbUrl: row.glb ? prefix + row.glb : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/**
 * Freezes the saved document at `revision` as the project's next published version (the publish
 * route and the agent door's publish). A newer save elsewhere must be seen first: 409. The files
 * (the editor's USDZ/GLB exports) are kept only once the revision has been checked.
 */
export async function freezeVersion(
  db: Kysely<Database>,
  projectId: string,
  revision: number,
  keepFiles: () => Promise<{ usdz: string | null; glb: string | null }>,
) {
  const row = await db.selectFrom('projects').select(['scene', 'scene_revision', 'project_name']).where('id', '=', projectId).executeTakeFirstOrThrow()
  if (row.scene_revision !== revision) throw new HttpError(409, PUBLISH_MESSAGES.staleRevision)
  const scene = row.scene ? readStoredScene(row.scene) : emptyScene()
  const { usdz, glb } = await keepFiles()
  const inserted = await db.transaction().execute(async (trx) => {
    // Serialise publishes of one project so version numbers never collide.
    await sql`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`.execute(trx)
    const last = await trx.selectFrom('published_versions').select((eb) => eb.fn.max('version').as('v')).where('project_id', '=', projectId).executeTakeFirst()
    return trx
      .insertInto('published_versions')
      .values({ id: newObjectId(), project_id: projectId, version: (last?.v ?? 0) + 1, scene: JSON.stringify(scene), scene_revision: revision, project_name: row.project_name, usdz, glb })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
  return { inserted, projectName: row.project_name }
}
