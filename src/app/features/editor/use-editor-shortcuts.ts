import { useEffect } from 'react'
import { deleteSelection, duplicateSelection, redo, saveScene, undo } from './editor-actions'
import { docStore, sessionStore } from './editor-store'

/**
 * One consistent set, as in other 3D editors: W/E/R transform modes, Ctrl+Z / Ctrl+Shift+Z (or
 * Ctrl+Y) undo/redo, Ctrl+D duplicate, Delete/Backspace delete (confirmed), Ctrl+S save, Ctrl+A
 * select all, Esc deselect. Nothing that the browser needs (Ctrl+W, Ctrl+R) is taken.
 */
export function useEditorShortcuts(onDelete: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      if (mod && key === 'z') return e.preventDefault(), e.shiftKey ? redo() : undo()
      if (mod && key === 'y') return e.preventDefault(), redo()
      if (mod && key === 's') return e.preventDefault(), void saveScene()
      if (mod && key === 'd') return e.preventDefault(), duplicateSelection()
      if (mod && key === 'a') return e.preventDefault(), sessionStore.getState().select(Object.keys(docStore.getState().doc.nodes))
      if (mod) return
      if (key === 'w') sessionStore.getState().setMode('translate')
      else if (key === 'e') sessionStore.getState().setMode('rotate')
      else if (key === 'r') sessionStore.getState().setMode('scale')
      else if (key === 'escape') sessionStore.getState().select([])
      else if (key === 'delete' || key === 'backspace') {
        if (sessionStore.getState().selection.length) onDelete()
        else deleteSelection()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onDelete])
}

export const SHORTCUTS: [string, string][] = [
  ['W / E / R', 'Move / Rotate / Scale'],
  ['Ctrl+Z', 'Undo'],
  ['Ctrl+Shift+Z or Ctrl+Y', 'Redo'],
  ['Ctrl+D', 'Duplicate'],
  ['Delete', 'Delete selection'],
  ['Ctrl+S', 'Save'],
  ['Ctrl+A', 'Select all'],
  ['Esc', 'Deselect'],
  ['Shift+click', 'Add to selection'],
]
