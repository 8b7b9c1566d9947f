import { AccessTokensBox } from './access-tokens-box'
import { DisplayNameForm } from './display-name-form'
import { PasswordForm } from './password-form'
import { SessionsBox } from './sessions-box'

/** /profile/setting: the account's own settings, saved through the API. */
export function SettingsPage() {
  return (
    <div className="settings-grid">
      <DisplayNameForm />
      <PasswordForm />
      <SessionsBox />
      <AccessTokensBox />
    </div>
  )
}
