import type { VideoSettings } from './media-settings'

/**
 * The plane arithmetic the factories and both renderers share. Imports types only: the public
 * viewer's first-frame chunk draws images, videos and vectors with it and must not carry zod.
 */

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
