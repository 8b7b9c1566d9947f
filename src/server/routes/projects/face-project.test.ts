import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { multipart } from '../../../../tests/support/zips'

const { t, alice, bob, call, load } = useTestApp()

/** Issue 29: POST /experience/face/create, a JSON create like Surface and World's. */
describe('POST /experience/face/create', () => {
  it('creates a Face Tracking project whose scene is anchored to the head, lists it as FACE and publishes it as FACE', async () => {
    const res = await call('POST', '/experience/face/create', alice.token, { project_name: 'Party hat', comment: 'for selfies' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: 'Project created successfully' })
    const id = res.json().data._id as string
    expect(id).toMatch(/^[0-9a-f]{24}$/)

    const listed = (await call('GET', '/experience?category=FACE', alice.token)).json()
    expect(listed.data.map((p: { _id: string; category: string; project_name: string; comment: string }) => [p._id, p.category, p.project_name, p.comment])).toEqual([[id, 'FACE', 'Party hat', 'for selfies']])
    expect((await call('GET', '/experience?category=WORLD', alice.token)).json().data).toEqual([])

    const data = await load(id)
    expect(data.category).toBe('FACE')
    expect(data.scene.settings.faceTracking).toEqual({ occlude: true })
    expect(data.scene.settings.imageTarget).toBeUndefined()
    expect(Object.keys(data.scene.nodes)).toEqual([])

    // Saved and published, the public preview says FACE, which is what makes the viewer track a face.
    const saved = await call('PUT', `/assets/project/${id}/scene`, alice.token, { scene: data.scene, baseRevision: data.revision })
    expect(saved.statusCode, saved.body).toBe(200)
    const body = multipart([{ name: 'revision', value: String(saved.json().data.revision) }])
    const published = await t.app.inject({ method: 'POST', url: `/api/v1/experience/${id}/publish`, headers: { authorization: `Bearer ${alice.token}`, ...body.headers }, payload: body.payload })
    expect(published.statusCode, published.body).toBe(201)
    const preview = (await t.app.inject({ method: 'GET', url: `/api/v1/scene-preview/${id}` })).json().data
    expect(preview.category).toBe('FACE')
    expect(preview.sceneData.settings.faceTracking).toEqual({ occlude: true })

    // Other people see none of it.
    expect((await call('GET', '/experience?category=FACE', bob.token)).json().data).toEqual([])
  })

  it('refuses what its siblings refuse, with the same messages, and creates nothing', async () => {
    const blank = await call('POST', '/experience/face/create', alice.token, { project_name: '   ', comment: 'x' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain('project name is required')
    const sibling = await call('POST', '/experience/surface/create', alice.token, { project_name: '   ', comment: 'x' })
    expect(blank.json().message).toBe(sibling.json().message)

    const missing = await call('POST', '/experience/face/create', alice.token, { comment: 'no name' })
    expect(missing.statusCode).toBe(400)
    const long = await call('POST', '/experience/face/create', alice.token, { project_name: 'Mask', comment: 'c'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('comment must be at most 1000 characters')
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/experience/face/create', headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' }, payload: 'project_name=Mask' })
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400)
    expect(notJson.statusCode).toBeLessThan(500)

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/experience/face/create', payload: { project_name: 'Mask', comment: '' } })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe('Unauthorized')

    const faces = (await call('GET', '/experience?category=FACE', alice.token)).json().data.map((p: { project_name: string }) => p.project_name)
    expect(faces).toEqual(['Party hat'])
  })

  it('filters by FACE and refuses an unknown category', async () => {
    expect((await call('GET', '/experience?category=FACE', alice.token)).statusCode).toBe(200)
    expect((await call('GET', '/experience?category=HEAD', alice.token)).statusCode).toBe(400)
  })
})
