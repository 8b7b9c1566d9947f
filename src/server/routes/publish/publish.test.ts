import fs from 'node:fs'
import path from 'node:path'
import { Document, NodeIO } from '@gltf-transform/core'
import * as THREE from 'three'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { PUBLISH_MESSAGES } from '@shared/api/publish'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { makeZip, multipart } from '../../../../tests/support/zips'

let t: TestApp
let alice: { token: string }
let bob: { token: string }
let projectId: string
let usdz: Buffer
let glb: Buffer
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

beforeAll(async () => {
  t = await createTestApp()
  alice = await registerUser(t.app)
  bob = await registerUser(t.app)
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: auth(alice.token), payload: { project_name: 'Gallery', comment: '' } })
  projectId = res.json().data._id
  // The real exporters' output, as the editor sends it at publish.
  const scene = new THREE.Scene()
  scene.add(new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial({ color: 'red' })))
  usdz = Buffer.from(await new USDZExporter().parseAsync(scene))
  const doc = new Document()
  const buffer = doc.createBuffer()
  const positions = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer)
  const mesh = doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute('POSITION', positions))
  doc.createScene().addChild(doc.createNode().setMesh(mesh))
  glb = Buffer.from(await new NodeIO().writeBinary(doc))
})
afterAll(() => t?.close())

const save = async (scene: unknown, baseRevision: number) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/v1/assets/project/${projectId}/scene`, headers: auth(alice.token), payload: { scene, baseRevision } })
  expect(res.statusCode).toBe(200)
  return res.json().data.revision as number
}
const publish = (revision: number, files: { usdz?: Buffer; glb?: Buffer } = {}, token = alice.token, id = projectId) => {
  const parts: Parameters<typeof multipart>[0] = [{ name: 'revision', value: String(revision) }]
  if (files.usdz) parts.push({ name: 'usdz', filename: 'scene.usdz', data: files.usdz, type: 'model/vnd.usdz+zip' })
  if (files.glb) parts.push({ name: 'glb', filename: 'scene.glb', data: files.glb, type: 'model/gltf-binary' })
  const body = multipart(parts)
  return t.app.inject({ method: 'POST', url: `/api/v1/experience/${id}/publish`, headers: { ...auth(token), ...body.headers }, payload: body.payload })
}
const publicScene = (id = projectId) => t.app.inject({ method: 'GET', url: `/api/v1/scene-preview/${id}` })
const publishedFiles = () => fs.readdirSync(path.join(t.env.DATA_DIR, 'uploads', 'published'))

const made = new Map<string, ReturnType<typeof emptyScene>>()
/** One document per colour (ids are random, so each is made once and reused). */
function sceneWith(color: string) {
  const doc = emptyScene()
  if (!made.has(color)) made.set(color, applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [0, 0.5, 0], color) }]).doc)
  return made.get(color)!
}

it('says Scene not found for a project that was never published, without a token', async () => {
  const res = await publicScene()
  expect(res.statusCode).toBe(404)
  expect(res.json().message).toBe(PUBLISH_MESSAGES.sceneNotFound)
})

it('publishes the saved document as version 1 with its USDZ and GLB, readable without a token', async () => {
  const red = sceneWith('#FF0000')
  const revision = await save(red, 0)
  const res = await publish(revision, { usdz, glb })
  expect(res.statusCode).toBe(201)
  const data = res.json().data
  expect(data).toMatchObject({ version: 1, projectId, project_name: 'Gallery' })
  expect(data.public_link).toMatch(new RegExp(`/preview-page/${projectId}$`))
  expect(data.embed_link).toMatch(/\?embed=1$/)
  const shown = (await publicScene()).json().data
  expect(shown.sceneData).toEqual(red)
  expect(shown).toMatchObject({ version: 1, category: 'WORLD' })
  const file = await t.app.inject({ method: 'GET', url: shown.usdzUrl })
  expect(file.statusCode).toBe(200)
  expect(file.headers['content-type']).toBe('model/vnd.usdz+zip')
  expect(file.headers['cache-control']).toContain('immutable')
  expect(Buffer.compare(file.rawPayload, usdz)).toBe(0)
  expect((await t.app.inject({ method: 'GET', url: shown.glbUrl })).headers['content-type']).toBe('model/gltf-binary')
})

it('keeps showing the published version while later saves are unpublished; a new publish makes version 2', async () => {
  const current = await t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${projectId}/assets`, headers: auth(alice.token) })
  const blue = sceneWith('#0000FF')
  const revision = await save(blue, current.json().data.revision)
  expect((await publicScene()).json().data.sceneData).toEqual(sceneWith('#FF0000'))
  const stale = await publish(revision - 1)
  expect(stale.statusCode).toBe(409)
  expect((await publish(revision)).json().data.version).toBe(2)
  expect((await publicScene()).json().data.sceneData).toEqual(blue)
  const list = await t.app.inject({ method: 'GET', url: `/api/v1/experience/${projectId}/versions`, headers: auth(alice.token) })
  expect(list.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1])
  const first = await t.app.inject({ method: 'GET', url: `/api/v1/experience/${projectId}/versions/1`, headers: auth(alice.token) })
  expect(first.json().data.scene).toEqual(sceneWith('#FF0000'))
})

it('answers 404 to another user on publish and versions, and 401 without a token', async () => {
  expect((await publish(1, {}, bob.token)).statusCode).toBe(404)
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/experience/${projectId}/versions`, headers: auth(bob.token) })).statusCode).toBe(404)
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/experience/${projectId}/versions/1`, headers: auth(bob.token) })).statusCode).toBe(404)
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/experience/${projectId}/versions` })).statusCode).toBe(401)
})

it('refuses a deflated or misaligned USDZ and a fake GLB by content, keeping nothing', async () => {
  const before = publishedFiles()
  const current = (await t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${projectId}/assets`, headers: auth(alice.token) })).json().data.revision
  const deflated = await makeZip([{ name: 'scene.usda', data: '#usda 1.0\n'.repeat(200), compress: true }])
  const misaligned = await makeZip([{ name: 'scene.usda', data: '#usda 1.0\n', compress: false }])
  for (const [files, why] of [
    [{ usdz: deflated }, /compressed/],
    [{ usdz: misaligned }, /aligned/],
    [{ usdz: Buffer.from('not a zip at all') }, /not a zip/],
    [{ glb: Buffer.from('MZ\x90\x00 an executable') }, /GLB/],
    [{ usdz, glb: glb.subarray(0, glb.length - 8) }, /GLB/],
  ] as const) {
    const res = await publish(current, files)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(why)
  }
  expect(publishedFiles()).toEqual(before)
  expect(fs.readdirSync(path.join(t.env.DATA_DIR, 'tmp')).filter((f) => f.startsWith('publish-'))).toEqual([])
  expect((await publicScene()).json().data.version).toBe(2)
})

/** A GLB whose one buffer lives at a URL: the browser of every viewer would fetch it. */
function glbPointingAt(uri: string): Buffer {
  let json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri, byteLength: 4 }] }))
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)])
  const header = Buffer.alloc(20)
  header.write('glTF', 0, 'latin1')
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(20 + json.length, 8)
  header.writeUInt32LE(json.length, 12)
  header.writeUInt32LE(0x4e4f534a, 16)
  return Buffer.concat([header, json])
}

// Finding 7 of issue 19: publish accepted (and served to viewers) a GLB pointing at a cloud
// metadata address; uploads already refused it.
it('refuses a GLB whose buffer points outside the file, as uploads do', async () => {
  const before = publishedFiles()
  const current = (await t.app.inject({ method: 'GET', url: `/api/v1/assets/project/${projectId}/assets`, headers: auth(alice.token) })).json().data.revision
  for (const uri of ['http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd', '../../jwt-secret']) {
    const res = await publish(current, { usdz, glb: glbPointingAt(uri) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/self-contained/) })
  }
  expect(publishedFiles()).toEqual(before)
})

it('shares an unsaved preview without a token as a new expiring snapshot that cannot touch the project', async () => {
  const green = sceneWith('#00FF00')
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/scene-preview', payload: { scene: JSON.stringify(green), id: projectId } })
  expect(res.statusCode).toBe(201)
  const { id, url } = res.json().data
  expect(id).toMatch(/^[0-9a-f]{32}$/)
  expect(url).toContain(`/preview-page/${id}`)
  expect((await publicScene(id)).json().data.sceneData).toEqual(green)
  expect((await publicScene()).json().data.sceneData).toEqual(sceneWith('#0000FF'))
  const broken = await t.app.inject({ method: 'POST', url: '/api/v1/scene-preview', payload: { scene: '{"schemaVersion": 99}' } })
  expect(broken.statusCode).toBe(422)
  const junk = await t.app.inject({ method: 'POST', url: '/api/v1/scene-preview', payload: { scene: 'not json' } })
  expect(junk.statusCode).toBe(400)
  expect((await publicScene('0'.repeat(32))).statusCode).toBe(404)
})
