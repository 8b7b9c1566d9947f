import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { LocationStatus } from './location-sensors'
import type { Fix, Placed } from './placement'

/** Where the content was put in the XR world, and from what readings. */
export interface XrPlacement {
  /** Each top-level object around the visitor, east-north-up (placeContent). */
  placed: Placed[]
  /** The turn about +y from the east-north-up frame into the XR world (enuToXrYaw). */
  turn: number
  /** The viewer's XR position at that moment: the frame's origin. */
  origin: [number, number, number]
  fix: Fix
  heading: number
}

/**
 * One visitor's WebXR Location-Based AR session: the sensors' latest readings (for the DOM
 * overlay's chip and messages) and the placement made from them. The 3D layer writes both; the
 * viewer's canvas reads the placement to move the content, the overlay and the test hook read it.
 */
export interface LocationXrState {
  status: LocationStatus
  placement: XrPlacement | null
  /** How many times the content has been placed this session (the re-place rule's effect). */
  placements: number
}

export const locationXr = createStore<LocationXrState>(() => ({ status: { fix: null, heading: null, problem: null }, placement: null, placements: 0 }))
export const useLocationXr = <T,>(selector: (s: LocationXrState) => T) => useStore(locationXr, selector)

export const resetLocationXr = () => locationXr.setState({ status: { fix: null, heading: null, problem: null }, placement: null, placements: 0 })
