import { UserRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { TextField } from '../auth/text-field'
import { saveDisplayName, serverFieldErrors } from './profile-api'
import { validateNameForm, type FormErrors, type NameField } from './settings-rules'

/** Renames the account; the saved user goes into the session so the avatar and menus change at once. */
export function DisplayNameForm() {
  const user = useSession((s) => s.user)
  const updateUser = useSession((s) => s.updateUser)
  const [name, setName] = useState(user?.name ?? '')
  const [errors, setErrors] = useState<FormErrors<NameField>>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const unchanged = name.trim() === (user?.name ?? '')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateNameForm({ name })
    setErrors(found)
    setFormError(undefined)
    if (Object.keys(found).length > 0 || saving) return
    setSaving(true)
    try {
      const saved = await saveDisplayName(name)
      updateUser(saved)
      setName(saved.name)
      toast.success('Display name saved')
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (fields.name) setErrors({ name: fields.name })
      else setFormError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="card profile-box settings-form" onSubmit={submit} noValidate aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">
        <UserRound size={18} /> Account
      </h2>
      <TextField
        label="Display name"
        name="name"
        autoComplete="name"
        value={name}
        error={errors.name}
        hint="Shown in the top bar and on your projects."
        onChange={(event) => {
          setName(event.target.value)
          setErrors({})
        }}
      />
      <TextField label="Email" name="email" value={user?.email ?? ''} locked hint="Your sign-in e-mail cannot be changed here." />
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={saving || unchanged}>
          {saving ? 'Saving…' : 'Save name'}
        </button>
      </div>
    </form>
  )
}
