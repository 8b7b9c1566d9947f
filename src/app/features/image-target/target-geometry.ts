import type { SceneAsset } from '@shared/scene/schema'

/** The card's size in metres: the printed width, and the picture's aspect for its height. */
export function targetSize(widthCm: number, asset: Pick<SceneAsset, 'width' | 'height'>): { width: number; height: number } {
  const width = widthCm / 100
  const aspect = asset.width && asset.height ? asset.height / asset.width : 0.75
  return { width, height: width * aspect }
}
