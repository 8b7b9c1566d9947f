import { BarChart3, Box, Globe2, Image, MapPin, MoreVertical, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Project } from '@shared/api/projects'
import { projectDisplayName } from '@shared/validation/rules'
import { CATEGORY_LABEL } from './project-types'

const ICONS = { SURFACE: Box, WORLD: Globe2, VPS: MapPin, IMAGE: Image }

export function ProjectCard({ project, onDelete }: { project: Project; onDelete?: (project: Project) => void }) {
  const Icon = ICONS[project.category]
  const [menu, setMenu] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!menu) return
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setMenu(false)
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [menu])

  const date = new Date(project.created_at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <article className="project-card" data-testid="project-card">
      <Link to={`/gridpage/${project._id}`} className="project-card-link" aria-label={`Open ${projectDisplayName(project.project_name)}`}>
        <div className={`project-thumb thumb-${project.category.toLowerCase()}`}>
          {project.thumbnail ? <img src={project.thumbnail} alt="" loading="lazy" /> : <Icon size={34} aria-hidden="true" />}
        </div>
        <div className="project-meta">
          <h3 title={project.project_name}>{projectDisplayName(project.project_name)}</h3>
          <div className="project-sub">
            <span className="badge">{CATEGORY_LABEL[project.category]}</span>
            <time dateTime={project.created_at}>{date}</time>
          </div>
        </div>
      </Link>
      {onDelete && (
        <div className="project-menu" ref={ref}>
          <button type="button" className="icon-btn" aria-label={`Actions for ${project.project_name}`} onClick={() => setMenu((v) => !v)}>
            <MoreVertical size={18} />
          </button>
          {menu && (
            <div className="dropdown" role="menu">
              <Link role="menuitem" className="dropdown-item" to={`/dashboard/analytics?project=${project._id}`} onClick={() => setMenu(false)}>
                <BarChart3 size={16} /> Analytics
              </Link>
              <button
                role="menuitem"
                type="button"
                className="dropdown-item danger"
                onClick={() => {
                  setMenu(false)
                  onDelete(project)
                }}
              >
                <Trash2 size={16} /> Delete project
              </button>
            </div>
          )}
        </div>
      )}
    </article>
  )
}
