import { Text } from '@react-three/drei'
import { Suspense, useEffect, useState } from 'react'
import * as THREE from 'three'
import type { MediaAsset } from '@shared/scene/media-factories'
import type { SceneAsset } from '@shared/scene/schema'
import abeezee from '@fontsource/abeezee/files/abeezee-latin-400-normal.woff?url'

/** Width and height the upload recorded, when it did (assets may gain optional width/height). */
export function assetDimensions(asset: SceneAsset | undefined): [number | undefined, number | undefined] {
  const a = asset as (SceneAsset & Partial<MediaAsset>) | undefined
  return [a?.width, a?.height]
}

/**
 * A texture loaded without Suspense, so a broken file becomes a placeholder instead of an error
 * that takes the canvas down; disposed when the URL changes or the node goes.
 */
export function useLoadedTexture(url: string | undefined, srgb = true): { texture: THREE.Texture | null; error: string | null } {
  const [state, setState] = useState<{ url?: string; texture: THREE.Texture | null; error: string | null }>({ texture: null, error: null })
  useEffect(() => {
    if (!url) return
    let live = true
    let loaded: THREE.Texture | null = null
    new THREE.TextureLoader().load(
      url,
      (texture) => {
        if (srgb) texture.colorSpace = THREE.SRGBColorSpace
        loaded = texture
        if (live) setState({ url, texture, error: null })
        else texture.dispose()
      },
      undefined,
      () => live && setState({ url, texture: null, error: `could not load ${url}` }),
    )
    return () => {
      live = false
      loaded?.dispose()
    }
  }, [url, srgb])
  // A result for an earlier URL is not shown while the new one loads.
  return state.url === url ? state : { texture: null, error: null }
}

/** The spec's red plane for media that failed to load, marked with the error for tests and tools. */
export function FailedPlane({ width, height, label, reason }: { width: number; height: number; label: string; reason: string }) {
  return (
    <group>
      <mesh userData={{ loadError: reason }} name="media-load-error">
        <planeGeometry args={[width, height]} />
        <meshBasicMaterial color="#FF0000" side={THREE.DoubleSide} toneMapped={false} />
      </mesh>
      <Suspense fallback={null}>
        <Text font={abeezee} fontSize={Math.min(width, height) * 0.1} maxWidth={width * 0.9} textAlign="center" color="#FFFFFF" position={[0, 0, 0.002]}>
          {label}
        </Text>
      </Suspense>
    </group>
  )
}
