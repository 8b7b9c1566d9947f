import type { SceneAsset } from '@shared/scene/schema'
import { api } from '@app/lib/api'
import { uploadOne } from '../media/media-api'

/** POST /experience/image/{id}/compiled: stores the compiled target made from the project's picture `assetId`. */
export async function uploadCompiledTarget(projectId: string, assetId: string, bytes: Uint8Array): Promise<string> {
  const response = await api.post<{ data: { url: string } }>(`/experience/image/${projectId}/compiled?assetId=${assetId}`, new Blob([bytes as BlobPart]), {
    headers: { 'content-type': 'application/octet-stream' },
  })
  return response.data.data.url
}

/** A new target picture through the media upload (a project asset like any other image). */
export async function uploadTargetPicture(projectId: string, file: File): Promise<SceneAsset> {
  const item = await uploadOne(projectId, 'image', file)
  return { id: item.id, type: 'image', name: item.name, url: item.url, size: item.size, mime: item.mime, width: item.width, height: item.height }
}
