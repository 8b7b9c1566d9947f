import { CircleX, Sparkles } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { CHAT_MESSAGES } from '@shared/api/chat'
import type { ChatLine } from './chat-store'

interface ChatMessagesProps {
  lines: ChatLine[]
  sending: boolean
  activeExperienceId: string | null
  onSelectExperience: (id: string) => void
}

function AiAvatar() {
  return (
    <span className="chat-avatar" aria-hidden="true">
      <Sparkles size={14} />
    </span>
  )
}

function AiLine({ line, active, onSelect }: { line: ChatLine; active: boolean; onSelect: (id: string) => void }) {
  if (line.error) {
    return (
      <div className="chat-row ai">
        <AiAvatar />
        <p className="chat-bubble ai is-error" role="alert">
          <CircleX size={16} className="chat-error-mark" aria-hidden="true" />
          <span>{line.text}</span>
        </p>
      </div>
    )
  }
  if (!line.experienceId) {
    return (
      <div className="chat-row ai">
        <AiAvatar />
        <p className="chat-bubble ai">{line.text}</p>
      </div>
    )
  }
  const id = line.experienceId
  return (
    <div className="chat-row ai">
      <AiAvatar />
      <button
        type="button"
        className={`chat-bubble ai is-selectable${active ? ' is-active' : ''}`}
        onClick={() => onSelect(id)}
        aria-pressed={active}
        title={active ? 'Shown in the preview' : 'Show this experience in the preview'}
      >
        <span className="chat-text">{line.text}</span>
        <span className="chat-created">
          {CHAT_MESSAGES.experienceCreated} <code className="chat-id">{id}</code>
        </span>
      </button>
    </div>
  )
}

/** The conversation, newest at the bottom, with the assistant's typing dots while it works. */
export function ChatMessages({ lines, sending, activeExperienceId, onSelectExperience }: ChatMessagesProps) {
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' })
  }, [lines.length, sending])

  // Several replies may carry the active experience; the latest of them is marked.
  const lastActive = activeExperienceId ? lines.findLastIndex((l) => l.experienceId === activeExperienceId) : -1

  return (
    <div className="chat-messages" ref={list} role="log" aria-live="polite" aria-label="Conversation">
      {lines.map((line, index) =>
        line.sender === 'user' ? (
          <div className="chat-row user" key={line.id}>
            <p className="chat-bubble user">{line.text}</p>
          </div>
        ) : (
          <AiLine key={line.id} line={line} active={index === lastActive} onSelect={onSelectExperience} />
        ),
      )}
      {sending && (
        <div className="chat-row ai">
          <AiAvatar />
          <p className="chat-bubble ai chat-typing" role="status" aria-label="The assistant is working">
            <span />
            <span />
            <span />
          </p>
        </div>
      )}
    </div>
  )
}
