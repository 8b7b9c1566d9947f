import type { PreviewType } from '../editor-store'

/**
 * The preview frame's size rules (editor spec §4, §5, §9). "Window" is the browser window: the
 * frame may be larger than the area it is drawn in, and is then shown scaled down to fit.
 */
export interface Size {
  width: number
  height: number
}

/** Typed sizes below this are raised to it on blur. */
export const PREVIEW_MIN = 300
/** Dragging an edge never makes the frame smaller than this. */
export const FRAME_MIN = 100
export const MOBILE: Size = { width: 375, height: 812 }
export const TAB_WIDTH = 600
export const TAB_MAX_HEIGHT = 960

export const PREVIEW_TYPES: { value: PreviewType; label: string }[] = [
  { value: 'default', label: 'Default Preview' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'tab', label: 'Tab' },
]

/** A preset's frame; null for Default Preview, which fills the preview area. */
export function presetSize(type: PreviewType, window: Size): Size | null {
  if (type === 'mobile') return { ...MOBILE }
  if (type === 'tab') return { width: TAB_WIDTH, height: Math.min(TAB_MAX_HEIGHT, window.height) }
  return null
}

/**
 * A width or height typed into the panel, applied on blur: above the window it becomes the
 * window's, below 300 it becomes 300. Something that is not a number is dropped (null).
 */
export function sizeOnBlur(raw: string, windowMax: number): number | null {
  const value = Number(raw.trim())
  if (!raw.trim() || !Number.isFinite(value)) return null
  return Math.round(Math.min(Math.max(value, PREVIEW_MIN), Math.max(windowMax, PREVIEW_MIN)))
}

/** A size reached by dragging an edge: between 100 px and the window. */
export const clampDrag = (value: number, windowMax: number) => Math.round(Math.min(Math.max(value, FRAME_MIN), Math.max(windowMax, FRAME_MIN)))

/** The scale at which a frame fits the area (never above 1), keeping `margin` px around it. */
export function fitScale(frame: Size, area: Size, margin = 24): number {
  if (frame.width <= 0 || frame.height <= 0 || area.width <= 0 || area.height <= 0) return 1
  return Math.min(1, (area.width - margin * 2) / frame.width, (area.height - margin * 2) / frame.height)
}

export type Edge = 'left' | 'right' | 'top' | 'bottom'

/**
 * The frame after dragging an edge by (dx, dy) screen pixels. The frame stays centred, so the
 * dragged edge moves by half the size change: the size changes by twice the pointer's travel,
 * divided by the scale the frame is shown at.
 */
export function dragResize(start: Size, edge: Edge, dx: number, dy: number, scale: number, window: Size): Size {
  const s = scale > 0 ? scale : 1
  if (edge === 'left' || edge === 'right') {
    const delta = ((edge === 'right' ? dx : -dx) * 2) / s
    return { width: clampDrag(start.width + delta, window.width), height: start.height }
  }
  const delta = ((edge === 'bottom' ? dy : -dy) * 2) / s
  return { width: start.width, height: clampDrag(start.height + delta, window.height) }
}
