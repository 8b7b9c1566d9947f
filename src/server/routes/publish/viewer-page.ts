import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { VIEWER_INLINE_SCENE_ID } from '@shared/api/publish'
import { sceneUsesPhysics } from '@shared/scene/behaviours'
import { r3fFeatures } from '@shared/scene/r3f-features'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import { EMBEDDABLE_CSP } from '../../plugins/security'
import { notFoundPage } from './not-found-page'
import { findScenePreview, type FoundPreview } from './scene-preview'

const MAX_MODEL_PRELOADS = 8

/** JSON that cannot end its <script>: '<' never appears raw, nor the two JS line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

interface Manifest {
  [key: string]: { file: string; imports?: string[] }
}

/** The chunks a module needs, itself first: the files its dynamic import will fetch. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(key)
  return [...seen].filter((f) => f.endsWith('.js'))
}

/** The page without its `<link rel="modulepreload">` of `file`. */
function withoutPreload(html: string, file: string): string {
  const at = html.indexOf(`href="/${file}"`)
  const start = at < 0 ? -1 : html.lastIndexOf('<link', at)
  if (start < 0 || !/^<link rel="modulepreload"/.test(html.slice(start))) return html
  return html.slice(0, start) + html.slice(html.indexOf('>', at) + 1)
}

/** Same-origin model files the scene shows, in document order: fetched while the scripts load. */
function modelUrls(doc: SceneDocument): string[] {
  const urls = new Set<string>()
  for (const node of Object.values(doc.nodes)) {
    if (node.kind !== 'model' || !node.visible) continue
    const url = doc.assets[node.assetId]?.url
    if (url?.startsWith('/') && !url.startsWith('//')) urls.add(url)
    if (urls.size >= MAX_MODEL_PRELOADS) break
  }
  return [...urls]
}

/**
 * The viewer's page for one experience: the built viewer.html with the scene inline (no second
 * round trip for it), preload links for its models and for the lazy chunks it will import, and the
 * published thumbnail as a poster that the HTML itself shows before any script has run.
 */
export function renderViewerPage(template: string, found: FoundPreview, manifest: Manifest, coreFiles: readonly string[] = []): string {
  // The viewer's React page is built with the app, apart from the viewer's own page: named here.
  const react = manifest['src/app/viewer-react.tsx']?.file
  const named = react ? `<meta name="viewer-react" content="/${attr(react)}">` : ''
  const doc = found.data.sceneData as SceneDocument
  const head: string[] = named ? [named] : []
  // The page announces the scene core's chunks (and the tree-shaken three.js they draw with) for
  // its first frame. A scene the R3F layer draws never runs them: the app build's three.js is the
  // one it needs, so the announcement goes and the page loads one three.js, not two.
  if (r3fFeatures(doc).length) {
    for (const file of coreFiles) template = withoutPreload(template, file)
  }
  for (const url of modelUrls(doc)) head.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(url)}">`)
  // A scene the scene core draws alone needs nothing more before its first frame (the React page
  // follows it, unhurried). The others are drawn by the R3F layer: its chunks are fetched at once.
  const chunks = new Set<string>()
  if (r3fFeatures(doc).length) {
    for (const key of ['src/app/viewer-react.tsx', 'src/app/features/viewer/viewer-canvas.tsx', 'src/app/features/scene-render/environment/index.tsx']) for (const f of chunkFiles(manifest, key)) chunks.add(f)
    if (sceneUsesPhysics(doc)) for (const f of chunkFiles(manifest, 'src/app/features/scene-render/physics/physics-world.tsx')) chunks.add(f)
  }
  for (const file of chunks) head.push(`<link rel="modulepreload" href="/${attr(file)}">`)
  head.push(`<script type="application/json" id="${VIEWER_INLINE_SCENE_ID}">${scriptSafeJson(found.data)}</script>`)
  const background = /^#[0-9a-fA-F]{6}$/.test(doc.settings?.background ?? '') ? doc.settings.background : '#0b0d12'
  const thumbnail = found.thumbnail?.startsWith('/uploads/thumbnails/') ? found.thumbnail : null
  const poster =
    `<div id="viewer-poster" class="viewer-poster" style="background:${background}">` +
    (thumbnail ? `<img src="${attr(thumbnail)}" alt="" fetchpriority="high" decoding="async">` : '') +
    `</div>`
  // Split at </head>, so that text in the head (a comment naming <body>) is never taken for a tag.
  const at = template.indexOf('</head>')
  if (at < 0) return template
  const top = template.slice(0, at).replace(/<title>[^<]*<\/title>/, `<title>${attr(found.data.project_name)} · Spatial Studio</title>`)
  const bottom = template.slice(at).replace(/<body([^>]*)>/, (tag) => `${tag}${poster}`)
  return `${top}${head.join('')}${bottom}`
}

export interface ViewerPageOptions {
  db: Kysely<Database>
  /** The built viewer.html (or the app's page when the build has none). */
  htmlPath: string
  distDir: string
}

const readManifest = (file: string): Manifest => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {})

/** GET /preview-page/:id: the viewer's page, frameable by any site (the share dialog's embed code). */
export async function viewerPageRoutes(fastify: FastifyInstance, { db, htmlPath, distDir }: ViewerPageOptions) {
  const template = fs.readFileSync(htmlPath, 'utf8')
  const manifest = readManifest(path.join(distDir, '.vite', 'manifest.json'))
  const coreFiles = chunkFiles(readManifest(path.join(distDir, '.vite', 'viewer-manifest.json')), 'src/app/features/viewer/core-viewer.ts')
  const missing = notFoundPage()
  fastify.get<{ Params: { id: string } }>('/preview-page/:id', async (request, reply) => {
    const { id } = request.params
    const found = /^([0-9a-f]{24}|[0-9a-f]{32})$/.test(id) ? await findScenePreview(db, id).catch(() => null) : null
    reply.raw.removeHeader('x-frame-options')
    reply.header('content-security-policy', EMBEDDABLE_CSP).type('text/html; charset=utf-8')
    // A malformed, unknown or unpublished id: the message alone (no scripts), in the iframe too.
    if (!found) return reply.status(404).header('cache-control', 'no-cache').send(missing)
    return reply.header('cache-control', found.cacheControl).send(renderViewerPage(template, found, manifest, coreFiles))
  })
}
