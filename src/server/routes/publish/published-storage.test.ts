import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Document, NodeIO } from '@gltf-transform/core'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import * as THREE from 'three'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server'
import { createMediaStorage } from '../../lib/storage'
import { createS3Client, createS3Storage } from '../../lib/storage/s3'
import { createTokenService } from '../../lib/tokens'
import { registerAuth } from '../../plugins/auth'
import { registerErrorHandling } from '../../plugins/errors'
import { publishRoutes } from './publish.routes'
import { servePublishedRoutes } from './serve-published'

/** The publish and file routes alone, over one S3 storage on a real S3-compatible server; `sent` names every command. */
async function s3App(t: TestApp, bucket: TestS3, sent: string[]) {
  const options = { bucket: bucket.bucket, prefix: 'app/published/', region: 'us-east-1', endpoint: bucket.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }
  const client = createS3Client(options)
  const storage = createS3Storage(options, { send: (command) => (sent.push((command as object).constructor.name), client.send(command as never)) })
  const tokens = createTokenService(crypto.randomBytes(32), 3600, t.db.kysely)
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerAuth(app, t.db.kysely, tokens)
  await app.register(publishRoutes, { db: t.db.kysely, env: t.env, storage, prefix: '/api/v1' })
  await app.register(servePublishedRoutes, { storage })
  await app.ready()
  return { app, tokens }
}

/** A real GLB; `extra` vertices make it as large as a published scene can be. */
async function makeGlb(extra = 0) {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const vertices = new Float32Array(9 + extra * 3).fill(0.5)
  vertices.set([0, 0, 0, 1, 0, 0, 0, 1, 0])
  const positions = doc.createAccessor().setType('VEC3').setArray(vertices).setBuffer(buffer)
  const mesh = doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute('POSITION', positions))
  doc.createScene().addChild(doc.createNode().setMesh(mesh))
  return Buffer.from(await new NodeIO().writeBinary(doc))
}

let t: TestApp
let s3: Awaited<ReturnType<typeof s3App>>
let bucket: TestS3
const sent: string[] = []
let token: string
let projectId: string
let usdz: Buffer
let glb: Buffer

beforeAll(async () => {
  t = await createTestApp()
  bucket = await startTestS3()
  s3 = await s3App(t, bucket, sent)
  const user = await registerUser(t.app)
  token = await s3.tokens.issue(user.userId)
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${user.token}` }, payload: { project_name: 'Shop', comment: '' } })
  projectId = res.json().data._id
  const scene = new THREE.Scene()
  scene.add(new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial({ color: 'green' })))
  usdz = Buffer.from(await new USDZExporter().parseAsync(scene))
  glb = await makeGlb()
})
afterAll(async () => {
  await s3?.app.close()
  await t?.close()
  await bucket?.stop()
})

const publish = (files: { usdz?: Buffer; glb?: Buffer }) => {
  const parts: Parameters<typeof multipart>[0] = [{ name: 'revision', value: '0' }]
  if (files.usdz) parts.push({ name: 'usdz', filename: 'scene.usdz', data: files.usdz, type: 'model/vnd.usdz+zip' })
  if (files.glb) parts.push({ name: 'glb', filename: 'scene.glb', data: files.glb, type: 'model/gltf-binary' })
  const body = multipart(parts)
  return s3.app.inject({ method: 'POST', url: `/api/v1/experience/${projectId}/publish`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload })
}
const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')
const localPublished = () => path.join(t.env.DATA_DIR, 'uploads', 'published')
const publishTemps = () => fs.readdirSync(path.join(t.env.DATA_DIR, 'tmp')).filter((f) => f.startsWith('publish-'))

describe('published files through the storage interface (S3 driver, real S3-compatible server)', () => {
  it('stores the USDZ and GLB as objects under the published prefix, never on local disk, and serves them back', async () => {
    const res = await publish({ usdz, glb })
    expect(res.statusCode).toBe(201)
    const { usdzUrl, glbUrl } = res.json().data
    expect(usdzUrl).toBe(`/uploads/published/${sha(usdz)}.usdz`)
    expect(glbUrl).toBe(`/uploads/published/${sha(glb)}.glb`)
    const stored = (await bucket.read(`app/published/${sha(usdz)}.usdz`))!
    expect(stored).toMatchObject({ contentType: 'model/vnd.usdz+zip', cacheControl: 'public, max-age=31536000, immutable' })
    expect(stored.body.equals(usdz)).toBe(true)
    expect(await bucket.read(`app/published/${sha(glb)}.glb`)).toMatchObject({ contentType: 'model/gltf-binary' })
    expect(fs.existsSync(localPublished()) ? fs.readdirSync(localPublished()) : []).toEqual([])
    expect(publishTemps()).toEqual([])

    const file = await s3.app.inject({ method: 'GET', url: usdzUrl })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('model/vnd.usdz+zip')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.rawPayload.equals(usdz)).toBe(true)
    const part = await s3.app.inject({ method: 'GET', url: glbUrl, headers: { range: 'bytes=0-3' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-type']).toBe('model/gltf-binary')
    expect(part.body).toBe('glTF')
    expect((await s3.app.inject({ method: 'GET', url: `/uploads/published/${'0'.repeat(64)}.glb` })).statusCode).toBe(404)
  })

  it('publishing the same files again writes no second object', async () => {
    const puts = () => sent.filter((name) => name === 'PutObjectCommand').length
    const before = puts()
    expect((await publish({ usdz, glb })).json().data.version).toBe(2)
    expect(puts()).toBe(before)
  })

  it('keeps nothing in the bucket or the temp folder when the content check refuses a file', async () => {
    const before = await bucket.keys()
    const res = await publish({ usdz, glb: glb.subarray(0, glb.length - 8) })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/GLB/)
    expect(await bucket.keys()).toEqual(before)
    expect(publishTemps()).toEqual([])
  })

  it('accepts a published file above the 1 MB request body limit', async () => {
    const big = await makeGlb(200_000)
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const res = await publish({ glb: big })
    expect(res.statusCode).toBe(201)
    expect((await bucket.read(`app/published/${sha(big)}.glb`))!.body.equals(big)).toBe(true)
  })
})

describe('published files on local disk', () => {
  let local: FastifyInstance
  afterAll(() => local?.close())

  it('serves files already under DATA_DIR/uploads/published, so links in existing versions keep working', async () => {
    const storage = createMediaStorage(t.env, 'published')
    fs.writeFileSync(path.join(localPublished(), `${sha(usdz)}.usdz`), usdz)
    local = Fastify()
    local.setValidatorCompiler(validatorCompiler)
    local.setSerializerCompiler(serializerCompiler)
    await local.register(servePublishedRoutes, { storage })
    const file = await local.inject({ method: 'GET', url: `/uploads/published/${sha(usdz)}.usdz` })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('model/vnd.usdz+zip')
    expect(file.headers['cache-control']).toContain('immutable')
    expect(file.rawPayload.equals(usdz)).toBe(true)
    expect((await local.inject({ method: 'GET', url: '/uploads/published/..%2F..%2Fjwt-secret' })).statusCode).toBe(404)
  })
})
