import type { SceneAsset } from '@shared/scene/schema'
import { api } from '@app/lib/api'

/** POST /experience/image/{id}/compiled: stores the compiled target made from the project's picture `assetId`. */
export async function uploadCompiledTarget(projectId: string, assetId: string, bytes: Uint8Array): Promise<string> {
  const response = await api.post<{ data: { url: string } }>(`/experience/image/${projectId}/compiled?assetId=${assetId}`, new Blob([bytes as BlobPart]), {
    headers: { 'content-type': 'application/octet-stream' },
  })
  return response.data.data.url
}

/**
 * POST /experience/image/{id}/target: a replacement picture with the target compiled from it. The
 * server rates the picture as it does at create (a plain one is refused with the same message) and
 * stores both as the project's media; the document changes in the editor, as one step.
 */
export async function uploadReplacementTarget(projectId: string, file: File, mind: Uint8Array): Promise<{ asset: SceneAsset; mindUrl: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('mind', new Blob([mind as BlobPart], { type: 'application/octet-stream' }), 'target.mind')
  const response = await api.post<{ data: { asset: SceneAsset; mindUrl: string } }>(`/experience/image/${projectId}/target`, form)
  return response.data.data
}
