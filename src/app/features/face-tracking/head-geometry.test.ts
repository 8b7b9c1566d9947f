import { Box3, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { HEAD, headGeometry } from './head-geometry'

describe('the reference head', () => {
  it('is a real head in size, centred where the face space says, its face towards +z', () => {
    const geometry = headGeometry(4)
    geometry.computeBoundingBox()
    const box = geometry.boundingBox as Box3
    const size = box.getSize(new Vector3())
    // About 19 cm across with the ears, crown at +12.7 cm, a neck below the chin.
    expect(size.x).toBeGreaterThan(0.17)
    expect(size.x).toBeLessThan(0.2)
    expect(box.max.y).toBeCloseTo(HEAD.crown, 2)
    expect(box.min.y).toBeLessThan(HEAD.chin)
    // The nose is the most forward point, in the middle, between the eyes and the mouth.
    const position = geometry.attributes.position
    let front = 0
    for (let i = 1; i < position.count; i++) if (position.getZ(i) > position.getZ(front)) front = i
    expect(Math.abs(position.getX(front))).toBeLessThan(0.005)
    expect(position.getY(front)).toBeLessThan(HEAD.eyes[1])
    expect(position.getY(front)).toBeGreaterThan(-0.05)
    expect(position.getZ(front)).toBeGreaterThan(HEAD.halfDepth + 0.01)
    // Smooth shading: every vertex has a unit normal.
    const normal = geometry.attributes.normal
    for (let i = 0; i < normal.count; i += 97) expect(new Vector3().fromBufferAttribute(normal, i).length()).toBeCloseTo(1, 3)
    geometry.dispose()
  })

  it('has a cheaper occluder of the same shape', () => {
    const [fine, coarse] = [headGeometry(4), headGeometry(2, { ears: false })]
    expect(coarse.attributes.position.count).toBeLessThan(fine.attributes.position.count / 2)
    coarse.computeBoundingBox()
    expect(coarse.boundingBox!.max.y).toBeCloseTo(HEAD.crown, 2)
  })
})
