import { newObjectId } from '../ids'
import { defaultMaterial, identityTransform, nextName, nextOrder } from './defaults'
import { defaultAudioSettings, defaultVideoSettings, type VideoSettings } from './media-settings'
import type { NodeOf, SceneAsset, SceneDocument, SceneNode, Vec3 } from './schema'

/**
 * Image, video and audio nodes, and the plane arithmetic both the factories and the renderer
 * use. Kept apart from media-settings.ts because this module needs defaults.ts (and so the
 * schema), while the schema needs media-settings.ts.
 */

/** An asset as the factories need it; width/height are optional (the upload may not know them). */
export type MediaAsset = Pick<SceneAsset, 'id' | 'name'> & { width?: number; height?: number }

const valid = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

/** Spec §9: image and video planes have their shorter side 1 and keep the media's aspect. */
export function planeSize(width?: number, height?: number): [number, number] {
  if (!valid(width) || !valid(height)) return [1, 1]
  return width >= height ? [width / height, 1] : [1, height / width]
}

/** 16:9 and 4:3 show the clip at that aspect; the other modes keep the clip's own. */
export function contentAspect(mode: VideoSettings['aspectRatio'], videoAspect: number): number {
  if (mode === '16:9') return 16 / 9
  if (mode === '4:3') return 4 / 3
  return videoAspect
}

export interface VideoLayout {
  /** The picture's share of the frame's width and height (below 1 leaves black bars). */
  fx: number
  fy: number
  /** Texture repeat/offset (below 1 crops the clip to what the frame shows). */
  repeat: [number, number]
  offset: [number, number]
}

/**
 * How a clip of aspect `content` sits in a frame of aspect `frame` (the plane as scaled in the
 * world): Fit Horizontally fills the width and crops or bars the height, Fit Vertically the
 * reverse, Stretch fills both, 16:9 and 4:3 fit the whole picture inside.
 */
export function videoLayout(mode: VideoSettings['aspectRatio'], frame: number, content: number): VideoLayout {
  if (!valid(frame) || !valid(content) || mode === 'Stretch') return { fx: 1, fy: 1, repeat: [1, 1], offset: [0, 0] }
  const fitWidth = mode === 'Fit Horizontally' || (mode !== 'Fit Vertically' && content >= frame)
  // The picture's size along the free axis, as a share of the frame's (1 = exact fit).
  const share = fitWidth ? frame / content : content / frame
  const shown = Math.min(share, 1)
  const crop = share > 1 ? 1 / share : 1
  const margin = (1 - crop) / 2
  return fitWidth
    ? { fx: 1, fy: shown, repeat: [1, crop], offset: [0, margin] }
    : { fx: shown, fy: 1, repeat: [crop, 1], offset: [margin, 0] }
}

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
