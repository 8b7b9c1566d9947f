import { useTexture } from '@react-three/drei'
import * as THREE from 'three'
import type { Material, SceneDocument } from '@shared/scene/schema'

/**
 * A shape's material with its texture and normal maps (image assets of the document). Loading a
 * map suspends only this node; the colour multiplies the texture as in other engines.
 */
export function MappedMaterial({ material, assets, side, props }: { material: Material; assets: SceneDocument['assets']; side: THREE.Side; props: Record<string, unknown> }) {
  const urls: Record<string, string> = {}
  const texture = material.textureAssetId ? assets[material.textureAssetId] : undefined
  const normal = material.normalMapAssetId ? assets[material.normalMapAssetId] : undefined
  if (texture) urls.map = texture.url
  if (normal) urls.normalMap = normal.url
  const maps = useTexture(urls, (loaded) => {
    const list = Array.isArray(loaded) ? loaded : [loaded]
    for (const t of list) t.wrapS = t.wrapT = THREE.RepeatWrapping
  }) as unknown as Record<string, THREE.Texture>
  if (maps.map) maps.map.colorSpace = THREE.SRGBColorSpace
  return material.shader === 'Unlit' ? <meshBasicMaterial {...props} map={maps.map ?? null} side={side} /> : <meshStandardMaterial {...props} map={maps.map ?? null} normalMap={maps.normalMap ?? null} side={side} />
}
