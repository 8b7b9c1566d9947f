import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { SceneHistory } from '@shared/scene/history'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'

/** The document and its history. Changes enter only through commit(), undo() and redo(). */
export interface DocState {
  projectId: string
  projectName: string
  doc: SceneDocument
  /** The document as last saved, to tell whether there are unsaved changes. */
  savedDoc: SceneDocument
  revision: number
  canUndo: boolean
  canRedo: boolean
  undoLabel?: string
  redoLabel?: string
  commit: (label: string, ops: SceneOp[], mergeKey?: string) => void
  seal: () => void
  undo: () => string | undefined
  redo: () => string | undefined
  load: (projectId: string, projectName: string, doc: SceneDocument, revision: number) => void
  markSaved: (revision: number, doc: SceneDocument) => void
}

/** Session state: never saved, never undone. */
export interface SessionState {
  selection: string[]
  mode: 'translate' | 'rotate' | 'scale'
  space: 'world' | 'local'
  camera: 'perspective' | 'orthographic'
  select: (ids: string[]) => void
  setMode: (mode: SessionState['mode']) => void
}

export function createDocStore() {
  const history = new SceneHistory()
  const flags = () => ({ canUndo: history.canUndo, canRedo: history.canRedo, undoLabel: history.undoLabel, redoLabel: history.redoLabel })
  return createStore<DocState>((set, get) => ({
    projectId: '',
    projectName: '',
    doc: emptyScene(),
    savedDoc: emptyScene(),
    revision: 0,
    canUndo: false,
    canRedo: false,
    commit: (label, ops, mergeKey) => {
      const { doc, diff } = applyOps(get().doc, ops)
      history.record(label, diff, mergeKey)
      set({ doc, ...flags() })
    },
    seal: () => history.seal(),
    undo: () => {
      const result = history.undo(get().doc)
      if (!result) return undefined
      set({ doc: result.doc, ...flags() })
      return result.label
    },
    redo: () => {
      const result = history.redo(get().doc)
      if (!result) return undefined
      set({ doc: result.doc, ...flags() })
      return result.label
    },
    load: (projectId, projectName, doc, revision) => {
      history.clear()
      set({ projectId, projectName, doc, savedDoc: doc, revision, ...flags() })
    },
    markSaved: (revision, doc) => set({ revision, savedDoc: doc }),
  }))
}

export const createSessionStore = () =>
  createStore<SessionState>((set) => ({
    selection: [],
    mode: 'translate',
    space: 'world',
    camera: 'perspective',
    select: (selection) => set({ selection }),
    setMode: (mode) => set({ mode }),
  }))

/** One editor at a time: module-level stores, created outside React (pmndrs style). */
export const docStore = createDocStore()
export const sessionStore = createSessionStore()
export const useDoc = <T>(selector: (s: DocState) => T) => useStore(docStore, selector)
export const useSessionState = <T>(selector: (s: SessionState) => T) => useStore(sessionStore, selector)
