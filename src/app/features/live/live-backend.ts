import { toast } from 'react-toastify'
import { API_BASE } from '@shared/api/base'
import type { BackendFactory } from '@shared/scene/doc-backend'
import { useSession } from '@app/lib/session-store'
import { LiveSession } from './live-session'
import { indexedDbQueueStore } from './queue-store'
import { liveStore } from './live-store'

let current: LiveSession | null = null

/** The open editor's live session, if any (the viewport sends pointers and selections through it). */
export const liveSession = () => current

/**
 * The live backend: every step is a batch for the server, shown at once; what the session shows
 * (others' steps, rebases, a queue restored after a reload) is what the store shows; undo is this
 * person's own. The document is always kept: by the server, or by the queue until it returns.
 */
export function liveBackend(projectId: string, revision: number): BackendFactory {
  return (doc, show) => {
    const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/scenes/${projectId}/live`
    const session: LiveSession = new LiveSession({
      projectId,
      urls: [socketUrl],
      token: () => useSession.getState().token,
      store: indexedDbQueueStore(),
      name: useSession.getState().user?.name,
      onDoc: (next) => show(next, session.revision),
      onStatus: (status, waiting) => liveStore.setState({ status, waiting }),
      onPeers: (peers) => liveStore.setState({ peers }),
      onRole: (role) => liveStore.setState({ role }),
      onComments: () => liveStore.setState((s) => ({ commentsSeen: s.commentsSeen + 1 })),
      onNotice: (text) => toast.warn(text, { toastId: 'live-notice' }),
    })
    session.revision = revision
    const wake = () => session.reconnectNow()
    window.addEventListener('online', wake)
    current = session
    liveStore.setState({ status: 'connecting', waiting: 0, peers: [], role: null })
    void session.start(doc)
    const history = session.history
    return {
      commit: (label, ops, mergeKey) => session.commit(label, ops, mergeKey),
      apply: (change) => session.commit(change.label, change.ops),
      seal: () => history.seal(),
      step: (direction) => session.step(direction),
      // The assistant's earlier steps: this person's, so their undo is too.
      pushSteps: (steps) => {
        for (const s of steps) {
          history.record(s.label, s.diff)
          history.seal()
        }
      },
      flags: () => ({ canUndo: history.canUndo, canRedo: history.canRedo, undoLabel: history.undoLabel, redoLabel: history.redoLabel }),
      get waiting() {
        return session.waiting
      },
      idle: (ms) => session.idle(ms),
      stop: () => {
        window.removeEventListener('online', wake)
        session.stop()
        if (current === session) current = null
        liveStore.setState({ status: 'off', waiting: 0, peers: [], role: null })
      },
    }
  }
}
