import { MailPlus, UserMinus, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { MEMBER_ROLES, type MemberRole, type TeamDetail } from '@shared/api/teams'
import { validateField } from '@shared/validation/rules'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { changeRole, inviteMember, removeMember, ROLE_LABEL, withdrawInvitation } from './teams-api'

const ROLE_HINT: Record<MemberRole, string> = {
  owner: 'everything, including members and deleting the team',
  editor: 'edit and publish the team’s projects',
  viewer: 'open the team’s projects and comment',
}

/** Members with their roles; owners change roles, remove members and invite by e-mail. */
export function TeamMembers({ team, onChanged }: { team: TeamDetail; onChanged: () => void }) {
  const me = useSession((s) => s.user)
  const owner = team.role === 'owner'
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MemberRole>('editor')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action()
      if (done) toast.success(done)
      onChanged()
    } catch (err) {
      toast.error(errorMessage(err))
    }
  }
  const invite = async (event: FormEvent) => {
    event.preventDefault()
    const problem = validateField('email', email, ['required', 'email'])
    if (problem) return setError(problem)
    setBusy(true)
    try {
      const answer = await inviteMember(team.id, email.trim(), role)
      toast.success(answer.data.sent ? `Invitation sent to ${email.trim()}` : answer.message ?? 'Invitation saved')
      setEmail('')
      onChanged()
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="team-section">
      <h3>Members</h3>
      <ul className="member-list">
        {team.memberList.map((m) => {
          const self = m.userId === me?._id
          return (
            <li key={m.userId} className="member-row" data-testid="team-member">
              <span className="avatar avatar-sm" aria-hidden="true">{m.name.slice(0, 1).toUpperCase()}</span>
              <span className="member-text">
                <strong>{m.name}{self && <span className="muted"> (you)</span>}</strong>
                {/* Addresses come only to owners and to oneself; others see the name alone. */}
                {m.email && <span className="muted">{m.email}</span>}
              </span>
              {owner ? (
                <select className="select member-role" aria-label={`Role of ${m.name}`} value={m.role} onChange={(e) => void run(() => changeRole(team.id, m.userId, e.target.value as MemberRole), `${m.name} is now ${ROLE_LABEL[e.target.value as MemberRole].toLowerCase()}`)}>
                  {MEMBER_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
                </select>
              ) : (
                <span className="badge">{ROLE_LABEL[m.role]}</span>
              )}
              {owner && !self && (
                <button type="button" className="icon-btn danger" aria-label={`Remove ${m.name}`} title="Remove from team" onClick={() => void run(() => removeMember(team.id, m.userId), `${m.name} was removed`)}>
                  <UserMinus size={16} />
                </button>
              )}
            </li>
          )
        })}
      </ul>

      {owner && (
        <>
          <form className="invite-form" onSubmit={invite} noValidate>
            <div className="field invite-email">
              <label className="field-label" htmlFor="invite-email">Invite by e-mail</label>
              <input id="invite-email" type="email" className={`input${error ? ' has-error' : ''}`} placeholder="name@example.com" value={email} onChange={(e) => { setEmail(e.target.value); setError(undefined) }} />
            </div>
            <div className="field">
              <label className="field-label" htmlFor="invite-role">Role</label>
              <select id="invite-role" className="select invite-role" value={role} onChange={(e) => setRole(e.target.value as MemberRole)}>
                {MEMBER_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
              </select>
            </div>
            <button type="submit" className="btn btn-primary invite-submit" disabled={busy}><MailPlus size={16} /> Invite</button>
          </form>
          {error ? <p className="field-error">{error}</p> : <p className="field-hint">{ROLE_LABEL[role]}: {ROLE_HINT[role]}. The link works once, for 7 days, for this address only.</p>}
          {team.invitations.length > 0 && (
            <ul className="member-list invitations" aria-label="Pending invitations">
              {team.invitations.map((inv) => (
                <li key={inv.id} className="member-row">
                  <span className="avatar avatar-sm pending" aria-hidden="true">@</span>
                  <span className="member-text">
                    <strong>{inv.email}</strong>
                    <span className="muted">Invited as {ROLE_LABEL[inv.role].toLowerCase()} · expires {new Date(inv.expires_at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}</span>
                  </span>
                  <button type="button" className="icon-btn" aria-label={`Withdraw invitation to ${inv.email}`} title="Withdraw invitation" onClick={() => void run(() => withdrawInvitation(team.id, inv.id), 'Invitation withdrawn')}>
                    <X size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
