import { Check as CheckIcon, MessageSquare, RotateCcw, Trash2, X } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { COMMENT_MESSAGES, type CommentThread } from '@shared/api/comments'
import { Check } from '@app/components/fields/check'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { sessionStore, useDoc, useSessionState } from '../editor-store'
import { useAccess } from '../read-only'
import { useLive } from '../../live/live-store'
import { deleteComment, replyTo, setResolved, startThread } from './comments-api'
import { commentsStore, loadThreads, setThreads, useComments } from './comments-store'
import './comments.css'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

/**
 * The editor's comments: threads pinned to an object or to the scene, with replies and
 * resolve. A pin names its object by id, so its label follows the object in the open document;
 * when the object is gone the thread stays, marked 'Object deleted'. Viewers comment too.
 */
export function CommentsPanel({ projectId }: { projectId: string }) {
  const open = useComments((s) => s.open)
  const setOpen = (next: boolean | ((v: boolean) => boolean)) => commentsStore.setState((s) => ({ open: typeof next === 'function' ? next(s.open) : next }))
  const threads = useComments((s) => s.threads)
  const liveNotices = useLive((s) => s.commentsSeen)
  const [draft, setDraft] = useState('')
  const [showResolved, setShowResolved] = useState(false)
  const nodes = useDoc((s) => s.doc.nodes)
  const selected = useSessionState((s) => s.selection[0])
  const pinTo = selected && nodes[selected] ? nodes[selected] : null
  useEffect(() => {
    commentsStore.setState({ projectId, threads: [], open: false })
    return () => commentsStore.setState({ projectId: null, threads: [], open: false })
  }, [projectId])
  // On opening the editor (the toggle counts open threads and the viewport pins them), whenever
  // the panel opens, and at each live notice that someone changed a comment.
  useEffect(() => void loadThreads(projectId).catch((e) => toast.error(errorMessage(e))), [projectId, open, liveNotices])

  const replace = (thread: CommentThread) => setThreads((list) => list.map((t) => (t.id === thread.id ? thread : t)))
  const post = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft.trim()) return
    try {
      const thread = await startThread(projectId, draft.trim(), pinTo?.id)
      setThreads((list) => [...list, thread])
      setDraft('')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const open_ = threads.filter((t) => !t.resolved)
  const shown = showResolved ? threads : open_

  return (
    <>
      <button type="button" className={`btn btn-outline btn-sm comments-toggle${open ? ' active' : ''}`} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <MessageSquare size={15} /> Comments{threads.length > 0 && ` (${open_.length})`}
      </button>
      {open && (
        <aside className="comments-panel" aria-label="Comments">
          <header className="comments-head">
            <h2>Comments</h2>
            <span className="comments-resolved-toggle"><Check label="Show resolved" checked={showResolved} onChange={setShowResolved} /></span>
            <button type="button" className="icon-btn" aria-label="Close comments" onClick={() => setOpen(false)}><X size={16} /></button>
          </header>
          <div className="comments-list">
            {shown.length === 0 && <p className="muted comments-empty">{threads.length ? 'No open threads.' : 'No comments yet. Select an object and write one below.'}</p>}
            {shown.map((t) => <Thread key={t.id} projectId={projectId} thread={t} onChange={replace} onDeleted={() => setThreads((l) => l.filter((x) => x.id !== t.id))} />)}
          </div>
          <form className="comments-new" onSubmit={post}>
            <textarea className="input" rows={2} maxLength={2000} aria-label="New comment" placeholder="Write a comment…" value={draft} onChange={(e) => setDraft(e.target.value)} />
            <div className="comments-new-row">
              <span className="muted">{pinTo ? `Pinned to ${pinTo.name}` : 'On the scene (select an object to pin it)'}</span>
              <button type="submit" className="btn btn-primary btn-sm" disabled={!draft.trim()}>Comment</button>
            </div>
          </form>
        </aside>
      )}
    </>
  )
}

function Thread({ projectId, thread, onChange, onDeleted }: { projectId: string; thread: CommentThread; onChange: (t: CommentThread) => void; onDeleted: () => void }) {
  const me = useSession((s) => s.user)
  const owner = useAccess((s) => s.role === 'owner')
  const node = useDoc((s) => (thread.nodeId ? s.doc.nodes[thread.nodeId] : undefined))
  const [reply, setReply] = useState('')
  const act = async (action: () => Promise<CommentThread | void>) => {
    try {
      const next = await action()
      if (next) onChange(next)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!reply.trim()) return
    void act(async () => {
      const next = await replyTo(projectId, thread.id, reply.trim())
      setReply('')
      return next
    })
  }
  // The open document says where the pin is now; the saved one (the server's answer) only what it was.
  const deleted = Boolean(thread.nodeId) && !node
  return (
    <article className={`comment-thread${thread.resolved ? ' resolved' : ''}`} data-testid="comment-thread">
      <div className="comment-pin">
        {thread.nodeId ? (
          deleted ? <span className="badge comment-deleted">{COMMENT_MESSAGES.objectDeleted}</span> : (
            <button type="button" className="comment-pin-link" onClick={() => sessionStore.getState().select([thread.nodeId!])}>on {node!.name}</button>
          )
        ) : thread.position ? <span className="muted">at a point</span> : <span className="muted">on the scene</span>}
        {thread.resolved && <span className="badge">Resolved</span>}
      </div>
      {[thread, ...thread.replies].map((c) => (
        <div key={c.id} className="comment">
          <div className="comment-meta"><strong>{c.author?.name ?? 'Former member'}</strong> <time className="muted" dateTime={c.created_at}>{when(c.created_at)}</time></div>
          <p className="comment-body">{c.body}</p>
        </div>
      ))}
      <div className="comment-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void act(() => setResolved(projectId, thread.id, !thread.resolved))}>
          {thread.resolved ? <><RotateCcw size={14} /> Reopen</> : <><CheckIcon size={14} /> Resolve</>}
        </button>
        {(owner || thread.author?.id === me?._id) && (
          <button type="button" className="icon-btn" aria-label="Delete thread" title="Delete thread" onClick={() => void act(async () => { await deleteComment(projectId, thread.id); onDeleted() })}><Trash2 size={14} /></button>
        )}
      </div>
      {!thread.resolved && (
        <form className="comment-reply" onSubmit={send}>
          <input className="input" aria-label="Reply" placeholder="Reply…" maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
        </form>
      )}
    </article>
  )
}
