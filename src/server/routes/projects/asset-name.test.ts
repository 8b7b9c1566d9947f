import { describe, expect, it } from 'vitest'
import { ASSET_NAME_MESSAGES } from '@shared/api/asset-name'
import { createShape, createText, emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { t, alice, bob, call, load, createProject, saveScene } = useTestApp()

/** A project of `token`'s with a saved scene of one cube and one text; answers the ids. */
async function projectWithScene(token: string) {
  const id = await createProject('Rename test', { token })
  let doc: SceneDocument = emptyScene()
  const cube = createShape(doc, 'cube')
  doc = { ...doc, nodes: { [cube.id]: cube } }
  const text = createText(doc)
  doc = { ...doc, nodes: { ...doc.nodes, [text.id]: text } }
  const saved = await saveScene(id, doc, 0, token)
  expect(saved.statusCode, saved.body).toBe(200)
  return { id, cube: cube.id, text: text.id, revision: saved.json().data.revision as number }
}

const rename = (assetId: string, token: string, body: object) => call('PATCH', `/experience/update/asset-name/${assetId}`, token, body)

describe('PATCH /experience/update/asset-name/:assetId', () => {
  it('renames the saved node as a new revision, and the next save builds on it', async () => {
    const p = await projectWithScene(alice.token)
    const res = await rename(p.cube, alice.token, { asset_name: '  Big box  ', asset_type: 'mesh' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: ASSET_NAME_MESSAGES.renamed, data: { _id: p.cube, asset_name: 'Big box', project_id: p.id, revision: p.revision + 1 } })
    const data = await load(p.id, alice.token)
    expect(data.revision).toBe(p.revision + 1)
    expect(data.scene.nodes[p.cube].name).toBe('Big box')
    expect(data.mesh.find((m: { _id: string }) => m._id === p.cube).name).toBe('Big box')
    expect(data.scene.nodes[p.text].name).toBe('Text')
    // An editor still holding the old revision is told so rather than overwriting the rename.
    const stale = await saveScene(p.id, data.scene, p.revision)
    expect(stale.statusCode).toBe(409)
    const fresh = await saveScene(p.id, data.scene, p.revision + 1)
    expect(fresh.statusCode).toBe(200)
  })

  it('accepts an empty asset_type and text, and writes nothing when the name is unchanged', async () => {
    const p = await projectWithScene(alice.token)
    expect((await rename(p.text, alice.token, { asset_name: 'Headline', asset_type: '' })).json().data.revision).toBe(p.revision + 1)
    const again = await rename(p.text, alice.token, { asset_name: 'Headline', asset_type: 'text' })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.revision).toBe(p.revision + 1)
    expect((await load(p.id, alice.token)).revision).toBe(p.revision + 1)
  })

  it('answers 404 for another user\u2019s node, a node of another type, a temp id and an unknown id, changing nothing', async () => {
    const p = await projectWithScene(alice.token)
    for (const [id, token, body] of [
      [p.cube, bob.token, { asset_name: 'Mine now' }],
      [p.cube, alice.token, { asset_name: 'Wrong type', asset_type: 'image' }],
      [p.text, alice.token, { asset_name: 'Wrong type', asset_type: 'mesh' }],
      ['temp-1712345678', alice.token, { asset_name: 'Unsaved' }],
      ['0123456789abcdef01234567', alice.token, { asset_name: 'Nothing' }],
    ] as const) {
      const res = await rename(id, token, body)
      expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(404)
      expect(res.json()).toMatchObject({ success: false, message: ASSET_NAME_MESSAGES.notFound })
    }
    // The node is in Alice's project, but Bob naming her project does not reach it either.
    expect((await rename(p.cube, bob.token, { asset_name: 'Mine now', project_id: p.id })).statusCode).toBe(404)
    const data = await load(p.id, alice.token)
    expect(data.revision).toBe(p.revision)
    expect(data.scene.nodes[p.cube].name).toBe('Cube')
  })

  it.each([
    [{ asset_name: '   ' }, ASSET_NAME_MESSAGES.blank],
    [{ asset_name: 'x'.repeat(65) }, ASSET_NAME_MESSAGES.tooLong],
    [{}, ASSET_NAME_MESSAGES.required],
    [{ asset_name: 42 }, ASSET_NAME_MESSAGES.required],
    [{ asset_name: 'Fine', asset_type: 'light' }, ASSET_NAME_MESSAGES.badType],
    [{ asset_name: 'Fine', project_id: 'nope' }, 'project_id must be 24 lowercase hexadecimal characters'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const p = await projectWithScene(alice.token)
    const res = await rename(p.cube, alice.token, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
    expect(res.json().message).toContain(message)
    expect((await load(p.id, alice.token)).revision).toBe(p.revision)
  })

  it('keeps 64 characters after trimming, and needs a token', async () => {
    const p = await projectWithScene(alice.token)
    const name = 'y'.repeat(64)
    expect((await rename(p.cube, alice.token, { asset_name: `  ${name}  ` })).json().data.asset_name).toBe(name)
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/v1/experience/update/asset-name/${p.cube}`, payload: { asset_name: 'x' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('uses project_id to pick between two projects holding the same node id', async () => {
    const first = await projectWithScene(alice.token)
    const second = await createProject('Same ids')
    const scene = (await load(first.id, alice.token)).scene
    expect((await saveScene(second, scene, 0)).statusCode).toBe(200)
    const res = await rename(first.cube, alice.token, { asset_name: 'Only the first', project_id: first.id })
    expect(res.json().data.project_id).toBe(first.id)
    expect((await load(first.id, alice.token)).scene.nodes[first.cube].name).toBe('Only the first')
    expect((await load(second, alice.token)).scene.nodes[first.cube].name).toBe('Cube')
  })
})
