import { useEffect } from 'react'
import { toast } from 'react-toastify'
import { copySelection, cutSelection, pasteClipboard, pasteOverSelection } from './clipboard-actions'
import { deleteSelection, duplicateSelection, redo, saveScene, undo } from './editor-actions'
import { docStore, sessionStore } from '../editor-store'
import { viewportCommands } from '../viewport/viewport-commands'

/** Key labels, shared by the File/Edit menu and the Shortcuts list so the two never disagree. */
export const KEYS = {
  save: 'Ctrl+S',
  open: 'Ctrl+O',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Shift+Z',
  copy: 'Ctrl+C',
  cut: 'Ctrl+X',
  duplicate: 'Ctrl+D',
  paste: 'Ctrl+V',
  pasteOver: 'Ctrl+Shift+V',
  selectAll: 'Ctrl+A',
  rename: 'F2',
  toggleUi: 'Ctrl+/',
  fullscreen: 'Ctrl+Shift+F',
  zoomIn: 'Ctrl+=',
  zoomOut: 'Ctrl+-',
  resetCamera: 'Alt+R',
} as const

export const selectAll = () => sessionStore.getState().select(Object.keys(docStore.getState().doc.nodes))
export const toggleUi = () => sessionStore.setState((s) => ({ uiHidden: !s.uiHidden }))

/** Inline rename of the one selected object in the Assets list (the list must be showing). */
export function renameSelection() {
  const { selection } = sessionStore.getState()
  if (selection.length !== 1 || !docStore.getState().doc.nodes[selection[0]]) return toast.info('Select one object to rename it.')
  sessionStore.setState({ renaming: selection[0], uiHidden: false })
}

export async function toggleFullscreen() {
  try {
    if (document.fullscreenElement) await document.exitFullscreen()
    else await document.documentElement.requestFullscreen()
  } catch {
    toast.error('Full screen is not available: the browser refused it.', { toastId: 'fullscreen' })
  }
}

const typing = (target: EventTarget | null) => target instanceof Element && !!target.closest('input, textarea, select, [contenteditable="true"]')
/** Text the user has highlighted on the page: Ctrl+C then copies that, as the browser would. */
const textSelected = () => !!window.getSelection?.()?.toString()

/**
 * One consistent set, as in other 3D editors (Ctrl and Cmd alike). Keys the browser needs for
 * itself (Ctrl+R reload, Ctrl+W close, Ctrl+T, Ctrl+L) stay the browser's, so rename is F2. Keys
 * are skipped while typing in a field and while a dialog is open.
 */
export function useEditorShortcuts({ onDelete, onImport }: { onDelete: () => void; onImport: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || typing(e.target)) return
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      const run = (action: () => unknown) => {
        e.preventDefault()
        void action()
      }
      if (mod && !e.altKey) {
        if (key === 'z') return run(e.shiftKey ? redo : undo)
        if (key === 'y') return run(redo)
        if (key === 's') return run(saveScene)
        if (key === 'o') return run(onImport)
        if (key === 'd') return run(duplicateSelection)
        if (key === 'a') return run(selectAll)
        if (key === 'c' && !e.shiftKey) return textSelected() ? undefined : run(copySelection)
        if (key === 'x' && !e.shiftKey) return textSelected() ? undefined : run(cutSelection)
        if (key === 'v') return run(e.shiftKey ? pasteOverSelection : pasteClipboard)
        if (key === '/' || e.code === 'Slash') return e.repeat ? e.preventDefault() : run(toggleUi)
        if (key === 'f' && e.shiftKey) return e.repeat ? e.preventDefault() : run(toggleFullscreen)
        // Ctrl+= and Ctrl+- would zoom the whole page; here they zoom the viewport instead.
        if (key === '=' || key === '+') return run(viewportCommands.zoomIn)
        if (key === '-' || key === '_') return run(viewportCommands.zoomOut)
        return
      }
      // Alt+R types '®' on a Mac, so the physical key is checked.
      if (e.altKey && !mod && e.code === 'KeyR') return run(viewportCommands.resetCamera)
      if (mod || e.altKey) return
      if (key === 'f2') return run(renameSelection)
      if (key === 'w') sessionStore.getState().setMode('translate')
      else if (key === 'e') sessionStore.getState().setMode('rotate')
      else if (key === 'r') sessionStore.getState().setMode('scale')
      else if (key === 'f') viewportCommands.focusSelection()
      else if (key === 'escape') sessionStore.getState().select([])
      else if (key === 'delete' || key === 'backspace') {
        e.preventDefault()
        if (sessionStore.getState().selection.length) onDelete()
        else deleteSelection()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onDelete, onImport])
}

export const SHORTCUTS: [string, string][] = [
  ['W / E / R', 'Move / Rotate / Scale'],
  ['F', 'Focus on selection'],
  [KEYS.undo, 'Undo'],
  [`${KEYS.redo} or Ctrl+Y`, 'Redo'],
  [KEYS.copy, 'Copy'],
  [KEYS.cut, 'Cut'],
  [KEYS.paste, 'Paste'],
  [KEYS.pasteOver, 'Paste over selection'],
  [KEYS.duplicate, 'Duplicate'],
  [KEYS.selectAll, 'Select all'],
  [KEYS.rename, 'Rename'],
  ['Delete', 'Delete selection'],
  [KEYS.save, 'Save'],
  [KEYS.open, 'Open/Import'],
  [KEYS.toggleUi, 'Toggle UI'],
  [KEYS.fullscreen, 'Toggle fullscreen'],
  [`${KEYS.zoomIn} / ${KEYS.zoomOut}`, 'Zoom in / out'],
  [KEYS.resetCamera, 'Reset camera'],
  ['Esc', 'Deselect'],
  ['Shift+click', 'Add to selection'],
  ['Shift+drag', 'Box select'],
  ['Ctrl+Shift+drag', 'Add a box to the selection'],
  ['Cmd', 'Works for Ctrl on a Mac'],
]
