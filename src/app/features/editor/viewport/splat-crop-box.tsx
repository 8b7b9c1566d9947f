import { createPortal } from '@react-three/fiber'
import { useEffect, useMemo, useState } from 'react'
import { BoxGeometry, EdgesGeometry, LineBasicMaterial } from 'three'
import type * as THREE from 'three'
import type { SplatCrop } from '@shared/scene/splat-crop'
import { useDoc, useSessionState } from '../editor-store'
import { nodeObjects } from './viewport-probe'

/**
 * The splat's own box in its node's metres, once Spark has loaded it (splat-content.ts keeps it on
 * the loaded object): where the editor's Crop starts. Null while the file is still on its way.
 */
export function splatBounds(id: string): { min: number[]; max: number[] } | null {
  let found: { min: number[]; max: number[] } | null = null
  nodeObjects.get(id)?.traverse((o) => {
    if (!found && o.userData.splatBounds) found = o.userData.splatBounds
  })
  return found
}

const edges = new EdgesGeometry(new BoxGeometry(1, 1, 1))
// Drawn over the splats (which would hide a box inside them), in the gizmo's amber, not red:
// nothing the browser tests count as the red fixture.
const material = new LineBasicMaterial({ color: '#ffb020', depthTest: false, transparent: true, opacity: 0.9 })
const noHit = () => undefined

/**
 * While one splat with a crop is selected: its crop box as thin lines, hung inside the node's own
 * group so that it moves, turns and scales with the node (and with the gizmo mid-drag). Editor
 * only: the document never holds it, so neither the published viewer nor an export sees it, and
 * it answers no raycast, so clicks go through to what is behind.
 */
export function SplatCropBox() {
  const selection = useSessionState((s) => s.selection)
  const doc = useDoc((s) => s.doc)
  const node = selection.length === 1 ? doc.nodes[selection[0]] : undefined
  const crop = node?.kind === 'splat' ? node.crop : undefined
  const [group, setGroup] = useState<THREE.Object3D>()
  useEffect(() => setGroup(node ? nodeObjects.get(node.id) : undefined), [node])
  if (!crop || !group) return null
  return createPortal(<CropLines crop={crop} />, group)
}

function CropLines({ crop }: { crop: SplatCrop }) {
  const [position, scale] = useMemo(() => {
    const centre = crop.min.map((v, i) => (v + crop.max[i]) / 2) as [number, number, number]
    const size = crop.min.map((v, i) => crop.max[i] - v) as [number, number, number]
    return [centre, size]
  }, [crop])
  return <lineSegments name="splat-crop-box" geometry={edges} material={material} position={position} scale={scale} renderOrder={1000} raycast={noHit} />
}
