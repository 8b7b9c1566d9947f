import { NoColorSpace, RepeatWrapping, SRGBColorSpace, type ColorSpace, type Texture } from 'three'
import { DEFAULT_SMOOTHNESS, isMetallicOn, transparencyOf } from '@shared/scene/material-rules'
import type { Material } from '@shared/scene/schema'

/** Loaded maps of a material, by three's property names. */
export interface MaterialTextures {
  map?: Texture | null
  normalMap?: Texture | null
  metalnessMap?: Texture | null
  emissiveMap?: Texture | null
}

/** Colour maps hold sRGB pictures; normal and metal maps hold data, read as stored (linear). */
export const MAP_COLOR_SPACE: Record<keyof MaterialTextures, ColorSpace> = {
  map: SRGBColorSpace,
  emissiveMap: SRGBColorSpace,
  normalMap: NoColorSpace,
  metalnessMap: NoColorSpace,
}

export interface StandardProps {
  color: string
  map: Texture | null
  transparent: boolean
  opacity: number
  alphaTest: number
  depthWrite: boolean
  metalness: number
  roughness: number
  metalnessMap: Texture | null
  normalMap: Texture | null
  emissive: string
  emissiveIntensity: number
  emissiveMap: Texture | null
}
export type UnlitProps = Pick<StandardProps, 'color' | 'map' | 'transparent' | 'opacity' | 'alphaTest' | 'depthWrite'>

/** Discards only (nearly) empty pixels: no visible cut edge, but clear areas stop hiding what is behind. */
const ALPHA_CLIP = 0.01

/**
 * The material's settings as three.js material props (pure, so it is tested without WebGL).
 *
 * Rendering modes: Opaque draws solid unless alpha is below 1 (older scenes rely on the Alpha
 * slider alone); Cutout keeps pixels whose alpha is at least 0.5 and draws the rest not at all;
 * Fade and Transparent blend, as set by Transparency:
 * - Alpha: blended but still writing depth, with empty pixels clipped. A faded object hides its
 *   own back faces and sorts like a solid; the reading for objects that are mostly one surface.
 * - Blend: blended without writing depth, so everything behind, its own far side and other
 *   transparent objects included, shows through (glass, water, smoke).
 * `textureHasAlpha` (a PNG picture on an image node) makes even Opaque blend, as the picture asks.
 */
export function materialProps(m: Material, textures: MaterialTextures = {}, options: { textureHasAlpha?: boolean } = {}): StandardProps {
  const blendedMode = m.renderingMode === 'Fade' || m.renderingMode === 'Transparent'
  const cutout = m.renderingMode === 'Cutout'
  const transparent = !cutout && (blendedMode || m.alpha < 1 || !!options.textureHasAlpha)
  const blend = blendedMode && transparencyOf(m) === 'Blend'
  const metal = isMetallicOn(m)
  const emission = m.emission !== null
  return {
    color: m.albedo,
    map: textures.map ?? null,
    transparent,
    opacity: m.alpha,
    alphaTest: cutout ? 0.5 : transparent && !blend ? ALPHA_CLIP : 0,
    depthWrite: !blend,
    metalness: metal ? m.metallic : 0,
    roughness: 1 - (metal ? m.smoothness : DEFAULT_SMOOTHNESS),
    // three multiplies the map by the metalness value, as the albedo colour multiplies the texture.
    metalnessMap: metal && m.metallicMapAssetId ? (textures.metalnessMap ?? null) : null,
    normalMap: m.normalMapAssetId ? (textures.normalMap ?? null) : null,
    emissive: m.emission ?? '#000000',
    emissiveIntensity: emission ? 0.5 : 0,
    // The emission colour tints the map; white (the toggle's default) shows the map as it is.
    emissiveMap: emission && m.emissionMapAssetId ? (textures.emissiveMap ?? null) : null,
  }
}

/** The Unlit shader's subset: colour, texture and transparency, no light response. */
export function unlitProps(p: StandardProps): UnlitProps {
  return { color: p.color, map: p.map, transparent: p.transparent, opacity: p.opacity, alphaTest: p.alphaTest, depthWrite: p.depthWrite }
}

/**
 * What the shader program is compiled for: three does not recompile when `transparent` or a map
 * appears or goes, so the material element is keyed by this and remade when it changes.
 */
export function programKey(p: StandardProps, unlit: boolean): string {
  return [unlit ? 'unlit' : 'lit', p.transparent, p.alphaTest > 0, !!p.map, !!p.normalMap, !!p.metalnessMap, !!p.emissiveMap].join('|')
}

/** Which asset goes in which three map slot, for the maps that the settings use. */
export function materialMapUrls(m: Material, url: (id: string) => string | undefined): Partial<Record<keyof MaterialTextures, string>> {
  const urls: Partial<Record<keyof MaterialTextures, string>> = {}
  const put = (key: keyof MaterialTextures, id: string | null | undefined) => {
    const u = id ? url(id) : undefined
    if (u) urls[key] = u
  }
  put('map', m.textureAssetId)
  put('normalMap', m.normalMapAssetId)
  if (isMetallicOn(m)) put('metalnessMap', m.metallicMapAssetId)
  if (m.emission !== null) put('emissiveMap', m.emissionMapAssetId)
  return urls
}

/**
 * Loaded textures are cached per URL and shared by every node, and one picture may be a colour
 * map here and a normal map there: each slot gets its own copy with its colour space and repeat
 * wrapping (copies share the decoded picture; the shared original is never changed).
 */
export function slotTexture(source: Texture | null | undefined, colorSpace: ColorSpace): Texture | null {
  if (!source) return null
  const copy = source.clone()
  copy.colorSpace = colorSpace
  copy.wrapS = copy.wrapT = RepeatWrapping
  copy.needsUpdate = true
  return copy
}
