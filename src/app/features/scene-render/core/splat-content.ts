import { SparkRenderer, SplatMesh, isMobile, isOculus, isVisionPro } from '@sparkjsdev/spark'
import { Box3, BoxGeometry, Group, Mesh, MeshBasicMaterial, Vector3, type Scene, type WebGLRenderer } from 'three'
import { SPLAT_BUDGET } from '@shared/api/assets'

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

const sparks = new WeakMap<Scene, SparkRenderer>()

/** The splats drawn per frame at most here: phones and headsets draw the smaller budget. */
export const splatBudget = (phone: boolean) => (phone || isMobile() || isOculus() || isVisionPro() ? SPLAT_BUDGET.mobile : SPLAT_BUDGET.desktop)

/** One SparkRenderer per scene (it sorts every splat in the scene together, and with the meshes' depth). */
function sparkFor(stage: SplatStage): SparkRenderer {
  let spark = sparks.get(stage.scene)
  if (!spark) {
    spark = new SparkRenderer({ renderer: stage.renderer, onDirty: stage.onDirty, enableLod: true, lodSplatCount: splatBudget(stage.phone) })
    spark.name = 'spark'
    stage.scene.add(spark)
    sparks.set(stage.scene, spark)
  }
  return spark
}

/**
 * Loads one splat; settles once its splats are on the GPU. Files above the phone budget get a
 * level-of-detail tree (built in Spark's worker), so no frame draws more than the budget.
 */
export async function loadSplat(stage: SplatStage, url: string): Promise<{ object: Group; dispose: () => void }> {
  sparkFor(stage)
  const mesh = new SplatMesh({ url, lod: true, lodAbove: SPLAT_BUDGET.mobile })
  await mesh.initialized
  const object = new Group()
  object.add(mesh)
  const proxy = pickProxy(mesh.getBoundingBox(true))
  if (proxy) object.add(proxy)
  return {
    object,
    dispose: () => {
      mesh.dispose()
      proxy?.geometry.dispose()
    },
  }
}

// Never drawn, only hit: picking, box select and the camera fit see the splat as its box.
const hidden = new MeshBasicMaterial({ visible: false })

/**
 * The splat's bounding box as an undrawn mesh, beside Spark's own raycast of the splats, so a click
 * between a capture's sparse splats still takes it.
 */
function pickProxy(box: Box3): Mesh | null {
  if (box.isEmpty()) return null
  const size = box.getSize(new Vector3())
  const proxy = new Mesh(new BoxGeometry(Math.max(size.x, 1e-3), Math.max(size.y, 1e-3), Math.max(size.z, 1e-3)), hidden)
  box.getCenter(proxy.position)
  proxy.name = 'splat-bounds'
  return proxy
}
