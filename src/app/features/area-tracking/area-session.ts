import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { MIN_PAIRS, solveAlignment, type Alignment, type Vec3 } from '@shared/area/align'
import type { AreaPoint } from '@shared/scene/schema'

/**
 * One visitor's alignment of the room, from Start to Exit: the room points tapped so far (one per
 * reference point, in the author's order) and the scan frame solved from them. The 3D layer writes
 * it on each tap; the DOM overlay and the test hook read it.
 */
export interface AreaSessionState {
  points: readonly AreaPoint[]
  taps: Vec3[]
  alignment: Alignment | null
  /** Why the last solve failed (the author's points cannot fix a turn), for the overlay. */
  problem: string | null
  /** The alignment is held by a WebXR anchor (it follows the device's tracking corrections). */
  anchored: boolean
  /** The alignment came back from a persistent anchor (Quest): no taps this visit. */
  restored: boolean
}

export const areaSession = createStore<AreaSessionState>(() => ({ points: [], taps: [], alignment: null, problem: null, anchored: false, restored: false }))
export const useAreaSession = <T,>(selector: (s: AreaSessionState) => T) => useStore(areaSession, selector)

export function resetAreaSession(points: readonly AreaPoint[]) {
  areaSession.setState({ points, taps: [], alignment: null, problem: null, anchored: false, restored: false })
}

/**
 * Records a tap at `room` for the next reference point and solves again from all taps so far once
 * there are two. Taps after the last point are ignored (the overlay offers "Tap again" instead).
 */
export function recordTap(room: Vec3): void {
  const { points, taps } = areaSession.getState()
  if (taps.length >= points.length) return
  // A restored alignment stays shown while the visitor taps a new one.
  const next = [...taps, room]
  if (next.length < MIN_PAIRS) return areaSession.setState({ taps: next, problem: null, restored: false })
  try {
    const alignment = solveAlignment(points.slice(0, next.length).map((p) => p.position), next)
    areaSession.setState({ taps: next, alignment, problem: null, anchored: false })
  } catch (error) {
    // The author's points leave the turn unknown (all on one vertical line): no tap can fix that.
    areaSession.setState({ problem: (error as Error).message })
  }
}

/** What the overlay asks for now, by the point's name. */
export function areaPrompt({ points, taps, alignment, problem, restored }: AreaSessionState): string {
  if (points.length < MIN_PAIRS) return 'This room has fewer than 2 reference points: its author marks them in the editor.'
  if (problem) return `${problem}.`
  // The line under it already says the alignment came from the last visit: this says what to do.
  if (restored) return `To line it up again, point at ${label(points, 0)} and tap.`
  if (taps.length < points.length) {
    const lead = taps.length === 0 ? 'Point at' : alignment ? 'Better still, point at' : 'Now point at'
    return `${lead} ${label(points, taps.length)} (${taps.length + 1} of ${points.length}) and tap.`
  }
  return 'The room is lined up.'
}

const label = (points: readonly AreaPoint[], index: number) => `“${points[index].label}”`

/** The residual as a person reads it: centimetres, one decimal. */
export const residualText = (alignment: Alignment) => `${(alignment.residual * 100).toFixed(1)} cm`

/** The line under the prompt once aligned: from how many taps, how well they agree, whether anchored. */
export function residualLine({ alignment, taps, points, restored, anchored }: AreaSessionState): string | null {
  if (!alignment) return null
  const from = restored ? 'your last visit' : `${taps.length} of ${points.length} points`
  const high = alignment.residual > 0.1 ? ' (high: tap the points again more carefully)' : ''
  return `Lined up from ${from} · residual ${residualText(alignment)}${high}${anchored ? ' · anchored' : ''}`
}

/**
 * Whether the browser shows the page over this AR session (WebXR's DOM overlay, which sets
 * domOverlayState). Quest Browser's AR and browsers without the feature do not: the page's
 * words are then not seen, and the prompt has to be drawn in the session itself.
 */
export const showsDomOverlay = (session: XRSession) => (session as XRSession & { domOverlayState?: unknown }).domOverlayState != null
