// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { buildXRSessionInit } from '@pmndrs/xr/internals'
import { xrFeatureOptions, xrFeatureSet } from './xr-features'

/** What requestSession is asked for, built by the library from the store's options. */
const requested = (category: string | null) => {
  const init = buildXRSessionInit('immersive-ar', undefined, xrFeatureOptions(xrFeatureSet(category)))
  return { required: init.requiredFeatures ?? [], optional: init.optionalFeatures ?? [] }
}

describe('the WebXR features a project asks for', () => {
  it('anchors only for an Area Tracking project', () => {
    expect(requested('AREA').optional).toContain('anchors')
    for (const category of ['SURFACE', 'WORLD', 'VR', 'GLASSES', 'IMAGE', 'FACE', null]) {
      const { required, optional } = requested(category)
      expect([...required, ...optional], String(category)).not.toContain('anchors')
    }
  })

  it('hit test and the DOM overlay as optional features; no planes or meshes for any kind', () => {
    for (const category of ['AREA', 'SURFACE']) {
      const { required, optional } = requested(category)
      expect(optional).toEqual(expect.arrayContaining(['hit-test', 'dom-overlay']))
      expect([...required, ...optional]).not.toContain('plane-detection')
      expect([...required, ...optional]).not.toContain('mesh-detection')
      expect(required).toEqual(['local-floor'])
    }
  })
})
