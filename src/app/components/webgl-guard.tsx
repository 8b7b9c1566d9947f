import { MonitorX } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'

export interface WebGLSupport {
  ok: boolean
  /** False when a context could only be made without anti-aliasing (old or blocklisted GPUs). */
  antialias: boolean
}

/** Tries a WebGL context with anti-aliasing, then without; the canvas is thrown away. */
export function probeWebGL(): WebGLSupport {
  for (const antialias of [true, false]) {
    try {
      const canvas = document.createElement('canvas')
      const gl = canvas.getContext('webgl2', { antialias }) ?? canvas.getContext('webgl', { antialias })
      if (gl) {
        ;(gl.getExtension('WEBGL_lose_context') as { loseContext?: () => void } | null)?.loseContext?.()
        return { ok: true, antialias }
      }
    } catch {
      /* try the next setting */
    }
  }
  return { ok: false, antialias: false }
}

/** Renders the 3D children when WebGL works, else a clear overlay saying why nothing draws. */
export function WebGLGuard({ children }: { children: (support: WebGLSupport) => ReactNode }) {
  const support = useMemo(probeWebGL, [])
  if (support.ok) return <>{children(support)}</>
  return <WebGLUnavailable />
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
