import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { toast } from 'react-toastify'
import { localBackend, type BackendFactory, type DocBackend } from '@shared/scene/doc-backend'
import type { SceneDiff, SceneOp } from '@shared/scene/ops'
import { emptyScene } from '@shared/scene/defaults'
import { beginTransaction, type SceneChange, type SceneTransaction } from '@shared/scene/transaction'
import type { SceneDocument } from '@shared/scene/schema'

/**
 * The open document. Changes enter only through commit(), apply(), undo() and redo(), which hand
 * them to the backend the project was loaded with (local or live); the methods themselves never
 * change, so whoever holds the store holds the door.
 */
export interface DocState {
  projectId: string
  projectName: string
  doc: SceneDocument
  revision: number
  canUndo: boolean
  canRedo: boolean
  undoLabel?: string
  redoLabel?: string
  /** Why changes are refused here (a viewer's editor), or null when they are not. */
  locked: string | null
  commit: (label: string, ops: SceneOp[], mergeKey?: string) => void
  /** Records a change built in a transaction as one undo step (re-applied if the document moved on). */
  apply: (change: SceneChange) => void
  /** Begins a transaction on the current document. */
  begin: () => SceneTransaction
  seal: () => void
  undo: () => string | undefined
  redo: () => string | undefined
  /** Opens a document with the backend its changes go to (local history unless told otherwise). */
  load: (projectId: string, projectName: string, doc: SceneDocument, revision: number, backend?: BackendFactory) => void
  /** The assistant's earlier steps on this document, so Ctrl+Z can take them back one by one. */
  pushSteps: (steps: { label: string; diff: SceneDiff }[]) => void
  /** Changes not yet kept by the server (always 0 on a local backend). */
  waiting: () => number
  /** Resolves true once nothing waits for the server; false after `ms` with changes still waiting. */
  idle: (ms?: number) => Promise<boolean>
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
  let backend: DocBackend
  return createStore<DocState>((set, get) => {
    const open = (factory: BackendFactory, doc: SceneDocument) => {
      const made: DocBackend = factory(doc, (next, revision) => {
        // A backend left behind by a later load has nothing more to say here.
        if (made !== backend) return
        set({ doc: next, ...made.flags(), ...(revision === undefined ? {} : { revision }) })
      })
      return made
    }
    backend = open(localBackend, emptyScene())
    const refused = () => {
      const { locked } = get()
      if (locked) toast.info(locked, { toastId: 'locked' })
      return locked !== null
    }
    const step = (direction: 'undo' | 'redo') => {
      if (refused()) return undefined
      const result = backend.step(direction)
      set(backend.flags())
      if (!result) return undefined
      if (result.skipped) {
        toast.warn(`${direction === 'undo' ? 'Undo' : 'Redo'} skipped: ${result.skipped}`, { toastId: 'history' })
        return undefined
      }
      return result.label
    }
    return {
      projectId: '',
      projectName: '',
      doc: emptyScene(),
      revision: 0,
      canUndo: false,
      canRedo: false,
      locked: null,
      commit: (label, ops, mergeKey) => {
        if (refused()) return
        backend.commit(label, ops, mergeKey)
        set(backend.flags())
      },
      apply: (change) => {
        if (!change.ops.length || refused()) return
        backend.apply(change)
        set(backend.flags())
      },
      begin: () => beginTransaction(get().doc),
      seal: () => backend.seal(),
      undo: () => step('undo'),
      redo: () => step('redo'),
      load: (projectId, projectName, doc, revision, factory = localBackend) => {
        backend.stop()
        backend = open(factory, doc)
        set({ projectId, projectName, doc, revision, ...backend.flags() })
      },
      pushSteps: (steps) => {
        backend.pushSteps(steps)
        set(backend.flags())
      },
      waiting: () => backend.waiting,
      idle: (ms) => backend.idle(ms),
    }
  })
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
