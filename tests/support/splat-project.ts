import { createShape, defaultSettings } from '@shared/scene/defaults'
import { createSplat } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { makePly, type SplatShape } from './splat-fixtures'

type Url = (path: string) => string

async function ok(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<any>
}

/**
 * A published project of `kind` (world, vr, …) whose first scene gains a small grey cube beside
 * the origin and, with `shape`, a PLY splat of that shape uploaded through the API as the editor's
 * Upload does. Without `shape` it is the same scene less the splat (the bench's baseline).
 * Answers the project id, the splat node's id and the scene saved.
 */
export async function publishedSplatProject(url: Url, token: string, kind: string, shape: SplatShape | null): Promise<{ id: string; splatId: string | null; scene: SceneDocument }> {
  const auth = { authorization: `Bearer ${token}` }
  const json = { ...auth, 'content-type': 'application/json' }
  const created = await ok(await fetch(url(`/api/v1/experience/${kind}/create`), { method: 'POST', headers: json, body: JSON.stringify({ project_name: shape ? 'Splat scene' : 'Same scene, no splat', comment: '' }) }))
  const id = created.data._id as string
  const loaded = (await ok(await fetch(url(`/api/v1/assets/project/${id}/assets`), { headers: auth }))).data
  // A category's first terrain and sky keep software GL busy for minutes (the README's known
  // issue): the default environment here, the project's XR mode kept.
  let scene = loaded.scene as SceneDocument
  scene = { ...scene, settings: { ...scene.settings, environment: defaultSettings().environment } }
  scene = applyOps(scene, [{ op: 'add', node: { ...createShape(scene, 'cube', [-1.2, 0.25, 0], '#808080'), name: 'Grey cube' } }]).doc
  let splatId: string | null = null
  if (shape) {
    const form = new FormData()
    form.set('projectId', id)
    form.set('files', new Blob([new Uint8Array(makePly(shape))], { type: 'application/octet-stream' }), 'ball.ply')
    const item = (await ok(await fetch(url('/api/v1/assets/splat/bulk'), { method: 'POST', headers: auth, body: form }))).data.data[0]
    const asset = { id: item.id, type: 'splat' as const, name: item.name, url: item.url, size: item.size, mime: item.mime, splats: item.splats }
    const node = createSplat(scene, asset)
    scene = applyOps(scene, [{ op: 'add-asset', asset }, { op: 'add', node }]).doc
    splatId = node.id
  }
  const saved = await ok(await fetch(url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: json, body: JSON.stringify({ scene, baseRevision: loaded.revision }) }))
  const publish = new FormData()
  publish.set('revision', String(saved.data.revision))
  const published = await fetch(url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: publish })
  if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${await published.text()}`)
  return { id, splatId, scene }
}
