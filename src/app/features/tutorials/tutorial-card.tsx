import { BookOpen, Clock } from 'lucide-react'
import type { TutorialCard as Tutorial } from '@shared/api/tutorials'

export function TutorialCardView({ tutorial, onOpen }: { tutorial: Tutorial; onOpen: (t: Tutorial) => void }) {
  return (
    <button type="button" className="tutorial-card" onClick={() => onOpen(tutorial)}>
      <span className="tutorial-card-icon"><BookOpen size={18} /></span>
      <span className="tutorial-card-title">{tutorial.title}</span>
      <span className="tutorial-card-desc">{tutorial.description}</span>
      <span className="tutorial-card-foot">
        <span className="badge">{tutorial.level}</span>
        <span><Clock size={12} /> {tutorial.minutes} min · {tutorial.steps.length} steps</span>
      </span>
    </button>
  )
}
