import type { SceneAsset, Vec3 } from './schema'

/**
 * Starter-library models the planner may use instead of building the thing from shapes. Sizes,
 * byte sizes and triangle counts are the library catalogue's (src/server/services/library/
 * library-catalog.json; library-models.test.ts keeps them equal): models stand on y = 0, centred
 * on x/z, front facing +Z. `turn` turns the model so its front matches the built-up object's
 * front (the built-up car drives along +X).
 *
 * Only nouns where one model is one thing and looks better than the shapes are listed, or a bunch
 * of them (Party Balloons, three on one weight) used only when no number was said ('balloons',
 * not 'three balloons', which stay three); trees, lamps and chairs keep
 * their shapes because other things are placed on, under or around their parts; the Park Bench
 * model broke 'four benches around a fountain' (v2 streets-004), so benches stay built up.
 */
export interface LibraryModel {
  slug: string
  name: string
  /** Catalogue keys (ObjectSpec.key) this model stands for. */
  keys: string[]
  dims: Vec3
  bytes: number
  triangles: number
  turn?: number
  /** One model is a bunch of this many: only for a plural with no number ('party balloons'). */
  bunch?: number
}

export const LIBRARY_MODELS: LibraryModel[] = [
  { slug: 'sofa', name: 'Sofa', keys: ['sofa'], dims: [2.1, 0.848, 0.925], bytes: 62644, triangles: 3128 },
  { slug: 'hatchback-car', name: 'Compact Car', keys: ['car'], dims: [1.9, 1.485, 4.362], bytes: 60508, triangles: 1628, turn: Math.PI / 2 },
  { slug: 'trophy', name: 'Gold Trophy', keys: ['trophy'], dims: [0.264, 0.33, 0.18], bytes: 22564, triangles: 948 },
  { slug: 'barrel', name: 'Wooden Barrel', keys: ['barrel'], dims: [0.615, 0.9, 0.62], bytes: 29728, triangles: 616 },
  { slug: 'gift-box', name: 'Gift Box', keys: ['gift'], dims: [0.43, 0.467, 0.43], bytes: 22956, triangles: 908 },
  { slug: 'party-balloons', name: 'Party Balloons', keys: ['balloon'], dims: [0.964, 1.835, 0.579], bytes: 31876, triangles: 1260, bunch: 3 },
  { slug: 'bicycle', name: 'Bicycle', keys: ['bicycle'], dims: [0.6, 0.979, 1.724], bytes: 72228, triangles: 2372, turn: Math.PI / 2 },
]

/** The scene asset id of a library model: fixed, so a second sofa reuses the first one's asset. */
export const libraryAssetId = (slug: string) => `library-${slug}`

const BY_KEY = new Map(LIBRARY_MODELS.flatMap((m) => m.keys.map((k) => [k, m] as const)))
const BY_ASSET = new Map(LIBRARY_MODELS.map((m) => [libraryAssetId(m.slug), m]))

export const libraryModelFor = (key: string | undefined): LibraryModel | undefined => (key ? BY_KEY.get(key) : undefined)

/** The real size of a model node's asset when it is a library model the planner placed. */
export const libraryDims = (assetId: string): Vec3 | undefined => BY_ASSET.get(assetId)?.dims

export function libraryAsset(m: LibraryModel): SceneAsset {
  return { id: libraryAssetId(m.slug), type: 'model', name: `${m.slug}.glb`, url: `/library/models/${m.slug}.glb`, size: m.bytes, mime: 'model/gltf-binary', triangles: m.triangles }
}
