import { Group, PerspectiveCamera, Scene, Vector3 } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { createSceneCore, type SceneCore } from '../../scene-render/core/scene-core'
import { makeRenderer } from '../make-renderer'

/**
 * The drawing side of camera AR (image, face, body): a transparent canvas over the feed, drawn by
 * the viewer's one renderer (make-renderer.ts), the scene core holding the document on an anchor
 * that the tracker moves. Image projects make it before the tap (image-ar-prepare) with its GPU work
 * done, because that work (the look's prefiltered light, the materials' programs: seconds on
 * software GL) shares the GPU with MindAR's first detection and held it back.
 */
export interface ArStage {
  canvas: HTMLCanvasElement
  renderer: NonNullable<ReturnType<typeof makeRenderer>>
  scene: Scene
  camera: PerspectiveCamera
  /** Placed by the pose; hidden while the picture is not tracked. */
  anchor: Group
  core: SceneCore
  /** A point of the scene on screen, in CSS pixels. */
  screenOfPoint: (point: Vector3) => { x: number; y: number }
  dispose: () => void
}

/**
 * `compile`: build every program the document needs now (image projects, before the tap). Face and
 * body sessions skip it: made after the tap, it would hold the camera's start back by seconds on
 * software GL, and their first frames compile what they draw anyway.
 */
export function makeArStage(doc: SceneDocument, { compile = true } = {}): ArStage | null {
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
  if (compile) renderer.compile(scene, camera)
  anchor.visible = false
  return {
    canvas, renderer, scene, camera, anchor, core,
    screenOfPoint: (point) => {
      const v = point.clone().project(camera)
      const rect = canvas.getBoundingClientRect()
      return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height }
    },
    dispose: () => {
      core.dispose()
      renderer.dispose()
    },
  }
}
