import type { Readable } from 'node:stream'

/** Inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  start: number
  end: number
}

export interface StoredInfo {
  size: number
  contentType: string
}

/**
 * Where uploaded media and published USDZ/GLB files live: local disk or an S3-compatible bucket,
 * behind the same calls, so several API instances can share one bucket. Keys are flat
 * content-addressed names (`<sha256>.<ext>`): a key's bytes never change, so writes are idempotent.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3'
  /** Stores the stream under key unless the key exists already; `created` says whether this call wrote it. */
  put(key: string, body: Readable, meta: { contentType: string; size: number }): Promise<{ created: boolean }>
  /** Like put, from a local file; the local driver moves it instead of copying. */
  putFile(key: string, filePath: string, meta: { contentType: string; size: number }): Promise<{ created: boolean }>
  /** The object's bytes, or the given range of them; null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>
  stat(key: string): Promise<StoredInfo | null>
  exists(key: string): Promise<boolean>
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  glb: 'model/gltf-binary',
  usdz: 'model/vnd.usdz+zip',
  obj: 'model/obj',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mind: 'application/octet-stream',
  svg: 'image/svg+xml',
  gif: 'image/gif',
}

export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? ''
  return MEDIA_CONTENT_TYPES[ext] ?? 'application/octet-stream'
}

/** Keys are flat names; anything that could climb out of the storage root is refused. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`)
}
