import { BookOpen, FileCode2, GraduationCap, Keyboard, Mail } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Modal } from '@app/components/modal'

const LINKS = [
  { icon: BookOpen, title: 'Tutorials', text: 'Step-by-step guides from your first scene to VR training.', to: '/dashboard/tutorials' },
  { icon: Keyboard, title: 'Editor shortcuts', text: 'Open any project and press ? for the full list.', to: '/dashboard/myprojects' },
  { icon: FileCode2, title: 'API reference', text: 'Every endpoint of this server, with its schemas.', href: '/api/docs' },
]

export function HelpModal({ onClose, onLearningCenter }: { onClose: () => void; onLearningCenter: () => void }) {
  return (
    <Modal title="Help & Feedback" onClose={onClose} width={520} actions={<button className="btn btn-outline" onClick={onClose}>Close</button>}>
      <p className="muted" style={{ marginBottom: 16 }}>Find your way around, or tell us what would make this better.</p>
      <div className="help-list">
        <button type="button" className="help-item" onClick={onLearningCenter}>
          <span className="help-icon"><GraduationCap size={18} /></span>
          <span>
            <strong>Learning Center</strong>
            <span className="muted">Topics, articles and answers in one place.</span>
          </span>
        </button>
        {LINKS.map(({ icon: Icon, title, text, to, href }) => {
          const body = (
            <>
              <span className="help-icon"><Icon size={18} /></span>
              <span>
                <strong>{title}</strong>
                <span className="muted">{text}</span>
              </span>
            </>
          )
          return to ? (
            <Link key={title} className="help-item" to={to} onClick={onClose}>{body}</Link>
          ) : (
            <a key={title} className="help-item" href={href} target="_blank" rel="noreferrer">{body}</a>
          )
        })}
        <a className="help-item" href="mailto:feedback@spatial.studio?subject=Spatial%20Studio%20feedback">
          <span className="help-icon"><Mail size={18} /></span>
          <span>
            <strong>Send feedback</strong>
            <span className="muted">Opens your mail app with a message to the team.</span>
          </span>
        </a>
      </div>
    </Modal>
  )
}
