import path from 'node:path'
import type { Env } from '../../env'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { MediaStorage } from './types'

export type { ByteRange, MediaStorage, StoredInfo } from './types'
export { contentTypeOfKey, MEDIA_CONTENT_TYPES } from './types'

/** What a storage holds: uploaded media, the USDZ/GLB files of published versions, project thumbnails or VPS zips. */
export type StorageArea = 'media' | 'published' | 'thumbnails' | 'vps'

/**
 * S3 when a bucket is configured, else DATA_DIR/uploads/<area>. Media keep the bucket prefix as
 * they always had; other areas sit under `<prefix><area>/`, which no flat media key can reach.
 * Locally each area keeps its folder, so files written before storage covered them still serve.
 */
export function createMediaStorage(env: Env, area: StorageArea = 'media'): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      prefix: area === 'media' ? env.S3_PREFIX : `${env.S3_PREFIX}${area}/`,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    })
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads', area))
}
