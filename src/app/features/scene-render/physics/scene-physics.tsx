import { lazy, useMemo, type ReactNode } from 'react'
import { sceneUsesPhysics } from '@shared/scene/behaviours'
import type { SceneDocument } from '@shared/scene/schema'
import { SimulationContext } from './simulation'

/** Rapier (~800 KB gzip with its inlined WASM) is its own chunk, fetched only by scenes that use it. */
const loadWorld = () => import('./physics-world')
const PhysicsWorld = lazy(loadWorld)

/** Start fetching the engine early, e.g. when the author opens the preview of a scene with physics. */
export const preloadPhysics = () => void loadWorld()

export interface ScenePhysicsProps {
  doc: Pick<SceneDocument, 'nodes'>
  /** Going up restarts the experience: bodies go back to where the document puts them, clips restart. */
  replayKey?: number
  /** Freezes the simulation where it is (e.g. while the preview is hidden). */
  paused?: boolean
  children: ReactNode
}

/**
 * Runs the scene drawn inside it (a SceneView): the preview window and the public viewer wrap
 * their SceneView in this; the design window does not, and stays still. Scenes with physics get
 * a Rapier world; other scenes never load the engine. Animation clips autoplay inside it.
 * While the engine loads this suspends, so put it inside a <Suspense>: the scene then appears
 * with its bodies (nothing is seen standing still first), and whatever waits on the same
 * boundary (the viewer's camera framing) sees the scene too.
 */
export function ScenePhysics({ doc, replayKey = 0, paused = false, children }: ScenePhysicsProps) {
  const nodes = doc.nodes
  const uses = useMemo(() => sceneUsesPhysics({ nodes }), [nodes])
  const simulation = useMemo(() => ({ running: true, replayKey }), [replayKey])
  return (
    <SimulationContext.Provider value={simulation}>
      {uses ? <PhysicsWorld paused={paused}>{children}</PhysicsWorld> : children}
    </SimulationContext.Provider>
  )
}
