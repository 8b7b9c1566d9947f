import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { teamName } from '@shared/api/teams'
import { Modal } from '@app/components/modal'
import { errorMessage } from '@app/lib/api'
import { createTeam } from './teams-api'

/** 'Add a Team': a name, then the new team, with its creator as owner. */
export function AddTeamModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = teamName.safeParse(name)
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setBusy(true)
    try {
      const id = await createTeam(parsed.data)
      toast.success(`${parsed.data} was created`)
      onCreated(id)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      title="Add a Team"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>Cancel</button>
          <button type="submit" form="add-team-form" className="btn btn-primary" disabled={busy}>Create team</button>
        </>
      }
    >
      <form id="add-team-form" className="field" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor="team-name">Team name</label>
        <input id="team-name" className={`input${error ? ' has-error' : ''}`} value={name} maxLength={80} autoFocus onChange={(e) => { setName(e.target.value); setError(undefined) }} />
        {error ? <span className="field-error">{error}</span> : <span className="field-hint">You will be its owner; invite people once it exists.</span>}
      </form>
    </Modal>
  )
}
