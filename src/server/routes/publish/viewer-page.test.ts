import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createModel, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { multipart } from '../../../../tests/support/zips'

// A stand-in build: the two pages vite.config.ts writes, told apart by their text, and a manifest
// naming the environment chunk the viewer imports lazily.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
fs.mkdirSync(path.join(dist, 'src', 'app'), { recursive: true })
fs.mkdirSync(path.join(dist, '.vite'), { recursive: true })
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
// Its head names <body> in a comment, as the real one does: only the real tag may take the poster.
// The viewer build announces the scene core's chunks in the head, as viewer-build-plugin.ts does.
const CORE_PRELOADS = '<link rel="modulepreload" crossorigin href="/assets/core-viewer-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/three.core-2.js">'
fs.writeFileSync(path.join(dist, 'src', 'app', 'viewer.html'), `<!doctype html><html><head><title>viewer</title><!-- first in <body> --><script type="module" crossorigin src="/assets/viewer-0.js"></script>\n    ${CORE_PRELOADS}\n  </head><body><div id="root"></div></body></html>`)
fs.writeFileSync(
  path.join(dist, '.vite', 'viewer-manifest.json'),
  JSON.stringify({
    'src/app/viewer.html': { file: 'assets/viewer-0.js', dynamicImports: ['src/app/features/viewer/core-viewer.ts'] },
    'src/app/features/viewer/core-viewer.ts': { file: 'assets/core-viewer-1.js', imports: ['_three.core.js'] },
    '_three.core.js': { file: 'assets/three.core-2.js' },
  }),
)
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/app/features/scene-render/environment/index.tsx': { file: 'assets/environment-abc.js', imports: ['_three.js'] },
    'src/app/viewer-react.tsx': { file: 'assets/viewer-react-123.js', imports: ['_three.js'] },
    '_three.js': { file: 'assets/three-def.js' },
  }),
)

let t: TestApp
let projectId: string
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

beforeAll(async () => {
  t = await createTestApp({ DIST_DIR: dist }, { serveClient: true })
  const { token } = await registerUser(t.app)
  const auth = { authorization: `Bearer ${token}` }
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/experience/surface/create', headers: auth, payload: { project_name: 'Bikes </script><b>', comment: '' } })
  projectId = created.json().data._id
  let doc = emptyScene()
  doc = applyOps(doc, [{ op: 'add-asset', asset: { id: 'lib-bicycle', type: 'model', name: 'bicycle', url: '/library/models/bicycle.glb', size: 1, mime: 'model/gltf-binary' } }]).doc
  const bike = createModel(doc, 'lib-bicycle', 'Bike </script><script>alert(1)</script>')
  doc = applyOps(doc, [{ op: 'add', node: bike }]).doc
  const saved = await t.app.inject({ method: 'PUT', url: `/api/v1/assets/project/${projectId}/scene`, headers: auth, payload: { scene: doc, baseRevision: 0 } })
  expect(saved.statusCode).toBe(200)
  const thumb = await t.app.inject({ method: 'PATCH', url: `/api/v1/experience/project/${projectId}/thumbnail/img`, headers: auth, payload: { thumbnailImg: PNG_1PX } })
  expect(thumb.statusCode).toBe(200)
  const body = multipart([{ name: 'revision', value: String(saved.json().data.revision) }])
  const published = await t.app.inject({ method: 'POST', url: `/api/v1/experience/${projectId}/publish`, headers: { ...auth, ...body.headers }, payload: body.payload })
  expect(published.statusCode).toBe(201)
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

it('answers an unknown, malformed or unpublished id with the message alone: no script, a few KB, frameable', async () => {
  const { token } = await registerUser(t.app)
  const draft = await t.app.inject({ method: 'POST', url: '/api/v1/experience/world/create', headers: { authorization: `Bearer ${token}` }, payload: { project_name: 'Draft', comment: '' } })
  for (const id of ['abc', 'f'.repeat(24), draft.json().data._id]) {
    const res = await t.app.inject({ method: 'GET', url: `/preview-page/${id}?xr=ar` })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<h1>Scene not found</h1>')
    expect(res.body).not.toMatch(/<script|modulepreload|viewer-react/)
    expect(Buffer.byteLength(res.body)).toBeLessThan(4096)
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *')
  }
})

it('carries the published scene inline, escaped so that no text in it can end the script', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/preview-page/${projectId}` })
  expect(res.statusCode).toBe(200)
  const match = /<script type="application\/json" id="viewer-scene">([\s\S]*?)<\/script>/.exec(res.body)
  expect(match).not.toBeNull()
  // Exactly one closing tag for that script (the other is the page's module script): the names'
  // "</script>" stayed escaped.
  expect(res.body.match(/<\/script>/g)).toHaveLength(2)
  const data = JSON.parse(match![1])
  expect(data.id).toBe(projectId)
  expect(data.project_name).toBe('Bikes </script><b>')
  expect(Object.values(data.sceneData.nodes as Record<string, { name: string }>)[0].name).toBe('Bike </script><script>alert(1)</script>')
  expect(res.body).toContain('<title>Bikes &lt;/script&gt;&lt;b&gt; · Spatial Studio</title>')
})

it('preloads the models, no lazy chunk for a scene the core draws alone, and shows the thumbnail as a poster', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/preview-page/${projectId}` })
  expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/library/models/bicycle.glb">')
  // The core's own chunks only: the scene core draws the first frame; the R3F layer's chunks wait.
  expect(res.body).toContain(CORE_PRELOADS)
  expect(res.body.match(/rel="modulepreload"/g)).toHaveLength(2)
  expect(res.body).toContain('<meta name="viewer-react" content="/assets/viewer-react-123.js">')
  expect(res.body).toContain('<!-- first in <body> -->')
  expect(res.body).toMatch(/<\/head><body><div id="viewer-poster" class="viewer-poster" style="background:#[0-9A-Fa-f]{6}"><img src="\/uploads\/thumbnails\/[^"]+\.png"/)
  const poster = /<img src="(\/uploads\/thumbnails\/[^"]+)"/.exec(res.body)![1]
  expect((await t.app.inject({ method: 'GET', url: poster })).statusCode).toBe(200)
})

it('preloads the R3F layer and the environment for a scene that needs them', async () => {
  const { token } = await registerUser(t.app)
  const auth = { authorization: `Bearer ${token}` }
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/experience/surface/create', headers: auth, payload: { project_name: 'Water', comment: '' } })
  const id = created.json().data._id
  const doc = emptyScene()
  doc.settings.environment.elements = ['water']
  const saved = await t.app.inject({ method: 'PUT', url: `/api/v1/assets/project/${id}/scene`, headers: auth, payload: { scene: doc, baseRevision: 0 } })
  expect(saved.statusCode).toBe(200)
  const body = multipart([{ name: 'revision', value: String(saved.json().data.revision) }])
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/experience/${id}/publish`, headers: { ...auth, ...body.headers }, payload: body.payload })).statusCode).toBe(201)
  const res = await t.app.inject({ method: 'GET', url: `/preview-page/${id}` })
  expect(res.body).toContain('<link rel="modulepreload" href="/assets/viewer-react-123.js">')
  expect(res.body).toContain('<link rel="modulepreload" href="/assets/environment-abc.js">')
  expect(res.body).toContain('<link rel="modulepreload" href="/assets/three-def.js">')
  // Not the scene core's three.js as well: the page loads one three.js.
  expect(res.body).not.toContain('core-viewer-1.js')
  expect(res.body).not.toContain('three.core-2.js')
  expect(res.body).toContain('<script type="module" crossorigin src="/assets/viewer-0.js"></script>')
})

it('compresses the page and API JSON for clients that accept it', async () => {
  const page = await t.app.inject({ method: 'GET', url: `/preview-page/${projectId}`, headers: { 'accept-encoding': 'br, gzip' } })
  expect(page.headers['content-encoding']).toBe('br')
  expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('id="viewer-scene"')
  const api = await t.app.inject({ method: 'GET', url: `/api/v1/scene-preview/${projectId}`, headers: { 'accept-encoding': 'gzip' } })
  expect(api.statusCode).toBe(200)
  const plain = await t.app.inject({ method: 'GET', url: `/api/v1/scene-preview/${projectId}` })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.length).toBeGreaterThan(512)
  expect(api.headers['content-encoding']).toBe('gzip')
  expect(JSON.parse(zlib.gunzipSync(api.rawPayload).toString()).data.id).toBe(projectId)
})

it('serves the app page everywhere else, not frameable', async () => {
  for (const url of ['/', '/dashboard', '/gridpage/abc']) {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.body, url).toContain('<title>app</title>')
    expect(String(res.headers['content-security-policy']), url).not.toContain('frame-ancestors *')
  }
})
