import { Html } from '@react-three/drei'
import type { AreaSettings } from '@shared/scene/schema'
import { ScanModel } from '../location-ar/scan-model'
import { pickPoint, useAreaPick } from './area-pick-store'
import './area-tracking.css'

const noRaycast = () => null

/**
 * Area Tracking in the editor: the room's scan (greyed, answering clicks only while a point is
 * being placed) and a numbered marker on each reference point. Drawn from the settings, never
 * nodes: the markers cannot be selected, saved as content or published as anything visible.
 */
export function AreaMarkers({ area }: { area: AreaSettings }) {
  const picking = useAreaPick((s) => s.picking)
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
            <span className={`area-marker${picking === index ? ' is-moving' : ''}`} data-testid="area-marker">
              <b>{index + 1}</b> {point.label}
            </span>
          </Html>
        </group>
      ))}
    </>
  )
}
