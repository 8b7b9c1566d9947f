import { useLoader } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import type { Material, SceneDocument } from '@shared/scene/schema'
import { studioLookOn } from './core/look-flag'
import { glassProps, isGlass } from './core/glass'
import { MAP_COLOR_SPACE, slotTexture, materialMapUrls, materialProps, programKey, unlitProps, type MaterialTextures, type StandardProps } from './core/material-props'

type Assets = SceneDocument['assets']

/** The material of a shape (or any mesh with material settings), maps and all. */
export function ShapeMaterial({ material, assets, side }: { material: Material; assets: Assets; side: THREE.Side }) {
  const urls = materialMapUrls(material, (id) => assets[id]?.url)
  // Without maps nothing loads, so nothing suspends.
  if (Object.keys(urls).length === 0) return <SettingsMaterial props={materialProps(material)} unlit={material.shader === 'Unlit'} side={side} />
  return <TexturedMaterial material={material} urls={urls} side={side} />
}

/**
 * The shape material with maps, as scene-view.tsx has drawn it so far; the `props` it passes are
 * no longer needed (everything comes from the material).
 */
export function MappedMaterial({ material, assets, side }: { material: Material; assets: Assets; side: THREE.Side; props?: Record<string, unknown> }) {
  return <ShapeMaterial material={material} assets={assets} side={side} />
}

function SettingsMaterial({ props, unlit, side }: { props: StandardProps; unlit: boolean; side: THREE.Side }) {
  const key = programKey(props, unlit)
  if (unlit) return <meshBasicMaterial key={key} {...unlitProps(props)} side={side} />
  // Clear see-through blends read as glass: physical transmission (it refracts what is behind and
  // keeps its reflections at full strength, where a faded material fades its highlights too).
  if (studioLookOn() && isGlass(props)) return <meshPhysicalMaterial key={`${key}|glass`} {...glassProps(props)} side={side} />
  return <meshStandardMaterial key={key} {...props} side={side} />
}

/** Loading a map suspends only this node; the colour multiplies the texture as in other engines. */
function TexturedMaterial({ material, urls, side }: { material: Material; urls: Partial<Record<keyof MaterialTextures, string>>; side: THREE.Side }) {
  const keys = Object.keys(urls) as (keyof MaterialTextures)[]
  // R3F's loader cache, not drei's useTexture: that one uploads the shared originals to the GPU,
  // and only the slot copies below are ever drawn.
  const loaded = useLoader(THREE.TextureLoader, keys.map((k) => urls[k]!))
  const textures = useSlotTextures(Object.fromEntries(keys.map((k, i) => [k, loaded[i]])))
  return <SettingsMaterial props={materialProps(material, textures)} unlit={material.shader === 'Unlit'} side={side} />
}

/**
 * Loaded textures are cached per URL and shared by every node, and one picture may be a colour
 * map here and a normal map there: each slot gets its own copy with its colour space and repeat
 * wrapping (copies share the decoded picture; the shared original is never changed).
 */
function useSlotTextures(loaded: MaterialTextures): MaterialTextures {
  const { map, normalMap, metalnessMap, emissiveMap } = loaded
  const textures = useMemo(() => {
    const out: MaterialTextures = {}
    const slots = { map, normalMap, metalnessMap, emissiveMap }
    for (const key of Object.keys(slots) as (keyof MaterialTextures)[]) out[key] = slotTexture(slots[key], MAP_COLOR_SPACE[key])
    return out
  }, [map, normalMap, metalnessMap, emissiveMap])
  useEffect(() => () => Object.values(textures).forEach((t) => t?.dispose()), [textures])
  return textures
}
