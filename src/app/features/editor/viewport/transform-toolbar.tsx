import { Box, ChevronDown, Focus, Globe, Magnet, Minus, Move3d, Plus, Rotate3d, Scale3d } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ZOOM_MAX, ZOOM_MIN } from './camera-math'
import { sessionStore, useSessionState, type SessionState } from '../editor-store'
import { NumberInput } from '@app/components/fields/number-input'
import { viewportCommands } from './viewport-commands'
import './viewport-tools.css'

const MODES = [
  ['translate', Move3d, 'Move (W)'],
  ['rotate', Rotate3d, 'Rotate (E)'],
  ['scale', Scale3d, 'Scale (R)'],
] as const

const setSnap = (patch: Partial<SessionState['snap']>) => sessionStore.setState((s) => ({ snap: { ...s.snap, ...patch } }))
/** Steps must stay positive: a zero or negative step would freeze or flip the gizmo. */
const positive = (key: 'translate' | 'rotate' | 'scale') => (value: number) => value > 0 && setSnap({ [key]: value })

function SnapControl() {
  const snap = useSessionState((s) => s.snap)
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrapper.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  return (
    <div className="snap-control" ref={wrapper}>
      <button
        type="button"
        className={`icon-btn${snap.enabled ? ' active' : ''}`}
        aria-pressed={snap.enabled}
        aria-label="Snap"
        title={`Snap while dragging: ${snap.translate} units, ${snap.rotate}°, ${snap.scale} scale`}
        onClick={() => setSnap({ enabled: !snap.enabled })}
      >
        <Magnet size={18} />
      </button>
      <button type="button" className="icon-btn snap-more" aria-label="Snap steps" aria-expanded={open} aria-haspopup="dialog" title="Snap steps" onClick={() => setOpen(!open)}>
        <ChevronDown size={14} />
      </button>
      {open && (
        <div className="snap-popover" role="dialog" aria-label="Snap steps">
          <NumberInput label="Move" value={snap.translate} digits={3} onChange={positive('translate')} testId="snap-translate" />
          <NumberInput label="Rotate °" value={snap.rotate} digits={2} onChange={positive('rotate')} testId="snap-rotate" />
          <NumberInput label="Scale" value={snap.scale} digits={3} onChange={positive('scale')} testId="snap-scale" />
        </div>
      )}
    </div>
  )
}

/**
 * The viewport's transform tools: gizmo mode, World/Local space, snapping, zoom and focus. Reads
 * and writes session state only; camera actions go through viewportCommands.
 */
export function TransformToolbar() {
  const mode = useSessionState((s) => s.mode)
  const space = useSessionState((s) => s.space)
  const zoom = useSessionState((s) => s.zoom)
  const hasSelection = useSessionState((s) => s.selection.length > 0)
  const spaceTitle = mode === 'scale' ? 'Transform space (scaling always follows the object’s own axes)' : 'Transform space: World or Local axes'
  return (
    <div className="transform-toolbar">
      <div className="toolbar-group" role="group" aria-label="Transform mode">
        {MODES.map(([m, Icon, label]) => (
          <button key={m} type="button" className={`icon-btn${mode === m ? ' active' : ''}`} aria-pressed={mode === m} aria-label={label} title={label} onClick={() => sessionStore.getState().setMode(m)}>
            <Icon size={18} />
          </button>
        ))}
      </div>
      <div className="toolbar-group" role="group" aria-label="Transform options">
        <button type="button" className="icon-btn text-btn" aria-label="Transform space" title={spaceTitle} onClick={() => sessionStore.setState({ space: space === 'world' ? 'local' : 'world' })}>
          {space === 'world' ? <Globe size={16} /> : <Box size={16} />}
          <span>{space === 'world' ? 'World' : 'Local'}</span>
        </button>
        <SnapControl />
      </div>
      <div className="toolbar-group" role="group" aria-label="View">
        <button type="button" className="icon-btn" aria-label="Zoom out" title="Zoom out (Ctrl+-)" disabled={zoom <= ZOOM_MIN} onClick={() => viewportCommands.zoomOut()}>
          <Minus size={16} />
        </button>
        <output className="zoom-readout" aria-label="Zoom" title="Reset camera: Alt+R">{zoom}%</output>
        <button type="button" className="icon-btn" aria-label="Zoom in" title="Zoom in (Ctrl+=)" disabled={zoom >= ZOOM_MAX} onClick={() => viewportCommands.zoomIn()}>
          <Plus size={16} />
        </button>
        <button type="button" className="icon-btn" aria-label="Focus selection" title="Focus on selection (F)" disabled={!hasSelection} onClick={() => viewportCommands.focusSelection()}>
          <Focus size={18} />
        </button>
      </div>
    </div>
  )
}
