import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

export interface TestS3 {
  endpoint: string
  bucket: string
  /** The app's S3_* variables for this server and bucket. */
  env: Record<string, string>
  /** A client of its own, for looking past the app at what the bucket holds. */
  client: S3Client
  /** Every key in the bucket under prefix. */
  keys: (prefix?: string) => Promise<string[]>
  /** An object's bytes and headers, or null. */
  read: (key: string) => Promise<{ body: Buffer; contentType?: string; cacheControl?: string } | null>
  stop: () => Promise<void>
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects on disk) on a loopback
 * port, with one empty bucket, for tests of the S3 storage driver and of several nodes sharing it.
 */
export async function startTestS3(bucket = 'studio-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  return {
    endpoint,
    bucket,
    client,
    keys: async (prefix = '') => {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return (out.Contents ?? []).map((o) => o.Key!).sort()
    },
    read: async (key) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return { body: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType, cacheControl: out.CacheControl }
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks the signature like S3 does.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: async () => {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
