import { describe, expect, it } from 'vitest'
import { offsetPoint } from '@shared/geo/geodesy'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { EYE_HEIGHT_M, placeContent } from './placement'
import { enuToXr, enuToXrYaw, placedDocument, shouldReplace, viewerYaw } from './xr-frame'

const deg = (r: number) => (r * 180) / Math.PI
/** Degrees clockwise (seen from above) from the XR world's −z to the point, as seen from `from`. */
const xrAngle = (p: number[], from: number[] = [0, 0, 0]) => deg(Math.atan2(p[0] - from[0], -(p[2] - from[2])))
const wrap = (a: number) => ((a % 360) + 540) % 360 - 180
const place = { latitude: 51.5007, longitude: -0.1246, altitude: 10, heading: 0 }

describe('the east-north-up frame turned into the XR world', () => {
  it('reads the viewer yaw from its forward: −z is 0, turning right is negative', () => {
    expect(viewerYaw({ x: 0, z: -1 })).toBeCloseTo(0, 9)
    expect(viewerYaw({ x: 1, z: 0 })).toBeCloseTo(-Math.PI / 2, 9)
    expect(viewerYaw({ x: -1, z: 0 })).toBeCloseTo(Math.PI / 2, 9)
  })

  it('puts content 50 m north-east at 45° − heading to the right of where the phone faced', () => {
    const ne: [number, number, number] = [50 / Math.SQRT2, 0, -50 / Math.SQRT2]
    // Facing 30° with the XR frame's −z ahead: north-east is 15° right of ahead.
    expect(wrap(xrAngle(enuToXr(ne, enuToXrYaw(30, 0), [0, 0, 0])))).toBeCloseTo(15, 6)
    // Facing due east: 45° left of ahead.
    expect(wrap(xrAngle(enuToXr(ne, enuToXrYaw(90, 0), [0, 0, 0])))).toBeCloseTo(-45, 6)
    // The phone turned 60° left in the XR world (yaw +60°) while facing 30°: north-east is 15°
    // right of the phone, so 45° left of the XR frame's −z; the origin is the viewer's place.
    const origin: [number, number, number] = [2, 1.6, -3]
    const at = enuToXr(ne, enuToXrYaw(30, Math.PI / 3), origin)
    expect(wrap(xrAngle(at, origin))).toBeCloseTo(-45, 6)
    expect(at[1]).toBeCloseTo(1.6, 9)
    expect(Math.hypot(at[0] - origin[0], at[2] - origin[2])).toBeCloseTo(50, 6)
  })

  it('gives the same turn for the same world whichever way the phone faces when it is read', () => {
    // A phone turned 90° right: XR yaw −90°, compass +90°. The frames agree, so nothing moves.
    expect(enuToXrYaw(120, -Math.PI / 2)).toBeCloseTo(enuToXrYaw(30, 0), 9)
    // Across north: 350° to 10° is 20° to the right, so the XR yaw went down by 20°.
    expect(enuToXrYaw(350, 0.3)).toBeCloseTo(enuToXrYaw(10, 0.3 - (20 * Math.PI) / 180), 9)
  })
})

describe('the re-place rule', () => {
  const fix = { ...place, accuracy: 20 }
  it('re-places for a fix twice as tight, or when GPS has the visitor more than 10 m (or its accuracy) away', () => {
    expect(shouldReplace(fix, { ...fix, accuracy: 12 })).toBe(false)
    expect(shouldReplace(fix, { ...fix, accuracy: 10 })).toBe(true)
    const moved = (m: number, accuracy: number) => ({ ...offsetPoint(place, m, 0), altitude: 10, accuracy })
    expect(shouldReplace(fix, moved(8, 20))).toBe(false)
    expect(shouldReplace(fix, moved(15, 20))).toBe(false)
    expect(shouldReplace(fix, moved(25, 20))).toBe(true)
    expect(shouldReplace({ ...fix, accuracy: 5 }, moved(12, 5))).toBe(true)
    // A fix too poor to place by never re-places.
    expect(shouldReplace(fix, moved(200, 60))).toBe(false)
  })
})

describe('placedDocument', () => {
  it('moves each top-level object to its place at eye level, turned and grown like the camera path', () => {
    const doc = emptyScene() as SceneDocument
    doc.nodes.a = { id: 'a', transform: { position: [0, 0, 0], rotation: [0, 0.5, 0], scale: [2, 2, 2] } } as unknown as SceneNode
    const d = 50 / Math.SQRT2
    const pin = offsetPoint(place, d, d)
    const location = { anchor: place, pins: { a: { latitude: pin.latitude, longitude: pin.longitude, altitude: 10 } } }
    const [p] = placeContent(doc, location, place)
    const moved = placedDocument(doc, [p]).nodes.a.transform
    expect(moved.position[0]).toBeCloseTo(d, 3)
    expect(moved.position[1]).toBeCloseTo(-EYE_HEIGHT_M * p.scale, 3)
    expect(moved.position[2]).toBeCloseTo(-d, 3)
    expect(moved.rotation[1]).toBeCloseTo(0.5, 9)
    expect(moved.scale[0]).toBeCloseTo(2 * p.scale, 9)
    expect(doc.nodes.a.transform.position).toEqual([0, 0, 0])
  })
})
