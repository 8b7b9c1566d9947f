import { FolderOpen, LogOut, Pencil, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { TEAM_MESSAGES, teamName, type TeamDetail } from '@shared/api/teams'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { ProjectCard } from '../projects/project-card'
import { useSession } from '@app/lib/session-store'
import { deleteTeamSummary } from '../projects/leaving-team'
import { TeamMembers } from './team-members'
import { deleteTeam, getTeam, leaveTeam, renameTeam } from './teams-api'

type Confirm = 'delete' | 'leave' | null

/** One team: its projects, its members and (for owners) invitations, rename and delete. */
export function TeamPanel({ teamId, onChanged, onGone }: { teamId: string; onChanged: () => void; onGone: () => void }) {
  const [team, setTeam] = useState<TeamDetail | null>(null)
  const [error, setError] = useState<string>()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<Confirm>(null)
  const me = useSession((s) => s.user)
  const load = useCallback(async () => {
    try {
      setTeam(await getTeam(teamId))
    } catch (err) {
      setError(errorMessage(err))
    }
  }, [teamId])
  useEffect(() => void load(), [load])
  const refresh = () => {
    void load()
    onChanged()
  }

  if (error) return <section className="card team-panel"><p className="field-error">{error}</p></section>
  if (!team) return <section className="card team-panel"><div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading team...</div></section>
  const owner = team.role === 'owner'

  const saveName = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = teamName.safeParse(renaming ?? '')
    if (!parsed.success) return toast.error(parsed.error.issues[0].message)
    try {
      await renameTeam(team.id, parsed.data)
      setRenaming(null)
      refresh()
    } catch (err) {
      toast.error(errorMessage(err))
    }
  }
  const finish = async () => {
    try {
      if (confirm === 'delete') await deleteTeam(team.id)
      else await leaveTeam(team.id)
      toast.success(confirm === 'delete' ? `${team.name} was deleted` : `You left ${team.name}`)
      onGone()
    } catch (err) {
      toast.error(errorMessage(err))
    } finally {
      setConfirm(null)
    }
  }

  return (
    <section className="card team-panel" aria-labelledby="team-title">
      <header className="team-panel-header">
        <span className="team-avatar team-avatar-lg" aria-hidden="true">{team.name.slice(0, 1).toUpperCase()}</span>
        {renaming !== null ? (
          <form className="team-rename" onSubmit={saveName}>
            <input className="input" aria-label="Team name" value={renaming} maxLength={80} autoFocus onChange={(e) => setRenaming(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)} />
            <button type="submit" className="btn btn-primary btn-sm">Save</button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRenaming(null)}>Cancel</button>
          </form>
        ) : (
          <div className="team-heading">
            <h2 id="team-title">{team.name}</h2>
            <p className="muted">You are {team.role === 'owner' ? 'an owner' : team.role === 'editor' ? 'an editor' : 'a viewer'} of this team · {team.members} {team.members === 1 ? 'member' : 'members'}</p>
          </div>
        )}
        <div className="team-actions">
          {owner && renaming === null && <button type="button" className="icon-btn" aria-label="Rename team" title="Rename team" onClick={() => setRenaming(team.name)}><Pencil size={16} /></button>}
          <button type="button" className="icon-btn" aria-label="Leave team" title="Leave team" onClick={() => setConfirm('leave')}><LogOut size={16} /></button>
          {owner && <button type="button" className="icon-btn danger" aria-label="Delete team" title="Delete team" onClick={() => setConfirm('delete')}><Trash2 size={16} /></button>}
        </div>
      </header>

      <div className="team-section">
        <h3>Projects</h3>
        {team.projectList.length === 0 ? (
          <div className="team-empty">
            <FolderOpen size={22} aria-hidden="true" />
            <p>{TEAM_MESSAGES.noProjects}</p>
            <p className="muted">Use Move To... on a project card in My Projects to bring a project into this team.</p>
          </div>
        ) : (
          <div className="project-grid team-projects">
            {team.projectList.map((p) => <ProjectCard key={p._id} project={p} />)}
          </div>
        )}
      </div>

      <TeamMembers team={team} onChanged={refresh} />

      {confirm && (
        <Modal
          title={confirm === 'delete' ? 'Delete team?' : 'Leave team?'}
          onClose={() => setConfirm(null)}
          actions={<>
            <button className="btn btn-outline" onClick={() => setConfirm(null)}>Cancel</button>
            <button className="btn btn-danger" onClick={finish}>{confirm === 'delete' ? 'Delete team' : 'Leave'}</button>
          </>}
        >
          {confirm === 'delete' ? (
            <>
              <p className="muted">“{team.name}” will be deleted and its members lose access at once.</p>
              <p className="muted team-delete-outcome" data-testid="delete-team-outcome">{deleteTeamSummary(team.projectList, me?._id)}</p>
            </>
          ) : (
            <p className="muted">You will lose access to the projects of “{team.name}” at once, your own in it included: they stay with the team. An owner can invite you again.</p>
          )}
        </Modal>
      )}
    </section>
  )
}
