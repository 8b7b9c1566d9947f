// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { arModes, cameraTracking, unavailableMessage, projectWorld, requestedSession, type ArProject } from './ar-modes'
import type { XrSupport } from './xr-support'

const none: XrSupport = { ar: false, vr: false, quickLook: false, sceneViewer: false, vrOnly: false }
const quest: XrSupport = { ...none, ar: true, vr: true }
const visionPro: XrSupport = { ...none, vr: true, vrOnly: true }
const iphone: XrSupport = { ...none, quickLook: true }
/** visionOS Safari: VR only, with Quick Look for a USDZ as on an iPhone. */
const visionProQl: XrSupport = { ...visionPro, quickLook: true }
const android: XrSupport = { ...none, sceneViewer: true }
const doc = (settings: Partial<SceneDocument['settings']> = {}): SceneDocument => {
  const d = emptyScene()
  return { ...d, settings: { ...d.settings, ...settings } }
}
const project = (category: string, d = doc()): ArProject => ({ category, doc: d, name: 'P', usdzUrl: '/p.usdz', glbUrl: '/p.glb' })
const ids = (support: XrSupport, p: ArProject) => arModes(support, p).map((m) => `${m.id}:${m.label}`)
const picture = { assetId: 'a', widthCm: 20 } as unknown as SceneDocument['settings']['imageTarget']

describe('the one AR-mode choice', () => {
  it('ranks WebXR, Quick Look, Scene Viewer and the phone code for a Surface project as the pages did', () => {
    expect(ids(quest, project('SURFACE'))).toEqual(['webxr-ar:View in AR', 'webxr-vr:View in VR'])
    expect(ids(iphone, project('SURFACE'))).toEqual(['quick-look:View in AR'])
    expect(ids(android, project('WORLD'))).toEqual(['scene-viewer:View in AR'])
    expect(ids(none, project('SURFACE'))).toEqual(['qr:View in AR on your phone'])
    expect(ids(visionPro, project('SURFACE'))).toEqual(['webxr-vr:View in VR'])
  })

  it('one rule for camera tracking: the face, or the picture of an image project', () => {
    expect(cameraTracking('FACE', doc())).toBe('face')
    expect(cameraTracking('IMAGE', doc({ imageTarget: picture }))).toBe('image')
    expect(cameraTracking(null, doc({ imageTarget: picture }))).toBe('image')
    expect(cameraTracking('IMAGE', doc())).toBe('image')
    expect(cameraTracking('WORLD', doc({ imageTarget: picture }))).toBeNull()
    expect(cameraTracking('SURFACE', doc())).toBeNull()
    expect(ids(iphone, project('IMAGE', doc({ imageTarget: picture })))).toEqual(['camera:Start AR', 'quick-look:Quick Look'])
    expect(ids(quest, project('FACE'))).toEqual(['camera:Start', 'webxr-vr:View in VR'])
    expect(cameraTracking('BODY', doc())).toBe('body')
    expect(ids(iphone, project('BODY'))).toEqual(['camera:Start'])
    expect(unavailableMessage(iphone, project('BODY'))).toMatch(/cannot follow a body/)
    const place = (anchor: boolean) => doc({ location: { anchor: anchor ? { latitude: 48.85, longitude: 2.29, altitude: 35, heading: 0 } : null } })
    expect(ids(iphone, project('VPS', place(true)))).toEqual(['camera:Start'])
    expect(ids(quest, project('VPS', place(false)))).toEqual(['webxr-vr:View in VR'])
    // With WebXR AR (Android, a passthrough headset) Start is the AR session; an iPhone keeps the camera.
    const androidAr: XrSupport = { ...none, ar: true }
    expect(ids(androidAr, project('VPS', place(true)))).toEqual(['webxr-ar:Start'])
    expect(ids(quest, project('VPS', place(true)))).toEqual(['webxr-ar:Start', 'webxr-vr:View in VR'])
    expect(requestedSession('ar', arModes(androidAr, project('VPS', place(true))))).toBe('ar')
    expect(ids(android, project('VPS', place(true)))).toEqual(['camera:Start'])
    expect(unavailableMessage(iphone, project('VPS', place(false)))).toMatch(/no coordinates yet/)
    // Area Tracking: Start is the WebXR tap-and-align session; an iPhone is told why not and gets the model.
    expect(ids(quest, project('AREA'))).toEqual(['webxr-ar:Start'])
    expect(unavailableMessage(quest, project('AREA'))).toBeNull()
    expect(ids(iphone, project('AREA'))).toEqual(['quick-look:View the model in Quick Look'])
    expect(unavailableMessage(iphone, project('AREA'))).toMatch(/^Area Tracking needs Android or a headset with passthrough AR: .*Quick Look instead\.$/)
    expect(ids(android, project('AREA'))).toEqual([])
    expect(unavailableMessage(android, project('AREA'))).toMatch(/^Area Tracking needs Android or a headset/)
    expect(ids(none, project('AREA'))).toEqual([])
  })

  it('an Area project on Vision Pro (VR only) offers no VR: the iPhone\'s message and Quick Look instead', () => {
    expect(ids(visionProQl, project('AREA'))).toEqual(['quick-look:View the model in Quick Look'])
    expect(unavailableMessage(visionProQl, project('AREA'))).toMatch(/^Area Tracking needs Android or a headset with passthrough AR: .*Quick Look instead\.$/)
    // Without Quick Look (or a USDZ) the message alone; still no VR.
    expect(ids(visionPro, project('AREA'))).toEqual([])
    expect(unavailableMessage(visionPro, project('AREA'))).toMatch(/^Area Tracking needs Android or a headset with passthrough AR: .*\(Chrome on Android, Quest Browser\)\.$/)
    expect(requestedSession('vr', arModes(visionProQl, project('AREA')))).toBeNull()
    // Other projects on Vision Pro keep View in VR and nothing AR.
    expect(ids(visionProQl, project('SURFACE'))).toEqual(['webxr-vr:View in VR'])
  })

  it('a VR project offers Enter VR first, or the headset code; Web 3D nothing; AR Glasses passthrough AR or a message', () => {
    expect(ids(quest, project('VR'))).toEqual(['webxr-vr:Enter VR'])
    expect(ids(none, project('VR'))).toEqual(['qr:Enter VR on your headset'])
    expect(ids(quest, project('WEB3D'))).toEqual([])
    expect(ids(iphone, project('WEB3D'))).toEqual([])
    expect(ids(quest, project('GLASSES'))).toEqual(['webxr-ar:Enter AR'])
    expect(ids(iphone, project('GLASSES'))).toEqual(['qr:Open on your headset'])
    expect(projectWorld(null, doc({ xr: { mode: 'immersive-vr' } }))).toBe('vr')
    expect(projectWorld(null, doc({ xr: { mode: 'none' } }))).toBe('web3d')
  })

  it('?xr= starts only a session this project offers', () => {
    expect(requestedSession('vr', arModes(quest, project('VR')))).toBe('vr')
    expect(requestedSession('ar', arModes(quest, project('VR')))).toBeNull()
    expect(requestedSession('ar', arModes(quest, project('FACE')))).toBeNull()
    expect(requestedSession('ar', arModes(quest, project('WEB3D')))).toBeNull()
  })
})
