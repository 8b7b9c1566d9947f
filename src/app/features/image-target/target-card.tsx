import { useEffect, useMemo, useState } from 'react'
import { DoubleSide, EdgesGeometry, PlaneGeometry, SRGBColorSpace, TextureLoader, type Texture } from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { targetSize } from './target-geometry'

const noRaycast = () => null

/**
 * The image target in the editor and its preview: the picture as a flat card at the origin, at its
 * printed width (cm) and its aspect, lying where the real picture will be. It is a reference only:
 * not in the document's nodes, so never selected, saved as an object, exported or published.
 */
export function TargetCard({ doc }: { doc: SceneDocument }) {
  const target = doc.settings.imageTarget
  const asset = target ? doc.assets[target.assetId] : undefined
  const [texture, setTexture] = useState<Texture | null>(null)
  useEffect(() => {
    if (!asset) return
    let live = true
    let loaded: Texture | null = null
    new TextureLoader().load(asset.url, (t) => {
      t.colorSpace = SRGBColorSpace
      loaded = t
      if (live) setTexture(t)
      else t.dispose()
    })
    return () => {
      live = false
      loaded?.dispose()
      setTexture(null)
    }
  }, [asset])
  const size = target && asset ? targetSize(target.widthCm, asset) : null
  const edges = useMemo(() => (size ? new EdgesGeometry(new PlaneGeometry(size.width, size.height)) : null), [size?.width, size?.height]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => edges?.dispose(), [edges])
  if (!size) return null
  return (
    <group name="image-target-card" rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.001, 0]}>
      <mesh raycast={noRaycast}>
        <planeGeometry args={[size.width, size.height]} />
        {/* Unlit: the picture as printed (it hides the grid under it), not an object of the scene. */}
        {/* Keyed on the texture: a map arriving after the first draw needs a new program. */}
        <meshBasicMaterial key={texture?.uuid ?? 'none'} map={texture} color={texture ? '#ffffff' : '#555a66'} side={DoubleSide} toneMapped={false} polygonOffset polygonOffsetFactor={-1} />
      </mesh>
      {edges && (
        <lineSegments geometry={edges} raycast={noRaycast}>
          <lineBasicMaterial color="#7aa2ff" />
        </lineSegments>
      )}
    </group>
  )
}
