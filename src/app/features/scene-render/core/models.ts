import { Box3, LoaderUtils, Vector3, type Mesh, type Object3D } from 'three'
import type { GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import type { DRACOLoader } from 'three/examples/jsm/loaders/DRACOLoader.js'
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js'

/** Decoders we serve ourselves (vendor-assets plugin): never a CDN. */
export const DRACO_PATH = '/vendor/draco/'

let loader: Promise<GLTFLoader> | null = null
const files = new Map<string, Promise<GLTF>>()

/*
 * The decoders load with the first file that needs them, not with the viewer's first script:
 * meshopt's carries its WebAssembly inline (29 KB) and most published scenes never use Draco.
 * GLTFLoader asks a meshopt decoder for decodeGltfBufferAsync and a Draco loader for preload()
 * and decodeDracoFile(); these stand-ins answer those by importing the real ones.
 */
const lazyMeshopt = {
  supported: typeof WebAssembly === 'object',
  ready: Promise.resolve(),
  async decodeGltfBufferAsync(count: number, stride: number, source: Uint8Array, mode: string, filter?: string) {
    const { MeshoptDecoder } = await import('three/examples/jsm/libs/meshopt_decoder.module.js')
    await MeshoptDecoder.ready
    const target = new Uint8Array(count * stride)
    MeshoptDecoder.decodeGltfBuffer(target, count, stride, source, mode, filter)
    return target
  },
}

type DracoDecode = (...args: [ArrayBuffer, (geometry: unknown) => void, unknown?, unknown?, string?, ((error: Error) => void)?]) => void
type DracoLike = DRACOLoader & { decodeDracoFile: DracoDecode }
let draco: Promise<DracoLike> | null = null
const realDraco = () => (draco ??= import('three/examples/jsm/loaders/DRACOLoader.js').then(({ DRACOLoader }) => new DRACOLoader().setDecoderPath(DRACO_PATH) as DracoLike))
const lazyDraco = {
  preload() {
    void realDraco().then((d) => d.preload())
    return lazyDraco
  },
  decodeDracoFile(...args: Parameters<DracoDecode>) {
    const onError = args[5]
    realDraco().then((d) => d.decodeDracoFile(...args), (error: unknown) => onError?.(error as Error))
  },
}

/**
 * Optimized uploads use meshopt; Draco files decode with the decoder we serve. GLTFLoader itself
 * is a chunk of its own (11 KB gzip): a scene of shapes, images and text never downloads it, and
 * a scene with models fetches it beside the model's bytes, not before them.
 */
function gltfLoader(): Promise<GLTFLoader> {
  loader ??= import('three/examples/jsm/loaders/GLTFLoader.js').then(({ GLTFLoader }) => {
    const made = new GLTFLoader()
    made.setDRACOLoader(lazyDraco as unknown as DRACOLoader)
    made.setMeshoptDecoder(lazyMeshopt as unknown as Parameters<GLTFLoader['setMeshoptDecoder']>[0])
    return made
  })
  loader.catch(() => (loader = null))
  return loader
}
/** The loader every model goes through (exported for the decoder tests). */
export const modelLoader = gltfLoader

async function fileBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`fetch for "${url}" responded with ${response.status}: ${response.statusText}`)
  return response.arrayBuffer()
}

/** One download and parse per URL; every node that shows the file gets its own copy. */
export function loadGltf(url: string): Promise<GLTF> {
  let file = files.get(url)
  if (!file) {
    // A .gltf's buffers and textures resolve against the file's own folder, as loadAsync does.
    file = Promise.all([gltfLoader(), fileBytes(url)]).then(([made, bytes]) => made.parseAsync(bytes, LoaderUtils.extractUrlBase(url)))
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
