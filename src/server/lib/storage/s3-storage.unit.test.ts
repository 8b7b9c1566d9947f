import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { fakeBucket } from './fake-bucket'
import { createS3Storage } from './s3'

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

  it('putFile uploads a file, and opens nothing when the key exists (the file may be gone by then)', async () => {
    const bucket = fakeBucket()
    const storage = createS3Storage(options, bucket.client)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-put-'))
    const file = path.join(dir, 'upload.tmp')
    fs.writeFileSync(file, 'model bytes')
    try {
      expect(await storage.putFile('m.glb', file, { contentType: 'model/gltf-binary', size: 11 })).toEqual({ created: true })
      expect(bucket.objects.get('media/m.glb')).toMatchObject({ type: 'model/gltf-binary', body: Buffer.from('model bytes') })
      fs.rmSync(file)
      expect(await storage.putFile('m.glb', file, { contentType: 'model/gltf-binary', size: 11 })).toEqual({ created: false })
      // A stream opened on the missing file would throw ENOENT from nowhere about now.
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses unsafe keys before calling the bucket', async () => {
    const bucket = fakeBucket()
    const storage = createS3Storage(options, bucket.client)
    await expect(storage.stat('../x')).rejects.toThrow(/unsafe/)
    expect(bucket.sent).toEqual([])
  })
})
