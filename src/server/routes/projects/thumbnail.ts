import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import { THUMBNAIL_MAX_BYTES } from '@shared/api/projects'
import { HttpError } from '../../lib/http-error'
import type { MediaStorage } from '../../lib/storage'
import { THUMBNAIL_PREFIX } from './project-files'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const MAX_SIDE = 4096

/** Decodes a PNG data URL and checks it is one: signature, an IHDR with sane dimensions, an IEND. */
export function decodePngDataUrl(dataUrl: string): Buffer {
  const base64 = dataUrl.slice('data:image/png;base64,'.length)
  if (base64.length > Math.ceil((THUMBNAIL_MAX_BYTES * 4) / 3) + 4) {
    throw new HttpError(413, `The thumbnail is larger than ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB`)
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new HttpError(400, 'thumbnailImg is not valid base64')
  const png = Buffer.from(base64, 'base64')
  const valid =
    png.length > 57 &&
    png.subarray(0, 8).equals(PNG_SIGNATURE) &&
    png.toString('latin1', 12, 16) === 'IHDR' &&
    png.toString('latin1', png.length - 8, png.length - 4) === 'IEND'
  if (!valid) throw new HttpError(415, 'thumbnailImg is not a PNG image')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) throw new HttpError(422, `The thumbnail must be at most ${MAX_SIDE}×${MAX_SIDE} pixels`)
  return png
}

/** Stores the PNG under a content-addressed name (storage writes are atomic); answers its URL path. */
export async function storeThumbnail(storage: MediaStorage, projectId: string, png: Buffer): Promise<string> {
  const name = `${projectId}-${crypto.createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`
  await storage.put(name, Readable.from([png]), { contentType: 'image/png', size: png.length })
  return `${THUMBNAIL_PREFIX}${name}`
}
