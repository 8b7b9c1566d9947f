import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { UploadedAsset } from '@shared/api/assets'
import { ACCESS_MESSAGES } from '@shared/api/teams'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { createImage } from '@shared/scene/media-factories'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { makeZip } from '../../../../tests/support/zips'
import { makeScanGlb } from '../../../../tests/support/scans'
import { pngDataUrl, pngOf } from '../../../../tests/support/media-fixtures'
import { copyName } from './copy-scene'
import { DUPLICATED_MESSAGE, VPS_ZIP_MISSING_MESSAGE } from './duplicate'

const { t, alice, bob, call, load, createProject, saveScene, sendParts: send, mediaRows } = useTestApp()
const uploads = () => path.join(t.env.DATA_DIR, 'uploads')

/** Alice's project with an uploaded image, a cube textured by it inside a group (with an event aimed at the image), a thumbnail and light. */
async function richProject() {
  const id = await createProject('Sofa preview', { kind: 'surface', comment: 'living room' })
  const up = await send('/assets/image/bulk', [
    { name: 'projectId', value: id },
    { name: 'files', filename: 'poster.png', data: await pngOf(40, 20), type: 'image/png' },
  ])
  expect(up.statusCode, up.body).toBe(201)
  const asset = up.json().data.data[0] as UploadedAsset
  let doc: SceneDocument = { ...emptyScene(), assets: { [asset.id]: { id: asset.id, type: 'image', name: asset.name, url: asset.url, size: asset.size, mime: asset.mime } } }
  const group = createGroup(doc)
  doc = { ...doc, nodes: { [group.id]: group } }
  const image = createImage(doc, { id: asset.id, name: asset.name, width: 40, height: 20 })
  doc = { ...doc, nodes: { ...doc.nodes, [image.id]: image } }
  const cube = createShape(doc, 'cube')
  cube.parentId = group.id
  cube.material = { ...cube.material, textureAssetId: asset.id }
  cube.events = [{ id: 'ev1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: image.id, url: null }]
  doc = { ...doc, nodes: { ...doc.nodes, [cube.id]: cube } }
  expect((await saveScene(id, doc, 0)).statusCode).toBe(200)
  expect((await saveScene(id, doc, 1)).statusCode).toBe(200)
  expect((await call('PATCH', `/experience/project/${id}/thumbnail/img`, alice.token, { thumbnailImg: await pngDataUrl(8, 6) })).statusCode).toBe(200)
  const light = { isLight: true, intensity: 3, color: '#FFFFFF', shadow: 'Hard Shadow', name: 'Sun' }
  expect((await call('PATCH', `/experience/update/experience-name/${id}`, alice.token, { light_data: light })).statusCode).toBe(200)
  return { id, asset, group, image, cube }
}

describe('POST /experience/duplicate/:id', () => {
  it('copies the scene as a fresh project that owns its own media rows, thumbnail and node ids', async () => {
    const src = await richProject()
    const res = await call('POST', `/experience/duplicate/${src.id}`, alice.token)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: DUPLICATED_MESSAGE })
    const copyId = res.json().data._id as string
    expect(copyId).toMatch(/^[0-9a-f]{24}$/)
    expect(copyId).not.toBe(src.id)

    const detail = (await call('GET', `/experience/detail/${copyId}`, alice.token)).json().data
    const original = (await call('GET', `/experience/detail/${src.id}`, alice.token)).json().data
    expect(detail).toMatchObject({ project_name: 'Sofa preview copy', comment: 'living room', category: 'SURFACE', light_data: original.light_data })
    // Its own thumbnail file, with the same bytes.
    expect(detail.thumbnail).toMatch(new RegExp(`^/uploads/thumbnails/${copyId}-[0-9a-f]{16}\\.png$`))
    const file = (ref: string) => path.join(uploads(), ref.replace(/^\/uploads\//, ''))
    expect(fs.readFileSync(file(detail.thumbnail))).toEqual(fs.readFileSync(file(original.thumbnail)))

    const copy = await load(copyId)
    expect(copy.revision).toBe(1)
    const nodes = Object.values(copy.scene.nodes) as SceneNode[]
    expect(nodes.map((n) => n.name).sort()).toEqual(['Cube', 'Group', 'poster'].sort())
    for (const n of nodes) expect([src.group.id, src.image.id, src.cube.id]).not.toContain(n.id)
    const byName = Object.fromEntries(nodes.map((n) => [n.name, n])) as Record<string, SceneNode>
    const [newAssetId] = Object.keys(copy.scene.assets)
    expect(newAssetId).not.toBe(src.asset.id)
    expect(copy.scene.assets[newAssetId]).toMatchObject({ id: newAssetId, url: src.asset.url })
    expect(byName.Cube.parentId).toBe(byName.Group.id)
    expect(byName.Cube.events[0].targetId).toBe(byName.poster.id)
    expect(byName.Cube.kind === 'shape' && byName.Cube.material.textureAssetId).toBe(newAssetId)
    expect(byName.poster.kind === 'image' && byName.poster.assetId).toBe(newAssetId)

    // The media row is copied for the new project; the content-addressed file is shared, not copied.
    const [row] = await mediaRows(copyId)
    const [sourceRow] = await mediaRows(src.id)
    expect(row).toMatchObject({ id: newAssetId, owner_id: alice.userId, file_key: sourceRow.file_key, original_key: sourceRow.original_key, width: 40, height: 20 })
    const stored = await t.app.inject({ method: 'GET', url: src.asset.url })
    expect(stored.statusCode).toBe(200)

    // Deleting the original leaves the copy whole: its rows, thumbnail and media file.
    expect((await call('DELETE', `/experience/${src.id}`, alice.token)).statusCode).toBe(200)
    expect(await mediaRows(copyId)).toHaveLength(1)
    expect(fs.existsSync(file(detail.thumbnail))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: copy.scene.assets[newAssetId].url })).statusCode).toBe(200)
    // And the copy saves like any project, from revision 1.
    expect((await saveScene(copyId, copy.scene, 1)).json().data.revision).toBe(2)
  })

  it('copies a VPS project with its own zip and its first scene (the scan and the place)', async () => {
    const zip = await makeZip([{ name: 'scan/mesh.glb', data: await makeScanGlb() }])
    const created = await send('/experience/create-with-zip', [
      { name: 'project_name', value: 'Plaza scan' },
      { name: 'zipContent', filename: 'plaza.zip', data: zip },
    ])
    expect(created.statusCode, created.body).toBe(201)
    const src = created.json().data._id as string
    const res = await call('POST', `/experience/duplicate/${src}`, alice.token)
    expect(res.statusCode, res.body).toBe(201)
    const copyId = res.json().data._id
    const detail = (await call('GET', `/experience/detail/${copyId}`, alice.token)).json().data
    expect(detail).toMatchObject({ category: 'VPS', project_name: 'Plaza scan copy', thumbnail: null, vps_zip: { file_name: 'plaza.zip', size: zip.length } })
    expect(fs.readFileSync(path.join(uploads(), 'vps', `${copyId}.zip`))).toEqual(zip)
    // The scan's first scene (settings.location) is copied with the project, as revision 1.
    const copy = await load(copyId)
    expect(copy.revision).toBe(1)
    expect(copy.scene.settings.location?.scanUrl).toMatch(/\.glb$/)
    expect((await call('DELETE', `/experience/${src}`, alice.token)).statusCode).toBe(200)
    expect(fs.existsSync(path.join(uploads(), 'vps', `${copyId}.zip`))).toBe(true)
  })

  it('a VPS project whose zip is not in this node\u2019s storage answers 409 naming the cause, and creates nothing', async () => {
    // What two nodes on one database with their own DATA_DIR meet: the row is shared, the file is not.
    const zip = await makeZip([{ name: 'scan/mesh.glb', data: await makeScanGlb() }])
    const created = await send('/experience/create-with-zip', [
      { name: 'project_name', value: 'Elsewhere' },
      { name: 'zipContent', filename: 'elsewhere.zip', data: zip },
    ])
    const src = created.json().data._id as string
    fs.rmSync(path.join(uploads(), 'vps', `${src}.zip`))
    const before = await t.db.kysely.selectFrom('projects').select('id').execute()
    const res = await call('POST', `/experience/duplicate/${src}`, alice.token)
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toEqual({ success: false, message: VPS_ZIP_MISSING_MESSAGE })
    expect(await t.db.kysely.selectFrom('projects').select('id').execute()).toHaveLength(before.length)
  })

  it('a person it is shared with as a viewer may not copy it, media and all; as an editor they may', async () => {
    const src = await richProject()
    const count = async (table: 'projects' | 'media_assets') =>
      Number((await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('owner_id', '=', bob.userId).executeTakeFirstOrThrow()).n)
    expect((await call('POST', `/experience/${src.id}/shares`, alice.token, { email: bob.email, role: 'viewer' })).statusCode).toBe(200)
    const refused = await call('POST', `/experience/duplicate/${src.id}`, bob.token)
    expect([refused.statusCode, refused.json()]).toEqual([403, { success: false, message: ACCESS_MESSAGES.copyNeedsEditor }])
    expect([await count('projects'), await count('media_assets')]).toEqual([0, 0])

    expect((await call('POST', `/experience/${src.id}/shares`, alice.token, { email: bob.email, role: 'editor' })).statusCode).toBe(200)
    const copy = await call('POST', `/experience/duplicate/${src.id}`, bob.token)
    expect(copy.statusCode, copy.body).toBe(201)
    expect([await count('projects'), await count('media_assets')]).toEqual([1, 1])
  })

  it('answers 404 for another user\u2019s project or an unknown one, creating nothing', async () => {
    const id = await createProject('Private')
    const count = async () => Number((await t.db.kysely.selectFrom('projects').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    for (const [target, token] of [[id, bob.token], ['0123456789abcdef01234567', alice.token]]) {
      const res = await call('POST', `/experience/duplicate/${target}`, token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, message: 'Project not found' })
    }
    expect((await call('POST', '/experience/duplicate/not-an-id', alice.token)).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/experience/duplicate/${id}` })).statusCode).toBe(401)
    expect(await count()).toBe(before)
  })
})

describe('copyName', () => {
  it('adds " copy" and cuts a long name to fit 100 characters without losing the suffix', () => {
    expect(copyName('Sofa')).toBe('Sofa copy')
    const long = copyName(`${'a'.repeat(90)} ${'b'.repeat(20)}`)
    expect(long).toHaveLength(95)
    expect(long.endsWith('a copy')).toBe(true)
    expect(copyName('x'.repeat(100))).toBe(`${'x'.repeat(95)} copy`)
    expect(Array.from(copyName('😀'.repeat(100))).length).toBe(100)
  })
})
