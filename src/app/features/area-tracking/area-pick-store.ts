import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { roundPoint } from '@shared/area/points'
import type { Vec3 } from '@shared/scene/schema'

/**
 * The editor's "click the scan to place a reference point" mode. Session state like the
 * selection: never saved or undone. `picking` is the index of the point being placed (the
 * number of points when adding one) or null.
 */
export const areaPickStore = createStore<{ picking: number | null; onPick: ((point: Vec3) => void) | null }>(() => ({ picking: null, onPick: null }))
export const useAreaPick = <T,>(selector: (s: { picking: number | null }) => T) => useStore(areaPickStore, selector)

export function startPicking(index: number, onPick: (point: Vec3) => void) {
  areaPickStore.setState({ picking: index, onPick })
}
export function stopPicking() {
  areaPickStore.setState({ picking: null, onPick: null })
}

/** A click on the scan while picking: the point goes to whoever asked (add or move), once. */
export function pickPoint(point: Vec3) {
  const { onPick } = areaPickStore.getState()
  stopPicking()
  onPick?.(roundPoint(point))
}
