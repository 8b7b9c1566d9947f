import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import type { Project } from '@shared/api/projects'
import { atLeast, type TeamSummary } from '@shared/api/teams'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { moveProject, myTeams } from './sharing-api'

const MINE = ''

/** The spec's "Move To...": a project goes to one of your teams (where you edit) or back to your own projects. */
export function MoveToModal({ project, onClose, onMoved }: { project: Project; onClose: () => void; onMoved: () => void }) {
  const [teams, setTeams] = useState<TeamSummary[] | null>(null)
  const [target, setTarget] = useState(project.team?.id ?? MINE)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    myTeams().then((all) => setTeams(all.filter((t) => atLeast(t.role, 'editor'))), () => setTeams([]))
  }, [])
  const move = async () => {
    setBusy(true)
    try {
      await moveProject(project._id, target || null)
      const where = target ? teams?.find((t) => t.id === target)?.name ?? 'the team' : 'My Projects'
      toast.success(`${project.project_name} moved to ${where}`)
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
          <option value={MINE}>My Projects (only you)</option>
          {teams?.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </select>
        <span className="field-hint">
          {teams !== null && teams.length === 0 ? 'Create a team on the Teams page to move projects into it.' : 'In a team, its members get their team role on this project at once; leaving it takes their access away.'}
        </span>
      </div>
    </Modal>
  )
}
