import { MeshBasicMaterial, MeshPhysicalMaterial, MeshStandardMaterial, TextureLoader, type Material as ThreeMaterial, type Side, type Texture } from 'three'
import type { Material, SceneDocument } from '@shared/scene/schema'
import { glassProps, isGlass } from './glass'
import { MAP_COLOR_SPACE, materialMapUrls, materialProps, programKey, slotTexture, unlitProps, type MaterialTextures } from './material-props'

/**
 * The three material for a document material, as the R3F layer's ShapeMaterial draws it: Unlit
 * is a basic material, clear blends are physical glass with the studio look, the rest standard.
 * `lightGain` scales the glow of an emissive surface (a night scene's, night-exposure.ts).
 */
export function buildMaterial(material: Material, side: Side, studio: boolean, textures: MaterialTextures = {}, lightGain = 1): ThreeMaterial {
  const props = materialProps(material, textures)
  props.emissiveIntensity *= lightGain
  if (material.shader === 'Unlit') return new MeshBasicMaterial({ ...unlitProps(props), side })
  if (studio && isGlass(props)) return new MeshPhysicalMaterial({ ...glassProps(props), side })
  return new MeshStandardMaterial({ ...props, side })
}

/** What the compiled program depends on (a change needs a new material, not new uniforms). */
export const materialProgramKey = (material: Material, textures: MaterialTextures = {}) => programKey(materialProps(material, textures), material.shader === 'Unlit')

const loader = new TextureLoader()
const pictures = new Map<string, Promise<Texture>>()

/** One decode per URL, shared by every node; each slot then takes its own copy (slotTexture). */
function picture(url: string): Promise<Texture> {
  let p = pictures.get(url)
  if (!p) {
    p = loader.loadAsync(url)
    // A failed load is forgotten, so a later document can try again.
    p.catch(() => pictures.delete(url))
    pictures.set(url, p)
  }
  return p
}

/** The material's maps, loaded, each in its slot's colour space; empty when it has none. */
export async function loadMaterialTextures(material: Material, assets: SceneDocument['assets']): Promise<MaterialTextures> {
  const urls = materialMapUrls(material, (id) => assets[id]?.url)
  const out: MaterialTextures = {}
  await Promise.all(
    (Object.keys(urls) as (keyof MaterialTextures)[]).map(async (key) => {
      const source = await picture(urls[key]!).catch(() => null)
      out[key] = slotTexture(source, MAP_COLOR_SPACE[key])
    }),
  )
  return out
}

export const hasMaps = (material: Material, assets: SceneDocument['assets']) => Object.keys(materialMapUrls(material, (id) => assets[id]?.url)).length > 0

/** Frees a material and the slot copies it owns (the shared decoded pictures stay cached). */
export function disposeMaterial(m: ThreeMaterial | ThreeMaterial[]) {
  for (const one of Array.isArray(m) ? m : [m]) {
    const maps = one as unknown as Record<string, Texture | null | undefined>
    for (const key of ['map', 'normalMap', 'metalnessMap', 'emissiveMap']) maps[key]?.dispose?.()
    one.dispose()
  }
}
