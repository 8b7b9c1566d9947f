import { describe, expect, it } from 'vitest'
import { createShape } from '@shared/scene/defaults'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { multipart } from '../../../../tests/support/zips'

const { t, alice, bob, call, load } = useTestApp()

/** POST /experience/body/create: a JSON create like Face and Surface's, whose scene is in the body space. */
describe('POST /experience/body/create', () => {
  it('creates a Body Tracking project on the rear camera, lists it as BODY and publishes it as BODY', async () => {
    const res = await call('POST', '/experience/body/create', alice.token, { project_name: 'Crown and cape', comment: 'for the stage' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: 'Project created successfully' })
    const id = res.json().data._id as string
    expect(id).toMatch(/^[0-9a-f]{24}$/)

    const listed = (await call('GET', '/experience?category=BODY', alice.token)).json()
    expect(listed.data.map((p: { _id: string; category: string; project_name: string; comment: string }) => [p._id, p.category, p.project_name, p.comment])).toEqual([[id, 'BODY', 'Crown and cape', 'for the stage']])
    expect((await call('GET', '/experience?category=FACE', alice.token)).json().data).toEqual([])

    const data = await load(id)
    expect(data.category).toBe('BODY')
    expect(data.scene.settings.bodyTracking).toEqual({ camera: 'environment' })
    expect(data.scene.settings.faceTracking).toBeUndefined()
    expect(Object.keys(data.scene.nodes)).toEqual([])

    const saved = await call('PUT', `/assets/project/${id}/scene`, alice.token, { scene: data.scene, baseRevision: data.revision })
    expect(saved.statusCode, saved.body).toBe(200)
    const body = multipart([{ name: 'revision', value: String(saved.json().data.revision) }])
    const published = await t.app.inject({ method: 'POST', url: `/api/v1/experience/${id}/publish`, headers: { authorization: `Bearer ${alice.token}`, ...body.headers }, payload: body.payload })
    expect(published.statusCode, published.body).toBe(201)
    const preview = (await t.app.inject({ method: 'GET', url: `/api/v1/scene-preview/${id}` })).json().data
    expect(preview.category).toBe('BODY')
    expect(preview.sceneData.settings.bodyTracking).toEqual({ camera: 'environment' })

    // Other people see none of it, and cannot write to it.
    expect((await call('GET', '/experience?category=BODY', bob.token)).json().data).toEqual([])
    const foreign = await call('PUT', `/assets/project/${id}/scene`, bob.token, { scene: data.scene, baseRevision: saved.json().data.revision })
    expect(foreign.statusCode).toBeGreaterThanOrEqual(403)
    expect(foreign.statusCode).toBeLessThan(500)
  })

  it('pins a node to an attachment point, and refuses a point the body does not have', async () => {
    const id = (await call('POST', '/experience/body/create', alice.token, { project_name: 'Sword', comment: '' })).json().data._id as string
    const data = await load(id)
    const node = createShape(data.scene, 'cone', [0, 1.8, 0], '#FFD700')
    const pinned = { ...data.scene, nodes: { [node.id]: { ...node, bodyPoint: 'head' } } }
    const saved = await call('PUT', `/assets/project/${id}/scene`, alice.token, { scene: pinned, baseRevision: data.revision })
    if (saved.statusCode !== 200) throw new Error(saved.body)
    expect((await load(id)).scene.nodes[node.id].bodyPoint).toBe('head')

    const wrong = await call('PUT', `/assets/project/${id}/scene`, alice.token, { scene: { ...pinned, nodes: { [node.id]: { ...node, bodyPoint: 'tail' } } }, baseRevision: saved.json().data.revision })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.body).toContain('bodyPoint')
    // Refused whole: the pin stored before is still there.
    expect((await load(id)).scene.nodes[node.id].bodyPoint).toBe('head')
    const camera = await call('PUT', `/assets/project/${id}/scene`, alice.token, { scene: { ...pinned, settings: { ...pinned.settings, bodyTracking: { camera: 'side' } } }, baseRevision: saved.json().data.revision })
    expect(camera.statusCode).toBe(422)
  })

  it('refuses what its siblings refuse, with the same messages, and creates nothing', async () => {
    const blank = await call('POST', '/experience/body/create', alice.token, { project_name: '   ', comment: 'x' })
    expect(blank.statusCode).toBe(400)
    const sibling = await call('POST', '/experience/face/create', alice.token, { project_name: '   ', comment: 'x' })
    expect(blank.json().message).toBe(sibling.json().message)
    expect((await call('POST', '/experience/body/create', alice.token, { comment: 'no name' })).statusCode).toBe(400)
    const long = await call('POST', '/experience/body/create', alice.token, { project_name: 'Cape', comment: 'c'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('comment must be at most 1000 characters')
    const nul = await call('POST', '/experience/body/create', alice.token, { project_name: 'Ca\u0000pe', comment: '' })
    expect(nul.statusCode).toBe(400)
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/experience/body/create', headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' }, payload: 'project_name=Cape' })
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400)
    expect(notJson.statusCode).toBeLessThan(500)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/experience/body/create', payload: { project_name: 'Cape', comment: '' } })
    expect(anonymous.statusCode).toBe(401)
    expect((await call('GET', '/experience?category=BODY', bob.token)).json().data).toEqual([])
  })
})
