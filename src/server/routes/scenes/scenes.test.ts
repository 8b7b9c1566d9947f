import { beforeAll, expect, it } from 'vitest'
import { createShape, createText, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { SCENE_VERSION } from '@shared/scene/schema'
import { sceneAnswerEnvelope } from '@shared/api/scenes'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { t, alice, bob, call, createProject } = useTestApp()
let projectId: string
beforeAll(async () => {
  projectId = await createProject('Scene test', { kind: 'surface', comment: '' })
})

const load = (token = alice.token) => call('GET', `/assets/project/${projectId}/assets`, token)
// `scene` may be anything: the refusals send broken documents.
const save = (scene: unknown, baseRevision: number, token = alice.token) => call('PUT', `/assets/project/${projectId}/scene`, token, { scene, baseRevision })

function sceneWithObjects() {
  let doc = emptyScene()
  doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [1, 0.5, -2], '#FF0000') }]).doc
  doc = applyOps(doc, [{ op: 'add', node: createText(doc, '3D', [0, 2, 0]) }]).doc
  return doc
}

it('loads an empty scene for a new project, saves a document whole, and loads it back with the spec records', async () => {
  const first = await load()
  expect(first.statusCode).toBe(200)
  expect(first.json().data).toMatchObject({ project_name: 'Scene test', revision: 0, mesh: [], text: [] })
  const doc = sceneWithObjects()
  const saved = await save(doc, 0)
  expect(saved.statusCode).toBe(200)
  expect(saved.json().data.revision).toBe(1)
  const answer = await load()
  // The answer is what the route's response schema says (the client reads it with the same one).
  const again = sceneAnswerEnvelope.parse(answer.json()).data
  expect(again.scene).toEqual(doc)
  expect(again.revision).toBe(1)
  expect(again.mesh[0]).toMatchObject({ glb_type: 'shapes', shape_type: 'cube', position_x: 1, position_z: -2, name: 'Cube' })
  expect(again.text[0].text_material).toMatchObject({ content: 'Spatial Grid', fontSize: 80 })
})

it('refuses a stale revision with 409 and keeps the newer version', async () => {
  const current = (await load()).json().data
  const stale = await save(emptyScene(), current.revision - 1)
  expect(stale.statusCode).toBe(409)
  expect((await load()).json().data.scene).toEqual(current.scene)
})

it('refuses corrupt and future-version documents with 422 and overwrites nothing', async () => {
  const current = (await load()).json().data
  for (const bad of [
    { ...emptyScene(), schemaVersion: SCENE_VERSION + 1 },
    { ...emptyScene(), nodes: { x: { id: 'x', kind: 'shape' } } },
    'not even an object',
  ]) {
    const res = await save(bad, current.revision)
    expect(res.statusCode).toBe(422)
    expect(res.json().success).toBe(false)
    expect(res.json().message).toMatch(/newer version|not valid|JSON object/)
  }
  const after = (await load()).json().data
  expect(after.scene).toEqual(current.scene)
  expect(after.revision).toBe(current.revision)
})

it("answers 404 for another user's project and 400 for wrong body types", async () => {
  expect((await load(bob.token)).statusCode).toBe(404)
  expect((await save(emptyScene(), 0, bob.token)).statusCode).toBe(404)
  const wrong = await t.app.inject({ method: 'PUT', url: `/api/v1/assets/project/${projectId}/scene`, headers: { authorization: `Bearer ${alice.token}` }, payload: { scene: {}, baseRevision: 'one' } })
  expect(wrong.statusCode).toBe(400)
})

// Finding 11 of issue 19: the read is built once per version and goes out compressed.
it('sends the project read compressed when asked, and never a stale copy after a rename or a save', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
  const read = (encoding?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${projectId}/assets`, headers: { authorization: `Bearer ${alice.token}`, ...(encoding && { 'accept-encoding': encoding }) } })
  const plain = await read()
  expect(plain.headers['content-encoding']).toBeUndefined()
  const br = await read('gzip, deflate, br')
  expect(br.headers['content-encoding']).toBe('br')
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
  const gz = await read('gzip')
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())

  const renamed = await t.app.inject({ method: 'PATCH', url: `/api/v1/experience/update/experience-name/${projectId}`, headers: { authorization: `Bearer ${alice.token}` }, payload: { project_name: 'Renamed scene' } })
  expect(renamed.statusCode).toBe(200)
  expect((await read()).json().data.project_name).toBe('Renamed scene')
  const doc = sceneWithObjects()
  const revision = plain.json().data.revision
  expect((await save(doc, revision)).statusCode).toBe(200)
  const after = JSON.parse(brotliDecompressSync((await read('br')).rawPayload).toString())
  expect(after.data.revision).toBe(revision + 1)
  expect(after.data.scene).toEqual(doc)
  // Another user still cannot read it, cached or not.
  expect((await load(bob.token)).statusCode).toBe(404)
})
