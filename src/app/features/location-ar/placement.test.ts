import { describe, expect, it } from 'vitest'
import { offsetPoint } from '@shared/geo/geodesy'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { compassHeading, MAX_DRAW_M, placeContent } from './placement'

const anchor = { latitude: 47.3769, longitude: 8.5417, altitude: 408, heading: 90 }
function docWith(positions: Record<string, [number, number, number]>): SceneDocument {
  const doc = emptyScene()
  for (const [id, position] of Object.entries(positions)) {
    doc.nodes[id] = { id, transform: { position, rotation: [0, 0, 0], scale: [1, 1, 1] } } as unknown as SceneNode
  }
  return doc
}

describe('placeContent', () => {
  it('turns anchored content by the heading: 10 m ahead of an east-facing anchor is 10 m east of it', () => {
    const [p] = placeContent(docWith({ a: [0, 1, -10] }), { anchor, pins: {} }, anchor)
    expect(p.position[0]).toBeCloseTo(10, 3)
    expect(p.position[1]).toBeCloseTo(1, 3)
    expect(p.position[2]).toBeCloseTo(0, 3)
    expect(p.bearing).toBeCloseTo(90, 3)
    expect(p.yaw).toBeCloseTo(-Math.PI / 2, 9)
  })

  it('puts a pin 50 m north-east at bearing 45°, pulled in past the draw limit and grown', () => {
    const d = 50 / Math.SQRT2
    const pin = offsetPoint(anchor, d, d)
    const visitor = { ...anchor }
    const [p] = placeContent(docWith({ poi: [0, 0, 0] }), { anchor, pins: { poi: { latitude: pin.latitude, longitude: pin.longitude, altitude: 408 } } }, visitor)
    expect(p.bearing).toBeCloseTo(45, 1)
    expect(p.distance).toBeCloseTo(50, 1)
    expect(p.scale).toBeCloseTo(2.5, 2)
    const far = offsetPoint(anchor, 0, 600)
    const [q] = placeContent(docWith({ poi: [0, 0, 0] }), { anchor, pins: { poi: { latitude: far.latitude, longitude: far.longitude, altitude: 408 } } }, visitor)
    expect(-q.position[2]).toBeCloseTo(MAX_DRAW_M, 1)
    // Pulled to a quarter of the way and 30x grown: it covers the angle of 30x at 600 m.
    expect(q.scale).toBeCloseTo((MAX_DRAW_M / 600) * 30, 3)
  })

  it('places nothing until the anchor is set, and skips children (they ride on their parents)', () => {
    expect(placeContent(docWith({ a: [0, 0, 0] }), { anchor: null }, anchor)).toEqual([])
    const doc = docWith({ a: [0, 0, 0], b: [1, 0, 0] })
    ;(doc.nodes.b as { parentId?: string }).parentId = 'a'
    expect(placeContent(doc, { anchor }, anchor).map((p) => p.id)).toEqual(['a'])
  })
})

describe('compassHeading', () => {
  it('reads the iPhone compass, an absolute alpha, and refuses a relative one', () => {
    expect(compassHeading({ alpha: 10, webkitCompassHeading: 123 }, false)).toBe(123)
    expect(compassHeading({ alpha: 90 }, true)).toBe(270)
    expect(compassHeading({ alpha: 0, absolute: true }, false)).toBe(0)
    expect(compassHeading({ alpha: 90 }, false)).toBeNull()
  })
})
