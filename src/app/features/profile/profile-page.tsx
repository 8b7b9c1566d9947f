import { CreditCard, Settings, UserRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import type { PublicUser } from '@shared/api/users'
import { api, errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { ComingSoonPage } from '../dashboard/coming-soon-page'
import './profile.css'

const TABS = [
  { to: '/profile', label: 'Account Details', end: true },
  { to: '/profile/setting', label: 'Settings' },
  { to: '/profile/my-team', label: 'My Teams' },
  { to: '/profile/invoices', label: 'Invoices' },
]

function AccountDetails() {
  const stored = useSession((s) => s.user)
  const [user, setUser] = useState<PublicUser | null>(stored)
  const [error, setError] = useState<string>()
  useEffect(() => {
    api
      .get<{ data: PublicUser }>('/users/me')
      .then((r) => setUser(r.data.data))
      .catch((e) => setError(errorMessage(e)))
  }, [])
  const created = user ? new Date(user.created_at).toLocaleDateString(undefined, { dateStyle: 'long' }) : '—'
  return (
    <div className="profile-grid">
      <section className="card profile-box">
        <h2><UserRound size={18} /> Account Details</h2>
        {error && <p className="field-error">{error}</p>}
        <dl>
          <dt>Business Name</dt>
          <dd>{user?.name ?? '—'}</dd>
          <dt>Email</dt>
          <dd>{user?.email ?? '—'}</dd>
          <dt>Date Created</dt>
          <dd>{created}</dd>
        </dl>
      </section>
      <section className="card profile-box">
        <h2><Settings size={18} /> Settings</h2>
        <p className="muted">Language, notifications and privacy settings are not available yet.</p>
      </section>
      <section className="card profile-box">
        <h2><CreditCard size={18} /> Payment Method</h2>
        <p className="muted">Spatial Studio is free while in preview: no payment method is needed.</p>
      </section>
    </div>
  )
}

export default function ProfilePage() {
  const { pathname } = useLocation()
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-title">Profile</h1>
          <p className="page-subtitle">Your account and preferences.</p>
        </div>
      </div>
      <nav className="profile-tabs" aria-label="Profile">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="profile-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {pathname === '/profile' && <AccountDetails />}
      {pathname === '/profile/setting' && <ComingSoonPage title="Settings" subtitle="Preferences for your account." note="Account settings are being added." />}
      {pathname === '/profile/my-team' && <ComingSoonPage title="My Teams" subtitle="Teams you belong to." note="Team membership is being added together with Teams." />}
      {pathname === '/profile/invoices' && <ComingSoonPage title="Invoices" subtitle="Billing history." note="There is nothing to bill while Spatial Studio is in preview." />}
    </>
  )
}
