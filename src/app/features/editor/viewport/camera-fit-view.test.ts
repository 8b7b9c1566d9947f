import { describe, expect, it } from 'vitest'
import { BoxGeometry, Mesh, Scene, Vector3 } from 'three'
import { emptyScene } from '@shared/scene/defaults'
import { docStore } from '../editor-store'
import { SCAN_NAME } from '../../location-ar/scan-model'
import { sceneContentBox } from './camera-fit-view'

/** A scene holding a 4 × 1 × 6 m scan (no node), as ScanModel puts it there once loaded. */
function sceneWithScan() {
  const scene = new Scene()
  const scan = new Mesh(new BoxGeometry(4, 1, 6))
  scan.name = SCAN_NAME
  scan.position.set(1, 0.5, -2)
  scene.add(scan)
  return scene
}

describe("the editor's opening fit", () => {
  it("frames an Area project's scan, which is no node", () => {
    const doc = emptyScene()
    docStore.getState().load('p-area', 'Room', { ...doc, settings: { ...doc.settings, area: { scanUrl: '/uploads/media/room.glb', points: [] } } }, 1)
    const box = sceneContentBox(sceneWithScan())!
    expect(box.min.toArray()).toEqual([-1, 0, -5])
    expect(box.max.toArray()).toEqual([3, 1, 1])
    expect(box.getSize(new Vector3()).x).toBe(4)
  })

  it('leaves out a stray object of that name in a project without a scan, and is null when nothing is drawn', () => {
    docStore.getState().load('p-plain', 'Plain', emptyScene(), 1)
    expect(sceneContentBox(sceneWithScan())).toBeNull()
    expect(sceneContentBox()).toBeNull()
  })
})
