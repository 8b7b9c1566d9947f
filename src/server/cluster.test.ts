import type { AddressInfo } from 'node:net'
import { Document, NodeIO } from '@gltf-transform/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyOps } from '@shared/scene/ops'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { createTestCluster, type TestCluster } from '../../tests/support/cluster'
import { fakeGoogle, googleEnv } from '../../tests/support/google-provider'
import { startTestS3, type TestS3 } from '../../tests/support/s3-server'
import { makeZip, multipart } from '../../tests/support/zips'
import { makeScanGlb } from '../../tests/support/scans'
import { pngOf } from '../../tests/support/media-fixtures'

/**
 * Issue 19, findings 8 and 9: two API nodes on one PostgreSQL and one real S3-compatible server,
 * no JWT_SECRET, each with its own DATA_DIR. Every step is done on one node and checked on the
 * other: nothing may depend on which node a request lands on.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two API nodes on one PostgreSQL and one S3 bucket', () => {
  let cluster: TestCluster
  let s3: TestS3
  const google = fakeGoogle()
  let token: string
  let userId: string

  beforeAll(async () => {
    s3 = await startTestS3()
    await new Promise<void>((resolve) => google.server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(google.server.address() as AddressInfo).port}`
    cluster = await createTestCluster(2, { ...s3.env, ...googleEnv(base), AUTH_RATE_PER_EMAIL: '4' })
  })
  afterAll(async () => {
    await cluster?.close()
    await s3?.stop()
    google.server.close()
  })

  const node = (i: number) => cluster.nodes[i % 2].app
  const auth = () => ({ authorization: `Bearer ${token}` })
  const call = (i: number, method: string, url: string, payload?: object) =>
    node(i).inject({ method: method as 'GET', url: `/api/v1${url}`, headers: auth(), ...(payload && { payload }) })
  const upload = (i: number, url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts)
    return node(i).inject({ method: 'POST', url: `/api/v1${url}`, payload: body.payload, headers: { ...body.headers, ...auth() } })
  }

  it('signs up on one node and is signed in on the other (the signing key comes from the database)', async () => {
    const email = `cluster-${Date.now()}@example.com`
    const res = await node(0).inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Ada', email, password: 'Passw0rd!' } })
    expect(res.statusCode).toBe(201)
    token = res.json().data.accessToken
    userId = res.json().data.user._id
    const me = await call(1, 'GET', '/users/me')
    expect(me.statusCode).toBe(200)
    expect(me.json().data._id).toBe(userId)
    // Logging in on node 1 gives a token node 0 takes.
    const login = await node(1).inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: 'Passw0rd!' } })
    expect((await node(0).inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${login.json().data.accessToken}` } })).statusCode).toBe(200)
  })

  it('counts wrong passwords across both nodes', async () => {
    const email = `target-${Date.now()}@example.com`
    await node(1).inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'T', email, password: 'Passw0rd!' } })
    const codes: number[] = []
    for (let i = 0; i < 5; i += 1) codes.push((await node(i).inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: `nope-${i}` } })).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 429])
  })

  it('serves an upload made on one node from the other', async () => {
    const project = (await call(0, 'POST', '/experience/surface/create', { project_name: 'Shop', comment: '' })).json().data._id
    const png = await pngOf(40, 20)
    const up = await upload(0, '/assets/image/bulk', [
      { name: 'projectId', value: project },
      { name: 'files', filename: 'poster.png', data: png, type: 'image/png' },
    ])
    expect(up.statusCode, up.body).toBe(201)
    const asset = up.json().data.data[0]
    const served = await node(1).inject({ method: 'GET', url: asset.url, headers: auth() })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    // The other node's own listing sees it too.
    const listed = await call(1, 'GET', `/assets/project/${project}/assets`)
    expect(listed.statusCode).toBe(200)
  })

  it('publishes on one node and shows the experience and its files from the other', async () => {
    const project = (await call(1, 'POST', '/experience/world/create', { project_name: 'Gallery', comment: '' })).json().data._id
    const doc = emptyScene()
    const scene = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [0, 0.5, 0], '#00FF00') }]).doc
    const saved = await call(0, 'PUT', `/assets/project/${project}/scene`, { scene, baseRevision: 0 })
    expect(saved.statusCode).toBe(200)
    const glb = await tinyGlb()
    const published = await upload(1, `/experience/${project}/publish`, [
      { name: 'revision', value: String(saved.json().data.revision) },
      { name: 'glb', filename: 'scene.glb', data: glb, type: 'model/gltf-binary' },
    ])
    expect(published.statusCode, published.body).toBe(201)
    const shown = await node(0).inject({ method: 'GET', url: `/api/v1/scene-preview/${project}` })
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data.sceneData).toEqual(scene)
    const file = await node(0).inject({ method: 'GET', url: shown.json().data.glbUrl })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(glb)).toBe(true)
  })

  it('duplicates on one node a VPS project and a project with a thumbnail made on the other', async () => {
    const zip = await makeZip([{ name: 'scan/mesh.glb', data: await makeScanGlb() }])
    const vps = await upload(0, '/experience/create-with-zip', [
      { name: 'project_name', value: 'Plaza' },
      { name: 'zipContent', filename: 'plaza.zip', data: zip },
    ])
    expect(vps.statusCode, vps.body).toBe(201)
    const png = await pngOf(8, 6)
    const thumbed = await call(0, 'PATCH', `/experience/project/${vps.json().data._id}/thumbnail/img`, { thumbnailImg: `data:image/png;base64,${png.toString('base64')}` })
    expect(thumbed.statusCode).toBe(200)
    expect((await node(1).inject({ method: 'GET', url: thumbed.json().data.thumbnail })).rawPayload.equals(png)).toBe(true)

    const copy = await call(1, 'POST', `/experience/duplicate/${vps.json().data._id}`)
    expect(copy.statusCode, copy.body).toBe(201)
    const detail = (await call(0, 'GET', `/experience/detail/${copy.json().data._id}`)).json().data
    expect(detail).toMatchObject({ category: 'VPS', vps_zip: { file_name: 'plaza.zip', size: zip.length } })
    expect((await s3.read(`media/vps/${copy.json().data._id}.zip`))?.body.equals(zip)).toBe(true)
    const copiedThumb = await node(0).inject({ method: 'GET', url: detail.thumbnail })
    expect(copiedThumb.statusCode).toBe(200)
    expect(copiedThumb.rawPayload.equals(png)).toBe(true)
  })

  it('completes a Google sign-in whose callback lands on the other node', async () => {
    const start = await node(0).inject({ method: 'GET', url: '/api/v1/users/auth/google' })
    const email = `google-${Date.now()}@example.com`
    const { code, state } = google.consent(start.headers.location as string, { sub: `g-${email}`, email, email_verified: true })
    const back = await node(1).inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    const signInCode = new URL(back.headers.location as string, 'http://app').searchParams.get('signInCode')
    expect(signInCode).toBeTruthy()
    // The one-time code, stored in the database, is redeemed on the first node.
    const session = await node(0).inject({ method: 'POST', url: '/api/v1/users/auth/google/exchange', payload: { code: signInCode } })
    expect(session.statusCode).toBe(200)
    expect(session.json().data.user.email).toBe(email)
    // Spent on node 1, the state is refused on node 0 too.
    const replay = await node(0).inject({ method: 'GET', url: `/api/v1/users/auth/google/callback?code=${code}&state=${state}` })
    expect(new URL(replay.headers.location as string, 'http://app').searchParams.get('message')).toMatch(/expired or was not started/)
  })
})

async function tinyGlb() {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const positions = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer)
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute('POSITION', positions))))
  return Buffer.from(await new NodeIO().writeBinary(doc))
}
