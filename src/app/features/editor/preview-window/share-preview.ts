import { scenePreviewCreatedEnvelope } from '@shared/api/publish'
import type { SceneDocument } from '@shared/scene/schema'
import { API_BASE } from '@shared/api/base'

/**
 * POST /scene-preview: a shareable, expiring snapshot of the document as it is now, saved or not.
 * The spec sends it without a token; the server only ever creates a new snapshot from it.
 */
export async function createScenePreview(doc: SceneDocument, projectId: string): Promise<{ id: string; url: string }> {
  const body: { scene: string; id?: string } = { scene: JSON.stringify(doc) }
  if (/^[0-9a-f]{24}$/.test(projectId)) body.id = projectId
  const res = await fetch(`${API_BASE}/scene-preview`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json: unknown = await res.json().catch(() => null)
  const parsed = scenePreviewCreatedEnvelope.safeParse(json)
  if (!res.ok || !parsed.success) throw new Error((json as { message?: string } | null)?.message ?? `scene-preview answered ${res.status}`)
  return parsed.data.data
}
