import { KeyRound } from 'lucide-react'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { errorMessage } from '@app/lib/api'
import { TextField } from '../auth/text-field'
import { changePassword, serverFieldErrors } from './profile-api'
import { validatePasswordForm, type FormErrors, type PasswordField } from './settings-rules'

const EMPTY: Record<PasswordField, string> = { current_password: '', new_password: '', confirm_password: '' }
// The rule's character set is closed: a '-' or a space is refused, so the hint says so.
const PASSWORD_HINT = '8-15 characters: an uppercase and a lowercase letter, a number and one of @$!%*?& (no other symbols).'

/** Changes the password; the current one is asked for so an unattended signed-in tab cannot take the account. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)

  const edit = (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validatePasswordForm(values)
    setErrors(found)
    setFormError(undefined)
    if (Object.keys(found).length > 0 || saving) return
    setSaving(true)
    try {
      const message = await changePassword({ current_password: values.current_password, new_password: values.new_password })
      setValues(EMPTY)
      toast.success(message)
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFormError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="card profile-box settings-form" onSubmit={submit} noValidate aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">
        <KeyRound size={18} /> Password
      </h2>
      <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" value={values.current_password} onChange={edit('current_password')} error={errors.current_password} />
      <TextField label="New password" name="new_password" type="password" autoComplete="new-password" value={values.new_password} onChange={edit('new_password')} error={errors.new_password} hint={PASSWORD_HINT} />
      <TextField label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" value={values.confirm_password} onChange={edit('confirm_password')} error={errors.confirm_password} />
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <p className="settings-note muted">
        Changing your password does not sign out other browsers or devices: a session already open there stays
        valid until it expires. This browser stays signed in.
      </p>
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  )
}
