import * as THREE from 'three'
import { planeSize } from '@shared/scene/media-layout'
import { MEDIA_MESSAGES } from '@shared/scene/media-settings'
import type { NodeOf, SceneDocument } from '@shared/scene/schema'
import { assetDimensions, FailedPlane, useLoadedTexture } from './media-common'
import { materialProps, programKey, unlitProps } from './core/material-props'

/** The three media kinds as R3F content; scene-view.tsx picks one per node kind. */
export { VideoContent } from './video-content'
export { AudioContent } from './audio-content'

/** Formats whose pixels may carry alpha; a JPEG never does, so it never pays for blending. */
const MAY_HAVE_ALPHA = /png|gif|webp|svg/i

/** An image: a plane with the picture, shorter side 1, under the node's material settings. */
export function ImageContent({ node, assets }: { node: NodeOf<'image'>; assets: SceneDocument['assets'] }) {
  const asset = assets[node.assetId]
  const m = node.material
  const { texture, error } = useLoadedTexture(asset?.url)
  // Colour pictures in sRGB, data maps (normal, metal) linear, as on shapes (core/materials.ts).
  const mapUrl = (id: string | null | undefined) => (id ? assets[id]?.url : undefined)
  const normal = useLoadedTexture(mapUrl(m.normalMapAssetId), false).texture
  const metal = useLoadedTexture(mapUrl(m.metallicMapAssetId), false).texture
  const glow = useLoadedTexture(mapUrl(m.emissionMapAssetId)).texture
  const image = texture?.image as { width?: number; height?: number } | undefined
  const [w, h] = image?.width ? planeSize(image.width, image.height) : planeSize(...assetDimensions(asset))

  if (!asset || error) return <FailedPlane width={w} height={h} label={MEDIA_MESSAGES.imageLoadFailed} reason={error ?? `missing asset ${node.assetId}`} />

  // The picture is the colour map; the node's material settings do the rest, as on shapes.
  const props = materialProps(m, { map: texture, normalMap: normal, metalnessMap: metal, emissiveMap: glow }, { textureHasAlpha: MAY_HAVE_ALPHA.test(asset.mime || asset.url) })
  const unlit = m.shader === 'Unlit'
  return (
    <mesh castShadow receiveShadow>
      <planeGeometry args={[w, h]} />
      {/* Until the picture arrives the plane stays faint, so the author can still see and pick it. */}
      {/* Keyed, so the loading material's settings never linger on the real one. */}
      {!texture ? (
        <meshBasicMaterial key="loading" color="#3A3F4E" transparent opacity={0.4} side={THREE.DoubleSide} />
      ) : unlit ? (
        <meshBasicMaterial key={programKey(props, true)} {...unlitProps(props)} side={THREE.DoubleSide} toneMapped={false} />
      ) : (
        <meshStandardMaterial key={programKey(props, false)} {...props} side={THREE.DoubleSide} />
      )}
    </mesh>
  )
}
