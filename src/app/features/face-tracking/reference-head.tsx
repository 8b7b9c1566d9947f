import { useEffect, useMemo } from 'react'
import { headGeometry } from './head-geometry'

const noRaycast = () => null

/**
 * The Face Tracking project's reference head in the editor and its preview: a neutral mannequin at
 * the face space's origin, at a real head's size, to place glasses, hats, masks and text on. Like
 * the image target's card it is not in the document's nodes: never selected, saved, exported or
 * published (the viewer has the viewer's own head there).
 */
export function ReferenceHead() {
  const geometry = useMemo(() => headGeometry(4), [])
  useEffect(() => () => geometry.dispose(), [geometry])
  return (
    <mesh name="face-reference-head" geometry={geometry} raycast={noRaycast} castShadow={false} receiveShadow>
      {/* A matte mid-grey clay: the studio light leaves its nose, brow and lips readable (a lighter
          one washed out to white), and most content reads against it. */}
      <meshStandardMaterial color="#8f96a3" roughness={0.8} metalness={0} />
    </mesh>
  )
}
