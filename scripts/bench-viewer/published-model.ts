import fs from 'node:fs'
import path from 'node:path'
import { createModel, emptyScene } from '../../src/shared/scene/defaults'
import { applyOps } from '../../src/shared/scene/ops'
import type { SceneAsset } from '../../src/shared/scene/schema'

export interface PublishedModel {
  /** The viewer's page for it. */
  viewerUrl: string
  /** The GLB the server published (what the plain three.js page is given). */
  publishedGlb: Buffer
  /** The library file's size in bytes. */
  glbSize: number
}

/**
 * One library model on a flat `backdrop`, published through the API as a new user's project, with
 * the same bytes as its GLB: the viewer and the plain three.js page then show exactly this file.
 */
export async function publishLibraryModel(base: string, model: string, backdrop: string): Promise<PublishedModel> {
  const glbBytes = fs.readFileSync(path.join('public', 'library', 'models', `${model}.glb`))
  let doc = emptyScene()
  doc.settings.background = backdrop
  const asset: SceneAsset = { id: `lib-${model}`, type: 'model', name: model, url: `/library/models/${model}.glb`, size: glbBytes.length, mime: 'model/gltf-binary' }
  doc = applyOps(doc, [{ op: 'add-asset', asset }, { op: 'add', node: createModel(doc, asset.id, model, [0, 0, 0]) }]).doc

  const json = (res: Response) => res.json() as Promise<{ data: Record<string, unknown> }>
  const reg = await json(await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `viewer-${Date.now()}@example.com`, password: 'Passw0rd!' }) }))
  const auth = { authorization: `Bearer ${reg.data.accessToken}` }
  const created = await json(await fetch(`${base}/api/v1/experience/surface/create`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Viewer bench', comment: '' }) }))
  const id = created.data._id as string
  await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })
  const form = new FormData()
  form.append('revision', '1')
  form.append('glb', new Blob([glbBytes], { type: 'model/gltf-binary' }), `${model}.glb`)
  const published = await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: auth, body: form })
  if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${await published.text()}`)
  const glbUrl = new URL(((await json(published)).data.glbUrl as string) ?? asset.url, base).href
  return { viewerUrl: `${base}/preview-page/${id}`, publishedGlb: Buffer.from(await (await fetch(glbUrl)).arrayBuffer()), glbSize: glbBytes.length }
}
