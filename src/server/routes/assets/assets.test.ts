import fs from 'node:fs'
import path from 'node:path'
import { NodeIO } from '@gltf-transform/core'
import { ALL_EXTENSIONS } from '@gltf-transform/extensions'
import { MeshoptDecoder } from 'meshoptimizer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_MESSAGES, TEXT_BULK_MESSAGES, uploadedAssetSchema, type UploadedAsset } from '@shared/api/assets'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import {
  elfBytes,
  glbWithExternalBuffer,
  libraryFile,
  makeCubeGlb,
  mzBytes,
  noisyPng,
  oggHeader,
  paddedMp4,
  pngOf,
  QUAD_OBJ,
} from '../../../../tests/support/media-fixtures'

let t: TestApp
let owner: { token: string; userId: string }
let stranger: { token: string }
let projectId: string
let strangersProject: string

type FilePart = { filename: string; data: Buffer; type?: string }

async function createProject(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${token}` }, payload: { project_name: 'Media test' } })
  return res.json().data._id as string
}

function upload(type: string, files: FilePart[], opts: { token?: string | null; project?: string; assets?: unknown } = {}) {
  const parts: Parameters<typeof multipart>[0] = [{ name: 'projectId', value: opts.project ?? projectId }]
  const assets = opts.assets ?? files.map((f, i) => ({ tempId: `temp-${i}`, name: f.filename, fileIndex: i }))
  parts.push({ name: 'assets', value: JSON.stringify(assets) })
  for (const f of files) parts.push({ name: 'files', filename: f.filename, data: f.data, type: f.type ?? 'application/octet-stream' })
  const { payload, headers } = multipart(parts)
  const token = opts.token === undefined ? owner.token : opts.token
  return t.app.inject({ method: 'POST', url: `/api/v1/assets/${type}/bulk`, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
}

async function uploadOne(type: string, file: FilePart): Promise<UploadedAsset> {
  const res = await upload(type, [file])
  expect(res.statusCode, res.body).toBe(201)
  const items = res.json().data.data
  expect(items).toHaveLength(1)
  return uploadedAssetSchema.parse(items[0])
}

const mediaDir = () => path.join(t.env.DATA_DIR, 'uploads', 'media')
const listing = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : [])
const tempListing = () => (fs.existsSync(path.join(t.env.DATA_DIR, 'tmp')) ? fs.readdirSync(path.join(t.env.DATA_DIR, 'tmp')) : [])
const rowCount = async () => Number((await t.db.kysely.selectFrom('media_assets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

async function readGlb(bytes: Buffer) {
  await MeshoptDecoder.ready
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder })
  return io.readBinary(new Uint8Array(bytes))
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await registerUser(t.app, 'Owner')
  stranger = await registerUser(t.app, 'Stranger')
  projectId = await createProject(owner.token)
  strangersProject = await createProject(stranger.token)
})
afterAll(async () => {
  await t?.close()
})

describe('POST /api/v1/assets/:type/bulk accepts real media and serves it back', () => {
  it('a GLB: keeps the original, answers the optimized (meshopt) copy as the url, counts triangles', async () => {
    const glb = await makeCubeGlb()
    const item = await uploadOne('mesh', { filename: 'cube.glb', data: glb, type: 'model/gltf-binary' })
    expect(item).toMatchObject({ tempId: 'temp-0', type: 'model', name: 'cube.glb', mime: 'model/gltf-binary', triangles: 12, warnings: [], originalSize: glb.length })
    expect(item.url).toBe(item.optimizedUrl)
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.glb$/)
    expect(item.originalUrl).not.toBe(item.url)

    const original = await fetchMedia(item.originalUrl)
    expect(original.statusCode).toBe(200)
    expect(original.rawPayload.equals(glb)).toBe(true)

    const optimized = await fetchMedia(item.url)
    expect(optimized.statusCode).toBe(200)
    expect(optimized.headers['content-type']).toBe('model/gltf-binary')
    expect(optimized.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(optimized.rawPayload.length).toBe(item.size)
    const doc = await readGlb(optimized.rawPayload)
    expect(doc.getRoot().listExtensionsUsed().map((e) => e.extensionName)).toContain('EXT_meshopt_compression')
    expect(doc.getRoot().listTextures()).toHaveLength(1)
    const prim = doc.getRoot().listMeshes()[0].listPrimitives()[0]
    expect(prim.getIndices()!.getCount()).toBe(36)

    const rows = await t.db.kysely.selectFrom('media_assets').selectAll().where('id', '=', item.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('an OBJ (quad, triangle, negative indices) becomes an optimized GLB', async () => {
    const item = await uploadOne('mesh', { filename: 'quad.obj', data: Buffer.from(QUAD_OBJ), type: 'text/plain' })
    expect(item).toMatchObject({ type: 'model', mime: 'model/gltf-binary', triangles: 3, originalMime: 'model/obj' })
    expect(item.originalUrl).toMatch(/\.obj$/)
    const doc = await readGlb((await fetchMedia(item.url)).rawPayload)
    const prim = doc.getRoot().listMeshes()[0].listPrimitives()[0]
    expect(prim.getAttribute('TEXCOORD_0')).toBeTruthy()
    expect(prim.getAttribute('NORMAL')).toBeTruthy()
    expect(prim.getIndices()!.getCount()).toBe(9)
  })

  it('a PNG, with its size in pixels', async () => {
    const png = await pngOf(64, 32)
    const item = await uploadOne('image', { filename: 'poster.png', data: png, type: 'image/png' })
    expect(item).toMatchObject({ type: 'image', mime: 'image/png', size: png.length, width: 64, height: 32 })
    expect(item.url).toBe(item.originalUrl)
    const res = await fetchMedia(item.url)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload.equals(png)).toBe(true)
  })

  it('an MP4 from the library, served with byte ranges', async () => {
    const mp4 = libraryFile('video/color-gradients.mp4')
    const item = await uploadOne('video', { filename: 'clip.mp4', data: mp4, type: 'video/mp4' })
    expect(item).toMatchObject({ type: 'video', mime: 'video/mp4', size: mp4.length })
    expect(item.width).toBeGreaterThan(0)
    expect(item.height).toBeGreaterThan(0)

    const part = await fetchMedia(item.url, { range: 'bytes=0-99' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`)
    expect(part.headers['content-type']).toBe('video/mp4')
    expect(part.headers['accept-ranges']).toBe('bytes')
    expect(part.rawPayload.equals(mp4.subarray(0, 100))).toBe(true)

    const tail = await fetchMedia(item.url, { range: 'bytes=-10' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true)

    const beyond = await fetchMedia(item.url, { range: `bytes=${mp4.length}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`)

    const whole = await fetchMedia(item.url)
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(mp4)).toBe(true)
    const cached = await fetchMedia(item.url, { 'if-none-match': whole.headers.etag as string })
    expect(cached.statusCode).toBe(304)
  })

  it('a WAV from the library', async () => {
    const wav = libraryFile('audio/pop.wav')
    const item = await uploadOne('audio', { filename: 'pop.wav', data: wav, type: 'audio/wav' })
    expect(item).toMatchObject({ type: 'audio', mime: 'audio/wav', size: wav.length })
    const res = await fetchMedia(item.url, { range: 'bytes=0-11' })
    expect(res.statusCode).toBe(206)
    expect(res.rawPayload.toString('latin1', 0, 4)).toBe('RIFF')
  })

  it('several files in one request keep their temp ids', async () => {
    const [a, b] = [await pngOf(10, 20), await pngOf(30, 10)]
    const res = await upload('image', [{ filename: 'a.png', data: a }, { filename: 'b.png', data: b }], {
      assets: [
        { tempId: 'temp-b', name: 'Second', fileIndex: 1 },
        { tempId: 'temp-a', name: 'First', fileIndex: 0 },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    const items = res.json().data.data as UploadedAsset[]
    expect(items.map((i) => [i.tempId, i.name, i.width])).toEqual([
      ['temp-b', 'Second', 30],
      ['temp-a', 'First', 10],
    ])
  })

  it('unknown media names answer 404', async () => {
    expect((await fetchMedia(`/uploads/media/${'0'.repeat(64)}.png`)).statusCode).toBe(404)
    expect((await fetchMedia('/uploads/media/..%2F..%2Fjwt-secret')).statusCode).toBe(404)
  })
})

describe('refusals: the exact message, and nothing left in storage', () => {
  const refusals: [string, string, () => Promise<FilePart[]>, number, string][] = [
    ['an ELF executable renamed .glb', 'mesh', async () => [{ filename: 'model.glb', data: elfBytes() }], 415, MEDIA_MESSAGES.invalidGlb],
    ['a Windows executable renamed .glb', 'mesh', async () => [{ filename: 'model.glb', data: mzBytes() }], 415, MEDIA_MESSAGES.invalidGlb],
    ['a truncated GLB', 'mesh', async () => [{ filename: 'cut.glb', data: (await makeCubeGlb()).subarray(0, 900) }], 422, MEDIA_MESSAGES.invalidGlb],
    ['a GLB naming a server file', 'mesh', async () => [{ filename: 'evil.glb', data: glbWithExternalBuffer('../../jwt-secret') }], 422, MEDIA_MESSAGES.externalGlb],
    ['an OBJ without faces', 'mesh', async () => [{ filename: 'points.obj', data: Buffer.from('v 0 0 0\nv 1 0 0\n') }], 422, MEDIA_MESSAGES.invalidObj],
    ['an OBJ with an index out of range', 'mesh', async () => [{ filename: 'bad.obj', data: Buffer.from('v 0 0 0\nf 1 2 3\n') }], 422, MEDIA_MESSAGES.invalidObj],
    ['a 3 MB PNG', 'image', async () => [{ filename: 'big.png', data: await noisyPng() }], 413, MEDIA_MESSAGES.imageTooLarge],
    ['a truncated PNG', 'image', async () => [{ filename: 'cut.png', data: (await noisyPng()).subarray(0, 100_000) }], 422, MEDIA_MESSAGES.invalidImage],
    ['an executable renamed .png', 'image', async () => [{ filename: 'x.png', data: elfBytes() }], 415, MEDIA_MESSAGES.invalidImage],
    ['an 11 MB MP4', 'video', async () => [{ filename: 'long.mp4', data: paddedMp4(11 * 1024 * 1024) }], 413, MEDIA_MESSAGES.videoTooLarge],
    ['an MP4 cut short', 'video', async () => [{ filename: 'cut.mp4', data: libraryFile('video/color-gradients.mp4').subarray(0, 5000) }], 422, MEDIA_MESSAGES.invalidVideo],
    ['an .ogg', 'audio', async () => [{ filename: 'sound.ogg', data: oggHeader(), type: 'audio/ogg' }], 415, MEDIA_MESSAGES.audioFormat],
    ['an .ogg renamed .mp3', 'audio', async () => [{ filename: 'sound.mp3', data: oggHeader(), type: 'audio/mpeg' }], 415, MEDIA_MESSAGES.audioFormat],
    ['a 6 MB WAV', 'audio', async () => [{ filename: 'long.wav', data: Buffer.concat([libraryFile('audio/pop.wav'), Buffer.alloc(6 * 1024 * 1024)]) }], 413, MEDIA_MESSAGES.audioTooLarge],
    ['a good PNG beside a bad one (all or nothing)', 'image', async () => [{ filename: 'ok.png', data: await pngOf(8, 8) }, { filename: 'x.png', data: elfBytes() }], 415, MEDIA_MESSAGES.invalidImage],
    ['two bad files', 'image', async () => [{ filename: 'x.png', data: elfBytes() }, { filename: 'y.jpg', data: mzBytes() }], 415, MEDIA_MESSAGES.partialFailure(2)],
    ['a good GLB beside a truncated one', 'mesh', async () => [{ filename: 'ok.glb', data: await makeCubeGlb() }, { filename: 'cut.glb', data: (await makeCubeGlb()).subarray(0, 900) }], 422, MEDIA_MESSAGES.invalidGlb],
  ]
  it.each(refusals)('%s', async (_label, type, files, status, message) => {
    const before = { files: listing(), rows: await rowCount() }
    const res = await upload(type, await files())
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json()).toMatchObject({ success: false, message })
    expect(listing()).toEqual(before.files)
    expect(await rowCount()).toBe(before.rows)
    expect(tempListing()).toEqual([])
  })

  it("another user's project answers 404 and stores nothing", async () => {
    const before = listing()
    const res = await upload('image', [{ filename: 'p.png', data: await pngOf(5, 7) }], { project: strangersProject })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Project not found')
    expect(listing()).toEqual(before)
    expect(tempListing()).toEqual([])
  })

  it('no token answers 401', async () => {
    const res = await upload('image', [{ filename: 'p.png', data: await pngOf(5, 7) }], { token: null })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Unauthorized')
    const forged = await upload('image', [{ filename: 'p.png', data: await pngOf(5, 7) }], { token: 'abc.def.ghi' })
    expect(forged.statusCode).toBe(401)
  })

  it('a text bulk takes no files; unknown types are refused', async () => {
    const text = await upload('text', [{ filename: 'a.txt', data: Buffer.from('hi') }])
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe(TEXT_BULK_MESSAGES.noFiles)
    expect((await upload('hologram', [{ filename: 'a.gif', data: Buffer.from('GIF89a') }])).statusCode).toBe(400)
  })

  it('descriptions must match the files, and projectId is required', async () => {
    const png = await pngOf(4, 4)
    const mismatch = await upload('image', [{ filename: 'a.png', data: png }], { assets: [{ tempId: 't', name: 'a', fileIndex: 3 }] })
    expect(mismatch.statusCode).toBe(400)
    const parts: Parameters<typeof multipart>[0] = [{ name: 'files', filename: 'a.png', data: png, type: 'image/png' }]
    const { payload, headers } = multipart(parts)
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/assets/image/bulk', payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('projectId is required')
    expect(tempListing()).toEqual([])
  })
})

describe('the mesh hard cap is configurable', () => {
  let small: TestApp
  beforeAll(async () => {
    small = await createTestApp({ MEDIA_MAX_MESH_BYTES: String(1024 * 1024) })
  })
  afterAll(async () => {
    await small?.close()
  })
  it('a GLB above MEDIA_MAX_MESH_BYTES is refused while it arrives', async () => {
    const user = await registerUser(small.app)
    const res0 = await small.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${user.token}` }, payload: { project_name: 'Cap' } })
    const glb = Buffer.concat([await makeCubeGlb(), Buffer.alloc(2 * 1024 * 1024)])
    const { payload, headers } = multipart([
      { name: 'projectId', value: res0.json().data._id },
      { name: 'files', filename: 'big.glb', data: glb, type: 'model/gltf-binary' },
    ])
    const res = await small.app.inject({ method: 'POST', url: '/api/v1/assets/mesh/bulk', payload, headers: { ...headers, authorization: `Bearer ${user.token}` } })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('File size should not exceed 1MB.')
    expect(fs.readdirSync(path.join(small.env.DATA_DIR, 'tmp'))).toEqual([])
  })
})
