import { Group, Mesh, BoxGeometry, MeshStandardMaterial, Scene } from 'three'
import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { createSplat } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import type { SceneAsset } from '@shared/scene/schema'
import { exportableScene } from './exportable-scene'
import { planQuickLook, splatNotExported } from './quick-look-plan'

const asset: SceneAsset = { id: 'a'.repeat(24), type: 'splat', name: 'room.spz', url: '/uploads/media/x.spz', size: 10, mime: 'application/x-spz', splats: 2000 }

describe('Quick Look and the GLB export without splats', () => {
  it('the plan names each splat for the published dialog, and an event aimed at one is not run', () => {
    let doc = applyOps(emptyScene(), [{ op: 'add-asset', asset }]).doc
    const splat = createSplat(doc, asset)
    doc = applyOps(doc, [{ op: 'add', node: splat }]).doc
    const box = { ...createShape(doc, 'cube'), events: [{ id: 'b'.repeat(24), inputType: 'mouse' as const, trigger: 'click' as const, action: 'disable' as const, targetId: splat.id, url: null }] }
    doc = applyOps(doc, [{ op: 'add', node: box }]).doc
    const plan = planQuickLook(doc)
    expect(plan.notRun).toContain(splatNotExported('room'))
    expect(plan.notRun.some((line) => line.includes('a splat is not in the AR file'))).toBe(true)
    expect(plan.taps).toEqual([])
  })

  it('the exported copy keeps the rest of the node tree and leaves the splat out', () => {
    const scene = new Scene()
    const root = new Group()
    root.userData.nodeId = 'n1'
    const holder = new Group()
    holder.userData.splat = true
    holder.add(new Mesh(new BoxGeometry(), new MeshStandardMaterial()))
    const cube = new Mesh(new BoxGeometry(), new MeshStandardMaterial())
    root.add(holder, cube)
    scene.add(root)
    const out = exportableScene(scene)
    let meshes = 0
    let splats = 0
    out.traverse((o) => {
      if ((o as Mesh).isMesh) meshes++
      if (o.userData.splat) splats++
    })
    expect(meshes).toBe(1)
    expect(splats).toBe(0)
  })
})
