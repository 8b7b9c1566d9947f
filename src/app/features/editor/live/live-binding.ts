import { toast } from 'react-toastify'
import { API_BASE } from '@shared/api/base'
import type { SceneDocument } from '@shared/scene/schema'
import { useSession } from '@app/lib/session-store'
import { docStore, sessionStore } from '../editor-store'
import { LiveSession } from '../../live/live-session'
import { indexedDbQueueStore } from '../../live/queue-store'
import { liveStore } from '../../live/live-store'

let current: LiveSession | null = null
let pointer: [number, number, number] | null = null

/** The open editor's live session, if any (Save and Publish wait on it; the viewport sends pointers through it). */
export const liveSession = () => current

/** This person's pointer in the scene (world coordinates), sent with the selection, throttled. */
export function setLivePointer(point: [number, number, number] | null) {
  pointer = point
  current?.presence(sessionStore.getState().selection, pointer)
}

/**
 * Puts the editor's document store on the live session: commit, apply, undo and redo go through
 * it (so every edit is a batch for the server), and what the session shows becomes the store's
 * document. The document is always "saved" in live mode: the server has it or the queue does.
 * Answers the way back to the plain store.
 */
export function startLive(projectId: string, doc: SceneDocument, revision: number): () => void {
  const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/scenes/${projectId}/live`
  const session = new LiveSession({
    projectId,
    urls: [socketUrl],
    token: () => useSession.getState().token,
    store: indexedDbQueueStore(),
    name: useSession.getState().user?.name,
    onDoc: (next) => {
      const history = session.history
      docStore.setState({ doc: next, savedDoc: next, revision: session.revision, canUndo: history.canUndo, canRedo: history.canRedo, undoLabel: history.undoLabel, redoLabel: history.redoLabel })
      // Someone else deleted what this person had selected: it leaves the selection.
      const { selection, select } = sessionStore.getState()
      if (selection.some((id) => !next.nodes[id])) select(selection.filter((id) => next.nodes[id]))
    },
    onStatus: (status, waiting) => liveStore.setState({ status, waiting }),
    onPeers: (peers) => liveStore.setState({ peers }),
    onRole: (role) => liveStore.setState({ role }),
    onComments: () => liveStore.setState((s) => ({ commentsSeen: s.commentsSeen + 1 })),
    onNotice: (text) => toast.warn(text, { toastId: 'live-notice' }),
  })
  session.revision = revision
  const plain = docStore.getState()
  const flags = () => ({ canUndo: session.history.canUndo, canRedo: session.history.canRedo, undoLabel: session.history.undoLabel, redoLabel: session.history.redoLabel })
  const step = (direction: 'undo' | 'redo') => {
    const result = session.step(direction)
    docStore.setState(flags())
    if (!result) return undefined
    if (result.skipped) {
      toast.warn(`${direction === 'undo' ? 'Undo' : 'Redo'} skipped: ${result.skipped}`, { toastId: 'history' })
      return undefined
    }
    return result.label
  }
  docStore.setState({
    commit: (label, ops, mergeKey) => {
      if (liveStore.getState().role === 'viewer') return void toast.info('You can view this scene but not edit it.', { toastId: 'viewer' })
      session.commit(label, ops, mergeKey)
      docStore.setState(flags())
    },
    apply: (change) => {
      if (change.ops.length) docStore.getState().commit(change.label, change.ops)
    },
    seal: () => session.history.seal(),
    undo: () => step('undo'),
    redo: () => step('redo'),
    // The assistant's earlier steps: this person's, so their undo is too.
    pushSteps: (steps) => {
      for (const s of steps) {
        session.history.record(s.label, s.diff)
        session.history.seal()
      }
      docStore.setState(flags())
    },
  })
  const unsubscribe = sessionStore.subscribe((s, prev) => {
    if (s.selection !== prev.selection) session.presence(s.selection, pointer)
  })
  const wake = () => session.reconnectNow()
  window.addEventListener('online', wake)
  current = session
  liveStore.setState({ status: 'connecting', waiting: 0, peers: [], role: null })
  void session.start(doc)
  return () => {
    window.removeEventListener('online', wake)
    unsubscribe()
    session.stop()
    if (current === session) current = null
    const { commit, apply, seal, undo, redo, pushSteps } = plain
    docStore.setState({ commit, apply, seal, undo, redo, pushSteps })
    liveStore.setState({ status: 'off', waiting: 0, peers: [], role: null })
  }
}
