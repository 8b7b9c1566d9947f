import { Menu } from 'lucide-react'
import { Fragment, lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import { toast } from 'react-toastify'
import { errorMessage } from '@app/lib/api'
import { duplicateProject } from '../../projects/projects-api'
import { copySelection, cutSelection, pasteClipboard, pasteOverSelection, readClipboard } from '../actions/clipboard-actions'
import { duplicateSelection, redo, saveScene, undo } from '../actions/editor-actions'
import { docStore, useDoc, useSessionState } from '../editor-store'
import { COPY_REFUSED, copyRefused, useAccess } from '../read-only'
import { KEYS, renameSelection, selectAll, toggleFullscreen, toggleUi } from '../actions/use-editor-shortcuts'
import { viewportCommands } from '../viewport/viewport-commands'
import './edit-menu.css'

const NewProjectDialog = lazy(() => import('../../projects/new-project-dialog').then((m) => ({ default: m.NewProjectDialog })))

interface Entry {
  label: string
  keys?: string
  run: () => unknown
  disabled?: boolean
  title?: string
}

/** Duplicate File copies what the server has, so changes still on their way are waited for first. */
async function duplicateFile(go: (path: string) => void) {
  const { projectId, waiting } = docStore.getState()
  if (waiting() > 0 && !(await saveScene())) return
  try {
    const result = await duplicateProject(projectId)
    toast.success(result.message || 'Project duplicated. You are now editing the copy.')
    go(`/gridpage/${result.data._id}`)
  } catch (error) {
    toast.error(errorMessage(error, 'The project could not be duplicated.'))
  }
}

/** The File/Edit menu of the left panel head: the spec's entries in its order, with their keys. */
export function EditMenu({ onImport, onVersionHistory }: { onImport: () => void; onVersionHistory: () => void }) {
  const [open, setOpen] = useState(false)
  const [newFile, setNewFile] = useState(false)
  const [place, setPlace] = useState({ top: 0, left: 0, maxHeight: 480 })
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const navigate = useNavigate()
  const canUndo = useDoc((s) => s.canUndo)
  const canRedo = useDoc((s) => s.canRedo)
  const count = useSessionState((s) => s.selection.length)
  // Read when the menu opens: another tab may have copied meanwhile.
  const hasClip = open && readClipboard() !== null
  const none = count === 0
  // Copying takes the editor's right: a viewer's menu offers neither Duplicate File nor Copy/Cut.
  const noCopy = useAccess((s) => copyRefused(s.role))
  const copyTitle = noCopy ? COPY_REFUSED : undefined

  const groups: Entry[][] = [
    [
      { label: 'Save', keys: KEYS.save, run: saveScene },
      { label: 'New File', run: () => setNewFile(true) },
      { label: 'Duplicate File', run: () => duplicateFile(navigate), disabled: noCopy, title: copyTitle },
      { label: 'Open/Import', keys: KEYS.open, run: onImport },
      { label: 'Move To...', run: () => {}, disabled: true, title: 'Folders are not available yet' },
      { label: 'Version History', run: onVersionHistory },
    ],
    [
      { label: 'Undo', keys: KEYS.undo, run: undo, disabled: !canUndo },
      { label: 'Redo', keys: KEYS.redo, run: redo, disabled: !canRedo },
    ],
    [
      { label: 'Copy', keys: KEYS.copy, run: copySelection, disabled: none || noCopy, title: copyTitle },
      { label: 'Cut', keys: KEYS.cut, run: cutSelection, disabled: none || noCopy, title: copyTitle },
      { label: 'Duplicate', keys: KEYS.duplicate, run: duplicateSelection, disabled: none },
      { label: 'Paste', keys: KEYS.paste, run: pasteClipboard, disabled: !hasClip },
      { label: 'Paste Over Selection', keys: KEYS.pasteOver, run: pasteOverSelection, disabled: none || !hasClip },
      { label: 'Select All Objects', keys: KEYS.selectAll, run: selectAll },
      { label: 'Rename', keys: KEYS.rename, run: renameSelection, disabled: count !== 1, title: count > 1 ? 'Select one object to rename it' : undefined },
    ],
    [
      { label: 'Toggle UI', keys: KEYS.toggleUi, run: toggleUi },
      { label: 'Toggle Fullscreen', keys: KEYS.fullscreen, run: toggleFullscreen },
    ],
    [
      { label: 'Zoom In', keys: KEYS.zoomIn, run: () => viewportCommands.zoomIn() },
      { label: 'Zoom Out', keys: KEYS.zoomOut, run: () => viewportCommands.zoomOut() },
      { label: 'Reset Camera', keys: KEYS.resetCamera, run: () => viewportCommands.resetCamera() },
    ],
  ]

  const close = (refocus = true) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])]
  const move = (to: 'first' | 'last' | 1 | -1) => {
    const list = items()
    if (!list.length) return
    const at = list.indexOf(document.activeElement as HTMLButtonElement)
    const index = to === 'first' ? 0 : to === 'last' ? list.length - 1 : (at + to + list.length) % list.length
    list[index].focus()
  }

  useLayoutEffect(() => {
    if (!open || !button.current) return
    const rect = button.current.getBoundingClientRect()
    setPlace({ top: rect.bottom + 4, left: rect.left, maxHeight: Math.max(160, window.innerHeight - rect.bottom - 16) })
    move('first')
  }, [open])
  useEffect(() => {
    if (!open) return
    // The spec locks page scrolling while the anchored menu is open.
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const outside = (e: MouseEvent) => {
      const target = e.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false)
    }
    document.addEventListener('mousedown', outside)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('mousedown', outside)
    }
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = { ArrowDown: () => move(1), ArrowUp: () => move(-1), Home: () => move('first'), End: () => move('last'), Escape: () => close() }
    if (e.key === 'Tab') return close(false)
    const action = keys[e.key]
    if (!action) return
    // Escape closes the menu only; the editor must not also deselect.
    e.preventDefault()
    e.stopPropagation()
    action()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-btn"
        aria-label="Menu"
        title="Menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(e) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault()
            setOpen(true)
          }
        }}
      >
        <Menu size={18} />
      </button>
      {open &&
        createPortal(
          <div ref={menu} id={menuId} className="edit-menu" role="menu" aria-label="File and edit" style={place} onKeyDown={onKeyDown}>
            {groups.map((group, g) => (
              <Fragment key={g}>
                {g > 0 && <div role="separator" className="edit-menu-sep" />}
                {group.map((entry) => (
                  <button
                    key={entry.label}
                    type="button"
                    role="menuitem"
                    className="edit-menu-item"
                    disabled={entry.disabled}
                    title={entry.title}
                    onClick={() => {
                      close()
                      void entry.run()
                    }}
                  >
                    <span>{entry.label}</span>
                    {entry.keys && <kbd>{entry.keys}</kbd>}
                  </button>
                ))}
              </Fragment>
            ))}
          </div>,
          document.body,
        )}
      {newFile && (
        <Suspense fallback={null}>
          <NewProjectDialog onClose={() => setNewFile(false)} />
        </Suspense>
      )}
    </>
  )
}
