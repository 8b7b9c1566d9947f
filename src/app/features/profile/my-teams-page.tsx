import { ArrowRight, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { TeamSummary } from '@shared/api/teams'
import { EmptyState } from '@app/components/empty-state'
import { listTeams, ROLE_LABEL } from '../teams/teams-api'

/** /profile/my-team: the teams you belong to, with your role in each; each opens on the Teams page. */
export function MyTeamsPage() {
  const [teams, setTeams] = useState<TeamSummary[] | null>(null)
  useEffect(() => {
    listTeams().then(setTeams, () => setTeams([]))
  }, [])
  if (teams === null) return <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading teams...</div>
  if (teams.length === 0) {
    return (
      <EmptyState icon={Users} title="You currently have no teams">
        <p className="profile-empty-text">Teams you create or are invited to will be listed here with your role in each.</p>
        <Link to="/dashboard/teams" className="btn btn-outline">
          Go to Teams <ArrowRight size={16} />
        </Link>
      </EmptyState>
    )
  }
  return (
    <ul className="my-teams" aria-label="My Teams">
      {teams.map((t) => (
        <li key={t.id}>
          <Link to={`/dashboard/teams?team=${t.id}`} className="my-team-row">
            <span className="my-team-avatar" aria-hidden="true">{t.name.slice(0, 1).toUpperCase()}</span>
            <span className="my-team-text">
              <strong>{t.name}</strong>
              <span className="muted">{t.members} {t.members === 1 ? 'member' : 'members'} · {t.projects} {t.projects === 1 ? 'project' : 'projects'}</span>
            </span>
            <span className="badge">{ROLE_LABEL[t.role]}</span>
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
