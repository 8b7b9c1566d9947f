import { Logger, NodeIO, type Document } from '@gltf-transform/core'
import { ALL_EXTENSIONS } from '@gltf-transform/extensions'
import { dedup, getGLPrimitiveCount, meshopt, prune, textureCompress, weld } from '@gltf-transform/functions'
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer'
import sharp from 'sharp'
import { AR_BUDGET, MAX_TEXTURE_SIZE, MEDIA_MESSAGES } from '../../../shared/api/assets'

let ioReady: Promise<NodeIO> | undefined

/**
 * A reader/writer that knows every glTF extension and can decode meshopt and Draco geometry.
 * No fetch is given, so http(s) URIs cannot be followed; checkGlb() refuses file URIs before.
 */
export function modelIO(): Promise<NodeIO> {
  ioReady ??= (async () => {
    await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready])
    // draco3d arrives with three-stdlib; its decoder is only needed for Draco-compressed uploads.
    const draco3d = (await import('draco3d')).default
    return new NodeIO()
      .setLogger(new Logger(Logger.Verbosity.ERROR))
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({
        'draco3d.decoder': await draco3d.createDecoderModule(),
        'meshopt.decoder': MeshoptDecoder,
        'meshopt.encoder': MeshoptEncoder,
      })
  })()
  return ioReady
}

/**
 * The viewing copy: lossless clean-up (dedup, prune of unused properties but not of vertex attributes, weld of identical vertices), textures fitted
 * into 4096² and re-encoded in their own format by sharp, then meshopt geometry compression
 * (EXT_meshopt_compression with KHR_mesh_quantization). No simplification: the author's geometry
 * stays as modelled. Draco input is decoded and written back as meshopt, so one decoder serves all.
 */
export async function optimizeModel(doc: Document): Promise<void> {
  doc.setLogger(new Logger(Logger.Verbosity.ERROR))
  for (const ext of doc.getRoot().listExtensionsUsed()) {
    if (ext.extensionName === 'KHR_draco_mesh_compression') ext.dispose()
  }
  await doc.transform(
    dedup(),
    // Texture coordinates stay even when no texture uses them yet: the editor can add one later.
    prune({ keepAttributes: true }),
    weld(),
    textureCompress({ encoder: sharp, resize: [MAX_TEXTURE_SIZE, MAX_TEXTURE_SIZE] }),
    meshopt({ encoder: MeshoptEncoder, level: 'high' }),
  )
}

/** Triangles drawn by the default scene (a mesh used by two nodes counts twice). */
export function countTriangles(doc: Document): number {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0]
  if (!scene) return 0
  let triangles = 0
  scene.traverse((node) => {
    for (const prim of node.getMesh()?.listPrimitives() ?? []) {
      const mode = prim.getMode()
      // 4 TRIANGLES, 5 TRIANGLE_STRIP, 6 TRIANGLE_FAN; points and lines draw no triangles.
      if (mode >= 4) triangles += getGLPrimitiveCount(prim)
    }
  })
  return triangles
}

/** The AR budget warnings for a model of this many triangles and optimized bytes. */
export function budgetWarnings(triangles: number, bytes: number): string[] {
  const warnings: string[] = []
  if (triangles > AR_BUDGET.triangles) warnings.push(MEDIA_MESSAGES.tooManyTriangles(triangles))
  if (bytes > AR_BUDGET.bytes) warnings.push(MEDIA_MESSAGES.tooHeavy(bytes))
  return warnings
}
