import fs from 'node:fs'
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { assertSafeKey, contentTypeOfKey, type ByteRange, type MediaStorage } from './types'

export interface S3StorageOptions {
  bucket: string
  prefix: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/** The one call of S3Client this driver uses, so a test can stand in for the bucket. */
export interface S3Sender {
  send(command: unknown, options?: { abortSignal?: AbortSignal }): Promise<unknown>
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

/** The driver's client: also what a test wraps to watch the commands it sends. */
export function createS3Client(options: Omit<S3StorageOptions, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default since 2025 sends streamed bodies as aws-chunked with a CRC32 trailer,
    // which S3-compatible stores that predate it (s3rver, older MinIO, some gateways) store
    // verbatim, framing and all. Checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  })
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...). Objects carry their content type and the same
 * immutable cache header the local route sends; the API still serves them (GET /uploads/media/...)
 * so URLs stay same-origin and the CSP needs no other host.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Sender): MediaStorage {
  const s3: S3Sender = client ?? createS3Client(options)
  const Bucket = options.bucket
  const Key = (key: string) => {
    assertSafeKey(key)
    return `${options.prefix}${key}`
  }

  const stat: MediaStorage['stat'] = async (key) => {
    try {
      const head = (await s3.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))) as { ContentLength?: number; ContentType?: string }
      return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? contentTypeOfKey(key) }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }
  const upload = async (key: string, body: Readable, meta: { contentType: string; size: number }) => {
    // The SDK pipes the body into its request without listening to the body's errors: a source
    // that fails part-way (a client reset mid-upload, a file removed) left the PUT waiting
    // forever. Its failure now aborts the request and is what the caller sees.
    const abort = new AbortController()
    let failure: Error | undefined
    body.once('error', (error) => {
      failure = error
      abort.abort(error)
    })
    try {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: body,
          // A stream has no length of its own; S3 needs one for a single PUT.
          ContentLength: meta.size,
          ContentType: meta.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
        { abortSignal: abort.signal },
      )
    } catch (error) {
      throw failure ?? error
    }
    return { created: true }
  }

  return {
    kind: 's3',
    stat,
    async put(key, body, meta) {
      if (await stat(key)) {
        body.destroy()
        return { created: false }
      }
      return upload(key, body, meta)
    },
    // The file is opened only once it is needed: a stream opened and then dropped would report
    // its own late open error (the caller may have removed the file by then) with no one listening.
    async putFile(key, filePath, meta) {
      if (await stat(key)) return { created: false }
      return upload(key, fs.createReadStream(filePath), meta)
    },
    exists: async (key) => (await stat(key)) !== null,
    async get(key, range?: ByteRange) {
      try {
        const out = (await s3.send(
          new GetObjectCommand({ Bucket, Key: Key(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        )) as { Body?: unknown }
        if (!out.Body) return null
        return out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body as import('node:stream/web').ReadableStream)
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }))
    },
  }
}
