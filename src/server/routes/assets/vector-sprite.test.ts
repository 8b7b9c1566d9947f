import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_MESSAGES, uploadedAssetSchema, type UploadedAsset } from '@shared/api/assets'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { pngOf } from '../../../../tests/support/media-fixtures'
import { gifOf, hugeScreenGif, SPRITE_COLOURS, STAR_SVG, SVG_ENTITIES, SVG_EXTERNAL, SVG_WITH_SCRIPT } from '../../../../tests/support/vector-sprite-fixtures'
import { multipart } from '../../../../tests/support/zips'

let t: TestApp
let owner: { token: string }
let stranger: { token: string }
let projectId: string

type FilePart = { filename: string; data: Buffer; type?: string }

async function createProject(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${token}` }, payload: { project_name: 'Vector and sprite' } })
  return res.json().data._id as string
}

function upload(type: 'vector' | 'sprite', file: FilePart, token = owner.token, project = projectId) {
  const { payload, headers } = multipart([
    { name: 'projectId', value: project },
    { name: 'assets', value: JSON.stringify([{ tempId: 'temp-0', name: file.filename, fileIndex: 0 }]) },
    { name: 'files', filename: file.filename, data: file.data, type: file.type ?? 'application/octet-stream' },
  ])
  return t.app.inject({ method: 'POST', url: `/api/v1/assets/${type}/bulk`, payload, headers: { ...headers, authorization: `Bearer ${token}` } })
}

async function uploadOne(type: 'vector' | 'sprite', file: FilePart): Promise<UploadedAsset> {
  const res = await upload(type, file)
  expect(res.statusCode, res.body).toBe(201)
  return uploadedAssetSchema.parse(res.json().data.data[0])
}

const rowCount = async () => Number((await t.db.kysely.selectFrom('media_assets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

/** The upload is refused with this status and message, and no row is written. */
async function refused(type: 'vector' | 'sprite', file: FilePart, status: number, message: string | RegExp) {
  const before = await rowCount()
  const res = await upload(type, file)
  expect(res.statusCode, res.body).toBe(status)
  if (typeof message === 'string') expect(res.json().message).toBe(message)
  else expect(res.json().message).toMatch(message)
  expect(await rowCount()).toBe(before)
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await registerUser(t.app, 'Owner')
  stranger = await registerUser(t.app, 'Stranger')
  projectId = await createProject(owner.token)
})
afterAll(async () => {
  await t?.close()
})

describe('Vector (SVG) uploads', () => {
  it('stores the sanitized drawing (escaped once), served as SVG under a sandboxing policy', async () => {
    const withHandler = STAR_SVG.replace('<rect ', '<rect data-note="dropped" ')
    const item = await uploadOne('vector', { filename: 'star.svg', data: Buffer.from(withHandler), type: 'image/svg+xml' })
    expect(item).toMatchObject({ type: 'vector', name: 'star.svg', mime: 'image/svg+xml', width: 100, height: 100 })
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.svg$/)
    // The upload's own bytes are never kept: the original is the sanitized file too.
    expect(item.originalUrl).toBe(item.url)
    const res = await t.app.inject({ method: 'GET', url: item.url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['content-security-policy']).toContain('sandbox')
    expect(res.body).toContain('<title>Star &amp; stripe</title>')
    expect(res.body).not.toContain('&amp;amp;')
    expect(res.body).not.toContain('data-note')
    expect(res.body).toContain('M50 5 L61 38')
  })

  it('refuses a script, an external reference and a DOCTYPE with entities, each in its own words', async () => {
    await refused('vector', { filename: 'x.svg', data: Buffer.from(SVG_WITH_SCRIPT) }, 422, 'The SVG contains a script, which is not allowed.')
    await refused('vector', { filename: 'x.svg', data: Buffer.from(SVG_EXTERNAL) }, 422, 'The SVG references an external resource, which is not allowed.')
    await refused('vector', { filename: 'x.svg', data: Buffer.from(SVG_ENTITIES) }, 422, 'The SVG declares a DOCTYPE or entity, which is not allowed.')
  })

  it('refuses a file that is not what its name says: a PNG, plain text, NUL bytes', async () => {
    await refused('vector', { filename: 'photo.svg', data: await pngOf(8, 8), type: 'image/svg+xml' }, 415, MEDIA_MESSAGES.vectorFormat)
    await refused('vector', { filename: 'notes.svg', data: Buffer.from('just some words') }, 415, MEDIA_MESSAGES.invalidSvg)
    await refused('vector', { filename: 'nul.svg', data: Buffer.from('<svg>\u0000</svg>') }, 415, MEDIA_MESSAGES.invalidSvg)
  })

  it('refuses a file over 2 MB while receiving it', async () => {
    const big = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${'a'.repeat(2 * 1024 * 1024)}</desc></svg>`)
    await refused('vector', { filename: 'big.svg', data: big }, 413, MEDIA_MESSAGES.vectorTooLarge)
  })

  it("refuses an upload to another user's project", async () => {
    const theirs = await createProject(stranger.token)
    const res = await upload('vector', { filename: 'star.svg', data: Buffer.from(STAR_SVG) }, owner.token, theirs)
    expect([403, 404]).toContain(res.statusCode)
  })
})

describe('Sprite (GIF) uploads', () => {
  it('packs every frame into a sheet with the GIF timing, and keeps the GIF', async () => {
    const gif = await gifOf(4, 24, 16, 150)
    const item = await uploadOne('sprite', { filename: 'blink.gif', data: gif, type: 'image/gif' })
    expect(item).toMatchObject({ type: 'sprite', mime: 'image/png', width: 24, height: 16, originalMime: 'image/gif', originalSize: gif.length })
    expect(item.sprite).toMatchObject({ frames: 4, delays: [150, 150, 150, 150], loop: 0 })
    expect(item.url).toMatch(/\.png$/)
    expect(item.originalUrl).toMatch(/\.gif$/)
    const original = await t.app.inject({ method: 'GET', url: item.originalUrl })
    expect(original.headers['content-type']).toBe('image/gif')
    expect(original.rawPayload.equals(gif)).toBe(true)

    const sheet = await t.app.inject({ method: 'GET', url: item.url })
    const { data, info } = await sharp(sheet.rawPayload).raw().toBuffer({ resolveWithObject: true })
    const { columns } = item.sprite!
    for (let i = 0; i < 4; i++) {
      const x = (i % columns) * 24 + 12
      const y = Math.floor(i / columns) * 16 + 8
      const at = (y * info.width + x) * info.channels
      const c = SPRITE_COLOURS[i]
      expect([data[at], data[at + 1], data[at + 2]].map((v, k) => Math.abs(v - [c.r, c.g, c.b][k]) < 12)).toEqual([true, true, true])
    }
    const row = await t.db.kysely.selectFrom('media_assets').select(['type', 'sprite']).where('id', '=', item.id).executeTakeFirstOrThrow()
    expect(row.type).toBe('sprite')
    expect(row.sprite).toMatchObject({ frames: 4, columns })
  })

  it('refuses a GIF over the frame budget, stating the limit', async () => {
    await refused('sprite', { filename: 'long.gif', data: await gifOf(301, 2, 2) }, 422, MEDIA_MESSAGES.spriteTooManyFrames(301))
  })

  it('refuses a GIF over the decoded pixel budget before decoding it, stating the limit', async () => {
    await refused('sprite', { filename: 'bomb.gif', data: hugeScreenGif(2, 6000, 6000) }, 422, /72\.0 megapixels; at most 64 are allowed/)
  })

  it('refuses a file that is not a GIF whatever its name says', async () => {
    await refused('sprite', { filename: 'photo.gif', data: await pngOf(8, 8), type: 'image/gif' }, 415, MEDIA_MESSAGES.spriteFormat)
    await refused('sprite', { filename: 'notes.gif', data: Buffer.from('just some words') }, 415, MEDIA_MESSAGES.invalidGif)
    const truncated = (await gifOf(3, 20, 20)).subarray(0, 40)
    await refused('sprite', { filename: 'cut.gif', data: truncated }, 422, MEDIA_MESSAGES.invalidGif)
  })
})
