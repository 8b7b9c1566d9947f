import { SparkRenderer, SplatMesh, isMobile, isOculus, isVisionPro } from '@sparkjsdev/spark'
import { Box3, BoxGeometry, Group, Mesh, MeshBasicMaterial, type Scene, type WebGLRenderer } from 'three'
import type { SplatCrop } from '@shared/scene/splat-crop'
import { createSplatLedger, type SplatLedger } from './splat-budget'
import { splatCropper } from './splat-crop-edit'

/**
 * Spark, in a chunk of its own: node-content.ts imports this module only when a scene holds a
 * splat, so other scenes never load its code (about 2.7 MB of JavaScript and WASM).
 */
export interface SplatStage {
  scene: Scene
  renderer: WebGLRenderer
  /** A phone-sized screen (the core's own guess); headsets are asked of Spark's detection. */
  phone: boolean
  /** Spark finished a sort or an LoD pass: a renderer drawing on demand draws once more. */
  onDirty: () => void
}

interface SceneSplats {
  spark: SparkRenderer
  ledger: SplatLedger
}
const stages = new WeakMap<Scene, SceneSplats>()

/** A phone or a headset: the core's guess from the screen, or Spark's detection of the browser. */
const smallDevice = (phone: boolean) => phone || isMobile() || isOculus() || isVisionPro()

/**
 * One SparkRenderer per scene (it sorts every splat in the scene together, and with the meshes'
 * depth). Its LoD target is read by Spark on every LoD pass, so it is made a getter: an immersive
 * session (a headset, even one driven by a desktop) takes the headset budget from its next pass,
 * less what the files drawn whole already cost.
 */
function stageFor(stage: SplatStage): SceneSplats {
  let found = stages.get(stage.scene)
  if (!found) {
    const ledger = createSplatLedger(smallDevice(stage.phone))
    const spark = new SparkRenderer({ renderer: stage.renderer, onDirty: stage.onDirty, enableLod: true })
    Object.defineProperty(spark, 'lodSplatCount', { get: () => ledger.lodShare(stage.renderer.xr.isPresenting), set: () => {}, configurable: true })
    spark.name = 'spark'
    spark.userData.splatBudget = () => ledger.budget(stage.renderer.xr.isPresenting)
    stage.scene.add(spark)
    found = { spark, ledger }
    stages.set(stage.scene, found)
  }
  return found
}

/**
 * Loads one splat (`splats`: its count, from the asset record); settles once its splats are on
 * the GPU. A file that would take the scene past the headset budget gets a level-of-detail tree
 * (built in Spark's worker), so no frame draws more than the budget.
 */
export async function loadSplat(stage: SplatStage, url: string, splats?: number): Promise<{ object: Group; dispose: () => void; crop: (crop: SplatCrop | undefined) => void }> {
  const { ledger } = stageFor(stage)
  const held = ledger.reserve(splats)
  const mesh = new SplatMesh({ url, lod: held.lod || undefined, lodAbove: held.lod ? held.lodAbove : undefined })
  try {
    await mesh.initialized
  } catch (error) {
    held.release()
    throw error
  }
  const object = new Group()
  object.add(mesh)
  const bounds = mesh.getBoundingBox(true)
  // The editor's Crop starts from the splat's own box (its local metres, the crop's frame).
  object.userData.splatBounds = { min: bounds.min.toArray(), max: bounds.max.toArray() }
  const proxy = pickProxy(bounds)
  if (proxy) object.add(proxy)
  return {
    object,
    crop: splatCropper(mesh, proxy, bounds),
    dispose: () => {
      held.release()
      mesh.dispose()
    },
  }
}

// Never drawn, only hit: picking, box select and the camera fit see the splat as its box.
const hidden = new MeshBasicMaterial({ visible: false })
// One unit box for every proxy, scaled to each splat's box (and to its crop, splat-crop-edit.ts).
const unitBox = new BoxGeometry(1, 1, 1)

/**
 * The splat's bounding box as an undrawn mesh, beside Spark's own raycast of the splats, so a click
 * between a capture's sparse splats still takes it.
 */
function pickProxy(box: Box3): Mesh | null {
  if (box.isEmpty()) return null
  const proxy = new Mesh(unitBox, hidden)
  proxy.name = 'splat-bounds'
  return proxy
}
