import { Clock } from 'lucide-react'
import type { TutorialCard } from '@shared/api/tutorials'
import { Modal } from '@app/components/modal'

export function TutorialReader({ tutorial, onClose }: { tutorial: TutorialCard; onClose: () => void }) {
  return (
    <Modal title={tutorial.title} onClose={onClose} width={640} actions={<button className="btn btn-primary" onClick={onClose}>Done</button>}>
      <div className="tutorial-meta">
        <span className="badge badge-accent">{tutorial.category_label}</span>
        <span className="badge">{tutorial.level}</span>
        <span className="muted"><Clock size={13} /> {tutorial.minutes} min</span>
      </div>
      <p className="muted" style={{ margin: '12px 0 16px' }}>{tutorial.description}</p>
      <ol className="tutorial-steps">
        {tutorial.steps.map((step, i) => (
          <li key={step.title}>
            <span className="tutorial-step-no">{i + 1}</span>
            <div>
              <strong>{step.title}</strong>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Modal>
  )
}
