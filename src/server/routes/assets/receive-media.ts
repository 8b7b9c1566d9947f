import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { MAX_FILES_PER_REQUEST, MEDIA_MESSAGES } from '@shared/api/assets'
import { HttpError } from '../../lib/http-error'
import { partToTemp } from '../../lib/multipart-to-temp'
import { assertCleanText } from '../../lib/clean-text'

export interface ReceivedFile {
  index: number
  tempPath: string
  fileName: string
  size: number
  sha256: string
}

export interface ReceivedUpload {
  fields: Record<string, string>
  files: ReceivedFile[]
}

export interface ReceiveOptions {
  tempDir: string
  /** Bytes one file may have, and the message when it has more. */
  cap: { bytes: number; message: string }
  /** Called as soon as a text field arrives, so a refusal (a foreign project) stops the upload before its files. */
  onField?: (name: string, value: string) => Promise<void>
}

/**
 * Streams a multipart body: text fields into an object, each `files` part to its own temp file,
 * counting bytes and hashing on the way (never holding a file in memory). The per-type cap is
 * enforced while receiving: the first byte over it stops the transfer. Every refusal deletes
 * what this request wrote before it throws.
 */
export async function receiveMedia(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with projectId, assets and files')
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') {
          assertCleanText(part.value, part.fieldname)
          fields[part.fieldname] = part.value
          await options.onField?.(part.fieldname, part.value)
        }
        continue
      }
      if (part.fieldname !== 'files') {
        part.file.resume()
        throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send files as "files"`)
      }
      if (files.length >= MAX_FILES_PER_REQUEST) {
        part.file.resume()
        throw new HttpError(400, MEDIA_MESSAGES.tooManyFiles)
      }
      const temp = await partToTemp(part.file, { tempDir: options.tempDir, prefix: 'media-', cap: options.cap, truncatedMessage: options.cap.message, hash: true })
      const fileName = path.basename(part.filename || 'file').slice(0, 200)
      assertCleanText(fileName, `${part.fieldname}.filename`)
      files.push({ index: files.length, tempPath: temp.path, fileName, size: temp.size, sha256: temp.sha256 })
      if (temp.size === 0) throw new HttpError(400, MEDIA_MESSAGES.emptyFile)
    }
    return { fields, files }
  } catch (error) {
    // partToTemp has removed a part it failed on; the files received whole before it go here.
    discardFiles(files)
    throw error
  }
}

const STALE_MS = 60 * 60 * 1000

/** Temp files a crash left behind (this module's own `media-*` names only), older than an hour. */
export function sweepStaleTemp(tempDir: string, now = Date.now()) {
  if (!fs.existsSync(tempDir)) return
  for (const name of fs.readdirSync(tempDir)) {
    if (!name.startsWith('media-')) continue
    const file = path.join(tempDir, name)
    try {
      if (now - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true })
    } catch {
      // Gone already, or another instance is sweeping: either way nothing to do.
    }
  }
}

/** Where the model pipeline writes a file's optimized copy: beside it, so discarding one discards both. */
export const optimizedPathOf = (file: ReceivedFile) => `${file.tempPath}.optimized.glb`

/** Where a sanitized SVG or a GIF's packed sheet is written before storage, beside its upload. */
export const derivedPathOf = (file: ReceivedFile) => `${file.tempPath}.derived`

/** Removes a request's temp files (the local storage driver may have moved some into place already). */
export function discardFiles(files: ReceivedFile[]) {
  for (const file of files) {
    fs.rmSync(file.tempPath, { force: true })
    fs.rmSync(optimizedPathOf(file), { force: true })
    fs.rmSync(derivedPathOf(file), { force: true })
  }
}
