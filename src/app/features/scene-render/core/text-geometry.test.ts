import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { Font } from 'three/examples/jsm/loaders/FontLoader.js'
import { defaultText } from '@shared/scene/defaults'
import type { TextSettings } from '@shared/scene/schema'
import { buildTextGeometry, standsOnGround } from './text-geometry'

// 'I' is a 100 x 700 bar with a 200 advance; lines are (900 + 200 + 100) = 1200 apart; resolution 1000.
const font = new Font({
  glyphs: {
    I: { ha: 200, x_min: 0, x_max: 100, o: 'm 0 0 l 0 700 l 100 700 l 100 0 z' },
    ' ': { ha: 200, x_min: 0, x_max: 0, o: '' },
  },
  familyName: 'Bars',
  ascender: 900,
  descender: -200,
  underlinePosition: -100,
  underlineThickness: 100,
  boundingBox: { xMin: 0, yMin: -200, xMax: 100, yMax: 900 },
  resolution: 1000,
  original_font_information: {},
})

const flat = { ...defaultText(), bevelSize: 0, bevelThickness: 0, fontSize: 100, extrusion: 0.04 }
function box(settings: Partial<TextSettings>) {
  const geometry = buildTextGeometry(font, { ...flat, ...settings })!
  return geometry.boundingBox!
}
const near = (a: number, b: number) => expect(a).toBeCloseTo(b, 5)

describe('buildTextGeometry', () => {
  it('sizes text as fontSize × 0.01 and extrudes by the extrusion, centred on z', () => {
    const b = box({ content: 'II', horizontal: 'left', vertical: 'bottom' })
    near(b.min.x, 0)
    near(b.max.x, 0.3)
    near(b.min.y, 0)
    near(b.max.y, 0.7)
    near(b.min.z, -0.02)
    near(b.max.z, 0.02)
    const half = box({ content: 'II', fontSize: 50, horizontal: 'left', vertical: 'bottom' })
    near(half.max.x, 0.15)
  })

  it.each([
    ['left', 0, 0.3],
    ['center', -0.15, 0.15],
    ['right', -0.3, 0],
  ] as const)('aligns %s', (horizontal, minX, maxX) => {
    const b = box({ content: 'II', horizontal })
    near(b.min.x, minX)
    near(b.max.x, maxX)
  })

  it.each([
    ['top', -0.7, 0],
    ['center', -0.35, 0.35],
    ['bottom', 0, 0.7],
  ] as const)('anchors vertically at the %s', (vertical, minY, maxY) => {
    const b = box({ content: 'I', vertical })
    near(b.min.y, minY)
    near(b.max.y, maxY)
  })

  it('aligns each line on its own and stacks lines by the font line height', () => {
    const geometry = buildTextGeometry(font, { ...flat, content: 'I\nIII', horizontal: 'right', vertical: 'top' })!
    const b = geometry.boundingBox!
    near(b.max.x, 0)
    near(b.min.x, -0.5)
    near(b.max.y, 0)
    near(b.min.y, -(1.2 + 0.7))
    // Both lines end at x = 0: vertices at the right edge exist at both heights.
    const pos = geometry.getAttribute('position') as THREE.BufferAttribute
    const rightEdgeYs = new Set<number>()
    for (let i = 0; i < pos.count; i++) if (Math.abs(pos.getX(i)) < 1e-6) rightEdgeYs.add(Math.round(pos.getY(i) * 10))
    expect([...rightEdgeYs].sort((a, b) => a - b)).toEqual([-19, -12, -7, 0])
  })

  it('bevels only when it has a size or thickness, and then grows by them', () => {
    const plain = box({ content: 'I', bevelSize: 0, bevelThickness: 0 })
    const bevelled = box({ content: 'I', bevelSize: 0.01, bevelThickness: 0.02, bevelSegments: 3 })
    near(plain.max.z - plain.min.z, 0.04)
    near(bevelled.max.z - bevelled.min.z, 0.04 + 2 * 0.02)
    near(bevelled.max.x - bevelled.min.x, 0.1 + 2 * 0.01)
  })

  it('draws nothing for empty text or a zero size', () => {
    expect(buildTextGeometry(font, { ...flat, content: '  \n ' })).toBeNull()
    expect(buildTextGeometry(font, { ...flat, content: 'I', fontSize: 0 })).toBeNull()
  })
})

describe('standsOnGround', () => {
  const local = new THREE.Box3(new THREE.Vector3(-2, -0.3, -0.02), new THREE.Vector3(2, 0.3, 0.02))
  const at = (y: number, scale = 1) => new THREE.Matrix4().compose(new THREE.Vector3(0, y, 0), new THREE.Quaternion(), new THREE.Vector3(scale, scale, scale))
  it('is true for a title resting on the floor and false for one floating above the scene', () => {
    expect(standsOnGround(at(0.3), local)).toBe(true)
    expect(standsOnGround(at(1.95), local)).toBe(false)
  })
  it('counts the world scale: a title scaled up reaches further down', () => {
    expect(standsOnGround(at(0.9), local)).toBe(false)
    expect(standsOnGround(at(0.9, 3), local)).toBe(true)
  })
})
