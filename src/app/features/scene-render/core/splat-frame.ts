import type { Object3D } from 'three'

/**
 * The splat renderer's last frame in `scene`, for the test probes and the bench: the budget in
 * force and the splats it sorted and drew; null for a scene without a splat. Read by the name
 * splat-content.ts gives it, so the bundles that ask never import Spark.
 */
export function splatFrame(scene: Object3D): { budget: number; drawn: number } | null {
  const spark = scene.getObjectByName('spark') as (Object3D & { activeSplats?: number }) | undefined
  const budget = spark?.userData.splatBudget as (() => number) | undefined
  return spark && budget ? { budget: budget(), drawn: spark.activeSplats ?? 0 } : null
}
