import { Readable } from 'node:stream'
import type { S3Sender } from './s3'

/**
 * Test stand-in for a bucket: an in-memory map answering the four commands the S3 driver sends,
 * as S3 would (404s, ranges, bodies as streams). `sent` records every command for assertions.
 */
export function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl?: string }>()
  const sent: { name: string; input: Record<string, unknown> }[] = []
  const notFound = () => Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } })
  const client: S3Sender = {
    async send(command) {
      const { constructor, input } = command as { constructor: { name: string }; input: Record<string, unknown> }
      sent.push({ name: constructor.name, input })
      const key = input.Key as string
      switch (constructor.name) {
        case 'HeadObjectCommand': {
          const o = objects.get(key)
          if (!o) throw notFound()
          return { ContentLength: o.body.length, ContentType: o.type }
        }
        case 'PutObjectCommand': {
          const chunks: Buffer[] = []
          for await (const c of input.Body as Readable) chunks.push(Buffer.from(c))
          objects.set(key, { body: Buffer.concat(chunks), type: input.ContentType as string, cacheControl: input.CacheControl as string | undefined })
          return {}
        }
        case 'GetObjectCommand': {
          const o = objects.get(key)
          if (!o) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' })
          const m = /^bytes=(\d+)-(\d+)$/.exec((input.Range as string) ?? '')
          return { Body: Readable.from([m ? o.body.subarray(Number(m[1]), Number(m[2]) + 1) : o.body]) }
        }
        case 'DeleteObjectCommand':
          objects.delete(key)
          return {}
      }
      throw new Error(`unexpected ${constructor.name}`)
    },
  }
  return { client, objects, sent }
}
