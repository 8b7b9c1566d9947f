import { MessageSquare, Trash2 } from 'lucide-react'
import type { ThreadSummary } from '@shared/api/chat'

interface ThreadListProps {
  threads: ThreadSummary[]
  loaded: boolean
  currentId: string | null
  onOpen: (id: string) => void
  /** Asks for the confirmation; the caller owns the dialog so it outlives a closing menu. */
  onDelete: (thread: ThreadSummary) => void
}

function when(iso: string): string {
  const date = new Date(iso)
  const days = Math.floor((Date.now() - date.getTime()) / 86_400_000)
  if (days < 1) return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  if (days < 7) return date.toLocaleDateString(undefined, { weekday: 'short' })
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
}

/** Past chats; each can be reopened or deleted. */
export function ThreadList({ threads, loaded, currentId, onOpen, onDelete }: ThreadListProps) {
  return (
    <nav className="thread-list" aria-label="Past chats">
      <h2 className="thread-list-title">Past chats</h2>
      {!loaded ? (
        <p className="thread-list-empty">Loading…</p>
      ) : threads.length === 0 ? (
        <p className="thread-list-empty">Your conversations with the assistant will be kept here.</p>
      ) : (
        <ul>
          {threads.map((thread) => (
            <li key={thread._id} className={thread._id === currentId ? 'is-current' : undefined}>
              <button type="button" className="thread-open" onClick={() => onOpen(thread._id)} aria-current={thread._id === currentId ? 'true' : undefined}>
                <MessageSquare size={15} aria-hidden="true" />
                <span className="thread-title" title={thread.title}>{thread.title}</span>
                <time dateTime={thread.updated_at}>{when(thread.updated_at)}</time>
              </button>
              <button type="button" className="thread-delete" aria-label={`Delete chat ${thread.title}`} onClick={() => onDelete(thread)}>
                <Trash2 size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
