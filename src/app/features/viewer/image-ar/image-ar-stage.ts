import { Group, PerspectiveCamera, Scene } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { createSceneCore, type SceneCore } from '../../scene-render/core/scene-core'
import { makeRenderer } from '../make-renderer'

/**
 * The drawing side of camera AR on an image: a transparent canvas over the feed, the scene core
 * holding the document on an anchor that the pose moves. Made before the tap (image-ar-prepare)
 * with its GPU work done, because that work (the look's prefiltered light, the materials' programs:
 * seconds on software GL) shares the GPU with MindAR's first detection and held it back.
 */
export interface ArStage {
  canvas: HTMLCanvasElement
  renderer: NonNullable<ReturnType<typeof makeRenderer>>
  scene: Scene
  camera: PerspectiveCamera
  /** Placed by the pose; hidden while the picture is not tracked. */
  anchor: Group
  core: SceneCore
  dispose: () => void
}

export function makeArStage(doc: SceneDocument): ArStage | null {
  const canvas = document.createElement('canvas')
  canvas.className = 'image-ar-canvas'
  canvas.dataset.testid = 'ar-canvas'
  const renderer = makeRenderer(canvas, { alpha: true })
  if (!renderer) return null
  const scene = new Scene()
  const camera = new PerspectiveCamera()
  const anchor = new Group()
  anchor.matrixAutoUpdate = false
  scene.add(anchor)
  const core = createSceneCore({ renderer, scene, studio: true })
  // The camera's picture is the background: no sky or fog over it.
  core.setPassthrough(true)
  anchor.add(core.content)
  // The lights and contact shadow stand on the picture too.
  anchor.add(core.look)
  core.setDocument(doc)
  // Every program the document needs, with the anchor's lights counted (compile skips hidden ones).
  renderer.compile(scene, camera)
  anchor.visible = false
  return {
    canvas, renderer, scene, camera, anchor, core,
    dispose: () => {
      core.dispose()
      renderer.dispose()
    },
  }
}
