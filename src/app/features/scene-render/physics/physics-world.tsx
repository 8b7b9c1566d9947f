import { useFrame } from '@react-three/fiber'
import { redrawShadows } from '../core/look'
import { Physics } from '@react-three/rapier'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { PhysicsBody, ReadinessContext } from './physics-body'
import { NodeWrapperContext, type NodeWrapper } from './simulation'

/** Earth gravity, in metres per second squared. */
export const GRAVITY: [number, number, number] = [0, -9.81, 0]

/** Set for everything inside a body: a simulated node inside a simulated parent rides with the parent. */
const InsideBody = createContext(false)

function BodyOrPlain({ node, group }: { node: SceneNode; group: ReactElement }) {
  const inside = useContext(InsideBody)
  if (inside || !node.physics) return group
  return (
    <InsideBody.Provider value>
      <PhysicsBody node={node} settings={node.physics} group={group} />
    </InsideBody.Provider>
  )
}

const wrapNode: NodeWrapper = (node, group) => (node.physics ? <BodyOrPlain node={node} group={group} /> : group)

/** Canvases that draw on demand (the editor's) would otherwise stop stepping the world. */
function KeepDrawing() {
  useFrame((state) => {
    // Bodies move every step: their shadows too.
    redrawShadows(state.gl)
    state.invalidate()
  })
  return null
}

/** Loaded lazily by ScenePhysics: the only module that imports the engine. */
export default function PhysicsWorld({ paused, children }: { paused: boolean; children: ReactNode }) {
  const holds = useRef(0)
  const [waiting, setWaiting] = useState(0)
  const hold = useCallback(() => {
    let released = false
    holds.current++
    setWaiting(holds.current)
    return () => {
      if (released) return
      released = true
      holds.current--
      setWaiting(holds.current)
    }
  }, [])
  const readiness = useMemo(() => ({ hold }), [hold])
  const running = !paused && waiting === 0
  return (
    <Physics gravity={GRAVITY} paused={!running} colliders={false}>
      <ReadinessContext.Provider value={readiness}>
        <NodeWrapperContext.Provider value={wrapNode}>{children}</NodeWrapperContext.Provider>
      </ReadinessContext.Provider>
      {/* Measuring shapes needs frames too, so this runs while the world waits. */}
      {!paused && <KeepDrawing />}
    </Physics>
  )
}
