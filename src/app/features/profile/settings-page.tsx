import { DisplayNameForm } from './display-name-form'
import { PasswordForm } from './password-form'

/** /profile/setting: the account's own settings, saved through the API. */
export function SettingsPage() {
  return (
    <div className="settings-grid">
      <DisplayNameForm />
      <PasswordForm />
    </div>
  )
}
