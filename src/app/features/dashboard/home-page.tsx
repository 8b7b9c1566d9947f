import { Mic, Send, Sparkles } from 'lucide-react'
import { useSession } from '@app/lib/session-store'
import { RecentRow, TemplatesRow, TutorialsRow } from './home-rows'
import './home.css'

export default function HomePage() {
  const name = useSession((s) => s.user?.name ?? '')
  return (
    <div className="home">
      <section className="home-chat card" aria-label="AI assistant">
        <div className="home-chat-intro">
          <span className="home-chat-badge">
            <Sparkles size={14} /> AI assistant
          </span>
          <h1>Hi {name.split(' ')[0] || 'there'}, what shall we build today?</h1>
          <p className="muted">Describe a scene and the assistant will create an experience you can refine, publish and share.</p>
        </div>
        <form className="home-chat-input" onSubmit={(e) => e.preventDefault()}>
          <textarea rows={2} placeholder="A cosy reading corner with a lamp, an armchair and a bookshelf…" disabled aria-describedby="chat-note" />
          <div className="home-chat-actions">
            <button type="button" className="icon-btn" disabled aria-label="Voice input">
              <Mic size={18} />
            </button>
            <button type="submit" className="btn btn-primary btn-sm" disabled>
              <Send size={16} /> Send
            </button>
          </div>
        </form>
        <p id="chat-note" className="home-chat-note muted">The assistant is being connected in this release; typing is disabled until it is ready.</p>
      </section>
      <RecentRow />
      <TemplatesRow />
      <TutorialsRow />
    </div>
  )
}
