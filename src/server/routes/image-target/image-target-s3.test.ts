import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server'
import { apiCaller, createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'
import { encodePng, posterRgb } from '../../../../tests/support/image-targets'
import { fakeCompiledTarget } from '../../../../tests/support/compiled-target'

// The target picture and its compiled target go through the media storage: on a bucket, nothing stays on the node.
let s3: TestS3
let t: TestApp
let user: { token: string }
beforeAll(async () => {
  s3 = await startTestS3()
  t = await createTestApp(s3.env)
  user = await registerUser(t.app)
})
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})
const call = apiCaller(() => t.app)

it('keeps the target picture and the compiled target in the bucket and serves both from it', async () => {
  const png = await encodePng(posterRgb(640, 480, 21))
  const body = multipart([
    { name: 'project_name', value: 'Poster' },
    { name: 'file', filename: 'poster.png', data: png },
  ])
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/experience/image/create', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${user.token}` } })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data._id
  const scene = (await call('GET', `/assets/project/${id}/assets`, user.token)).json().data.scene
  const asset = scene.assets[scene.settings.imageTarget.assetId]
  const key = `media/${asset.url.split('/').pop()}`
  expect((await s3.read(key))?.body.equals(png)).toBe(true)

  const mind = fakeCompiledTarget(640, 480)
  const stored = await t.app.inject({
    method: 'POST', url: `/api/v1/experience/image/${id}/compiled?assetId=${asset.id}`, payload: mind,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/octet-stream' },
  })
  expect(stored.statusCode, stored.body).toBe(201)
  const mindKey = `media/${stored.json().data.url.split('/').pop()}`
  expect((await s3.read(mindKey))?.body.equals(mind)).toBe(true)
  const served = await t.app.inject({ method: 'GET', url: stored.json().data.url })
  expect(served.rawPayload.equals(mind)).toBe(true)
  // Its media row names the bucket's key, as the picture's does.
  const rows = await t.db.kysely.selectFrom('media_assets').select(['type', 'file_key']).where('project_id', '=', id).orderBy('type').execute()
  expect(rows).toEqual([
    { type: 'image', file_key: key.replace(/^media\//, '') },
    { type: 'target', file_key: mindKey.replace(/^media\//, '') },
  ])

  const local = path.join(t.env.DATA_DIR, 'uploads', 'media')
  expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([])
})
