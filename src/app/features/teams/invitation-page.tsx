import { Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { toast } from 'react-toastify'
import type { InvitationPreview } from '@shared/api/teams'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { LoginCard } from '../auth/login-card'
import { acceptInvitation, previewInvitation, ROLE_LABEL } from './teams-api'
import '../auth/login-page.css'
import './teams.css'

/**
 * /invitation/:token, the link an invitation mail carries. Signed out, it asks for the invited
 * address's sign-in and comes back here; signed in, it says who invited whom to what and accepts.
 */
export default function InvitationPage() {
  const { token = '' } = useParams()
  const location = useLocation()
  const user = useSession((s) => s.user)
  return (
    <main className="login-page invitation-page">
      <div className="login-bg" aria-hidden="true" />
      <section className="login-hero">
        <p className="login-eyebrow">Team invitation</p>
        <h2>Build experiences <span className="gradient-text">together.</span></h2>
        <p className="muted">Invitations work once, for 7 days, and only for the address they were sent to.</p>
      </section>
      {user ? <InvitationCard token={token} email={user.email} /> : <LoginCard next={location.pathname} />}
    </main>
  )
}

function InvitationCard({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate()
  const signOut = useSession((s) => s.signOut)
  const [preview, setPreview] = useState<InvitationPreview | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    previewInvitation(token).then(setPreview, (err) => setError(errorMessage(err)))
  }, [token])
  const accept = async () => {
    setBusy(true)
    try {
      const answer = await acceptInvitation(token)
      toast.success(`You joined ${preview?.teamName ?? 'the team'}`)
      navigate(`/dashboard/teams?team=${answer.data.teamId}`, { replace: true })
    } catch (err) {
      setError(errorMessage(err))
      setBusy(false)
    }
  }
  const why = preview?.state === 'used' ? 'This invitation has already been used.' : preview?.state === 'expired' ? 'This invitation has expired. Ask the team’s owner for a new one.' : preview && !preview.forYou ? `This invitation was sent to ${preview.email}; you are signed in as ${email}. Sign in with that address to accept it.` : null
  return (
    <section className="login-card invitation-card" aria-labelledby="invitation-title">
      <span className="team-avatar team-avatar-lg" aria-hidden="true">{preview ? preview.teamName.slice(0, 1).toUpperCase() : <Users size={18} />}</span>
      {error ? (
        <>
          <h1 id="invitation-title" className="invitation-title">Invitation unavailable</h1>
          <p className="field-error">{error}</p>
          <button type="button" className="btn btn-outline" onClick={() => navigate('/dashboard/teams')}>Go to Teams</button>
        </>
      ) : !preview ? (
        <div className="loading-line" role="status"><span className="spinner" aria-hidden="true" /> Loading invitation...</div>
      ) : (
        <>
          <h1 id="invitation-title" className="invitation-title">Join {preview.teamName}</h1>
          <p className="muted">{preview.invitedBy ?? 'A team owner'} invited {preview.email} to join as {ROLE_LABEL[preview.role].toLowerCase()}.</p>
          {why ? (
            <>
              <p className="field-error">{why}</p>
              {preview.state === 'open' && <button type="button" className="btn btn-outline" onClick={() => signOut()}>Sign in with another account</button>}
            </>
          ) : (
            <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={accept}>Accept invitation</button>
          )}
        </>
      )}
    </section>
  )
}
