import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import type * as THREE from 'three'
import type { Vec3 } from '@shared/scene/schema'
import { sessionStore, useDoc, useSessionState } from '../editor-store'
import { viewportProbe } from '../viewport/viewport'
import { PreviewCanvas } from './preview-canvas'
import { PreviewXrButtons, usePreviewXr } from './preview-xr'
import { projectWorld } from '../../viewer/ar-modes'
import { dragResize, fitScale, type Edge, type Size } from './preview-size'
import { browserWindow, previewArea, usePreviewArea } from './preview-stage'
import './preview-window.css'

const EDGES: Edge[] = ['top', 'right', 'bottom', 'left']
const DEFAULT_START: Vec3 = [0, 2.5, 12]

/**
 * The preview opens where the design camera was, so the author sees the same view come alive; the
 * design view's shape (width / height) tells the preview when its frame shows less than the author saw.
 */
function designCameraStart(): { position: Vec3; aspect: number } {
  const camera = viewportProbe.three?.().camera as (THREE.Camera & { aspect?: number }) | undefined
  const position = camera?.position
  return {
    position: position && position.lengthSq() > 0.01 ? (position.toArray() as Vec3) : DEFAULT_START,
    aspect: camera?.aspect && Number.isFinite(camera.aspect) ? camera.aspect : 16 / 9,
  }
}

/** Keeps previewArea in step with the element's size. */
function useMeasuredArea() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => previewArea.setState({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return ref
}

/**
 * The preview window (spec §2, §4): the scene in a frame with drag handles on its four edges.
 * Default Preview fills the area; a set size larger than the area is shown scaled to fit.
 */
export default function PreviewWindow() {
  const doc = useDoc((s) => s.doc)
  const size = useSessionState((s) => s.previewSize)
  const replayKey = useSessionState((s) => s.replayKey)
  const area = usePreviewArea()
  const ref = useMeasuredArea()
  const [start] = useState(designCameraStart)
  const xr = usePreviewXr()
  const frame: Size = size ?? area
  const scale = size ? fitScale(size, area) : 1
  const drag = useRef<{ edge: Edge; x: number; y: number; start: Size; scale: number } | null>(null)

  const onDown = (edge: Edge) => (e: ReactPointerEvent<HTMLDivElement>) => {
    e.preventDefault()
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { edge, x: e.clientX, y: e.clientY, start: { ...frame }, scale }
  }
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    sessionStore.setState({ previewSize: dragResize(d.start, d.edge, e.clientX - d.x, e.clientY - d.y, d.scale, browserWindow()) })
  }
  const onUp = () => {
    drag.current = null
  }

  return (
    <div className="preview-area" ref={ref} data-testid="preview-window">
      {frame.width > 0 && frame.height > 0 && (
        <div
          className={`preview-frame${size ? ' sized' : ''}`}
          data-testid="preview-frame"
          data-width={Math.round(frame.width)}
          data-height={Math.round(frame.height)}
          style={{ width: frame.width, height: frame.height, transform: `translate(-50%, -50%) scale(${scale})` }}
        >
          <PreviewCanvas doc={doc} replayKey={replayKey} start={start.position} startAspect={start.aspect} xr={xr.store} />
          {EDGES.map((edge) => (
            <div
              key={edge}
              className={`preview-handle ${edge}`}
              role="separator"
              aria-orientation={edge === 'left' || edge === 'right' ? 'vertical' : 'horizontal'}
              aria-label={`Resize from the ${edge} edge`}
              onPointerDown={onDown(edge)}
              onPointerMove={onMove}
              onPointerUp={onUp}
              onPointerCancel={onUp}
            />
          ))}
        </div>
      )}
      <PreviewXrButtons store={xr.store} support={xr.support} world={projectWorld(null, doc)} />
      {size && (
        <div className="preview-size-badge" aria-live="polite">
          {Math.round(frame.width)} × {Math.round(frame.height)}
          {scale < 1 && <span> · {Math.round(scale * 100)}%</span>}
        </div>
      )}
    </div>
  )
}
