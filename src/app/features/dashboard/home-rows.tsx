import { BookOpen, Clock, LayoutTemplate, Plus } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useOutletContext } from 'react-router-dom'
import type { Project } from '@shared/api/projects'
import type { TutorialCard } from '@shared/api/tutorials'
import { EmptyState } from '@app/components/empty-state'
import { ProjectCard } from '../projects/project-card'
import { recentProjects } from '../projects/projects-api'
import { TutorialCardView } from '../tutorials/tutorial-card'
import { TutorialReader } from '../tutorials/tutorial-reader'
import { fetchRecentTutorials } from '../tutorials/tutorials-api'
import type { DashboardContext } from '@app/lib/dashboard-context'
import { fetchTemplates, TemplateCard, type IndustryTemplate } from '../templates/templates'
import '../projects/projects.css'
import '../tutorials/tutorials.css'

/** Loads a list once; on failure the loading flag stops and the list stays empty (spec §4). */
function useList<T>(load: () => Promise<T[]>) {
  const [state, setState] = useState<{ items: T[]; loading: boolean }>({ items: [], loading: true })
  useEffect(() => {
    let live = true
    load()
      .then((items) => live && setState({ items, loading: false }))
      .catch((error) => {
        console.error(error)
        if (live) setState({ items: [], loading: false })
      })
    return () => {
      live = false
    }
  }, [load])
  return state
}

function Row({ title, to, loading, children }: { title: string; to: string; loading: boolean; children: ReactNode }) {
  return (
    <section className="home-row" aria-label={title}>
      <div className="home-row-header">
        <h2>{title}</h2>
        <Link to={to} className="home-row-link">View all</Link>
      </div>
      {loading ? <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading…</div> : children}
    </section>
  )
}

export function RecentRow() {
  const { openNewProject } = useOutletContext<DashboardContext>()
  const { items, loading } = useList<Project>(recentProjects)
  return (
    <Row title="Recent" to="/dashboard/myprojects" loading={loading}>
      {items.length ? (
        <div className="project-grid">{items.slice(0, 4).map((p) => <ProjectCard key={p._id} project={p} />)}</div>
      ) : (
        <EmptyState icon={Clock} title="No projects yet">
          <p>Projects you create or edit will show up here.</p>
          <button className="btn btn-primary btn-sm" onClick={openNewProject}><Plus size={16} /> New Project</button>
        </EmptyState>
      )}
    </Row>
  )
}

export function TemplatesRow() {
  const { items, loading } = useList<IndustryTemplate>(fetchTemplates)
  return (
    <Row title="Industry Templates" to="/dashboard/library/templates" loading={loading}>
      {items.length ? (
        <div className="template-grid">{items.slice(0, 4).map((t) => <TemplateCard key={t._id} template={t} />)}</div>
      ) : (
        <EmptyState icon={LayoutTemplate} title="No templates to show">
          <p>Templates could not be loaded right now.</p>
        </EmptyState>
      )}
    </Row>
  )
}

export function TutorialsRow() {
  const { items, loading } = useList<TutorialCard>(fetchRecentTutorials)
  const [open, setOpen] = useState<TutorialCard | null>(null)
  return (
    <Row title="Tutorials" to="/dashboard/tutorials" loading={loading}>
      {items.length ? (
        <div className="tutorial-grid">{items.slice(0, 3).map((t) => <TutorialCardView key={t._id} tutorial={t} onOpen={setOpen} />)}</div>
      ) : (
        <EmptyState icon={BookOpen} title="No tutorials to show">
          <p>Tutorials could not be loaded right now.</p>
        </EmptyState>
      )}
      {open && <TutorialReader tutorial={open} onClose={() => setOpen(null)} />}
    </Row>
  )
}
