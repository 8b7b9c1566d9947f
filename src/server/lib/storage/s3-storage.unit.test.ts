import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createS3Storage, type S3Sender } from './s3'

/** An in-memory bucket that answers the four commands the driver sends, as S3 would. */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; type: string }>()
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
          objects.set(key, { body: Buffer.concat(chunks), type: input.ContentType as string })
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

const options = { bucket: 'media-bucket', prefix: 'media/', region: 'us-east-1', forcePathStyle: true }

describe('S3 media storage (against an in-memory bucket)', () => {
  it('puts under the prefix with length, type and cache header; reads ranges; deletes', async () => {
    const bucket = fakeBucket()
    const storage = createS3Storage(options, bucket.client)
    expect(await storage.put('a.mp4', Readable.from([Buffer.from('0123456789')]), { contentType: 'video/mp4', size: 10 })).toEqual({ created: true })
    const put = bucket.sent.find((c) => c.name === 'PutObjectCommand')!
    expect(put.input).toMatchObject({ Bucket: 'media-bucket', Key: 'media/a.mp4', ContentLength: 10, ContentType: 'video/mp4', CacheControl: 'public, max-age=31536000, immutable' })
    expect(await storage.stat('a.mp4')).toEqual({ size: 10, contentType: 'video/mp4' })
    expect(await text((await storage.get('a.mp4', { start: 3, end: 5 }))!)).toBe('345')
    expect(bucket.sent.at(-1)!.input.Range).toBe('bytes=3-5')
    expect(await storage.put('a.mp4', Readable.from([Buffer.from('other')]), { contentType: 'video/mp4', size: 5 })).toEqual({ created: false })
    await storage.delete('a.mp4')
    expect(await storage.exists('a.mp4')).toBe(false)
    expect(await storage.get('a.mp4')).toBeNull()
  })

  it('refuses unsafe keys before calling the bucket', async () => {
    const bucket = fakeBucket()
    const storage = createS3Storage(options, bucket.client)
    await expect(storage.stat('../x')).rejects.toThrow(/unsafe/)
    expect(bucket.sent).toEqual([])
  })
})
