import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { apiCaller, createTestApp, registerUser, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../tests/support/test-app'
import { makeZip, multipart } from '../../../tests/support/zips'

// Finding 2 of issue 19: a NUL byte or a lone surrogate in any text answered 500 (PostgreSQL
// stores neither); now every request is refused at the boundary with a 400 naming the field.
let t: TestApp
let alice: { token: string }
let projectId: string
const call = apiCaller(() => t.app)

beforeAll(async () => {
  t = await createTestApp()
  alice = await registerUser(t.app)
  projectId = (await call('POST', '/experience/world/create', alice.token, { project_name: 'Clean', comment: '' })).json().data._id
})
afterAll(() => t?.close())

const NUL = 'a\u0000b'
const LONE = 'a\ud800b'

function expectRefused(res: { statusCode: number; json: () => any }, field: string) {
  expect(res.statusCode).toBe(400)
  const body = res.json()
  expect(body.success).toBe(false)
  expect(body.message).toContain(field)
  expect(body.errors).toEqual([{ field, message: expect.stringContaining('NUL') }])
}

describe.each([
  ['a NUL byte', NUL],
  ['a lone surrogate', LONE],
])('text with %s', (_label, bad) => {
  it('is refused with 400 naming the field on sign-up, login and check-if-registered', async () => {
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: bad, email: uniqueEmail(), password: STRONG_PASSWORD } }), 'name')
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: `x${bad}@example.com`, password: STRONG_PASSWORD } }), 'email')
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/users/check-if-registered', payload: { email: `x${bad}@example.com` } }), 'email')
  })

  it('is refused on project create and rename, light data, asset-name and the chat query', async () => {
    expectRefused(await call('POST', '/experience/world/create', alice.token, { project_name: bad, comment: '' }), 'project_name')
    expectRefused(await call('PATCH', `/experience/update/experience-name/${projectId}`, alice.token, { project_name: bad }), 'project_name')
    expectRefused(await call('PATCH', `/experience/update/experience-name/${projectId}`, alice.token, { light_data: { note: bad } }), 'light_data.note')
    expectRefused(await call('PATCH', '/experience/update/asset-name/abc', alice.token, { asset_name: bad, asset_type: 'mesh', project_id: projectId }), 'asset_name')
    expectRefused(await call('POST', '/chat/query', alice.token, { query: `a red cube ${bad}` }), 'query')
  })

  it('is refused in a scene node name, and the saved scene is unchanged', async () => {
    let doc = emptyScene()
    const cube = { ...createShape(doc, 'cube'), name: bad }
    doc = { ...doc, nodes: { [cube.id]: cube } }
    expectRefused(await call('PUT', `/assets/project/${projectId}/scene`, alice.token, { scene: doc, baseRevision: 0 }), `scene.nodes.${cube.id}.name`)
    // The preview sends its scene as a JSON string: the text inside is checked once it is parsed.
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/scene-preview', payload: { scene: JSON.stringify(doc) } }), `scene.nodes.${cube.id}.name`)
    expect((await call('GET', `/assets/project/${projectId}/assets`, alice.token)).json().data.revision).toBe(0)
  })
})

it('refuses a NUL in multipart fields (create-with-zip); UTF-8 cannot carry a lone surrogate there', async () => {
  const zip = await makeZip([{ name: 'map.txt', data: 'x' }])
  const form = multipart([
    { name: 'project_name', value: NUL },
    { name: 'comment', value: '' },
    { name: 'zipContent', filename: 'map.zip', data: zip },
  ])
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/create-with-zip', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${alice.token}` } })
  expectRefused(res, 'project_name')
})

it('refuses a NUL in a query string or a path parameter', async () => {
  expectRefused(await call('GET', '/library/search?query=tree%00', alice.token), 'query')
  const res = await call('GET', `/assets/project/${projectId}%00/assets`, alice.token)
  expect(res.statusCode).toBe(400)
})

it('keeps accepting ordinary text, emoji (paired surrogates) included', async () => {
  const res = await call('POST', '/experience/world/create', alice.token, { project_name: '🌳 Tree \\u0000 café', comment: 'ok' })
  expect(res.statusCode).toBe(201)
  expect((await call('GET', '/library/search?query=tree', alice.token)).statusCode).toBe(200)
})
