import { ChevronRight, LifeBuoy, Mail, MessageSquare, Search } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Modal } from '@app/components/modal'
import { FAQ, LEARNING_ARTICLES, LEARNING_TOPICS, type LearningTopic } from './learning-articles'
import './learning-center.css'

function HelpPanel() {
  return (
    <div className="lc-panel">
      <h3><LifeBuoy size={18} /> Help & FAQ</h3>
      {FAQ.map((item) => (
        <details key={item.q} className="lc-faq">
          <summary>{item.q}</summary>
          <p className="muted">{item.a}</p>
        </details>
      ))}
    </div>
  )
}

function FeedbackPanel() {
  return (
    <div className="lc-panel">
      <h3><MessageSquare size={18} /> Feedback</h3>
      <p className="muted">Missing a tutorial, found a bug, or have an idea? We read every message.</p>
      <a className="btn btn-outline lc-mail" href="mailto:feedback@spatial.studio?subject=Spatial%20Studio%20feedback">
        <Mail size={16} />
        Email feedback@spatial.studio
      </a>
    </div>
  )
}

/** The Learning Center: topics, search, and placeholder articles that open the tutorials. */
export function LearningCenterModal({ onClose }: { onClose: () => void }) {
  const [topic, setTopic] = useState<LearningTopic | null>(null)
  const [query, setQuery] = useState('')
  const isPanel = topic === 'help' || topic === 'feedback'
  const needle = query.trim().toLowerCase()
  const cards = LEARNING_ARTICLES.filter(
    (a) => (!topic || a.category === topic) && a.title.toLowerCase().includes(needle),
  )
  const topicLabel = LEARNING_TOPICS.find((t) => t.id === topic)?.label

  const onSearch = (value: string) => {
    setQuery(value)
    if (isPanel) setTopic(null)
  }

  return (
    <Modal
      title="Learning Center"
      onClose={onClose}
      width={760}
      actions={<button type="button" className="btn btn-outline" onClick={onClose}>Close</button>}
    >
      <div className="lc-search">
        <Search size={16} className="lc-search-icon" aria-hidden="true" />
        <input
          className="input"
          type="search"
          placeholder="Search for tutorials, articles, and help"
          aria-label="Search for tutorials, articles, and help"
          value={query}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>

      <div className="lc-body">
        <nav className="lc-topics" aria-label="Topics">
          {LEARNING_TOPICS.map((t) => (
            <button
              key={t.id}
              type="button"
              className={`lc-topic${t.id === topic ? ' active' : ''}`}
              aria-pressed={t.id === topic}
              onClick={() => setTopic(t.id === topic ? null : t.id)}
            >
              {t.label}
            </button>
          ))}
        </nav>

        <div className="lc-content">
          {topic === 'help' && <HelpPanel />}
          {topic === 'feedback' && <FeedbackPanel />}
          {!isPanel && (
            <>
              <div className="lc-content-head">
                <strong>{topicLabel ?? 'All articles'}</strong>
                {topic && (
                  <button type="button" className="lc-clear" onClick={() => setTopic(null)}>
                    Show all
                  </button>
                )}
              </div>
              <p className="muted lc-note">These are placeholder articles: each one opens the matching tutorials.</p>
              {cards.length > 0 ? (
                <div className="lc-cards">
                  {cards.map(({ title, text, icon: Icon, category }) => (
                    <Link key={title} className="lc-card" to={`/dashboard/tutorials/${category}`} onClick={onClose}>
                      <span className="lc-card-icon"><Icon size={18} /></span>
                      <span className="lc-card-text">
                        <strong>{title}</strong>
                        <span className="muted">{text}</span>
                      </span>
                      <ChevronRight size={16} className="lc-card-arrow" aria-hidden="true" />
                    </Link>
                  ))}
                </div>
              ) : (
                <div className="lc-none">
                  <p>{needle ? `No articles match “${query.trim()}”.` : 'No articles for this topic yet.'}</p>
                  {topic && (
                    <Link className="btn btn-outline btn-sm" to={`/dashboard/tutorials/${topic}`} onClick={onClose}>
                      Open {topicLabel} tutorials
                    </Link>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </Modal>
  )
}
