import { History, Plus, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { ThreadSummary } from '@shared/api/chat'
import { ChatInput } from './chat-input'
import { ChatMessages } from './chat-messages'
import { useChat } from './chat-store'
import { DeleteThreadDialog } from './delete-thread-dialog'
import { ExperiencePreview } from './experience-preview'
import { ThreadList } from './thread-list'
import './assistant.css'

const SUGGESTIONS = [
  'A table with a lamp on it at night',
  'Three trees next to a red house at sunset',
  'A solar system with the sun and four planets',
  "A sign that says 'Welcome' in front of a fountain",
]

/** The home page's assistant (spec §2): conversation, past chats, and the preview on the right. */
export function HomeChat({ userName }: { userName: string }) {
  const lines = useChat((s) => s.lines)
  const sending = useChat((s) => s.sending)
  const threadId = useChat((s) => s.threadId)
  const experienceId = useChat((s) => s.experienceId)
  const threads = useChat((s) => s.threads)
  const threadsLoaded = useChat((s) => s.threadsLoaded)
  const { send, newChat, openThread, removeThread, loadThreads, selectExperience } = useChat.getState()
  const [historyOpen, setHistoryOpen] = useState(false)
  const [confirming, setConfirming] = useState<ThreadSummary | null>(null)
  const historyRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void loadThreads()
  }, [loadThreads])
  useEffect(() => {
    if (!historyOpen) return
    const close = (event: PointerEvent) => !historyRef.current?.contains(event.target as Node) && setHistoryOpen(false)
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setHistoryOpen(false)
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', escape)
    }
  }, [historyOpen])

  const threadList = (
    <ThreadList
      threads={threads}
      loaded={threadsLoaded}
      currentId={threadId}
      onOpen={(id) => {
        setHistoryOpen(false)
        void openThread(id)
      }}
      onDelete={(thread) => {
        setHistoryOpen(false)
        setConfirming(thread)
      }}
    />
  )
  const empty = lines.length === 0 && !sending

  return (
    <section className={`assistant card${experienceId ? ' has-preview' : ''}`} aria-label="AI assistant">
      <header className="assistant-head">
        <span className="home-chat-badge">
          <Sparkles size={14} /> AI assistant
        </span>
        <div className="assistant-head-actions">
          <div className="assistant-history" ref={historyRef}>
            <button type="button" className="btn btn-ghost btn-sm" aria-expanded={historyOpen} onClick={() => setHistoryOpen((v) => !v)}>
              <History size={15} aria-hidden="true" /> <span className="assistant-btn-label">History</span>
              {threads.length ? <span className="assistant-count">{threads.length}</span> : null}
            </button>
            {historyOpen && <div className="assistant-history-panel">{threadList}</div>}
          </div>
          <button type="button" className="btn btn-outline btn-sm" onClick={newChat} disabled={sending}>
            <Plus size={15} aria-hidden="true" /> <span className="assistant-btn-label">New Chat</span>
          </button>
        </div>
      </header>
      <div className="assistant-body">
        <div className="assistant-rail">{threadList}</div>
        <div className="assistant-conversation">
          {empty ? (
            <div className="assistant-intro">
              <h1>Hi {userName.split(' ')[0] || 'there'}, what shall we build today?</h1>
              <p className="muted">Describe a scene, by typing or by voice. The assistant builds an experience you can refine, publish and share.</p>
              <ul className="assistant-suggestions" aria-label="Ideas to try">
                {SUGGESTIONS.map((idea) => (
                  <li key={idea}>
                    <button type="button" onClick={() => void send(idea)}>
                      {idea}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ChatMessages lines={lines} sending={sending} activeExperienceId={experienceId} onSelectExperience={selectExperience} />
          )}
          <ChatInput sending={sending} onSend={send} placeholder={empty ? 'Describe a scene to build…' : 'Ask for a change…'} />
        </div>
        <ExperiencePreview />
      </div>
      {confirming && <DeleteThreadDialog thread={confirming} onConfirm={removeThread} onClose={() => setConfirming(null)} />}
    </section>
  )
}
