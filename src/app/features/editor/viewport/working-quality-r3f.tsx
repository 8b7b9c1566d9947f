import { addAfterEffect, useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import type { EventDispatcher } from 'three'
import { createFrameCost } from '../../scene-render/core/frame-cost'
import { holdShadows } from '../../scene-render/core/look'
import { docStore } from '../editor-store'
import { gizmoState } from './selection-gizmo'
import { viewportProbe } from './viewport-probe'
import { createWorkingQuality } from './working-quality'

/**
 * Working frames on the editor's canvas (see working-quality.ts): each drawn frame's GPU time
 * measured, and while the author edits, drags or orbits on a GPU too slow for full frames at
 * that pace, the shadows wait and quick runs are drawn with fewer pixels. Not in XR: the headset
 * sizes its own frames.
 */
export function WorkingQuality() {
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  const fullRatio = useThree((s) => s.viewport.dpr)
  const controls = useThree((s) => s.controls) as EventDispatcher<{ change: object }> | null
  const quality = useMemo(
    () =>
      createWorkingQuality({
        redraw: () => invalidate(),
        schedule: (run, ms) => {
          const timer = setTimeout(run, ms)
          return () => clearTimeout(timer)
        },
        holdShadows: (held) => holdShadows(gl, held),
      }),
    [invalidate, gl],
  )
  const frame = useRef({ started: 0, scale: 1, held: false, drawn: false })
  /** Whether this frame's pixel ratio is one this component lowered (only then is it set back). */
  const lowered = useRef(false)

  useEffect(() => {
    viewportProbe.workingQuality = () => ({ cost: quality.cost, shadowsHeld: quality.shadowsHeld, scale: quality.scale })
    return () => void (viewportProbe.workingQuality = undefined)
  }, [quality])

  // The store tells of an edit before the frame that draws it: the hold is on for that frame.
  useEffect(() => {
    const unsubscribe = docStore.subscribe((s, prev) => s.doc !== prev.doc && quality.act(performance.now()))
    return () => {
      unsubscribe()
      quality.dispose()
    }
  }, [quality])

  useEffect(() => {
    if (!controls) return
    const change = () => quality.act(performance.now())
    controls.addEventListener('change', change)
    return () => controls.removeEventListener('change', change)
  }, [controls, quality])

  // The GPU time of each frame this canvas draws (others, such as a second root, are not marked).
  useEffect(() => {
    const probe = createFrameCost(gl.getContext(), (ms, tag: { scale: number; held: boolean }) => quality.measured(ms, tag))
    const stop = addAfterEffect(() => {
      const f = frame.current
      if (f.drawn && quality.measureThis()) probe.mark(f.started, { scale: f.scale, held: f.held })
      f.drawn = false
    })
    return () => {
      stop()
      probe.dispose()
      if (lowered.current) gl.setPixelRatio(fullRatio)
      lowered.current = false
    }
  }, [gl, quality, fullRatio])

  // After the controls' own update (priority -1), so a camera moved in this frame counts.
  // The ratio is set on the renderer for this frame alone, not through R3F's setDpr: the canvas's
  // dpr prop, applied again on each render of the editor, would undo it between frames. A ratio
  // it did not lower (R3F's own, a thumbnail's, a bench's) is left as it is.
  useFrame(() => {
    if (gl.xr.isPresenting) return
    const now = performance.now()
    if (gizmoState.dragging) quality.act(now)
    const scale = quality.beforeFrame(now)
    // three.js resizes the drawing buffer with it (setSize keeps the CSS size).
    if (scale !== 1) {
      if (gl.getPixelRatio() !== fullRatio * scale) gl.setPixelRatio(fullRatio * scale)
      lowered.current = true
    } else if (lowered.current) {
      gl.setPixelRatio(fullRatio)
      lowered.current = false
    }
    frame.current = { started: now, scale, held: quality.shadowsHeld, drawn: true }
  })
  return null
}
