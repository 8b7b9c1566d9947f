import { Box, Camera, ChevronRight, Group, Image, Lightbulb, MapPin, Mountain, Plus, Shapes, Type, Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SHAPES_2D, SHAPES_3D } from '@shared/scene/schema'
import { shapeLabel } from '@shared/scene/defaults'
import { addHotspot, addLight, addShape, addText, groupSelection } from '../actions/editor-actions'
import { sessionStore } from '../editor-store'
import { LibraryPicker } from './library-picker'
import { Modal } from '@app/components/modal'
import { EnvironmentPanel } from './environment-panel'
import { docStore, useDoc } from '../editor-store'


type Sub = 'shapes' | 'lights' | 'camera' | 'text' | null

export function AddMenu({ onUpload }: { onUpload: () => void }) {
  const [open, setOpen] = useState(false)
  const [sub, setSub] = useState<Sub>(null)
  const [picker, setPicker] = useState(false)
  const [environment, setEnvironment] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false)
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])
  const run = (fn: () => void) => () => {
    fn()
    setOpen(false)
    setSub(null)
  }
  const entries: { label: string; icon: typeof Box; sub?: Sub; action?: () => void }[] = [
    { label: 'Upload/Import', icon: Upload, action: onUpload },
    { label: 'Library', icon: Image, action: () => setPicker(true) },
    { label: 'Shapes', icon: Shapes, sub: 'shapes' },
    { label: 'Elements', icon: Mountain, action: () => setEnvironment(true) },
    { label: 'Lights', icon: Lightbulb, sub: 'lights' },
    { label: 'Camera', icon: Camera, sub: 'camera' },
    { label: 'Text', icon: Type, sub: 'text' },
    { label: 'Hotspot', icon: MapPin, action: addHotspot },
    { label: 'Group', icon: Group, action: groupSelection },
  ]
  return (
    <div className="add-menu" ref={ref}>
      <button type="button" className="btn btn-primary btn-sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <Plus size={16} /> Add
      </button>
      {open && (
        <div className="add-popup" role="menu">
          <ul className="add-list">
            {entries.map((e) => (
              <li key={e.label}>
                <button type="button" role="menuitem" className={`add-item${sub === e.sub && e.sub ? ' active' : ''}`} onClick={e.sub ? () => setSub(e.sub!) : run(e.action!)}>
                  <e.icon size={16} /> {e.label} {e.sub && <ChevronRight size={14} className="add-chevron" />}
                </button>
              </li>
            ))}
          </ul>
          {sub && (
            <div className="add-sub">
              {sub === 'shapes' && (
                <>
                  <div className="add-sub-title">3D</div>
                  <div className="add-grid">{SHAPES_3D.map((s) => <button key={s} type="button" role="menuitem" onClick={run(() => addShape(s))}>{shapeLabel(s)}</button>)}</div>
                  <div className="add-sub-title">2D</div>
                  <div className="add-grid">{SHAPES_2D.map((s) => <button key={s} type="button" role="menuitem" onClick={run(() => addShape(s))}>{shapeLabel(s)}</button>)}</div>
                </>
              )}
              {sub === 'lights' && (
                <div className="add-grid">{(['directional', 'point', 'spot'] as const).map((t) => <button key={t} type="button" role="menuitem" onClick={run(() => addLight(t))}>{shapeLabel(t as never)}</button>)}</div>
              )}
              {sub === 'camera' && (
                <div className="add-grid">
                  <button type="button" role="menuitem" onClick={run(() => sessionStore.setState({ camera: 'perspective' }))}>Perspective</button>
                  <button type="button" role="menuitem" onClick={run(() => sessionStore.setState({ camera: 'orthographic' }))}>Orthographic</button>
                </div>
              )}
              {sub === 'text' && (
                <div className="add-grid">
                  <button type="button" role="menuitem" onClick={run(() => addText('2D'))}>2D Text</button>
                  <button type="button" role="menuitem" onClick={run(() => addText('3D'))}>3D Text</button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
      {picker && <LibraryPicker onClose={() => setPicker(false)} />}
      {environment && <EnvironmentDialog onClose={() => setEnvironment(false)} />}
    </div>
  )
}

/** Sky, light, fog, reflection probes and the eight elements; each change is one undo step. */
function EnvironmentDialog({ onClose }: { onClose: () => void }) {
  const settings = useDoc((s) => s.doc.settings)
  return (
    <Modal title="Environment" onClose={onClose} width={420} actions={<button className="btn btn-outline" onClick={onClose}>Done</button>}>
      <EnvironmentPanel settings={settings} onChange={(patch, label) => docStore.getState().commit(label, [{ op: 'settings', patch }], `env:${label}`)} />
    </Modal>
  )
}
