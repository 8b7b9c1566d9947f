import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server'
import { createS3Client, createS3Storage, type S3StorageOptions } from './s3'

let s3: TestS3
let client: S3Client
let options: S3StorageOptions
beforeAll(async () => {
  s3 = await startTestS3('media-bucket')
  options = {
    bucket: s3.bucket,
    prefix: 'media/',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  }
  client = s3.client
})
afterAll(async () => {
  await s3?.stop()
})

describe('S3 media storage (against a real S3-compatible server)', () => {
  it('puts under the prefix with type and cache header; reads ranges; deletes', async () => {
    const storage = createS3Storage(options)
    expect(await storage.put('a.mp4', Readable.from([Buffer.from('0123456789')]), { contentType: 'video/mp4', size: 10 })).toEqual({ created: true })
    // What the bucket itself holds, read past the driver.
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'media/a.mp4' }))
    expect(head).toMatchObject({ ContentLength: 10, ContentType: 'video/mp4', CacheControl: 'public, max-age=31536000, immutable' })
    expect(await storage.stat('a.mp4')).toEqual({ size: 10, contentType: 'video/mp4' })
    expect(await text((await storage.get('a.mp4', { start: 3, end: 5 }))!)).toBe('345')
    expect(await storage.put('a.mp4', Readable.from([Buffer.from('other')]), { contentType: 'video/mp4', size: 5 })).toEqual({ created: false })
    expect(await text((await storage.get('a.mp4'))!)).toBe('0123456789')
    await storage.delete('a.mp4')
    expect(await storage.exists('a.mp4')).toBe(false)
    expect(await storage.get('a.mp4')).toBeNull()
    expect(await storage.stat('never-there.glb')).toBeNull()
    // Deleting a missing key is not an error.
    await storage.delete('a.mp4')
  })

  it('a body that fails part-way rejects the put with its own error instead of waiting forever', async () => {
    const storage = createS3Storage(options)
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1))
        setTimeout(() => this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 20)
      },
    })
    await expect(storage.put('half.mp4', failing, { contentType: 'video/mp4', size: 10 * 1024 * 1024 })).rejects.toThrow('aborted')
  })

  it('putFile uploads a file, and opens nothing when the key exists (the file may be gone by then)', async () => {
    const storage = createS3Storage(options)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-put-'))
    const file = path.join(dir, 'upload.tmp')
    fs.writeFileSync(file, 'model bytes')
    try {
      expect(await storage.putFile('m.glb', file, { contentType: 'model/gltf-binary', size: 11 })).toEqual({ created: true })
      const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'media/m.glb' }))
      expect(stored.ContentType).toBe('model/gltf-binary')
      expect(await stored.Body!.transformToString()).toBe('model bytes')
      fs.rmSync(file)
      expect(await storage.putFile('m.glb', file, { contentType: 'model/gltf-binary', size: 11 })).toEqual({ created: false })
      // A stream opened on the missing file would throw ENOENT from nowhere about now.
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps areas apart by prefix in one bucket', async () => {
    const media = createS3Storage(options)
    const published = createS3Storage({ ...options, prefix: 'media/published/' })
    await published.put('p.glb', Readable.from([Buffer.from('glb')]), { contentType: 'model/gltf-binary', size: 3 })
    expect(await published.exists('p.glb')).toBe(true)
    expect(await media.exists('p.glb')).toBe(false)
  })

  it('refuses unsafe keys before calling the bucket', async () => {
    const sent: unknown[] = []
    const real = createS3Client(options)
    const storage = createS3Storage(options, { send: (command) => (sent.push(command), real.send(command as never)) })
    await expect(storage.stat('../x')).rejects.toThrow(/unsafe/)
    expect(sent).toEqual([])
    expect(await storage.stat('fine.png')).toBeNull()
    expect(sent).toHaveLength(1)
    real.destroy()
  })
})
