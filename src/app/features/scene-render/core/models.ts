import { Box3, Vector3, type Mesh, type Object3D } from 'three'
import type { GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js'
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js'
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js'

/** Decoders we serve ourselves (vendor-assets plugin): never a CDN. */
export const DRACO_PATH = '/vendor/draco/'

let loader: GLTFLoader | null = null
const files = new Map<string, Promise<GLTF>>()

/** Optimized uploads use meshopt; Draco files decode with the decoder we serve. */
function gltfLoader(): GLTFLoader {
  if (!loader) {
    loader = new GLTFLoader()
    loader.setDRACOLoader(new DRACOLoader().setDecoderPath(DRACO_PATH))
    loader.setMeshoptDecoder(MeshoptDecoder)
  }
  return loader
}

/** One download and parse per URL; every node that shows the file gets its own copy. */
export function loadGltf(url: string): Promise<GLTF> {
  let file = files.get(url)
  if (!file) {
    file = gltfLoader().loadAsync(url)
    file.catch(() => files.delete(url))
    files.set(url, file)
  }
  return file
}

/**
 * A node's copy of a model: skinned meshes re-bound to the copied bones, every mesh casting and
 * receiving shadows, and (in the viewer) models larger than `maxSize` scaled down to it.
 */
export function modelCopy(scene: Object3D, maxSize?: number): Object3D {
  const copy = cloneSkinned(scene)
  copy.traverse((o) => {
    if ((o as Mesh).isMesh) o.castShadow = o.receiveShadow = true
  })
  if (maxSize) {
    const size = new Box3().setFromObject(copy).getSize(new Vector3())
    const largest = Math.max(size.x, size.y, size.z)
    if (largest > maxSize) copy.scale.multiplyScalar(maxSize / largest)
  }
  return copy
}

/** Starts the downloads early (the viewer calls this before the renderer exists). */
export const preloadModels = (urls: string[]) => urls.forEach((u) => void loadGltf(u).catch(() => undefined))
