import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { pngDataUrl } from '../../../../tests/support/media-fixtures'

const { t, alice, bob, call, createProject } = useTestApp()

describe('creating and listing projects', () => {
  it('creates Surface and World projects and lists them by filter and sort', async () => {
    const ids: string[] = []
    for (const [kind, name] of [['surface', 'Sofa preview'], ['world', 'Museum hall'], ['surface', 'Sneaker drop']]) {
      const res = await call('POST', `/experience/${kind}/create`, alice.token, { project_name: name, comment: `about ${name}` })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ success: true, message: 'Project created successfully' })
      expect(res.json().data._id).toMatch(/^[0-9a-f]{24}$/)
      ids.push(res.json().data._id)
      await new Promise((r) => setTimeout(r, 5))
    }
    const all = await call('GET', '/experience', alice.token)
    expect(all.json().total).toBe(3)
    const surface = await call('GET', '/experience?page=1&limit=100&sortBy=created_at&order=asc&category=SURFACE', alice.token)
    expect(surface.json().data.map((p: { project_name: string }) => p.project_name)).toEqual(['Sofa preview', 'Sneaker drop'])
    const desc = await call('GET', '/experience?page=1&limit=100&sortBy=created_at&order=desc', alice.token)
    expect(desc.json().data.map((p: { _id: string }) => p._id)).toEqual([...ids].reverse())
    const paged = await call('GET', '/experience?page=2&limit=2&sortBy=created_at&order=asc', alice.token)
    expect(paged.json().data.map((p: { _id: string }) => p._id)).toEqual([ids[2]])
    expect((await call('GET', '/experience', bob.token)).json()).toMatchObject({ data: [], total: 0 })
  })

  it('validates the fields with the spec messages', async () => {
    const res = await call('POST', '/experience/surface/create', alice.token, { project_name: '   ', comment: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('project name is required')
    const wrong = await call('GET', '/experience?category=MARS', alice.token)
    expect(wrong.statusCode).toBe(400)
    const unauth = await t.app.inject({ method: 'GET', url: '/api/v1/experience' })
    expect(unauth.statusCode).toBe(401)
    expect(unauth.json().message).toBe('Unauthorized')
  })

  it('renames, stores light data, updates the thumbnail, answers details, lists recent first, and deletes', async () => {
    const id = await createProject('Draft', { comment: '' })
    const renamed = await call('PATCH', `/experience/update/experience-name/${id}`, alice.token, {
      project_name: 'Gallery',
      light_data: { isLight: true, intensity: 3.5, color: '#FFAA00', shadow: 'Hard Shadow', name: 'Sun' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data).toMatchObject({ project_name: 'Gallery', light_data: { intensity: 3.5, color: '#FFAA00' } })
    const badLight = await call('PATCH', `/experience/update/experience-name/${id}`, alice.token, { light_data: { intensity: 99 } })
    expect(badLight.statusCode).toBe(400)
    expect((await call('PATCH', `/experience/update/experience-name/${id}`, alice.token, {})).statusCode).toBe(400)

    const thumb = await call('PATCH', `/experience/project/${id}/thumbnail/img`, alice.token, { thumbnailImg: await pngDataUrl(4, 3) })
    expect(thumb.statusCode).toBe(200)
    const url = thumb.json().data.thumbnail as string
    expect(url).toMatch(/^\/uploads\/thumbnails\/[0-9a-f]{24}-[0-9a-f]{16}\.png$/)
    const image = await t.app.inject({ method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    const notPng = await call('PATCH', `/experience/project/${id}/thumbnail/img`, alice.token, {
      thumbnailImg: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-but-long-enough-to-pass-size-checks-here').toString('base64')}`,
    })
    expect(notPng.statusCode).toBe(415)
    const huge = await call('PATCH', `/experience/project/${id}/thumbnail/img`, alice.token, { thumbnailImg: `data:image/png;base64,${'A'.repeat(3_000_000)}` })
    expect(huge.statusCode).toBe(413)

    const detail = await call('GET', `/experience/detail/${id}`, alice.token)
    expect(detail.json().data).toMatchObject({ id, project_name: 'Gallery', vps_zip: null })
    expect(detail.json().data.public_link).toMatch(new RegExp(`/preview-page/${id}$`))
    expect(detail.json().data.embed_link).toContain(`/preview-page/${id}?embed=1`)

    const recent = await call('GET', '/experience/get-recent-projects', alice.token)
    expect(recent.json().data[0]._id).toBe(id)

    const removed = await call('DELETE', `/experience/${id}`, alice.token)
    expect(removed.statusCode).toBe(200)
    expect((await call('GET', `/experience/detail/${id}`, alice.token)).statusCode).toBe(404)
    expect(fs.existsSync(path.join(t.env.DATA_DIR, url))).toBe(false)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
  })
})

describe('ownership', () => {
  it("answers 404 on every route for another user's project, and changes nothing", async () => {
    const id = await createProject('Private', { kind: 'surface', comment: '' })
    const attempts = [
      call('GET', `/experience/detail/${id}`, bob.token),
      call('PATCH', `/experience/update/experience-name/${id}`, bob.token, { project_name: 'Mine now' }),
      call('PATCH', `/experience/project/${id}/thumbnail/img`, bob.token, { thumbnailImg: await pngDataUrl() }),
      call('DELETE', `/experience/${id}`, bob.token),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ success: false, message: 'Project not found' })
    }
    const still = await call('GET', `/experience/detail/${id}`, alice.token)
    expect(still.json().data).toMatchObject({ project_name: 'Private', thumbnail: null })
    expect((await call('GET', '/experience/get-recent-projects', bob.token)).json().data).toEqual([])
  })

  it('answers 400 for a malformed id', async () => {
    const res = await call('GET', '/experience/detail/not-an-id', alice.token)
    expect(res.statusCode).toBe(400)
  })
})
