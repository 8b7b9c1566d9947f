import { ArrowUp, Mic, Square } from 'lucide-react'
import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import { CHAT_LIMITS } from '@shared/api/chat'
import { useSpeechInput } from './use-speech-input'

interface ChatInputProps {
  sending: boolean
  onSend: (text: string) => Promise<void> | void
  placeholder?: string
}

/** The prompt box: Enter sends, Shift+Enter breaks the line; voice input beside it. */
export function ChatInput({ sending, onSend, placeholder }: ChatInputProps) {
  const [text, setText] = useState('')
  const textRef = useRef(text)
  textRef.current = text
  const area = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const getText = useCallback(() => textRef.current, [])
  const speech = useSpeechInput({ getText, setText, area })

  const submit = () => {
    if (!text.trim() || sending) return
    speech.stop()
    const sent = text
    setText('')
    void Promise.resolve(onSend(sent)).finally(() => input.current?.focus())
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (speech.listening) speech.stop()
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form
      ref={area}
      className={`assistant-input${speech.listening ? ' is-listening' : ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor="assistant-prompt" className="visually-hidden">
        Describe the experience to build
      </label>
      <textarea
        id="assistant-prompt"
        ref={input}
        rows={1}
        value={text}
        maxLength={CHAT_LIMITS.queryMax}
        placeholder={speech.listening ? 'Listening… speak now' : placeholder}
        disabled={sending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="assistant-input-actions">
        <button
          type="button"
          className={`assistant-mic${speech.listening ? ' is-on' : ''}`}
          onClick={speech.toggle}
          disabled={sending}
          aria-pressed={speech.listening}
          aria-label={speech.listening ? 'Stop voice input' : 'Voice input'}
          title={speech.supported ? (speech.listening ? 'Stop voice input' : 'Speak your prompt') : 'Voice input is not available in this browser'}
        >
          {speech.listening ? <Square size={14} fill="currentColor" /> : <Mic size={18} />}
        </button>
        <button type="submit" className="assistant-send" disabled={sending || !text.trim()} aria-label="Send">
          {sending ? <span className="spinner" role="status" aria-label="Sending" /> : <ArrowUp size={18} strokeWidth={2.5} />}
        </button>
      </div>
    </form>
  )
}
