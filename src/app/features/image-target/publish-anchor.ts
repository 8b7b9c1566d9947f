import type { SceneDocument } from '@shared/scene/schema'
import type { ImageAnchor } from './usdz-image-anchor'

/** What the USDZ of an Image Target project is anchored to: its picture's bytes and printed width; null for other projects. */
export async function imageAnchorOf(doc: SceneDocument): Promise<ImageAnchor | null> {
  const target = doc.settings.imageTarget
  const asset = target && doc.assets[target.assetId]
  if (!target || !asset) return null
  const res = await fetch(asset.url)
  if (!res.ok) throw new Error(`The target image could not be read (HTTP ${res.status})`)
  return { picture: new Uint8Array(await res.arrayBuffer()), ext: asset.mime === 'image/png' ? 'png' : 'jpg', widthCm: target.widthCm }
}
