import { ChevronRight, CreditCard, Settings, UserRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { fetchMe } from './profile-api'

/** /profile: the spec's three boxes, Account Details read fresh from the server. */
export function AccountDetails() {
  const user = useSession((s) => s.user)
  const updateUser = useSession((s) => s.updateUser)
  const [error, setError] = useState<string>()
  useEffect(() => {
    fetchMe()
      .then(updateUser)
      .catch((e) => setError(errorMessage(e)))
  }, [updateUser])
  const created = user?.created_at ? new Date(user.created_at).toLocaleDateString(undefined, { dateStyle: 'long' }) : '—'
  return (
    <div className="profile-grid">
      <section className="card profile-box profile-box-wide" aria-labelledby="profile-account-title">
        <h2 id="profile-account-title">
          <UserRound size={18} /> Account Details
        </h2>
        {error && <p className="field-error">{error}</p>}
        <dl className="profile-fields">
          <div>
            <dt>Business Name</dt>
            <dd>{user?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>Date Created</dt>
            <dd>{created}</dd>
          </div>
        </dl>
      </section>
      <section className="card profile-box" aria-labelledby="profile-settings-title">
        <h2 id="profile-settings-title">
          <Settings size={18} /> Settings
        </h2>
        <p className="muted">Change your display name or your password.</p>
        <Link to="/profile/setting" className="profile-box-link">
          Open Settings <ChevronRight size={16} />
        </Link>
      </section>
      <section className="card profile-box" aria-labelledby="profile-payment-title">
        <h2 id="profile-payment-title">
          <CreditCard size={18} /> Payment Method
        </h2>
        <p className="muted">Spatial Studio is free while in preview: no payment method is needed.</p>
        <Link to="/profile/invoices" className="profile-box-link">
          View invoices <ChevronRight size={16} />
        </Link>
      </section>
    </div>
  )
}
