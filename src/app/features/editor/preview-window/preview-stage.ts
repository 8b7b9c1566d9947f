import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Size } from './preview-size'

/**
 * The measured preview area, shared by the window (which draws the frame in it) and the panel
 * (whose inputs show Default Preview's size, the whole area). Session-only, never saved.
 */
export const previewArea = createStore<Size>(() => ({ width: 0, height: 0 }))
export const usePreviewArea = () => useStore(previewArea)

/** The browser window, which bounds every typed or dragged size (spec §4, §5). */
export const browserWindow = (): Size => ({ width: window.innerWidth, height: window.innerHeight })
