import { useEffect, useState } from 'react'
import { Mesh, MeshStandardMaterial, type Object3D } from 'three'
import { loadGltf } from '../scene-render/core/models'

const noRaycast = () => null
/** The scan's object in the scene: the editor's camera fit frames it (it is no node). */
export const SCAN_NAME = 'location-scan'
// One flat clay grey, half transparent: the author sees the place's shape without mistaking it
// for content, and content behind a wall stays visible.
const CLAY = new MeshStandardMaterial({ color: '#9aa1ad', roughness: 0.9, metalness: 0, transparent: true, opacity: 0.55, depthWrite: false })

/**
 * The place's (or room's) scan in the editor: greyed, never selected, saved or published. It lives
 * in the scene's settings, not in its nodes, like the face project's reference head.
 */
export function ScanModel({ url, onPick }: { url: string; onPick?: (point: [number, number, number]) => void }) {
  const [scan, setScan] = useState<Object3D | null>(null)
  useEffect(() => {
    let live = true
    loadGltf(url).then(
      (gltf) => {
        if (!live) return
        const copy = gltf.scene.clone(true)
        copy.traverse((o) => {
          o.raycast = noRaycast
          if (o instanceof Mesh) {
            o.material = CLAY
            o.castShadow = false
            o.receiveShadow = false
          }
        })
        setScan(copy)
      },
      (error) => console.warn('The scan could not be drawn:', error),
    )
    return () => {
      live = false
    }
  }, [url])
  // Area Tracking's "click the scan" mode: only then does the scan answer the pointer.
  const picking = Boolean(onPick)
  useEffect(() => {
    scan?.traverse((o) => void (o.raycast = picking && o instanceof Mesh ? Mesh.prototype.raycast : noRaycast))
  }, [scan, picking])
  if (!scan) return null
  return (
    <primitive
      name={SCAN_NAME}
      object={scan}
      onClick={onPick ? (event: { point: { toArray: () => number[] }; stopPropagation: () => void }) => {
        event.stopPropagation()
        onPick(event.point.toArray() as [number, number, number])
      } : undefined}
    />
  )
}
