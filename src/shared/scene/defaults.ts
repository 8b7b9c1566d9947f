import { newObjectId } from '../ids'
import { DEFAULT_SMOOTHNESS } from './material-rules'
import { keyIndex, lastKey } from './order-keys'
import {
  SCENE_VERSION,
  type LightSettings,
  type Material,
  type NodeOf,
  type SceneDocument,
  type SceneNode,
  type SceneSettings,
  type ShapeType,
  type TextSettings,
  type Transform,
  type Vec3,
} from './schema'

export const identityTransform = (position: Vec3 = [0, 0, 0]): Transform => ({ position, rotation: [0, 0, 0], scale: [1, 1, 1] })

export const defaultMaterial = (albedo = '#FFFFFF'): Material => ({
  renderingMode: 'Opaque',
  shader: 'Standard',
  albedo,
  alpha: 1,
  emission: null,
  metallic: 0,
  smoothness: DEFAULT_SMOOTHNESS,
  textureAssetId: null,
  normalMapAssetId: null,
  metallicEnabled: false,
  transparency: 'Alpha',
})

/** The editor spec's default text: 3D, 'Spatial Grid', size 80, #FF6600, centred. */
export const defaultText = (): TextSettings => ({
  textType: '3D',
  content: 'Spatial Grid',
  fontFamily: 'ABeeZee',
  fontWeight: 400,
  fontStyle: 'normal',
  fontSize: 80,
  color: '#FF6600',
  horizontal: 'center',
  vertical: 'center',
  extrusion: 0.01,
  bevelSize: 0.02,
  bevelThickness: 0.02,
  bevelOffset: 0,
  bevelSegments: 3,
  curveSegments: 12,
  metalness: 0.5,
  roughness: 0.5,
})

export const defaultLight = (type: LightSettings['type']): LightSettings => ({
  type,
  color: '#FFF4D6',
  intensity: 2,
  shadow: 'soft',
  distance: 0,
  angle: Math.PI / 6,
  penumbra: 0.3,
})

export const defaultSettings = (): SceneSettings => ({
  background: '#1B1D24',
  ambientLight: { color: '#FFFFFF', intensity: 0.6 },
  directionalLight: { enabled: true, color: '#FFF4D6', intensity: 2, shadow: 'soft', position: [2, 5, 2] },
  fog: { type: 'none', color: '#1B1D24', near: 10, far: 60, density: 0.02 },
  environment: { skybox: 'color', elements: [], reflectionProbes: { mode: 'sky', intensity: 1 } },
})

export const emptyScene = (): SceneDocument => ({ schemaVersion: SCENE_VERSION, nodes: {}, assets: {}, settings: defaultSettings() })

/** A display name for a shape type: 'cube' → 'Cube'. */
export const shapeLabel = (shape: ShapeType) => shape[0].toUpperCase() + shape.slice(1)

/** The spec's naming: Cube, Cube1, Cube2… per base name, never reusing a name that exists. */
export function nextName(doc: SceneDocument, baseName: string): string {
  const taken = new Set(Object.values(doc.nodes).map((n) => n.name))
  if (!taken.has(baseName)) return baseName
  for (let i = 1; ; i++) if (!taken.has(`${baseName}${i}`)) return `${baseName}${i}`
}

/** The order key after every child of `parentId`: a new node goes last. */
export const nextOrder = (doc: SceneDocument, parentId: string | null = null): string => lastKey(doc.nodes, parentId)

/** The integer after every child's key's integer part (the assistant numbers what it adds from it; indexKey turns it into a key). */
export function nextIndex(doc: SceneDocument, parentId: string | null = null): number {
  let max = -1
  for (const node of Object.values(doc.nodes)) if (node.parentId === parentId) max = Math.max(max, keyIndex(node.order))
  return max + 1
}

type Common = Pick<SceneNode, 'id' | 'name' | 'parentId' | 'order' | 'visible' | 'transform' | 'events'>
function common(doc: SceneDocument, name: string, position: Vec3 = [0, 0, 0]): Common {
  return { id: newObjectId(), name: nextName(doc, name), parentId: null, order: nextOrder(doc), visible: true, transform: identityTransform(position), events: [] }
}

export const createShape = (doc: SceneDocument, shape: ShapeType, position?: Vec3, albedo = '#FFFFFF'): NodeOf<'shape'> => ({
  ...common(doc, shapeLabel(shape), position),
  kind: 'shape',
  shape,
  material: defaultMaterial(albedo),
})

export const createLight = (doc: SceneDocument, type: LightSettings['type'], position: Vec3 = [2, 4, 2]): NodeOf<'light'> => ({
  ...common(doc, `${shapeLabel(type as ShapeType)} Light`, position),
  kind: 'light',
  light: defaultLight(type),
})

export const createText = (doc: SceneDocument, textType: '2D' | '3D' = '3D', position?: Vec3): NodeOf<'text'> => ({
  ...common(doc, 'Text', position),
  kind: 'text',
  text: { ...defaultText(), textType },
})

export const createHotspot = (doc: SceneDocument, position?: Vec3): NodeOf<'hotspot'> => ({
  ...common(doc, 'Hotspot', position),
  kind: 'hotspot',
  label: 'Tap to learn more',
  color: '#7C6CFF',
})

export const createGroup = (doc: SceneDocument, position?: Vec3): NodeOf<'group'> => ({ ...common(doc, 'Group', position), kind: 'group' })

export const createModel = (doc: SceneDocument, assetId: string, name: string, position?: Vec3): NodeOf<'model'> => ({
  ...common(doc, name, position),
  kind: 'model',
  assetId,
  material: null,
})
