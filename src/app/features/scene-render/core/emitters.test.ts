import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { emittersOf, MAX_EMISSIVE_LIGHTS, nearestEmitters } from './emitters'

function lampRow(count: number): SceneDocument {
  const doc = emptyScene()
  for (let i = 0; i < count; i++) {
    const group = createGroup(doc, [i * 3, 0, 0])
    doc.nodes[group.id] = group
    const post = { ...createShape(doc, 'cylinder', [0, 1, 0]), parentId: group.id }
    doc.nodes[post.id] = post
    const bulb = createShape(doc, 'sphere', [0, 2, 0])
    doc.nodes[bulb.id] = { ...bulb, parentId: group.id, material: { ...bulb.material, emission: '#FFAA33' } }
  }
  return doc
}

describe('emissive lights', () => {
  it('gives one light per glowing object, at its glowing part, in its colour', () => {
    const list = emittersOf(lampRow(3))
    expect(list).toHaveLength(3)
    expect(list.map((e) => e.position.toArray())).toEqual(expect.arrayContaining([[3, 2, 0]]))
    expect(list[0].color).toBe('#FFAA33')
  })

  it('ignores objects that do not glow', () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 0, 0])
    doc.nodes[cube.id] = cube
    expect(emittersOf(doc)).toEqual([])
  })

  it('lights only the nearest few of 50 lamps', () => {
    const list = emittersOf(lampRow(50))
    const near = nearestEmitters(list, new THREE.Vector3(150, 2, 0))
    expect(near).toHaveLength(MAX_EMISSIVE_LIGHTS)
    expect(Math.min(...near.map((e) => e.position.x))).toBeGreaterThanOrEqual(147 - 3 * MAX_EMISSIVE_LIGHTS)
    expect(near[0].position.x).toBe(147)
  })
})
