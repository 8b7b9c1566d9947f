import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server'
import { apiCaller, createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { makeZip, multipart } from '../../../../tests/support/zips'
import { makeScanGlb } from '../../../../tests/support/scans'
import { pngOf } from '../../../../tests/support/media-fixtures'

// Thumbnails and VPS zips go through storage: with a bucket, nothing of theirs stays on the node.
let s3: TestS3
let t: TestApp
let user: { token: string }
const OLD_THUMB = `${'a'.repeat(24)}-${'b'.repeat(16)}.png`
let oldPng: Buffer
beforeAll(async () => {
  s3 = await startTestS3()
  oldPng = await pngOf(4, 4)
  t = await createTestApp(s3.env, {
    // A thumbnail written to the local folder before thumbnails went through storage.
    prepare: (dataDir) => {
      fs.mkdirSync(path.join(dataDir, 'uploads', 'thumbnails'), { recursive: true })
      fs.writeFileSync(path.join(dataDir, 'uploads', 'thumbnails', OLD_THUMB), oldPng)
    },
  })
  user = await registerUser(t.app)
})
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})

const call = apiCaller(() => t.app)
const localFiles = (area: string) => {
  const dir = path.join(t.env.DATA_DIR, 'uploads', area)
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : []
}

it('copies thumbnails left on local disk to the bucket once at start, and serves them from it', async () => {
  expect(await s3.keys('media/thumbnails/')).toEqual([`media/thumbnails/${OLD_THUMB}`])
  const res = await t.app.inject({ method: 'GET', url: `/uploads/thumbnails/${OLD_THUMB}` })
  expect(res.statusCode).toBe(200)
  expect(res.rawPayload.equals(oldPng)).toBe(true)
  expect(fs.existsSync(path.join(t.env.DATA_DIR, 'uploads', 'thumbnails', '.copied-to-storage'))).toBe(true)
})

it('stores a thumbnail in the bucket, serves it, deletes it with its project; a missing one is a 404', async () => {
  const id = (await call('POST', '/experience/surface/create', user.token, { project_name: 'P', comment: '' })).json().data._id
  const png = await pngOf(8, 6)
  const res = await call('PATCH', `/experience/project/${id}/thumbnail/img`, user.token, { thumbnailImg: `data:image/png;base64,${png.toString('base64')}` })
  expect(res.statusCode).toBe(200)
  const url = res.json().data.thumbnail as string
  const key = `media/thumbnails/${url.split('/').pop()}`
  expect((await s3.read(key))?.body.equals(png)).toBe(true)
  expect(localFiles('thumbnails')).toEqual([OLD_THUMB])
  const served = await t.app.inject({ method: 'GET', url })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.rawPayload.equals(png)).toBe(true)
  const missing = await t.app.inject({ method: 'GET', url: `/uploads/thumbnails/${id}-${'0'.repeat(16)}.png` })
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toMatchObject({ success: false })
  expect((await call('DELETE', `/experience/${id}`, user.token)).statusCode).toBe(200)
  expect(await s3.read(key)).toBeNull()
})

it('keeps a VPS zip in the bucket, and duplicates it there', async () => {
  const zip = await makeZip([{ name: 'scan/mesh.glb', data: await makeScanGlb() }])
  const body = multipart([
    { name: 'project_name', value: 'Plaza' },
    { name: 'zipContent', filename: 'plaza.zip', data: zip },
  ])
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/experience/create-with-zip', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${user.token}` } })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().data._id
  expect((await s3.read(`media/vps/${id}.zip`))?.body.equals(zip)).toBe(true)
  expect(localFiles('vps')).toEqual([])
  expect(fs.readdirSync(path.join(t.env.DATA_DIR, 'tmp')).filter((f) => !f.startsWith('.'))).toEqual([])

  const copy = await call('POST', `/experience/duplicate/${id}`, user.token)
  expect(copy.statusCode, copy.body).toBe(201)
  const copyId = copy.json().data._id
  expect((await s3.read(`media/vps/${copyId}.zip`))?.body.equals(zip)).toBe(true)
  expect((await call('DELETE', `/experience/${id}`, user.token)).statusCode).toBe(200)
  expect(await s3.read(`media/vps/${id}.zip`)).toBeNull()
  expect(await s3.read(`media/vps/${copyId}.zip`)).not.toBeNull()
})
