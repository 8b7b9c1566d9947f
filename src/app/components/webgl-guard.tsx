import { MonitorX } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { antialiasChoices } from './gl-context'

/** Thrown by the renderer factory when no WebGL context could be made, with or without anti-aliasing. */
export class WebGLUnavailableError extends Error {
  constructor() {
    super('WebGL could not start, even without anti-aliasing.')
    this.name = 'WebGLUnavailableError'
  }
}

/**
 * Makes the renderer's one context, anti-aliased when a GPU draws and allows it, else without (old
 * or blocklisted GPUs; software GL, where multisampling doubles a frame's cost: gl-context.ts).
 * `create` is the renderer's constructor, so this file needs no three.js.
 */
export function createWithFallback<T>(create: (antialias: boolean) => T): T {
  for (const antialias of antialiasChoices()) {
    try {
      return create(antialias)
    } catch {
      /* try the next setting */
    }
  }
  throw new WebGLUnavailableError()
}

/** Shows the WebGL overlay when the canvas below could not get a context; other errors go on up. */
export class WebGLBoundary extends Component<{ children: ReactNode; onUnavailable?: () => void }, { error: unknown }> {
  state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    if (error instanceof WebGLUnavailableError) this.props.onUnavailable?.()
  }
  render() {
    const { error } = this.state
    if (error instanceof WebGLUnavailableError) return <WebGLUnavailable />
    if (error) throw error
    return this.props.children
  }
}

export function WebGLUnavailable() {
  return (
    <div className="webgl-error" role="alert">
      <MonitorX size={32} aria-hidden="true" />
      <h2>3D is not available in this browser</h2>
      <p>WebGL could not start, even without anti-aliasing. Turn on hardware acceleration in your browser settings, update your graphics driver, or open this page in another browser.</p>
    </div>
  )
}
