import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { signOutEverywhere } from './profile-api'

/** Ends every session of the account on the server (other devices, copied tokens), then this one. */
export function SessionsBox() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function everywhere() {
    setBusy(true)
    setError(undefined)
    try {
      await signOutEverywhere()
      useSession.getState().signOut()
      window.location.assign('/')
    } catch (err) {
      setError(errorMessage(err))
      setBusy(false)
    }
  }

  return (
    <section className="card profile-box settings-form" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title">
        <LogOut size={18} /> Sessions
      </h2>
      <p className="muted">Signed in on another device, or left a session open somewhere? End them all, this one included.</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={everywhere} disabled={busy}>
        Sign out everywhere
      </button>
    </section>
  )
}
