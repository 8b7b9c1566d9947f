import path from 'node:path'
import type { Env } from '../../env'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { MediaStorage } from './types'

export type { ByteRange, MediaStorage, StoredInfo } from './types'
export { contentTypeOfKey, MEDIA_CONTENT_TYPES } from './types'

/** S3 when a bucket is configured, else DATA_DIR/uploads/media. */
export function createMediaStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      prefix: env.S3_PREFIX,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    })
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads', 'media'))
}
