import { createContext, useContext, type ReactElement, type ReactNode } from 'react'
import type { SceneNode } from '@shared/scene/schema'

/**
 * Whether the scene around is being run (the preview window, the public viewer) or designed (the
 * design window, which stays still). Run mode simulates physics and autoplays animation clips;
 * replayKey goes up when the experience restarts. Nothing here imports the physics engine.
 */
export interface Simulation {
  running: boolean
  replayKey: number
}
export const SimulationContext = createContext<Simulation>({ running: false, replayKey: 0 })
export const useSimulation = () => useContext(SimulationContext)

/**
 * How a layer above the renderer takes over a node: it receives the node and the node's <group>
 * (which carries the node's whole transform) and returns what to draw instead, typically the
 * group inside something else. The physics world puts simulated nodes' groups in rigid bodies.
 */
export type NodeWrapper = (node: SceneNode, group: ReactElement) => ReactNode
export const NodeWrapperContext = createContext<NodeWrapper | null>(null)
