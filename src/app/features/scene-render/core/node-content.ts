import { DirectionalLight, DoubleSide, FrontSide, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, PointLight, RingGeometry, SphereGeometry, SpotLight, type Object3D } from 'three'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { isFlatShape, shapeGeometry } from './geometries'
import { buildMaterial, disposeMaterial, hasMaps, loadMaterialTextures } from './materials'
import { spriteContent, spriteKey, vectorContent } from './vector-sprite-content'
import { arrivingContent } from './arriving-content'
import type { SplatStage } from './splat-content'

/** What a node draws inside its transform group, and how to let it go. */
export interface NodeContent {
  object: Object3D | null
  /** Settles once what the content loads (maps, models) has arrived; the first frame waits for it. */
  ready: Promise<void>
  dispose: () => void
  /** Takes a changed node in place when it can (a shape's new material); false: remake the content. */
  update?: (node: SceneNode) => boolean
  /** The node was placed (moved, scaled, re-parented): content that depends on where it is looks again. */
  placed?: () => void
}

export interface ContentContext {
  assets: SceneDocument['assets']
  studio: boolean
  /** The gain on the document's own lights and glowing surfaces now (night-exposure.ts); read at each (re)build. */
  lightGain: () => number
  loadModel: (url: string) => Promise<Object3D>
  /** Called when content that loads later has arrived (the look redraws its contact shadow). */
  changed: () => void
  /** One more frame and nothing else (a sprite's next frame): no shadow redraw, no batch rebuild. */
  redraw: () => void
  /** Where splats are drawn (the scene and its renderer); without it (tests, no renderer) a splat draws nothing. */
  splatStage?: SplatStage | null
}

const NOTHING: NodeContent = { object: null, ready: Promise.resolve(), dispose: () => undefined }

/**
 * What decides a node's content, apart from its transform, visibility, name and events: when this
 * key is unchanged an update only moves or shows/hides the group; otherwise the content is remade.
 */
export function contentKey(node: SceneNode, assets: SceneDocument['assets'], lightGain = 1): string {
  switch (node.kind) {
    case 'shape':
      // A glowing surface glows by the night's gain: it changes with the sky, not the node.
      return `shape|${node.shape}|${JSON.stringify(node.material)}|${hasMaps(node.material, assets) ? JSON.stringify(node.material, mapUrls(assets)) : ''}${node.material.emission !== null ? `|${lightGain}` : ''}`
    case 'light':
      return `light|${JSON.stringify(node.light)}|${lightGain}`
    case 'hotspot':
      return `hotspot|${node.color}|${node.label}`
    case 'model':
      return `model|${assets[node.assetId]?.url ?? ''}`
    case 'text':
      // 2D (SDF) text is the R3F layer's: the core draws 3D text.
      return node.text.textType === '3D' ? `text|${JSON.stringify(node.text)}` : 'text2d'
    case 'group':
      return 'group'
    case 'vector':
      return `vector|${assets[node.assetId]?.url ?? ''}|${JSON.stringify(node.vector)}`
    case 'sprite':
      return spriteKey(node, assets)
    case 'splat':
      // The crop is in the key so that a changed one reaches update(), which moves it in place.
      return `splat|${assets[node.assetId]?.url ?? ''}|${JSON.stringify(node.crop ?? null)}`
    default:
      // Text, media and the rest are drawn by the R3F layer (loaded only for scenes that have them).
      return node.kind
  }
}

const mapUrls = (assets: SceneDocument['assets']) => (key: string, value: unknown) => (key.endsWith('AssetId') && typeof value === 'string' ? assets[value]?.url ?? value : value)

function shapeContent(node: Extract<SceneNode, { kind: 'shape' }>, ctx: ContentContext): NodeContent {
  const side = isFlatShape(node.shape) ? DoubleSide : FrontSide
  const mesh = new Mesh(shapeGeometry(node.shape), buildMaterial(node.material, side, ctx.studio, {}, ctx.lightGain()))
  mesh.castShadow = mesh.receiveShadow = true
  let disposed = false
  let request = 0
  const content: NodeContent = {
    object: mesh,
    ready: Promise.resolve(),
    dispose: () => {
      disposed = true
      disposeMaterial(mesh.material)
    },
  }
  const setMaterial = (material: typeof node.material) => {
    const mine = ++request
    disposeMaterial(mesh.material)
    mesh.material = buildMaterial(material, side, ctx.studio, {}, ctx.lightGain())
    if (!hasMaps(material, ctx.assets)) return Promise.resolve()
    return loadMaterialTextures(material, ctx.assets).then((textures) => {
      if (disposed || mine !== request) return
      disposeMaterial(mesh.material)
      mesh.material = buildMaterial(material, side, ctx.studio, textures, ctx.lightGain())
      ctx.changed()
    })
  }
  content.ready = hasMaps(node.material, ctx.assets) ? setMaterial(node.material) : Promise.resolve()
  // Another material on the same shape: the mesh (and its place in the scene graph) stays.
  content.update = (next) => {
    if (next.kind !== 'shape' || next.shape !== node.shape) return false
    content.ready = setMaterial(next.material)
    return true
  }
  return content
}

function lightContent(node: Extract<SceneNode, { kind: 'light' }>, gain: number): NodeContent {
  const l = node.light
  // The local lights take the night's gain; a directional light stands for the sun or the moon.
  const light =
    l.type === 'point'
      ? new PointLight(l.color, l.intensity * 3 * gain, l.distance)
      : l.type === 'spot'
        ? new SpotLight(l.color, l.intensity * 3 * gain, l.distance, l.angle, l.penumbra)
        : new DirectionalLight(l.color, l.intensity)
  light.castShadow = l.shadow !== 'none'
  return { object: light, ready: Promise.resolve(), dispose: () => light.shadow?.dispose?.() }
}

const hotspotBall = new SphereGeometry(0.12, 24, 16)
const hotspotRing = new RingGeometry(0.18, 0.24, 32)

/** The marker of a hotspot; its label (troika text) belongs to the R3F layer. */
function hotspotContent(node: Extract<SceneNode, { kind: 'hotspot' }>): NodeContent {
  const group = new Group()
  const ballMaterial = new MeshStandardMaterial({ color: node.color, emissive: node.color, emissiveIntensity: 0.6 })
  const ringMaterial = new MeshBasicMaterial({ color: node.color, transparent: true, opacity: 0.7, side: DoubleSide })
  const ring = new Mesh(hotspotRing, ringMaterial)
  ring.rotation.x = -Math.PI / 2
  ring.position.y = -0.01
  group.add(new Mesh(hotspotBall, ballMaterial), ring)
  return { object: group, ready: Promise.resolve(), dispose: () => (ballMaterial.dispose(), ringMaterial.dispose()) }
}

function modelContent(node: Extract<SceneNode, { kind: 'model' }>, ctx: ContentContext): NodeContent {
  const url = ctx.assets[node.assetId]?.url
  if (!url) return NOTHING
  return arrivingContent(ctx, `Model ${url} could not be loaded`, () => ctx.loadModel(url).then((object) => ({ object })))
}

/**
 * Extruded 3D text. The font and the geometry code load only for scenes with text (a chunk of
 * their own, so the viewer's first script stays without them); the node draws nothing meanwhile.
 */
function textContent(node: Extract<SceneNode, { kind: 'text' }>, ctx: ContentContext): NodeContent {
  const holder = new Group()
  const t = node.text
  let disposed = false
  let mesh: Mesh | null = null
  let grounded: ((mesh: Mesh) => boolean) | null = null
  // A title floating in the air threw its words as a second, dark and slanted title across the
  // floor: only text standing on (or near) the ground casts a shadow.
  const placed = () => {
    if (!mesh || !grounded) return
    mesh.updateWorldMatrix(true, false)
    mesh.castShadow = grounded(mesh)
  }
  const ready = Promise.all([import('./text-geometry'), import('../font-resolver')])
    .then(async ([geometry, fonts]) => {
      const font = await fonts.typefaceFor(t.fontFamily, t.fontWeight, fonts.wantsItalic(t.fontFamily, t.fontWeight, t.fontStyle))
      const shape = font ? geometry.buildTextGeometry(font, t) : null
      if (disposed || !shape) return void shape?.dispose()
      mesh = new Mesh(shape, new MeshStandardMaterial({ color: t.color, metalness: t.metalness, roughness: t.roughness }))
      mesh.receiveShadow = true
      // The camera fit turns to face what is meant to be read.
      mesh.userData.readable = true
      grounded = (m) => geometry.standsOnGround(m.matrixWorld, shape.boundingBox!)
      holder.add(mesh)
      placed()
      ctx.changed()
    })
    .catch((error) => console.warn('3D text could not be drawn', error))
  return {
    object: holder,
    ready,
    placed,
    dispose: () => {
      disposed = true
      mesh?.geometry.dispose()
      ;(mesh?.material as MeshStandardMaterial | undefined)?.dispose()
    },
  }
}

/** A Gaussian splat, drawn by Spark; its module (and Spark) load only here, for scenes that hold one. */
function splatContent(node: Extract<SceneNode, { kind: 'splat' }>, ctx: ContentContext): NodeContent {
  const asset = ctx.assets[node.assetId]
  const url = asset?.url
  const stage = ctx.splatStage
  if (!url || !stage) return NOTHING
  const holder = new Group()
  // The AR exporters leave this out (exportable-scene.ts): USDZ and glTF cannot carry splats.
  holder.userData.splat = true
  // A crop changed while the file loads is the one it arrives with.
  let crop = node.crop
  let setCrop: ((next: typeof crop) => void) | null = null
  const content = arrivingContent(
    ctx,
    `Splat ${url} could not be loaded`,
    () =>
      import('./splat-content')
        .then((splats) => splats.loadSplat(stage, url, asset?.type === 'splat' ? asset.splats : undefined))
        .then((loaded) => {
          loaded.crop(crop)
          setCrop = loaded.crop
          return loaded
        }),
    holder,
  )
  // Only the crop changed (the file is in the key too): the loaded splats stay, the box moves.
  content.update = (next) => {
    if (next.kind !== 'splat' || next.assetId !== node.assetId) return false
    crop = next.crop
    setCrop?.(crop)
    ctx.redraw()
    return true
  }
  return content
}

/** The node's own content (not its children, not its transform). */
export function buildContent(node: SceneNode, ctx: ContentContext): NodeContent {
  switch (node.kind) {
    case 'shape':
      return shapeContent(node, ctx)
    case 'light':
      return lightContent(node, ctx.lightGain())
    case 'hotspot':
      return hotspotContent(node)
    case 'model':
      return modelContent(node, ctx)
    case 'text':
      return node.text.textType === '3D' ? textContent(node, ctx) : NOTHING
    case 'vector':
      return vectorContent(node, ctx)
    case 'sprite':
      return spriteContent(node, ctx)
    case 'splat':
      return splatContent(node, ctx)
    default:
      return NOTHING
  }
}
