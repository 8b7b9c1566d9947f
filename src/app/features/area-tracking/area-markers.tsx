import { Html } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useRef } from 'react'
import { Vector3 } from 'three'
import type { AreaSettings } from '@shared/scene/schema'
import { ScanModel } from '../location-ar/scan-model'
import { pickPoint, useAreaPick } from './area-pick-store'
import { spreadLabels } from './label-spread'
import './area-tracking.css'

const noRaycast = () => null
/** How far above its point a label sits (px), clear of the dot. */
const LIFT = 18
const projected = new Vector3()

/**
 * Area Tracking in the editor: the room's scan (greyed, answering clicks only while a point is
 * being placed) and a numbered marker on each reference point. Drawn from the settings, never
 * nodes: the markers cannot be selected, saved as content or published as anything visible.
 */
export function AreaMarkers({ area }: { area: AreaSettings }) {
  const picking = useAreaPick((s) => s.picking)
  const labels = useRef<(HTMLSpanElement | null)[]>([])
  const camera = useThree((s) => s.camera)
  const size = useThree((s) => s.size)
  // Points close on screen would print their names over each other: each frame (drawn on demand)
  // the labels that would overlap are moved apart, one under the other.
  useFrame(() => {
    const boxes = area.points.map((point, i) => {
      const el = labels.current[i]
      projected.set(...point.position).project(camera)
      const shown = el && projected.z < 1
      return { x: ((projected.x + 1) / 2) * size.width, y: ((1 - projected.y) / 2) * size.height - LIFT, width: shown ? el.offsetWidth : 0, height: shown ? el.offsetHeight : 0 }
    })
    spreadLabels(boxes).forEach((dy, i) => {
      const el = labels.current[i]
      const transform = `translateY(${Math.round(dy - LIFT)}px)`
      if (el && el.style.transform !== transform) el.style.transform = transform
    })
  })
  return (
    <>
      <ScanModel url={area.scanUrl} onPick={picking !== null ? pickPoint : undefined} />
      {area.points.map((point, index) => (
        <group key={index} position={point.position} name={`area-point-${index + 1}`}>
          {/* Drawn over the scan (no depth test) so a corner behind a wall still shows where it is. */}
          <mesh raycast={noRaycast} renderOrder={10}>
            <sphereGeometry args={[0.05, 16, 12]} />
            <meshBasicMaterial color="#f59e0b" depthTest={false} transparent />
          </mesh>
          <Html center zIndexRange={[14, 4]} style={{ pointerEvents: 'none' }}>
            <span ref={(el) => void (labels.current[index] = el)} className={`area-marker${picking === index ? ' is-moving' : ''}`} data-testid="area-marker">
              <b>{index + 1}</b> {point.label}
            </span>
          </Html>
        </group>
      ))}
    </>
  )
}
