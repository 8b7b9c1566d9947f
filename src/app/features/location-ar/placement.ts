import { geodesic, toEnu, type GeoPoint } from '@shared/geo/geodesy'
import type { LocationSettings, SceneDocument } from '@shared/scene/schema'

/** Above this GPS accuracy (metres, 68 % radius) the viewer says the fix is poor. */
export const POOR_FIX_M = 30
/** Content is drawn no further than this (depth precision); its scale keeps its apparent size. */
export const MAX_DRAW_M = 150
/** Beyond this content grows with distance, so a point of interest stays readable. */
export const TRUE_SIZE_M = 20

/** GPS altitude is rough, so the anchor's ground is taken as this far below the phone. */
export const EYE_HEIGHT_M = 1.5

export interface Fix extends GeoPoint {
  accuracy: number
}

export interface Placed {
  id: string
  /** Where the content's holder goes: three.js axes (x east, y up, −z north), metres from the visitor. */
  position: [number, number, number]
  /** Turn about +y, radians (the anchor's heading; 0 for a pin, whose −z is north). */
  yaw: number
  scale: number
  distance: number
  bearing: number
}

/**
 * Where each top-level object stands around a visitor at `fix`. Anchored content keeps its place
 * in the anchor's frame (−z along the heading); a pinned object stands at its own coordinates.
 * Far content is pulled in to MAX_DRAW_M and scaled so it covers the angle it would at its true
 * distance, then grown past TRUE_SIZE_M so it stays visible.
 */
export function placeContent(doc: SceneDocument, location: LocationSettings, fix: GeoPoint): Placed[] {
  const anchor = location.anchor
  if (!anchor) return []
  const h = (anchor.heading * Math.PI) / 180
  const a = toEnu(fix, anchor)
  const out: Placed[] = []
  for (const node of Object.values(doc.nodes)) {
    if (node.parentId) continue
    const pin = location.pins?.[node.id]
    const [x, y, z] = node.transform.position
    let east: number, north: number, up: number, yaw: number
    if (pin) {
      const p = toEnu(fix, pin)
      ;[east, north, up, yaw] = [p.east + x, p.north - z, p.up + y, 0]
    } else {
      // The anchor frame's +x is the heading's right, −z its forward.
      east = a.east + x * Math.cos(h) - z * Math.sin(h)
      north = a.north - x * Math.sin(h) - z * Math.cos(h)
      up = a.up + y
      yaw = -h
    }
    const distance = Math.hypot(east, north)
    const bearing = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360
    const pull = distance > MAX_DRAW_M ? MAX_DRAW_M / distance : 1
    const grow = Math.max(1, distance / TRUE_SIZE_M)
    // Height is kept at eye level's offset, not pulled: GPS altitude is rougher than the rest.
    out.push({ id: node.id, position: [east * pull, up * pull, -north * pull], yaw, scale: pull * grow, distance, bearing })
  }
  return out
}

/** Bearing and distance from the visitor to the anchor, for the status line. */
export const toAnchor = (location: LocationSettings, fix: GeoPoint) => (location.anchor ? geodesic(fix, location.anchor) : null)

/**
 * The compass heading (degrees clockwise from north) from a DeviceOrientation event: the iPhone's
 * webkitCompassHeading, else an absolute alpha (counter-clockwise from north); null when the
 * event is relative to wherever the page started (no compass in it).
 */
export function compassHeading(e: { alpha: number | null; absolute?: boolean; webkitCompassHeading?: number }, absoluteEvent: boolean): number | null {
  if (typeof e.webkitCompassHeading === 'number' && Number.isFinite(e.webkitCompassHeading)) return e.webkitCompassHeading
  if ((absoluteEvent || e.absolute) && e.alpha !== null) return (360 - e.alpha) % 360
  return null
}
