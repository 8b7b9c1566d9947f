import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import type { Project } from '@shared/api/projects'
import { atLeast, type TeamSummary } from '@shared/api/teams'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { returnsTo } from './leaving-team'
import { moveProject, myTeams } from './sharing-api'

const MINE = ''

/**
 * The spec's "Move To...": a project goes to one of your teams (where you edit) or out of its team
 * to My Projects: yours if you made it, else back to its author's (the server's rule, said here first).
 */
export function MoveToModal({ project, onClose, onMoved }: { project: Project; onClose: () => void; onMoved: () => void }) {
  const [teams, setTeams] = useState<TeamSummary[] | null>(null)
  const [target, setTarget] = useState(project.team?.id ?? MINE)
  const [busy, setBusy] = useState(false)
  const author = returnsTo(project, useSession((s) => s.user)?._id)
  useEffect(() => {
    myTeams().then((all) => setTeams(all.filter((t) => atLeast(t.role, 'editor'))), () => setTeams([]))
  }, [])
  const move = async () => {
    setBusy(true)
    try {
      await moveProject(project._id, target || null)
      const where = target ? teams?.find((t) => t.id === target)?.name ?? 'the team' : author ? `${author}’s My Projects` : 'My Projects'
      toast.success(`${project.project_name} ${!target && author ? 'went back' : 'moved'} to ${where}`)
      onMoved()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      title="Move To..."
      onClose={onClose}
      actions={<>
        <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
        <button type="button" className="btn btn-primary" disabled={busy || teams === null || target === (project.team?.id ?? MINE)} onClick={move}>Move</button>
      </>}
    >
      <div className="field">
        <label className="field-label" htmlFor="move-target">Move “{project.project_name}” to</label>
        <select id="move-target" className="select" value={target} onChange={(e) => setTarget(e.target.value)} disabled={teams === null}>
          <option value={MINE}>{author ? `${author}’s My Projects (its author)` : 'My Projects (only you)'}</option>
          {teams?.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </select>
        <span className="field-hint">
          {author && target === MINE
            ? `${author} made it: it goes back to their My Projects and they are told. You keep it only if they share it with you.`
            : teams !== null && teams.length === 0
              ? 'Create a team on the Teams page to move projects into it.'
              : 'In a team, its members get their team role on this project at once; leaving it takes their access away.'}
        </span>
      </div>
    </Modal>
  )
}
