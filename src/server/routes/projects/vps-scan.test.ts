import { describe, expect, it } from 'vitest'
import type { SceneDocument } from '@shared/scene/schema'
import { useTestApp, type MultipartParts } from '../../../../tests/support/api-fixture'
import { makeScanGlb, makeScanGltf } from '../../../../tests/support/scans'
import { makeZip } from '../../../../tests/support/zips'

const { t, alice, bob, call, sendParts } = useTestApp()

const fields = [
  { name: 'project_name', value: 'Harbour' },
  { name: 'comment', value: 'The pier' },
]
const zipUpload = async (entries: Parameters<typeof makeZip>[0]) =>
  sendParts('/experience/create-with-zip', [...fields, { name: 'zipContent', filename: 'place.zip', data: await makeZip(entries) }])
const sceneOf = async (id: string) =>
  (await t.db.kysely.selectFrom('projects').select(['scene', 'category']).where('id', '=', id).executeTakeFirstOrThrow()) as { scene: SceneDocument; category: string }
const projectCount = async () => Number((await t.db.kysely.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const place = { latitude: 59.9075, longitude: 10.7521, altitude: 4.5, heading: 212.5 }

describe('Location-Based AR zip contents', () => {
  it('reads the GLB scan and the coordinates, stores the scan and starts the scene at the place', async () => {
    const res = await zipUpload([
      { name: 'Polycam/scan.glb', data: await makeScanGlb() },
      { name: 'Polycam/location.json', data: JSON.stringify(place) },
    ])
    expect(res.statusCode).toBe(201)
    const { scene, category } = await sceneOf(res.json().data._id)
    expect(category).toBe('VPS')
    expect(scene.settings.location).toMatchObject({ anchor: place, pins: {} })
    const scan = await t.app.inject({ method: 'GET', url: scene.settings.location!.scanUrl! })
    expect(scan.statusCode).toBe(200)
    expect(scan.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF')
    // The scan is in the settings, never a node: nothing of it is published.
    expect(Object.keys(scene.nodes)).toEqual([])
  })

  it('packs a .gltf and the .bin beside it into one GLB, and reads lat/lng under "location"', async () => {
    const { gltf, bin } = await makeScanGltf('scan%20data.bin')
    const res = await zipUpload([
      { name: 'export/room.gltf', data: gltf },
      { name: 'export/scan data.bin', data: bin },
      { name: 'export/meta.json', data: JSON.stringify({ app: 'Scaniverse', location: { lat: -33.8568, lng: 151.2153 } }) },
    ])
    expect(res.statusCode).toBe(201)
    const { scene } = await sceneOf(res.json().data._id)
    expect(scene.settings.location!.anchor).toEqual({ latitude: -33.8568, longitude: 151.2153, altitude: 0, heading: 0 })
    const scan = await t.app.inject({ method: 'GET', url: scene.settings.location!.scanUrl! })
    expect(scan.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF')
  })

  it('leaves the anchor for the editor to set when the zip names no place', async () => {
    const res = await zipUpload([{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'notes.json', data: '{"app":"Polycam"}' }])
    expect(res.statusCode).toBe(201)
    expect((await sceneOf(res.json().data._id)).scene.settings.location!.anchor).toBeNull()
  })

  const refusals: [string, () => Promise<Parameters<typeof makeZip>[0]>, number, RegExp][] = [
    ['no mesh', async () => [{ name: 'mesh.obj', data: 'v 0 0 0\n' }, { name: 'place.json', data: JSON.stringify(place) }], 422, /holds no scan.*\.glb or \.gltf/],
    ['a mesh over budget (1,000,001 triangles)', async () => [{ name: 'scan.glb', data: await makeScanGlb({ triangles: 1_000_001 }) }], 413, /1,000,001 triangles; at most 1,000,000/],
    ['a latitude out of range', async () => [{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'place.json', data: JSON.stringify({ ...place, latitude: 95 }) }], 422, /place\.json: latitude must be a number from -90 to 90/],
    ['a longitude that is text', async () => [{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'place.json', data: JSON.stringify({ ...place, longitude: '10.75' }) }], 422, /longitude must be a number/],
    ['a heading of 400°', async () => [{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'place.json', data: JSON.stringify({ ...place, heading: 400 }) }], 422, /heading must be/],
    ['JSON that does not parse', async () => [{ name: 'scan.glb', data: await makeScanGlb() }, { name: 'place.json', data: '{"latitude": 5,' }], 422, /place\.json is not valid JSON/],
    ['a GLB that is not one', async () => [{ name: 'scan.glb', data: 'glTF but not really a model at all' }], 422, /scan/],
    ['a .gltf whose .bin is missing', async () => [{ name: 'room.gltf', data: (await makeScanGltf()).gltf }], 422, /names scan\.bin, which is not in the zip/],
    ['a .gltf that reaches outside the zip', async () => {
      const { gltf, bin } = await makeScanGltf('../../jwt-secret')
      return [{ name: 'a/room.gltf', data: gltf }, { name: 'jwt-secret', data: bin }]
    }, 422, /not in the zip beside it/],
    ['a .gltf naming a file: URI', async () => [{ name: 'room.gltf', data: (await makeScanGltf('file:///etc/passwd')).gltf }], 422, /not in the zip/],
  ]
  for (const [label, entries, status, message] of refusals) {
    it(`refuses ${label} with ${status} and keeps nothing`, async () => {
      const before = await projectCount()
      const res = await zipUpload(await entries())
      expect(res.statusCode).toBe(status)
      expect(res.json().success).toBe(false)
      expect(res.json().message).toMatch(message)
      expect(await projectCount()).toBe(before)
    }, 60_000)
  }
})

describe('POST /experience/area/create', () => {
  const areaUpload = (parts: MultipartParts, token?: string | null) => sendParts('/experience/area/create', parts, token)

  it('makes an Area Tracking project from a room scan', async () => {
    const res = await areaUpload([...fields, { name: 'scanContent', filename: 'living room.glb', data: await makeScanGlb() }])
    expect(res.statusCode).toBe(201)
    const id = res.json().data._id
    const { scene, category } = await sceneOf(id)
    expect(category).toBe('AREA')
    expect(scene.settings.area).toEqual({ scanUrl: expect.stringMatching(/^\/uploads\/media\/[0-9a-f]{64}\.glb$/), points: [] })
    expect((await call('GET', `/experience/detail/${id}`, alice.token)).json().data.category).toBe('AREA')
    // Ownership: Bob cannot read it.
    expect((await call('GET', `/experience/detail/${id}`, bob.token)).statusCode).toBeGreaterThanOrEqual(403)
  })

  const refusals: [string, () => Promise<MultipartParts>, number, RegExp][] = [
    ['no file', async () => fields, 400, /scanContent is required/],
    ['a file not named .glb', async () => [...fields, { name: 'scanContent', filename: 'room.obj', data: Buffer.from('v 0 0 0') }], 415, /Only \.glb/],
    ['a GLB that is not one', async () => [...fields, { name: 'scanContent', filename: 'room.glb', data: Buffer.from('not a model') }], 422, /not a GLB/],
    ['a scan over budget', async () => [...fields, { name: 'scanContent', filename: 'room.glb', data: await makeScanGlb({ triangles: 1_000_001 }) }], 413, /triangles/],
    ['a missing project name', async () => [{ name: 'scanContent', filename: 'room.glb', data: await makeScanGlb() }], 400, /project name is required/],
  ]
  for (const [label, parts, status, message] of refusals) {
    it(`refuses ${label} with ${status}`, async () => {
      const before = await projectCount()
      const res = await areaUpload(await parts())
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toMatch(message)
      expect(await projectCount()).toBe(before)
    }, 60_000)
  }

  it('refuses a caller without a token', async () => {
    expect((await areaUpload([...fields, { name: 'scanContent', filename: 'room.glb', data: await makeScanGlb() }], null)).statusCode).toBe(401)
  })
})
