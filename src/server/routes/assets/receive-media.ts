import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { MAX_FILES_PER_REQUEST, MEDIA_MESSAGES } from '@shared/api/assets'
import { HttpError } from '../../lib/http-error'

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
  fs.mkdirSync(options.tempDir, { recursive: true })
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const writers: fs.WriteStream[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') {
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
      const tempPath = path.join(options.tempDir, `media-${crypto.randomBytes(8).toString('hex')}`)
      const received: ReceivedFile = { index: files.length, tempPath, fileName: path.basename(part.filename || 'file').slice(0, 200), size: 0, sha256: '' }
      files.push(received)
      const hash = crypto.createHash('sha256')
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received.size += chunk.length
          if (received.size > options.cap.bytes) return done(new HttpError(413, options.cap.message))
          hash.update(chunk)
          done(null, chunk)
        },
      })
      const writer = fs.createWriteStream(tempPath, { flags: 'wx' })
      writers.push(writer)
      await pipeline(part.file, counter, writer)
      // The multipart plugin's own limit sits above every cap; reaching it means the same thing.
      if (part.file.truncated) throw new HttpError(413, options.cap.message)
      if (received.size === 0) throw new HttpError(400, MEDIA_MESSAGES.emptyFile)
      received.sha256 = hash.digest('hex')
    }
    return { fields, files }
  } catch (error) {
    // A stream destroyed before its file finished opening still creates it afterwards: wait for
    // every writer to close, or the file would appear after it was deleted.
    await Promise.all(writers.map(closedWriter))
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

/** Resolves once the stream has closed its file (at once if it has). */
export const closedWriter = (writer: fs.WriteStream) =>
  writer.closed ? Promise.resolve() : new Promise<void>((resolve) => writer.once('close', () => resolve()))

/** Removes a request's temp files (the local storage driver may have moved some into place already). */
export function discardFiles(files: ReceivedFile[]) {
  for (const file of files) {
    fs.rmSync(file.tempPath, { force: true })
    fs.rmSync(optimizedPathOf(file), { force: true })
  }
}
