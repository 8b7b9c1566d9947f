import { useEffect, useState } from 'react'
import { NavLink, useParams } from 'react-router-dom'
import type { TutorialCard } from '@shared/api/tutorials'
import { TUTORIAL_CATEGORIES, tutorialCategoryOrDefault } from '@shared/catalog'
import { errorMessage } from '@app/lib/api'
import { TutorialCardView } from './tutorial-card'
import { TutorialReader } from './tutorial-reader'
import { fetchTutorials, NO_TOKEN } from './tutorials-api'
import './tutorials.css'

export default function TutorialsPage() {
  const category = tutorialCategoryOrDefault(useParams().category)
  const current = TUTORIAL_CATEGORIES.find((c) => c.id === category)!
  const [tutorials, setTutorials] = useState<TutorialCard[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string>()
  const [open, setOpen] = useState<TutorialCard | null>(null)

  useEffect(() => {
    let live = true
    setLoading(true)
    setError(undefined)
    fetchTutorials(category)
      .then((list) => live && setTutorials(list))
      .catch((e) => {
        if (!live) return
        setTutorials([])
        setError(e instanceof Error && e.message === NO_TOKEN ? NO_TOKEN : errorMessage(e))
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [category])

  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-title">Tutorials</h1>
          <p className="page-subtitle">{current.group} · {current.label}</p>
        </div>
      </div>
      <nav className="tutorial-tabs" aria-label="Tutorial categories">
        {['Basics', 'Use Cases'].map((group) => (
          <div key={group} className="tutorial-tab-group">
            <span className="tutorial-tab-heading">{group}</span>
            {TUTORIAL_CATEGORIES.filter((c) => c.group === group).map((c) => (
              <NavLink key={c.id} to={`/dashboard/tutorials/${c.id}`} className={() => `tutorial-tab${c.id === category ? ' active' : ''}`}>
                {c.label}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      {loading ? (
        <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading tutorials...</div>
      ) : error ? (
        <p className="tutorial-error" role="alert">{error}</p>
      ) : (
        <div className="tutorial-grid">
          {tutorials.map((t) => <TutorialCardView key={t._id} tutorial={t} onOpen={setOpen} />)}
        </div>
      )}
      {open && <TutorialReader tutorial={open} onClose={() => setOpen(null)} />}
    </>
  )
}
