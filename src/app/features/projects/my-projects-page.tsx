import { FolderOpen, Plus } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useOutletContext } from 'react-router-dom'
import { toast } from 'react-toastify'
import type { Project, ProjectCategory } from '@shared/api/projects'
import { EmptyState } from '@app/components/empty-state'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import type { DashboardContext } from '@app/lib/dashboard-context'
import { ProjectCard } from './project-card'
import { deleteProject, listProjects, OWNER_CHOICES, SORTS, type OwnerChoice, type SortChoice } from './projects-api'
import './projects.css'

const TECH_TYPES: (ProjectCategory | 'All')[] = ['All', 'SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY', 'AREA']
const PREVIEW_COUNT = 4

export default function MyProjectsPage() {
  const { openNewProject } = useOutletContext<DashboardContext>()
  const [category, setCategory] = useState<ProjectCategory | 'All'>('All')
  const [sort, setSort] = useState<SortChoice>('Most Recent')
  const [scope, setScope] = useState<OwnerChoice>('all')
  const [projects, setProjects] = useState<Project[]>([])
  const [loading, setLoading] = useState(true)
  const [showAll, setShowAll] = useState(false)
  const [toDelete, setToDelete] = useState<Project | null>(null)

  // Only the latest request's answer is shown: a filter changed while the first list was still
  // loading could otherwise be overwritten by that older, unfiltered answer (seen in teams e2e).
  const latest = useRef(0)
  const load = useCallback(async () => {
    const request = ++latest.current
    setLoading(true)
    try {
      const list = await listProjects(category, sort, scope)
      if (request === latest.current) setProjects(list)
    } catch (error) {
      console.error('Could not load projects', error)
      if (request === latest.current) setProjects([])
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }, [category, sort, scope])
  useEffect(() => void load(), [load])

  const confirmDelete = async () => {
    if (!toDelete) return
    try {
      await deleteProject(toDelete._id)
      toast.success(`${toDelete.project_name} was deleted`)
      setProjects((list) => list.filter((p) => p._id !== toDelete._id))
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setToDelete(null)
    }
  }

  const visible = showAll ? projects : projects.slice(0, PREVIEW_COUNT)
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-title">{projects.length} Projects</h1>
          <p className="page-subtitle">Everything you have built, ready to edit, publish and share.</p>
        </div>
        <div className="filters">
          <label className="filter">
            Owner
            <select className="select" value={scope} onChange={(e) => setScope(e.target.value as OwnerChoice)}>
              {Object.entries(OWNER_CHOICES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </label>
          <label className="filter">
            Tech Type
            <select className="select" value={category} onChange={(e) => setCategory(e.target.value as ProjectCategory | 'All')}>
              {TECH_TYPES.map((t) => <option key={t}>{t}</option>)}
            </select>
          </label>
          <label className="filter">
            Sort by
            <select className="select" value={sort} onChange={(e) => setSort(e.target.value as SortChoice)}>
              {Object.keys(SORTS).map((s) => <option key={s}>{s}</option>)}
            </select>
          </label>
        </div>
      </div>
      {loading ? (
        <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading projects...</div>
      ) : projects.length === 0 ? (
        <EmptyState icon={FolderOpen} title={scope === 'shared' ? 'No projects are shared with you yet' : scope === 'team' ? 'Your teams have no projects yet' : category === 'All' ? 'No projects yet' : `No ${category} projects`}>
          <p>Create a project to start building an AR experience.</p>
          <button className="btn btn-primary" onClick={openNewProject}><Plus size={16} /> New Project</button>
        </EmptyState>
      ) : (
        <>
          <div className="my-projects-grid">
            <div className="project-grid">
              {visible.map((p) => <ProjectCard key={p._id} project={p} onDelete={setToDelete} onChanged={load} />)}
            </div>
          </div>
          {projects.length >= PREVIEW_COUNT && (
            <div className="show-all">
              <button className="btn btn-outline" onClick={() => setShowAll((v) => !v)}>
                {showAll ? 'Show less' : `Show all (${projects.length})`}
              </button>
            </div>
          )}
        </>
      )}
      {toDelete && (
        <Modal
          title="Delete project?"
          onClose={() => setToDelete(null)}
          actions={
            <>
              <button className="btn btn-outline" onClick={() => setToDelete(null)}>Cancel</button>
              <button className="btn btn-danger" onClick={confirmDelete}>Delete</button>
            </>
          }
        >
          <p className="muted">“{toDelete.project_name}” and everything in it will be removed for good. This cannot be undone.</p>
        </Modal>
      )}
    </>
  )
}
