import { BarChart3, Box, Code2, FolderInput, Footprints, Glasses, Globe2, Headset, Image, MapPin, MoreVertical, Scan, ScanFace, Share2, Trash2, Users } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Project } from '@shared/api/projects'
import { projectDisplayName } from '@shared/validation/rules'
import { MoveToModal } from './move-to-modal'
import { ShareModal } from './share-modal'
import { CATEGORY_LABEL } from './project-types'

const ICONS = { SURFACE: Box, WORLD: Globe2, VPS: MapPin, IMAGE: Image, FACE: ScanFace, VR: Headset, WEB3D: Code2, GLASSES: Glasses, BODY: Footprints, AREA: Scan }

/** onChanged: after a move; Move To..., Share and Delete are offered to the project's owner only. */
export function ProjectCard({ project, onDelete, onChanged }: { project: Project; onDelete?: (project: Project) => void; onChanged?: () => void }) {
  const Icon = ICONS[project.category]
  const [menu, setMenu] = useState(false)
  const [dialog, setDialog] = useState<'move' | 'share' | null>(null)
  // An answer without a role (an older server) is the caller's own project.
  const owner = (project.role ?? 'owner') === 'owner'
  const access = project.team ? project.team.name : project.role && project.role !== 'owner' ? `Shared · ${project.role}` : null
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
          {access && <span className="project-access" title={project.team ? `Team: ${project.team.name} · you are ${project.role}` : undefined}><Users size={12} aria-hidden="true" /> {access}</span>}
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
              {owner && (
                <>
                  <button role="menuitem" type="button" className="dropdown-item" onClick={() => { setMenu(false); setDialog('move') }}>
                    <FolderInput size={16} /> Move To...
                  </button>
                  <button role="menuitem" type="button" className="dropdown-item" onClick={() => { setMenu(false); setDialog('share') }}>
                    <Share2 size={16} /> Share
                  </button>
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
                </>
              )}
            </div>
          )}
        </div>
      )}
      {dialog === 'move' && <MoveToModal project={project} onClose={() => setDialog(null)} onMoved={() => { setDialog(null); onChanged?.() }} />}
      {dialog === 'share' && <ShareModal project={project} onClose={() => setDialog(null)} />}
    </article>
  )
}
