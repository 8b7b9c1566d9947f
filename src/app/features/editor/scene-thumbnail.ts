import { api } from '@app/lib/api'
import { viewportProbe } from './viewport-probe'

const THUMBNAIL_WIDTH = 480

/** A PNG data URL of the rendered scene, scaled down for the project card; null without a canvas. */
export function captureThumbnail(): string | null {
  const three = viewportProbe.three?.()
  if (!three) return null
  // Rendered now and read at once: the drawing buffer is only valid until the next frame.
  three.gl.render(three.scene, three.camera)
  const source = three.gl.domElement
  const scale = Math.min(1, THUMBNAIL_WIDTH / source.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(source.width * scale))
  canvas.height = Math.max(1, Math.round(source.height * scale))
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL('image/png')
}

/** Captures and sends the thumbnail (editor spec §7); false when there was nothing to capture. */
export async function uploadThumbnail(projectId: string, capture: () => string | null = captureThumbnail): Promise<boolean> {
  const thumbnailImg = capture()
  if (!thumbnailImg?.startsWith('data:image/png;base64,')) return false
  await api.patch(`/experience/project/${projectId}/thumbnail/img`, { thumbnailImg })
  return true
}

/**
 * After a save: the card shows what was saved. Runs on its own; a failure (no WebGL, a lost
 * context, the network) is logged and never reaches the save's outcome or its toast.
 */
export function refreshThumbnail(projectId: string, capture?: () => string | null): Promise<void> {
  return Promise.resolve()
    .then(() => uploadThumbnail(projectId, capture))
    .then(
      () => undefined,
      (error: unknown) => console.warn('thumbnail update failed', error),
    )
}
