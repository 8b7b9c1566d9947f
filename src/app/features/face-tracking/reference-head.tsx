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
      {/* A matte clay, lighter than most content, so what is placed on it reads against it. */}
      <meshStandardMaterial color="#c9ced8" roughness={0.72} metalness={0} />
    </mesh>
  )
}
