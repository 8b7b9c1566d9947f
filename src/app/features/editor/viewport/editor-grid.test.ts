import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { gridHidden } from './editor-grid'

describe('editor grid visibility', () => {
  it('shows over an empty ground and hides under terrain, water or a floor', () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 0.5, 0])
    doc.nodes[cube.id] = cube
    expect(gridHidden(doc)).toBe(false)
    expect(gridHidden({ ...doc, settings: { ...doc.settings, environment: { ...doc.settings.environment, elements: ['terrain'] } } })).toBe(true)
    expect(gridHidden({ ...doc, settings: { ...doc.settings, environment: { ...doc.settings.environment, elements: ['water'] } } })).toBe(true)
    const floor = createShape(doc, 'cube', [0, -0.05, 0])
    doc.nodes[floor.id] = { ...floor, transform: { ...floor.transform, scale: [10, 0.1, 8] } }
    expect(gridHidden(doc)).toBe(true)
  })

  it('hides in a face project: the grid would cut through the reference head', () => {
    const doc = emptyScene()
    expect(gridHidden(doc)).toBe(false)
    expect(gridHidden({ ...doc, settings: { ...doc.settings, faceTracking: { occlude: true } } })).toBe(true)
  })
})
