import * as THREE from 'three'
import { planeSize } from '@shared/scene/media-factories'
import { MEDIA_MESSAGES } from '@shared/scene/media-settings'
import type { NodeOf, SceneDocument } from '@shared/scene/schema'
import { assetDimensions, FailedPlane, useLoadedTexture } from './media-common'

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
  const normal = useLoadedTexture(m.normalMapAssetId ? assets[m.normalMapAssetId]?.url : undefined, false).texture
  const image = texture?.image as { width?: number; height?: number } | undefined
  const [w, h] = image?.width ? planeSize(image.width, image.height) : planeSize(...assetDimensions(asset))

  if (!asset || error) return <FailedPlane width={w} height={h} label={MEDIA_MESSAGES.imageLoadFailed} reason={error ?? `missing asset ${node.assetId}`} />

  const transparent = m.renderingMode === 'Fade' || m.renderingMode === 'Transparent' || m.alpha < 1 || MAY_HAVE_ALPHA.test(asset.mime || asset.url)
  const common = {
    map: texture,
    color: m.albedo,
    transparent,
    opacity: m.alpha,
    alphaTest: m.renderingMode === 'Cutout' ? 0.5 : 0,
    side: THREE.DoubleSide,
  }
  return (
    <mesh castShadow receiveShadow>
      <planeGeometry args={[w, h]} />
      {/* Until the picture arrives the plane stays faint, so the author can still see and pick it. */}
      {/* Keyed, so the loading material's settings never linger on the real one. */}
      {!texture ? (
        <meshBasicMaterial key="loading" color="#3A3F4E" transparent opacity={0.4} side={THREE.DoubleSide} />
      ) : m.shader === 'Unlit' ? (
        <meshBasicMaterial key="unlit" {...common} toneMapped={false} />
      ) : (
        <meshStandardMaterial
          key="lit"
          {...common}
          normalMap={normal}
          metalness={m.metallic}
          roughness={1 - m.smoothness}
          emissive={m.emission ?? '#000000'}
          emissiveIntensity={m.emission ? 0.5 : 0}
        />
      )}
    </mesh>
  )
}
