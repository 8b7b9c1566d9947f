import type * as THREE from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import type { ImageAnchor } from '../../image-target/usdz-image-anchor'
import { exportableScene } from '../../quick-look/exportable-scene'

export interface ArExportOptions {
  doc: SceneDocument
  /** The project's type (SURFACE, WORLD, VPS, IMAGE, FACE): Quick Look's anchoring follows it. */
  category: string | null
  /** An Image Target project's picture: Quick Look anchors on it (and tracks it natively). */
  imageAnchor: ImageAnchor | null
}

export interface ArFiles {
  usdz: Blob
  glb: Blob
  /** The scene's events AR Quick Look does not run, one line each, for the author. */
  quickLookNotRun: string[]
}

async function readAsset(url: string): Promise<Uint8Array> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}

/**
 * USDZ for AR Quick Look (with the scene's taps as Apple's behaviours, its motions and its
 * anchoring) and GLB for Scene Viewer, made from what the author sees. The Quick Look code loads
 * only here, when a file is made.
 */
export async function exportArFiles(scene: THREE.Scene, { doc, category, imageAnchor }: ArExportOptions): Promise<ArFiles> {
  const [{ exportQuickLook }, { planQuickLook }, { GLTFExporter }] = await Promise.all([
    import('../../quick-look/quick-look-export'),
    import('../../quick-look/quick-look-plan'),
    import('three/examples/jsm/exporters/GLTFExporter.js'),
  ])
  const plan = planQuickLook(doc)
  const glb = (await new GLTFExporter().parseAsync(exportableScene(scene), { binary: true, maxTextureSize: 4096 })) as ArrayBuffer
  const quickLook = await exportQuickLook(exportableScene(scene, { keepHidden: new Set(plan.startHidden) }), { doc, category, imageAnchor, readAsset }, plan)
  return {
    usdz: new Blob([quickLook.usdz as BlobPart], { type: 'model/vnd.usdz+zip' }),
    glb: new Blob([glb], { type: 'model/gltf-binary' }),
    quickLookNotRun: quickLook.plan.notRun,
  }
}
