import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { blankPicture, checkerRgb, encodeJpeg, encodePng, gradientRgb, posterRgb } from '../../../../tests/support/image-targets'
import { fakeCompiledTarget } from '../../../../tests/support/compiled-target'

const { t, alice, bob, call, sendParts, load, mediaRows } = useTestApp()

const create = (file: { filename: string; data: Buffer } | null, name = 'Poster AR') =>
  sendParts('/experience/image/create', [
    { name: 'project_name', value: name },
    { name: 'comment', value: 'on the wall' },
    ...(file ? [{ name: 'file', ...file }] : []),
  ])
const tempFiles = () => {
  const dir = path.join(t.env.DATA_DIR, 'tmp')
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith('media-target-')) : []
}

describe('POST /experience/image/create', () => {
  it('creates an Image Target project with its picture as a project asset and the target at 20 cm', async () => {
    const jpeg = await encodeJpeg(posterRgb(800, 600))
    const res = await create({ filename: 'poster.jpg', data: jpeg })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: 'Project created successfully' })
    const id = res.json().data._id as string
    expect(id).toMatch(/^[0-9a-f]{24}$/)

    const listed = (await call('GET', '/experience?category=IMAGE', alice.token)).json()
    expect(listed.data.map((p: { _id: string; category: string }) => [p._id, p.category])).toEqual([[id, 'IMAGE']])

    const data = await load(id)
    expect(data.category).toBe('IMAGE')
    const target = data.scene.settings.imageTarget
    expect(target).toMatchObject({ widthCm: 20 })
    const asset = data.scene.assets[target.assetId]
    expect(asset).toMatchObject({ type: 'image', name: 'poster.jpg', mime: 'image/jpeg', width: 800, height: 600, size: jpeg.length })
    const served = await t.app.inject({ method: 'GET', url: asset.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(jpeg)).toBe(true)
    expect((await mediaRows(id)).map((r) => [r.id, r.type])).toEqual([[target.assetId, 'image']])
    expect(tempFiles()).toEqual([])
  })

  it('refuses no image, a file that is not JPEG/PNG, a small image, and pictures too plain to track', async () => {
    const cases: [string, { filename: string; data: Buffer } | null, number, RegExp][] = [
      ['no image', null, 400, /file is required/],
      ['a GIF named .png', { filename: 'x.png', data: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1') }, 415, /JPEG or PNG/],
      ['a text file', { filename: 'notes.jpg', data: Buffer.from('hello, not an image') }, 415, /JPEG or PNG/],
      ['a small image', { filename: 'small.png', data: await encodePng(posterRgb(400, 300)) }, 422, /too small to track: its short side is 300 px; at least 320 px/],
      ['a blank image', { filename: 'blank.png', data: await encodePng(blankPicture()) }, 422, /blank/],
      ['a flat gradient', { filename: 'ramp.png', data: await encodePng(gradientRgb()) }, 422, /too plain to track/],
      ['a repeating pattern', { filename: 'tiles.png', data: await encodePng(checkerRgb()) }, 422, /repeats one pattern/],
    ]
    for (const [what, file, status, message] of cases) {
      const res = await create(file)
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status)
      expect(res.json().success, what).toBe(false)
      expect(res.json().message, what).toMatch(message)
    }
    expect((await call('GET', '/experience?category=IMAGE', bob.token)).json().total).toBe(0)
    expect((await call('GET', '/experience?category=IMAGE', alice.token)).json().total).toBe(1)
    expect(tempFiles()).toEqual([])
  })

  it('takes the compiled target the dialog made along with the picture, and refuses one that is not', async () => {
    const png = await encodePng(posterRgb(640, 480, 13))
    const mind = fakeCompiledTarget(640, 480)
    const res = await sendParts('/experience/image/create', [{ name: 'project_name', value: 'With target' }, { name: 'file', filename: 'p.png', data: png }, { name: 'mind', filename: 'target.mind', data: mind }])
    expect(res.statusCode, res.body).toBe(201)
    const target = (await load(res.json().data._id)).scene.settings.imageTarget
    expect(target.mindUrl).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.mind$/)
    expect((await t.app.inject({ method: 'GET', url: target.mindUrl })).rawPayload.equals(mind)).toBe(true)
    const bad = await sendParts('/experience/image/create', [{ name: 'project_name', value: 'Bad' }, { name: 'file', filename: 'p.png', data: png }, { name: 'mind', filename: 'x.mind', data: Buffer.from('nope, not a target') }])
    expect(bad.statusCode).toBe(422)
    expect(bad.json().message).toMatch(/not a compiled image target/)
    expect(tempFiles()).toEqual([])
  })

  it('refuses a missing name and a signed-out caller', async () => {
    const png = await encodePng(posterRgb(640, 480, 9))
    const noName = await create({ filename: 'p.png', data: png }, '  ')
    expect(noName.statusCode).toBe(400)
    expect(noName.json().message).toContain('project name is required')
    const unauth = await sendParts('/experience/image/create', [{ name: 'project_name', value: 'x' }, { name: 'file', filename: 'p.png', data: png }], null)
    expect(unauth.statusCode).toBe(401)
  })
})

describe('POST /experience/image/{id}/compiled', () => {
  it('stores the compiled target of the project picture, serves it, and refuses anything else', async () => {
    const id = (await create({ filename: 'poster.png', data: await encodePng(posterRgb(640, 480, 3)) })).json().data._id
    const assetId = (await load(id)).scene.settings.imageTarget.assetId
    const mind = fakeCompiledTarget(640, 480)
    const send = (body: Buffer, query = `assetId=${assetId}`, token = alice.token, project = id) =>
      t.app.inject({ method: 'POST', url: `/api/v1/experience/image/${project}/compiled?${query}`, payload: body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' } })

    const res = await send(mind)
    expect(res.statusCode, res.body).toBe(201)
    const url = res.json().data.url as string
    expect(url).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.mind$/)
    expect(res.json().data.size).toBe(mind.length)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(mind)).toBe(true)

    expect((await send(Buffer.from('not msgpack at all'))).statusCode).toBe(422)
    expect((await send(mind, `assetId=${'a'.repeat(24)}`)).json().message).toMatch(/this project's target image/)
    expect((await send(mind, undefined, bob.token)).statusCode).toBe(404)
    const world = (await call('POST', '/experience/world/create', alice.token, { project_name: 'W' })).json().data._id
    expect((await send(mind, undefined, alice.token, world)).statusCode).toBe(409)
  })
})

describe('the compiled target as a media row', () => {
  it('is a row of type target, made once per file, never listed as an unplaced upload, copied by Duplicate and dropped with the project', async () => {
    const png = await encodePng(posterRgb(640, 480, 41))
    const mind = fakeCompiledTarget(640, 480)
    const res = await sendParts('/experience/image/create', [{ name: 'project_name', value: 'Rows' }, { name: 'file', filename: 'wall.png', data: png }, { name: 'mind', filename: 'target.mind', data: mind }])
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().data._id as string
    const data = await load(id)
    const target = data.scene.settings.imageTarget
    const key = target.mindUrl.split('/').pop()
    const rows = await mediaRows(id)
    expect(rows.map((r) => [r.type, r.name, r.file_key, Number(r.size), r.owner_id]).sort()).toEqual([
      ['image', 'wall.png', expect.stringMatching(/\.png$/), png.length, alice.userId],
      ['target', 'wall.mind', key, mind.length, alice.userId],
    ])
    // The project's answer lists uploads no object uses: the target is not one of them.
    const records = data as unknown as Record<'mesh' | 'image' | 'video' | 'audio', { _id: string }[]>
    const targetRow = rows.find((r) => r.type === 'target')!
    for (const list of ['mesh', 'image', 'video', 'audio'] as const) expect(records[list].map((r) => r._id)).not.toContain(targetRow.id)

    // The same bytes through /compiled reuse the row; other bytes make a second one.
    const send = (body: Buffer) =>
      t.app.inject({ method: 'POST', url: `/api/v1/experience/image/${id}/compiled?assetId=${target.assetId}`, payload: body, headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/octet-stream' } })
    const again = await send(mind)
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().data.id).toBe(targetRow.id)
    const other = fakeCompiledTarget(800, 600)
    const second = await send(other)
    expect(second.json().data.id).not.toBe(targetRow.id)
    expect((await mediaRows(id)).filter((r) => r.type === 'target').map((r) => Number(r.size)).sort()).toEqual([mind.length, other.length].sort())

    // Duplicate: the copy owns a row for the compiled target its settings name (and its picture's).
    const copy = await call('POST', `/experience/duplicate/${id}`, alice.token)
    expect(copy.statusCode, copy.body).toBe(201)
    const copyId = copy.json().data._id as string
    const copied = await mediaRows(copyId)
    expect(copied.map((r) => [r.type, r.file_key]).sort()).toEqual(rows.map((r) => [r.type, r.file_key]).sort())
    expect(copied.every((r) => r.owner_id === alice.userId && !rows.some((o) => o.id === r.id))).toBe(true)
    expect((await load(copyId)).scene.settings.imageTarget.mindUrl).toBe(target.mindUrl)

    expect((await call('DELETE', `/experience/${id}`, alice.token)).statusCode).toBe(200)
    expect(await mediaRows(id)).toEqual([])
    expect(await mediaRows(copyId)).toHaveLength(2)
  })
})

describe('POST /experience/image/{id}/target', () => {
  const replace = (id: string, parts: Parameters<typeof sendParts>[1], token: string | null = alice.token) => sendParts(`/experience/image/${id}/target`, parts, token)

  it('rates and stores a replacement picture with its compiled target, as media rows of the project', async () => {
    const id = (await create({ filename: 'first.png', data: await encodePng(posterRgb(640, 480, 5)) })).json().data._id as string
    const jpeg = await encodeJpeg(posterRgb(900, 600, 77))
    const mind = fakeCompiledTarget(900, 600)
    const res = await replace(id, [{ name: 'file', filename: 'second.jpg', data: jpeg }, { name: 'mind', filename: 'target.mind', data: mind }])
    expect(res.statusCode, res.body).toBe(201)
    const { asset, mindUrl, quality } = res.json().data
    expect(asset).toMatchObject({ type: 'image', name: 'second.jpg', mime: 'image/jpeg', width: 900, height: 600, size: jpeg.length })
    expect(quality.score).toBeGreaterThanOrEqual(40)
    expect((await t.app.inject({ method: 'GET', url: asset.url })).rawPayload.equals(jpeg)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: mindUrl })).rawPayload.equals(mind)).toBe(true)
    const rows = await mediaRows(id)
    expect(rows.find((r) => r.id === asset.id)).toMatchObject({ type: 'image', name: 'second.jpg', width: 900, height: 600 })
    expect(rows.find((r) => r.type === 'target')).toMatchObject({ name: 'second.mind', file_key: mindUrl.split('/').pop() })
    // The document is the editor's to change (one undoable step there): the stored scene is untouched.
    expect((await load(id)).scene.settings.imageTarget.assetId).not.toBe(asset.id)
    expect(tempFiles()).toEqual([])
  })

  it('refuses a plain replacement with the message create gives, and refuses others, strangers and other project types', async () => {
    const id = (await create({ filename: 'first.png', data: await encodePng(posterRgb(640, 480, 6)) })).json().data._id as string
    const before = (await mediaRows(id)).length
    for (const [what, data, status] of [
      ['a blank picture', await encodePng(blankPicture()), 422],
      ['a flat gradient', await encodePng(gradientRgb()), 422],
      ['a repeating pattern', await encodePng(checkerRgb()), 422],
      ['a small picture', await encodePng(posterRgb(400, 300)), 422],
      ['a text file', Buffer.from('hello, not an image'), 415],
    ] as const) {
      const atCreate = await create({ filename: 'x.png', data })
      const replaced = await replace(id, [{ name: 'file', filename: 'x.png', data }])
      expect(replaced.statusCode, `${what}: ${replaced.body}`).toBe(status)
      expect(replaced.json().message, what).toBe(atCreate.json().message)
    }
    expect((await replace(id, [])).json().message).toMatch(/file is required/)
    expect((await mediaRows(id)).length).toBe(before)
    const good = await encodePng(posterRgb(640, 480, 8))
    expect((await replace(id, [{ name: 'file', filename: 'p.png', data: good }], bob.token)).statusCode).toBe(404)
    expect((await replace(id, [{ name: 'file', filename: 'p.png', data: good }], null)).statusCode).toBe(401)
    const world = (await call('POST', '/experience/world/create', alice.token, { project_name: 'W' })).json().data._id
    expect((await replace(world, [{ name: 'file', filename: 'p.png', data: good }])).statusCode).toBe(409)
    expect(tempFiles()).toEqual([])
  })
})
