import type { Kysely } from 'kysely'
import { MEDIA_URL_PREFIX } from '@shared/api/assets'
import { newObjectId } from '@shared/ids'
import type { SceneAsset } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import type { InspectedTarget } from './target-image'

/** The picture's media row (an image of the project like any upload), and its asset for the document. */
export function pictureRow(input: { ownerId: string; projectId: string; name: string; key: string; size: number; image: InspectedTarget }) {
  const { ownerId, projectId, name, key, size, image } = input
  const asset: SceneAsset = { id: newObjectId(), type: 'image', name, url: `${MEDIA_URL_PREFIX}${key}`, size, mime: image.mime, width: image.width, height: image.height }
  const row = {
    id: asset.id, owner_id: ownerId, project_id: projectId, type: 'image' as const, name, file_key: key, size, mime: image.mime,
    original_key: key, original_size: size, original_mime: image.mime, triangles: null, width: image.width, height: image.height, warnings: '[]',
  }
  return { asset, row }
}

/**
 * Records a compiled target (.mind) as the project's media row of type 'target', once per file:
 * the same bytes stored again (a re-compile, an undo and redo) reuse the row.
 */
export async function recordCompiledTarget(db: Kysely<Database>, input: { ownerId: string; projectId: string; key: string; size: number; name: string }): Promise<string> {
  const { ownerId, projectId, key, size, name } = input
  const existing = await db
    .selectFrom('media_assets')
    .select('id')
    .where('project_id', '=', projectId)
    .where('type', '=', 'target')
    .where('file_key', '=', key)
    .executeTakeFirst()
  if (existing) return existing.id
  const id = newObjectId()
  await db
    .insertInto('media_assets')
    .values({
      id, owner_id: ownerId, project_id: projectId, type: 'target', name, file_key: key, size, mime: 'application/octet-stream',
      original_key: key, original_size: size, original_mime: 'application/octet-stream', triangles: null, width: null, height: null, warnings: '[]',
    })
    .execute()
  return id
}

/** The .mind's name beside its picture's: "poster.png" → "poster.mind". */
export const compiledName = (pictureName: string) => `${pictureName.replace(/\.[^.]+$/, '') || 'target'}.mind`

/** The storage key a media URL names (`/uploads/media/<key>`), or null for any other URL. */
export const mediaKeyOf = (url: string | undefined) => (url?.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null)
