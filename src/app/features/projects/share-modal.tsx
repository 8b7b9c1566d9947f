import { X } from 'lucide-react'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import type { Project } from '@shared/api/projects'
import { ROLE_LABEL, SHARE_ROLES, type ProjectShare, type ShareRole } from '@shared/api/teams'
import { validateField } from '@shared/validation/rules'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { listShares, shareProject, unshareProject } from './sharing-api'
import './sharing.css'

/** Share one project with a person (an account's e-mail) as editor or viewer; the list of who has it, each removable. */
export function ShareModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const [shares, setShares] = useState<ProjectShare[]>([])
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<ShareRole>('viewer')
  const [error, setError] = useState<string>()
  const load = useCallback(() => listShares(project._id).then(setShares, () => setShares([])), [project._id])
  useEffect(() => void load(), [load])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = validateField('email', email, ['required', 'email'])
    if (problem) return setError(problem)
    try {
      await shareProject(project._id, email.trim(), role)
      toast.success(`Shared with ${email.trim()} as ${ROLE_LABEL[role].toLowerCase()}`)
      setEmail('')
      void load()
    } catch (err) {
      setError(errorMessage(err))
    }
  }
  const remove = async (share: ProjectShare) => {
    try {
      await unshareProject(project._id, share.userId)
      void load()
    } catch (err) {
      toast.error(errorMessage(err))
    }
  }
  return (
    <Modal title="Share" onClose={onClose} width={520} actions={<button type="button" className="btn btn-outline" onClick={onClose}>Done</button>}>
      <form className="share-form" onSubmit={submit} noValidate>
        <div className="field share-email">
          <label className="field-label" htmlFor="share-email">Share “{project.project_name}” with</label>
          <input id="share-email" type="email" className={`input${error ? ' has-error' : ''}`} placeholder="name@example.com" value={email} onChange={(e) => { setEmail(e.target.value); setError(undefined) }} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="share-role">Role</label>
          <select id="share-role" className="select share-role" value={role} onChange={(e) => setRole(e.target.value as ShareRole)}>
            {SHARE_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn-primary share-submit">Share</button>
      </form>
      {error ? <p className="field-error">{error}</p> : <p className="field-hint">Editors edit and publish; viewers open it and comment. They need an account with that e-mail.</p>}
      {shares.length > 0 && (
        <ul className="share-list" aria-label="People with access">
          {shares.map((s) => (
            <li key={s.userId} className="share-row">
              <span className="avatar avatar-sm" aria-hidden="true">{s.name.slice(0, 1).toUpperCase()}</span>
              <span className="share-text"><strong>{s.name}</strong>{s.email && <span className="muted">{s.email}</span>}</span>
              <span className="badge">{ROLE_LABEL[s.role]}</span>
              <button type="button" className="icon-btn" aria-label={`Stop sharing with ${s.name}`} title="Stop sharing" onClick={() => void remove(s)}><X size={16} /></button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
