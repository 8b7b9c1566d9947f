import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_MESSAGES, uploadedAssetSchema } from '@shared/api/assets'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import { defaultShape, makePly, makeSog, makeSplat, makeSpz, spherePoints } from '../../../../tests/support/splat-fixtures'

let t: TestApp
let owner: { token: string }
let stranger: { token: string }
let projectId: string

async function createProject(app: TestApp, token: string) {
  const res = await app.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${token}` }, payload: { project_name: 'Splats' } })
  return res.json().data._id as string
}

function upload(filename: string, data: Buffer, opts: { app?: TestApp; token?: string; project?: string } = {}) {
  const { payload, headers } = multipart([
    { name: 'projectId', value: opts.project ?? projectId },
    { name: 'files', filename, data, type: 'application/octet-stream' },
  ])
  return (opts.app ?? t).app.inject({ method: 'POST', url: '/api/v1/assets/splat/bulk', payload, headers: { ...headers, authorization: `Bearer ${opts.token ?? owner.token}` } })
}

const tempFiles = (app: TestApp) => (fs.existsSync(path.join(app.env.DATA_DIR, 'tmp')) ? fs.readdirSync(path.join(app.env.DATA_DIR, 'tmp')) : [])
const splatRows = async () => (await t.db.kysely.selectFrom('media_assets').selectAll().where('type', '=', 'splat').execute()).length

/** Unpacks a delivered SPZ and reads its header and first position back. */
function readSpz(bytes: Buffer) {
  const raw = zlib.gunzipSync(bytes)
  const count = raw.readUInt32LE(8)
  const fixed = (k: number) => raw.readIntLE(16 + k * 3, 3) / (1 << raw[13])
  return { magic: raw.readUInt32LE(0), version: raw.readUInt32LE(4), count, shDegree: raw[12], first: [fixed(0), fixed(1), fixed(2)], length: raw.length, alpha0: raw[16 + count * 9] }
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await registerUser(t.app, 'Owner')
  stranger = await registerUser(t.app, 'Stranger')
  projectId = await createProject(t, owner.token)
})
afterAll(async () => {
  await t?.close()
})

describe('POST /api/v1/assets/splat/bulk', () => {
  const shape = defaultShape({ count: 1500 })

  it.each([
    ['ball.ply', () => makePly(shape)],
    ['ball.splat', () => makeSplat(shape)],
  ])('%s is checked, converted to SPZ for delivery, and both sizes are answered', async (name, make) => {
    const data = make()
    const res = await upload(name, data)
    expect(res.statusCode, res.body).toBe(201)
    const item = uploadedAssetSchema.parse(res.json().data.data[0])
    expect(item).toMatchObject({ type: 'splat', splats: 1500, originalSize: data.length, mime: 'application/x-spz' })
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.spz$/)
    expect(item.originalUrl).toMatch(new RegExp(`\\.${name.split('.')[1]}$`))
    expect(item.size).toBeLessThan(data.length / 2)

    const delivered = await t.app.inject({ method: 'GET', url: item.url })
    expect(delivered.statusCode).toBe(200)
    expect(delivered.rawPayload.length).toBe(item.size)
    const spz = readSpz(delivered.rawPayload)
    expect(spz).toMatchObject({ magic: 0x5053474e, version: 2, count: 1500, shDegree: 0, length: 16 + 1500 * 19 })
    const expected = spherePoints(shape)[0]
    spz.first.forEach((v, k) => expect(v).toBeCloseTo(expected[k], 3))
    expect(spz.alpha0).toBeGreaterThan(240)
    const original = await t.app.inject({ method: 'GET', url: item.originalUrl })
    expect(original.rawPayload.equals(data)).toBe(true)
  })

  it.each([
    ['ball.spz', () => Promise.resolve(makeSpz(shape)), 'application/x-spz'],
    ['ball.sog', () => makeSog(shape), 'application/x-sog'],
  ])('%s is already compressed: checked and delivered as sent', async (name, make, mime) => {
    const data = await make()
    const res = await upload(name, data)
    expect(res.statusCode, res.body).toBe(201)
    const item = uploadedAssetSchema.parse(res.json().data.data[0])
    expect(item).toMatchObject({ type: 'splat', splats: 1500, size: data.length, originalSize: data.length, mime })
    expect(item.url).toBe(item.originalUrl)
  })

  it.each([
    ['truncated.ply', () => makePly(shape).subarray(0, 5000), /PLY splat: 1500 splats need \d+ bytes but the file has 5000/],
    ['mesh.ply', () => Buffer.from('ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nend_header\n' + 'x'.repeat(12), 'latin1'), /lacks the Gaussian float properties/],
    ['odd.splat', () => makeSplat(shape).subarray(0, 33), /not a whole number of 32-byte splats/],
    ['nan.splat', () => { const b = makeSplat(shape); b.writeFloatLE(NaN, 32 * 7); return b }, /splat 7 has a position or scale/],
    ['lying.spz', () => { const raw = zlib.gunzipSync(makeSpz(shape)); raw.writeUInt32LE(1499, 8); return zlib.gzipSync(raw) }, /unpacks to more bytes than its header declares/],
    ['broken.spz', () => makeSpz(shape).subarray(0, 200), /SPZ splat/],
    ['empty.sog', async () => (await makeSog(shape)).subarray(0, 100), /SOG splat/],
  ])('a corrupt %s is refused with 422 and leaves nothing', async (name, make, message) => {
    const before = await splatRows()
    const res = await upload(name, await make())
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().message).toMatch(message)
    expect(await splatRows()).toBe(before)
    expect(tempFiles(t)).toEqual([])
  })

  it('something that is no splat at all is refused with the format message', async () => {
    const res = await upload('notes.txt', Buffer.from('hello'))
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe(MEDIA_MESSAGES.splatFormat)
  })

  it("another user's project is refused before the file is read", async () => {
    const res = await upload('ball.spz', makeSpz(shape), { token: stranger.token })
    expect(res.statusCode).toBe(404)
  })
})

describe('the splat cap is the mesh cap', () => {
  let small: TestApp
  beforeAll(async () => {
    small = await createTestApp({ MEDIA_MAX_MESH_BYTES: String(64 * 1024) })
  })
  afterAll(async () => {
    await small?.close()
  })
  it('a PLY above MEDIA_MAX_MESH_BYTES is refused with 413 while it arrives', async () => {
    const user = await registerUser(small.app)
    const project = await createProject(small, user.token)
    const res = await upload('big.ply', makePly(defaultShape({ count: 2000 })), { app: small, token: user.token, project })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('File size should not exceed 1MB.')
    expect(tempFiles(small)).toEqual([])
  })
})
