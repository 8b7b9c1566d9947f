import { ChevronDown, MoreHorizontal } from 'lucide-react'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { animationComponent } from './animation-panel'
import { eventsComponent } from './events-panel'
import { particleComponent } from './particle-panel'
import { physicsComponent } from './physics-panel'
import './components-list.css'

/**
 * A component of the right panel's list (spec §2): shown while the object carries its data, or
 * once picked from Add a Component; its three-dot menu offers Remove and Collapse/Expand.
 * Add a Component offers only the entries whose canAdd accepts the node's kind.
 */
export interface EditorComponent {
  key: string
  label: string
  present: (node: SceneNode) => boolean
  canAdd: (node: SceneNode) => boolean
  /** Gives the object the component's data (one commit); without it the panel shows until data exists. */
  add?: (node: SceneNode) => void
  remove: (node: SceneNode) => void
  Panel: ComponentType<{ node: SceneNode }>
}

export const EDITOR_COMPONENTS: EditorComponent[] = [eventsComponent, physicsComponent, particleComponent, animationComponent]

/** Closes a popup on a click outside it or on Escape. */
function useDismiss(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && close()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    window.addEventListener('pointerdown', onDown)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('pointerdown', onDown)
      window.removeEventListener('keydown', onKey)
    }
  }, [open, close])
  return ref
}

function AddComponent({ options, onPick }: { options: EditorComponent[]; onPick: (c: EditorComponent) => void }) {
  const [open, setOpen] = useState(false)
  const ref = useDismiss(open, () => setOpen(false))
  return (
    <div className="component-add" ref={ref}>
      <button type="button" className="component-add-btn" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Add a Component <ChevronDown size={14} />
      </button>
      {open && (
        <div className="component-menu" role="menu">
          {options.length ? (
            options.map((c) => (
              <button key={c.key} type="button" role="menuitem" onClick={() => (setOpen(false), onPick(c))}>
                {c.label}
              </button>
            ))
          ) : (
            <p className="muted component-empty">No available components</p>
          )}
        </div>
      )}
    </div>
  )
}

function ComponentCard({ component, node, collapsed, onToggle, onRemove }: { component: EditorComponent; node: SceneNode; collapsed: boolean; onToggle: () => void; onRemove: () => void }) {
  const [menu, setMenu] = useState(false)
  const ref = useDismiss(menu, () => setMenu(false))
  const { Panel } = component
  return (
    <section className="component-card" aria-label={component.label}>
      <header className="component-head">
        <span>{component.label}</span>
        <div className="component-more" ref={ref}>
          <button type="button" className="icon-btn" aria-label={`${component.label} options`} aria-haspopup="menu" aria-expanded={menu} onClick={() => setMenu((m) => !m)}>
            <MoreHorizontal size={16} />
          </button>
          {menu && (
            <div className="component-menu right" role="menu">
              <button type="button" role="menuitem" onClick={() => (setMenu(false), onRemove())}>Remove</button>
              <button type="button" role="menuitem" onClick={() => (setMenu(false), onToggle())}>{collapsed ? 'Expand' : 'Collapse'}</button>
            </div>
          )}
        </div>
      </header>
      {!collapsed && <Panel node={node} />}
    </section>
  )
}

/**
 * Add a Component above the object's own blocks (children), the added components below them.
 * Render it keyed by the node id: what was added or collapsed belongs to this selection only,
 * so selecting an object without events drops an empty Events component (spec §4).
 */
export function NodeComponents({ node, children }: { node: SceneNode; children?: ReactNode }) {
  const [added, setAdded] = useState<string[]>([])
  const [collapsed, setCollapsed] = useState<string[]>([])
  // A component that brings data on Add shows while the data is there (so undoing the Add hides it
  // again); one without (Events) shows from the pick until removed or another object is selected.
  const shown = EDITOR_COMPONENTS.filter((c) => c.present(node) || (!c.add && added.includes(c.key)))
  const addable = EDITOR_COMPONENTS.filter((c) => !shown.includes(c) && c.canAdd(node))
  const toggle = (key: string, list: string[]) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key])
  return (
    <>
      <AddComponent
        options={addable}
        onPick={(c) => {
          c.add?.(node)
          setAdded((a) => [...a, c.key])
          setCollapsed((l) => l.filter((k) => k !== c.key))
        }}
      />
      {children}
      <div className="component-list" aria-label="Components">
        {shown.length ? (
          shown.map((c) => (
            <ComponentCard
              key={c.key}
              component={c}
              node={node}
              collapsed={collapsed.includes(c.key)}
              onToggle={() => setCollapsed((l) => toggle(c.key, l))}
              onRemove={() => {
                c.remove(node)
                setAdded((a) => a.filter((k) => k !== c.key))
              }}
            />
          ))
        ) : (
          <p className="muted component-empty">No available components</p>
        )}
      </div>
    </>
  )
}
