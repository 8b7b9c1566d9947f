import type { Vec3 } from '@shared/scene/schema'
import { FRONT_Z } from '@shared/scene/view-angles'

/** Spec: zoom 10 to 200 percent, step 10, default 100. */
export const ZOOM_MIN = 10
export const ZOOM_MAX = 200
export const ZOOM_STEP = 10
export const ZOOM_DEFAULT = 100
/** Spec: orthographic zoom 50 (at 100 %); field of view 60; focus distance 7.5 units. */
export const ORTHO_ZOOM = 50
export const FOV = 60
export const FOCUS_DISTANCE = 7.5
/**
 * The spec starts the camera at (0, 2.5, -12), which looks at the scene from behind: text and
 * images, which face +z, read mirrored. We start on the front side (FRONT_Z) instead.
 */
export const CAMERA_START: Vec3 = [0, 2.5, 12 * FRONT_Z]
export const CAMERA_TARGET: Vec3 = [0, 0, 0]

export const clampZoom = (percent: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, percent))

/** One Zoom In (+1) or Zoom Out (-1) step, landing on the 10 % grid even from an odd value. */
export function stepZoom(percent: number, direction: 1 | -1): number {
  const onGrid = Math.round(percent / ZOOM_STEP) * ZOOM_STEP
  const next = onGrid === percent || Math.sign(onGrid - percent) !== direction ? onGrid + direction * ZOOM_STEP : onGrid
  return clampZoom(next)
}

/**
 * Zoom is relative to the view at 100 %: a perspective camera's distance to its target scales by
 * 100/zoom, so going from one percentage to another multiplies the distance by old/new.
 */
export const zoomedDistance = (distance: number, fromPercent: number, toPercent: number) => (distance * fromPercent) / toPercent

/** ...and an orthographic camera's zoom by new/old (ORTHO_ZOOM × percent / 100 from a reset). */
export const zoomedOrtho = (cameraZoom: number, fromPercent: number, toPercent: number) => (cameraZoom * toPercent) / fromPercent

/**
 * How far a perspective camera must stand for a sphere of `radius` to fit its view with a margin,
 * whichever of the two fields of view (vertical, or horizontal from the aspect) is narrower;
 * never nearer than the focus distance.
 */
export function framingDistance(radius: number, fovDegrees: number, aspect: number, margin = 1.2): number {
  const vertical = (fovDegrees * Math.PI) / 180
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect)
  const half = Math.min(vertical, horizontal) / 2
  return Math.max(FOCUS_DISTANCE, (radius * margin) / Math.sin(half))
}

/** The orthographic camera zoom (pixels per unit) at which a sphere of `radius` fits the canvas. */
export function framingOrthoZoom(radius: number, width: number, height: number, margin = 1.2): number {
  const span = Math.max(2 * radius * margin, 0.5)
  return Math.min(width, height) / span
}
