import type { Kysely } from 'kysely'
import type { ScenePreview } from '@shared/api/publish'
import { readStoredScene } from '../../lib/stored-scene'
import type { Database } from '../../db/schema'
import { toVersion } from './publish.service'
import { PUBLISHED_PREFIX } from './serve-published'

export interface FoundPreview {
  data: ScenePreview
  /** The project's thumbnail (a public path), shown by the viewer's page as its poster. */
  thumbnail: string | null
  cacheControl: string
}

/**
 * What /scene-preview/:id answers and what the viewer's page carries inline: an author's shared
 * preview (32 hex, expiring), else the latest published version of a project (24 hex).
 */
export async function findScenePreview(db: Kysely<Database>, id: string): Promise<FoundPreview | null> {
  if (id.length === 32) {
    const row = await db.selectFrom('scene_previews').selectAll().where('id', '=', id).where('expires_at', '>', new Date()).executeTakeFirst()
    if (!row) return null
    return {
      data: { id, sceneData: readStoredScene(row.scene), project_name: 'Shared preview', category: null, version: null, usdzUrl: null, glbUrl: null, published_at: new Date(row.created_at).toISOString() },
      thumbnail: null,
      cacheControl: 'no-store',
    }
  }
  const row = await db
    .selectFrom('published_versions')
    .innerJoin('projects', 'projects.id', 'published_versions.project_id')
    .select(['published_versions.id', 'published_versions.version', 'published_versions.scene', 'published_versions.project_name', 'published_versions.usdz', 'published_versions.glb', 'published_versions.created_at', 'projects.category', 'projects.thumbnail'])
    .where('published_versions.project_id', '=', id)
    .orderBy('published_versions.version', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  const version = toVersion(row, PUBLISHED_PREFIX)
  return {
    data: { id, sceneData: readStoredScene(row.scene), project_name: row.project_name, category: row.category, version: row.version, usdzUrl: version.usdzUrl, glbUrl: version.glbUrl, published_at: version.created_at },
    thumbnail: row.thumbnail,
    // A new publish must show at once; the files it names are immutable and cached on their own.
    cacheControl: 'no-cache',
  }
}
