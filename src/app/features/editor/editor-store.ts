import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { SceneHistory } from '@shared/scene/history'
import type { SceneDiff } from '@shared/scene/ops'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import { emptyScene } from '@shared/scene/defaults'
import { beginTransaction, type SceneChange, type SceneTransaction } from '@shared/scene/transaction'
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
  /** Records a change built in a transaction as one undo step (re-applied if the document moved on). */
  apply: (change: SceneChange) => void
  /** Begins a transaction on the current document. */
  begin: () => SceneTransaction
  seal: () => void
  undo: () => string | undefined
  redo: () => string | undefined
  load: (projectId: string, projectName: string, doc: SceneDocument, revision: number) => void
  /** The assistant's earlier steps on this document, so Ctrl+Z can take them back one by one. */
  pushSteps: (steps: { label: string; diff: SceneDiff }[]) => void
  markSaved: (revision: number, doc: SceneDocument) => void
}

export type WindowType = 'design' | 'preview' | 'code'
export type PreviewType = 'default' | 'mobile' | 'tab'

/** Session state: never saved, never undone. */
export interface SessionState {
  selection: string[]
  mode: 'translate' | 'rotate' | 'scale'
  space: 'world' | 'local'
  camera: 'perspective' | 'orthographic'
  /** The centre area: the design viewport, the preview window or the code window. */
  windowType: WindowType
  previewType: PreviewType
  /** The preview frame in CSS pixels; null = Default Preview, which fills the preview area. */
  previewSize: { width: number; height: number } | null
  /** Bumped by Replay: whatever runs in the preview (events, media, physics) restarts when it changes. */
  replayKey: number
  /** Gizmo snapping: off, or steps in units, degrees and scale factor. */
  snap: { enabled: boolean; translate: number; rotate: number; scale: number }
  /** Viewport zoom in percent (Zoom In/Out: 10-200, step 10); 100 = the camera's own distance. */
  zoom: number
  /** Toggle UI: the side panels and toolbar hidden, the viewport alone. */
  uiHidden: boolean
  /** The node whose name is being edited inline in the Assets list, if any. */
  renaming: string | null
  select: (ids: string[]) => void
  setMode: (mode: SessionState['mode']) => void
  setWindowType: (type: WindowType) => void
  replay: () => void
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
    apply: (change) => {
      if (!change.ops.length) return
      if (change.base !== get().doc) return get().commit(change.label, change.ops)
      history.record(change.label, change.diff)
      set({ doc: change.doc, ...flags() })
    },
    begin: () => beginTransaction(get().doc),
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
    pushSteps: (steps) => {
      for (const step of steps) {
        history.record(step.label, step.diff)
        history.seal()
      }
      set(flags())
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
    windowType: 'design',
    previewType: 'default',
    previewSize: null,
    replayKey: 0,
    snap: { enabled: false, translate: 0.5, rotate: 15, scale: 0.1 },
    zoom: 100,
    uiHidden: false,
    renaming: null,
    select: (selection) => set({ selection }),
    setMode: (mode) => set({ mode }),
    // Spec §4: returning to design resets the window size; preview-time changes never reach the
    // document (the preview runs on a derived copy), so the design objects come back as they were.
    setWindowType: (windowType) => set(windowType === 'design' ? { windowType, previewType: 'default', previewSize: null } : { windowType }),
    replay: () => set((s) => ({ replayKey: s.replayKey + 1 })),
  }))

/** One editor at a time: module-level stores, created outside React (pmndrs style). */
export const docStore = createDocStore()
export const sessionStore = createSessionStore()
export const useDoc = <T>(selector: (s: DocState) => T) => useStore(docStore, selector)
export const useSessionState = <T>(selector: (s: SessionState) => T) => useStore(sessionStore, selector)
