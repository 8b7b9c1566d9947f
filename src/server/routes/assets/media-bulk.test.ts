import { describe, expect, it } from 'vitest'
import { mediaBulkEnvelope, SPEC_BULK_MESSAGES } from '@shared/api/assets'
import { createImage } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import { pngOf } from '../../../../tests/support/media-fixtures'
import { useTestApp, type MultipartParts } from '../../../../tests/support/api-fixture'

/** The spec's own POST assets/{type}/bulk: asset records with temp- ids, files in order, toDelete. */
const { t, alice, bob, load, saveScene, createProject, sendParts } = useTestApp()
const newProject = (token = alice.token) => createProject('Spec bulk', { token })

type FilePart = { filename: string; data: Buffer; type: string }
function bulk(type: string, project: string, fields: { assets?: unknown; toDelete?: unknown; files?: FilePart[]; token?: string }) {
  const parts: MultipartParts = [{ name: 'projectId', value: project }]
  if (fields.assets !== undefined) parts.push({ name: 'assets', value: JSON.stringify(fields.assets) })
  for (const f of fields.files ?? []) parts.push({ name: 'files', filename: f.filename, data: f.data, type: f.type })
  if (fields.toDelete !== undefined) parts.push({ name: 'toDelete', value: JSON.stringify(fields.toDelete) })
  return sendParts(`/assets/${type}/bulk`, parts, fields.token)
}

const cubeRecord = {
  id: 'temp-1712345678-cube',
  name: 'Cube',
  file_name: 'Cube',
  glb_type: 'shapes',
  shape_type: 'Cube',
  position_x: 1, position_y: 2, position_z: -3,
  rotation_x: 0, rotation_y: 90, rotation_z: 0,
  scale_x: 2, scale_y: 1, scale_z: 0.5,
  material_settings: { renderingMode: 'Opaque', shader: 'Standard', albedo: '#ff0000', alpha: 1, normal_map: 'Unselected', id: 'temp-mat' },
}

describe('POST /api/v1/assets/{type}/bulk in the spec\'s shape', () => {
  it('a built-in shape with no file replaces its temp id and keeps its transform', async () => {
    const project = await newProject()
    const res = await bulk('mesh', project, { assets: [cubeRecord] })
    expect(res.statusCode, res.body).toBe(201)
    const body = mediaBulkEnvelope.parse(res.json())
    const [saved] = body.data.data
    expect(saved.originalId).toBe(cubeRecord.id)
    expect(saved.id).not.toMatch(/^temp/)
    expect(saved.glb_type).toBe('shapes')
    expect(saved.material_settings?.id).toBe(saved.id)
    expect(saved.material_settings?.albedo).toBe('#FF0000')
    const data = await load(project)
    expect(data.revision).toBe(body.data.revision)
    const listed = data.mesh.find((m: { _id: string }) => m._id === saved.id)
    expect(listed).toMatchObject({ glb_type: 'shapes', shape_type: 'cube', position_x: 1, position_y: 2, position_z: -3, rotation_y: 90, scale_x: 2, scale_z: 0.5 })
    expect(data.scene.nodes[saved.id].transform.rotation[1]).toBeCloseTo(Math.PI / 2)
  })

  it('an image described with id temp-… and one file is stored, placed and listed', async () => {
    const project = await newProject()
    const record = { id: 'temp-1712345678-photo', name: 'Photo', file_name: 'photo.png', position_x: 0, position_y: 1, position_z: 0, rotation_x: 0, rotation_y: 0, rotation_z: 45, scale_x: 1, scale_y: 1, scale_z: 1 }
    const res = await bulk('image', project, { assets: [record], files: [{ filename: 'photo.png', data: await pngOf(64, 32), type: 'image/png' }] })
    expect(res.statusCode, res.body).toBe(201)
    const [saved] = mediaBulkEnvelope.parse(res.json()).data.data
    expect(saved.originalId).toBe(record.id)
    const data = await load(project)
    const listed = data.image.find((m: { _id: string }) => m._id === saved.id)
    expect(listed).toMatchObject({ name: 'Photo', rotation_z: 45, position_y: 1 })
    expect(listed.asset_file_path).toMatch(/^\/uploads\/media\/[0-9a-f]{64}\.png$/)
    const asset = data.scene.assets[data.scene.nodes[saved.id].assetId]
    expect(asset).toMatchObject({ type: 'image', width: 64, height: 32 })
    const file = await t.app.inject({ method: 'GET', url: listed.asset_file_path })
    expect(file.statusCode).toBe(200)
  })

  it('toDelete removes what it names, alone or beside new items', async () => {
    const project = await newProject()
    const first = (await bulk('mesh', project, { assets: [cubeRecord, { ...cubeRecord, id: 'temp-2', shape_type: 'Sphere' }] })).json().data.data
    expect(first).toHaveLength(2)
    const res = await bulk('mesh', project, { assets: [{ ...cubeRecord, id: 'temp-3', shape_type: 'Torus' }], toDelete: [{ id: first[0].id, url: null, deleteType: 'mesh' }] })
    expect(res.statusCode, res.body).toBe(201)
    const ids = (await load(project)).mesh.map((m: { _id: string; shape_type: string }) => m.shape_type).sort()
    expect(ids).toEqual(['sphere', 'torus'])
    const only = await bulk('mesh', project, { toDelete: [{ id: first[1].id }] })
    expect(only.statusCode, only.body).toBe(201)
    expect((await load(project)).mesh.map((m: { shape_type: string }) => m.shape_type)).toEqual(['torus'])
  })

  it('another user\'s project gives 404 and writes nothing', async () => {
    const project = await newProject(bob.token)
    const res = await bulk('mesh', project, { assets: [cubeRecord] })
    expect(res.statusCode).toBe(404)
    const bobs = await load(project, bob.token)
    expect(bobs.mesh).toEqual([])
  })

  it('refuses files that do not match the new non-shape items, before storing anything', async () => {
    const project = await newProject()
    const res = await bulk('image', project, { assets: [{ id: 'temp-a', name: 'A' }, { id: 'temp-b', name: 'B' }], files: [{ filename: 'a.png', data: await pngOf(8, 8), type: 'image/png' }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(SPEC_BULK_MESSAGES.fileCount(2, 1))
    expect((await load(project)).revision).toBe(0)
  })

  it('a shape without its shape_type, or an id of another type, is refused with the reason', async () => {
    const project = await newProject()
    const noType = await bulk('mesh', project, { assets: [{ ...cubeRecord, shape_type: undefined }] })
    expect(noType.statusCode).toBe(400)
    expect(noType.json().message).toBe(SPEC_BULK_MESSAGES.shapeType(cubeRecord.id))
    const cube = (await bulk('mesh', project, { assets: [cubeRecord] })).json().data.data[0].id as string
    const wrong = await bulk('image', project, { assets: [{ id: cube, name: 'x' }] })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(SPEC_BULK_MESSAGES.notOfType(cube, 'image'))
  })

  it('an upload with the product\'s own fields is listed until an object uses it, and the spec\'s call can place it by its _id', async () => {
    const project = await newProject()
    const data = await load(project)
    expect(data.image).toEqual([])
    const res = await bulk('image', project, { assets: [{ tempId: 'temp-own', name: 'own.png', fileIndex: 0 }], files: [{ filename: 'own.png', data: await pngOf(16, 8), type: 'image/png' }] })
    expect(res.statusCode, res.body).toBe(201)
    const [stored] = res.json().data.data
    expect(stored.tempId).toBe('temp-own')
    const listed = (await load(project)).image
    expect(listed).toEqual([expect.objectContaining({ _id: stored.id, name: 'own.png', placed: false, asset_file_path: stored.url, position_x: 0, scale_x: 1 })])
    expect((await load(project)).revision).toBe(0)

    const placed = await bulk('image', project, { assets: [{ id: stored.id, name: 'Poster', position_x: 2, rotation_y: 90 }] })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(mediaBulkEnvelope.parse(placed.json()).data.data[0]).toMatchObject({ id: stored.id, originalId: stored.id })
    const after = await load(project)
    expect(after.image).toEqual([expect.objectContaining({ _id: stored.id, name: 'Poster', position_x: 2, rotation_y: 90, asset_file_path: stored.url })])
    expect(after.image[0].placed).toBeUndefined()
    expect(after.scene.nodes[stored.id]).toMatchObject({ kind: 'image', assetId: stored.id })
  })

  it('an upload the editor places (its asset in the document) is listed once, as the object', async () => {
    const project = await newProject()
    const res = await bulk('image', project, { assets: [{ tempId: 'temp-ed', name: 'ed.png', fileIndex: 0 }], files: [{ filename: 'ed.png', data: await pngOf(8, 8), type: 'image/png' }] })
    const [stored] = res.json().data.data
    const { scene, revision } = await load(project)
    const node = { ...createImage(scene, { id: stored.id, name: 'ed.png', width: 8, height: 8 }), name: 'Placed' }
    const { tempId: _t, originalUrl: _o, originalSize: _s, originalMime: _m, ...asset } = stored
    const next = applyOps(scene, [{ op: 'add-asset', asset }, { op: 'add', node }]).doc
    const saved = await saveScene(project, next, revision)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await load(project)).image.map((r: { _id: string; name: string }) => [r._id, r.name])).toEqual([[node.id, 'Placed']])
  })

  it('a listed upload of another type, or another user\'s, is not placed', async () => {
    const project = await newProject()
    const [stored] = (await bulk('image', project, { assets: [{ tempId: 'temp-x', name: 'x.png', fileIndex: 0 }], files: [{ filename: 'x.png', data: await pngOf(8, 8), type: 'image/png' }] })).json().data.data
    const asMesh = await bulk('mesh', project, { assets: [{ id: stored.id, name: 'x' }] })
    expect(asMesh.statusCode).toBe(400)
    expect(asMesh.json().message).toBe(SPEC_BULK_MESSAGES.notOfType(stored.id, 'mesh'))
    const other = await newProject()
    const elsewhere = await bulk('image', other, { assets: [{ id: stored.id, name: 'x' }] })
    expect(elsewhere.statusCode).toBe(400)
    expect((await load(other)).image).toEqual([])
  })
})
