import { Plus, Users } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { TeamSummary } from '@shared/api/teams'
import { EmptyState } from '@app/components/empty-state'
import { AddTeamModal } from './add-team-modal'
import { TeamPanel } from './team-panel'
import { listTeams, ROLE_LABEL } from './teams-api'
import '../projects/projects.css'
import './teams.css'

/** Teams (spec: 'You currently have no teams', 'Add a Team', 'This Team has no projects yet'): your teams, one open at a time. */
export default function TeamsPage() {
  const [teams, setTeams] = useState<TeamSummary[] | null>(null)
  const [adding, setAdding] = useState(false)
  const [params, setParams] = useSearchParams()
  const load = useCallback(async () => {
    try {
      setTeams(await listTeams())
    } catch (error) {
      console.error('Could not load teams', error)
      setTeams([])
    }
  }, [])
  useEffect(() => void load(), [load])
  const selectedId = params.get('team') ?? teams?.[0]?.id ?? null
  const select = (id: string | null) => setParams(id ? { team: id } : {}, { replace: true })

  return (
    <div className="teams">
      <div className="page-header">
        <div>
          <h1 className="page-title">Teams</h1>
          <p className="page-subtitle">Build experiences together and share projects with your teammates.</p>
        </div>
        {teams && teams.length > 0 && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}><Plus size={16} /> Add a Team</button>
        )}
      </div>

      {teams === null ? (
        <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading teams...</div>
      ) : teams.length === 0 ? (
        <EmptyState icon={Users} title="You currently have no teams">
          <p className="teams-empty-text">Create a team to invite people and work on the same projects.</p>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}><Plus size={16} /> Add a Team</button>
        </EmptyState>
      ) : (
        <div className="teams-layout">
          <nav className="team-list" aria-label="Your teams">
            {teams.map((team) => (
              <button key={team.id} type="button" className={`team-list-item${team.id === selectedId ? ' active' : ''}`} aria-current={team.id === selectedId ? 'true' : undefined} onClick={() => select(team.id)}>
                <span className="team-avatar" aria-hidden="true">{team.name.slice(0, 1).toUpperCase()}</span>
                <span className="team-list-text">
                  <strong>{team.name}</strong>
                  <span className="muted">{ROLE_LABEL[team.role]} · {team.members} {team.members === 1 ? 'member' : 'members'} · {team.projects} {team.projects === 1 ? 'project' : 'projects'}</span>
                </span>
              </button>
            ))}
          </nav>
          {selectedId && <TeamPanel key={selectedId} teamId={selectedId} onChanged={load} onGone={() => { select(null); void load() }} />}
        </div>
      )}

      {adding && <AddTeamModal onClose={() => setAdding(false)} onCreated={(id) => { setAdding(false); select(id); void load() }} />}
    </div>
  )
}
