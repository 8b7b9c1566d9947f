import { useEffect, useMemo } from 'react'
import { CapsuleGeometry, SphereGeometry } from 'three'
import { BODY_POINTS, BODY_REST } from '@shared/scene/body-points'

const noRaycast = () => null

/** The mannequin's limbs: from one point to another, a capsule of this radius (metres). */
const LIMBS: { from: readonly [number, number, number]; to: readonly [number, number, number]; radius: number }[] = [
  // Torso and neck.
  { from: [0, 0.98, 0], to: [0, 1.38, 0], radius: 0.15 },
  { from: [0, 1.42, 0], to: [0, 1.52, 0], radius: 0.05 },
  // Shoulders across.
  { from: BODY_REST.rightShoulder, to: BODY_REST.leftShoulder, radius: 0.06 },
  // Arms, down to the hands.
  ...([1, -1] as const).flatMap((side) => [
    { from: [side * 0.19, 1.42, 0] as const, to: [side * 0.26, 1.12, 0] as const, radius: 0.045 },
    { from: [side * 0.26, 1.12, 0] as const, to: [side * 0.3, 0.88, 0.02] as const, radius: 0.04 },
    // Legs, hip to knee to ankle.
    { from: [side * 0.1, 0.92, 0] as const, to: [side * 0.11, 0.5, 0.01] as const, radius: 0.065 },
    { from: [side * 0.11, 0.5, 0.01] as const, to: [side * 0.11, 0.1, 0] as const, radius: 0.05 },
  ]),
]

/**
 * The Body Tracking project's reference body in the editor and its preview: a neutral mannequin
 * 1.75 m tall standing in the body space (body-points.ts), and a marker on each attachment point to
 * pin objects to. Like the reference head it is not in the document: never selected, saved,
 * exported or published (the viewer has a real person there).
 */
export function ReferenceBody({ highlight }: { highlight?: string | null }) {
  const parts = useMemo(
    () =>
      LIMBS.map(({ from, to, radius }) => {
        const dx = to[0] - from[0]
        const dy = to[1] - from[1]
        const dz = to[2] - from[2]
        const length = Math.hypot(dx, dy, dz)
        const geometry = new CapsuleGeometry(radius, Math.max(length - radius, 0.001), 4, 12)
        return { geometry, position: [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2] as const, roll: Math.atan2(-dx, dy), pitch: Math.atan2(dz, Math.hypot(dx, dy)) }
      }),
    [],
  )
  const head = useMemo(() => new SphereGeometry(0.11, 24, 16), [])
  const marker = useMemo(() => new SphereGeometry(0.025, 12, 8), [])
  useEffect(() => () => [...parts.map((p) => p.geometry), head, marker].forEach((g) => g.dispose()), [parts, head, marker])
  return (
    <group name="body-reference">
      {parts.map((part, i) => (
        <mesh key={i} geometry={part.geometry} position={part.position} rotation={[part.pitch, 0, part.roll]} raycast={noRaycast} castShadow receiveShadow>
          <meshStandardMaterial color="#8f96a3" roughness={0.8} metalness={0} />
        </mesh>
      ))}
      <mesh geometry={head} position={[0, 1.62, 0]} scale={[0.85, 1.05, 0.95]} raycast={noRaycast} castShadow>
        <meshStandardMaterial color="#8f96a3" roughness={0.8} metalness={0} />
      </mesh>
      {BODY_POINTS.map((point) => (
        <mesh key={point} name={`body-point-${point}`} geometry={marker} position={[BODY_REST[point][0], BODY_REST[point][1], BODY_REST[point][2] + (point === 'head' ? 0.12 : 0.06)]} raycast={noRaycast} renderOrder={10}>
          <meshBasicMaterial color={highlight === point ? '#ffd400' : '#4f8dff'} depthTest={false} transparent opacity={0.95} />
        </mesh>
      ))}
    </group>
  )
}
