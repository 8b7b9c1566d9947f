import { beginTransaction, type SceneChange } from '../scene/transaction'
import type { SceneAsset, SceneDocument } from '../scene/schema'

/**
 * Replacing the target picture as one step: the new picture joins the asset table and the
 * settings point at it (with its compiled target when there is one), in one transaction, so one
 * undo brings back the old picture, its compiled target and its width. The old picture stays in
 * the asset table: undo needs it, and an unused asset costs nothing.
 */
export function replaceTargetImage(doc: SceneDocument, asset: SceneAsset, mindUrl?: string): SceneChange {
  const current = doc.settings.imageTarget
  const tx = beginTransaction(doc)
  if (!doc.assets[asset.id]) tx.push({ op: 'add-asset', asset })
  tx.push({ op: 'settings', patch: { imageTarget: { assetId: asset.id, widthCm: current?.widthCm ?? 20, ...(mindUrl && { mindUrl }) } } })
  return tx.commit('Replace the target image')
}

/** Records the compiled target of the picture already set (after a compile the editor had to do). */
export function setCompiledTarget(doc: SceneDocument, mindUrl: string): SceneChange | null {
  const current = doc.settings.imageTarget
  if (!current || current.mindUrl === mindUrl) return null
  return beginTransaction(doc).push({ op: 'settings', patch: { imageTarget: { ...current, mindUrl } } }).commit('Prepare the target for tracking')
}

/** The printed width, in centimetres; merged while typing like any other field. */
export function setTargetWidth(doc: SceneDocument, widthCm: number): SceneChange | null {
  const current = doc.settings.imageTarget
  if (!current || current.widthCm === widthCm) return null
  return beginTransaction(doc).push({ op: 'settings', patch: { imageTarget: { ...current, widthCm } } }).commit('Target width')
}
