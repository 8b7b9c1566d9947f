import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { HttpError } from './http-error'

export interface PartToTempOptions {
  tempDir: string
  /** Start of the temp file's name, so each caller's stale-file sweep recognises its own. */
  prefix: string
  suffix?: string
  /** Counted while receiving: the first chunk over `bytes` stops the transfer with 413 `message`. */
  cap?: { bytes: number; message: string }
  /** 413 message when the multipart plugin's own fileSize limit cut the part short. */
  truncatedMessage: string
  /** Hash the bytes on the way (sha256, hex). */
  hash?: boolean
  /** Keep this many leading bytes (magic-number checks without reopening the file). */
  headBytes?: number
}

export interface TempFile {
  path: string
  size: number
  /** Empty unless `hash` was asked for. */
  sha256: string
  head: Buffer
}

/** A multipart file part as @fastify/multipart hands it over. */
export type FilePart = Readable & { truncated?: boolean }

/**
 * Streams one multipart file part to a fresh temp file, counting (and optionally hashing) while
 * receiving, never holding the file in memory. On any failure the partial file is gone before the
 * error leaves; a file that was received whole is the caller's to keep or remove.
 */
export async function partToTemp(file: FilePart, options: PartToTempOptions): Promise<TempFile> {
  await fsp.mkdir(options.tempDir, { recursive: true })
  const tempPath = path.join(options.tempDir, `${options.prefix}${crypto.randomBytes(8).toString('hex')}${options.suffix ?? ''}`)
  const hash = options.hash ? crypto.createHash('sha256') : undefined
  const headBytes = options.headBytes ?? 0
  let size = 0
  let head = Buffer.alloc(0)
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (options.cap && size > options.cap.bytes) return done(new HttpError(413, options.cap.message))
      if (head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)])
      hash?.update(chunk)
      done(null, chunk)
    },
  })
  const writer = fs.createWriteStream(tempPath, { flags: 'wx' })
  try {
    await pipeline(file, counter, writer)
    // The plugin's limit sits at or above every cap; reaching it means the same thing.
    if (file.truncated) throw new HttpError(413, options.truncatedMessage)
    return { path: tempPath, size, sha256: hash ? hash.digest('hex') : '', head }
  } catch (error) {
    // A writer destroyed while still opening creates its file afterwards: wait, then remove.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()))
    await fsp.rm(tempPath, { force: true })
    throw error
  }
}
