import { newObjectId } from '../ids'
import { defaultMaterial, identityTransform, nextName, nextOrder } from './defaults'
import { defaultAudioSettings, defaultVideoSettings } from './media-settings'
import { planeSize } from './media-layout'
import type { NodeOf, SceneAsset, SceneDocument, SceneNode, Vec3 } from './schema'
import { defaultVectorSettings } from './vector-sprite'

/**
 * Image, video and audio nodes. Kept apart from media-settings.ts because this module needs
 * defaults.ts (and so the schema), while the schema needs media-settings.ts; the plane arithmetic
 * the renderer shares lives in media-layout.ts, which the public viewer loads without zod.
 */

/** An asset as the factories need it; width/height are optional (the upload may not know them). */
export type MediaAsset = Pick<SceneAsset, 'id' | 'name'> & { width?: number; height?: number }

/** 'Sunset.final.png' → 'Sunset.final'; a name that is only an extension keeps the fallback. */
export function mediaBaseName(fileName: string, fallback: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim()
  return (base || fallback).slice(0, 120)
}

type Common = Pick<SceneNode, 'id' | 'name' | 'parentId' | 'order' | 'visible' | 'transform' | 'events'>
function common(doc: SceneDocument, name: string, position: Vec3): Common {
  return { id: newObjectId(), name: nextName(doc, name), parentId: null, order: nextOrder(doc), visible: true, transform: identityTransform(position), events: [] }
}

/** Without a position a plane stands on the grid: its centre half its height up. */
const standing = (asset: MediaAsset): Vec3 => [0, planeSize(asset.width, asset.height)[1] / 2, 0]

export const createImage = (doc: SceneDocument, asset: MediaAsset, position?: Vec3): NodeOf<'image'> => ({
  ...common(doc, mediaBaseName(asset.name, 'Image'), position ?? standing(asset)),
  kind: 'image',
  assetId: asset.id,
  material: defaultMaterial(),
})

export const createVideo = (doc: SceneDocument, asset: MediaAsset, position?: Vec3): NodeOf<'video'> => ({
  ...common(doc, mediaBaseName(asset.name, 'Video'), position ?? standing(asset)),
  kind: 'video',
  assetId: asset.id,
  settings: defaultVideoSettings(),
})

export const createAudio = (doc: SceneDocument, asset: MediaAsset, position: Vec3 = [0, 0.5, 0]): NodeOf<'audio'> => ({
  ...common(doc, mediaBaseName(asset.name, 'Audio'), position),
  kind: 'audio',
  assetId: asset.id,
  settings: defaultAudioSettings(),
})

/** An SVG stands on the grid, a metre on its longer side (the core scales the drawing to that). */
export const createVector = (doc: SceneDocument, asset: MediaAsset, position?: Vec3, extrude = true): NodeOf<'vector'> => ({
  ...common(doc, mediaBaseName(asset.name, 'Vector'), position ?? [0, 0, 0]),
  kind: 'vector',
  assetId: asset.id,
  vector: defaultVectorSettings(extrude),
})

export const createSprite = (doc: SceneDocument, asset: MediaAsset, position?: Vec3): NodeOf<'sprite'> => ({
  ...common(doc, mediaBaseName(asset.name, 'Sprite'), position ?? standing(asset)),
  kind: 'sprite',
  assetId: asset.id,
})
/** A Gaussian splat: captures are usually y-down (the PLY convention), so it starts turned upright. */
export const createSplat = (doc: SceneDocument, asset: MediaAsset, position: Vec3 = [0, 0, 0]): NodeOf<'splat'> => {
  const node = common(doc, mediaBaseName(asset.name, 'Splat'), position)
  return { ...node, kind: 'splat', assetId: asset.id, transform: { ...node.transform, rotation: [Math.PI, 0, 0] } }
}
