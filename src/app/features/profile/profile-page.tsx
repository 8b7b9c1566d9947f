import { NavLink, useLocation } from 'react-router-dom'
import { AccountDetails } from './account-details'
import { InvoicesPage } from './invoices-page'
import { MyTeamsPage } from './my-teams-page'
import { SettingsPage } from './settings-page'
import './profile.css'

/** The profile menu's sub-entries (spec §2), each with the subtitle its page shows. */
const TABS = [
  { to: '/profile', label: 'Account Details', end: true, subtitle: 'Your account and preferences.', Page: AccountDetails },
  { to: '/profile/setting', label: 'Settings', subtitle: 'Your display name and password.', Page: SettingsPage },
  { to: '/profile/my-team', label: 'My Teams', subtitle: 'The teams you belong to.', Page: MyTeamsPage },
  { to: '/profile/invoices', label: 'Invoices', subtitle: 'Your billing history.', Page: InvoicesPage },
]

export default function ProfilePage() {
  const { pathname } = useLocation()
  const path = pathname.replace(/\/+$/, '') || '/profile'
  const active = TABS.find((tab) => tab.to === path)
  return (
    <div className="profile">
      <div className="page-header">
        <div>
          <h1 className="page-title">Profile</h1>
          <p className="page-subtitle">{active?.subtitle ?? 'Your account and preferences.'}</p>
        </div>
      </div>
      <nav className="profile-tabs" aria-label="Profile">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="profile-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {active ? <active.Page /> : <ProfileNotFound />}
    </div>
  )
}

function ProfileNotFound() {
  return (
    <p className="muted" role="status">
      This profile page does not exist. Pick one of the tabs above.
    </p>
  )
}
