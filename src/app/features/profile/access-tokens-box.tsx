import { Bot, Check, Copy } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { TOKEN_NAME_MAX, type AccessToken, type TokenScope } from '@shared/api/access-tokens'
import { errorMessage } from '@app/lib/api'
import { TextField } from '../auth/text-field'
import { copyText } from '../editor/publish/copy-field'
import { createAccessToken, fetchTokens, revokeAccessToken } from './access-tokens-api'
import { serverFieldErrors } from './profile-api'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'never')

/**
 * Personal access tokens for outside AI tools (a desktop assistant, an editor plugin) that build
 * scenes through the MCP endpoint. A new token is shown once, here, with a copy button; the
 * server keeps only its hash. The list says when each was made and last used, and revokes.
 */
export function AccessTokensBox() {
  const [tokens, setTokens] = useState<AccessToken[] | null>(null)
  const [name, setName] = useState('')
  const [scope, setScope] = useState<TokenScope>('edit')
  const [nameError, setNameError] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [fresh, setFresh] = useState<{ name: string; token: string } | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    let live = true
    fetchTokens()
      .then((list) => live && setTokens(list))
      .catch((err) => live && (setTokens([]), setError(errorMessage(err))))
    return () => {
      live = false
    }
  }, [])

  async function create(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setNameError('name is required')
    setBusy(true)
    setError(undefined)
    try {
      const made = await createAccessToken({ name: name.trim(), scope })
      const { token, ...listed } = made
      setTokens((list) => [listed, ...(list ?? [])])
      setFresh({ name: made.name, token })
      setCopied(false)
      setName('')
    } catch (err) {
      const fields = serverFieldErrors(err)
      if (fields.name) setNameError(fields.name)
      else setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  async function revoke(token: AccessToken) {
    if (!window.confirm(`Revoke "${token.name}"? Tools using it stop working at once.`)) return
    setError(undefined)
    try {
      await revokeAccessToken(token.id)
      setTokens((list) => (list ?? []).filter((t) => t.id !== token.id))
    } catch (err) {
      setError(errorMessage(err))
    }
  }

  return (
    <section className="card profile-box profile-box-wide settings-form" aria-labelledby="settings-tokens-title" data-testid="access-tokens">
      <h2 id="settings-tokens-title">
        <Bot size={18} /> Personal access tokens
      </h2>
      <p className="muted">
        Let an AI tool (a desktop assistant, an editor) build scenes for you through the MCP endpoint <code>/api/v1/mcp</code>. A token acts as you: a
        read token lists and reads your projects; an edit token also changes scenes, asks the assistant and publishes. Its edits show live in open
        editors under the token's name.
      </p>
      <form className="tokens-create" onSubmit={create} noValidate>
        <TextField
          label="Token name"
          name="token_name"
          value={name}
          maxLength={TOKEN_NAME_MAX}
          placeholder="e.g. Desktop assistant"
          error={nameError}
          onChange={(e) => {
            setName(e.target.value)
            setNameError(undefined)
          }}
        />
        <div className="tokens-scope" role="radiogroup" aria-labelledby="tokens-scope-label">
          <span id="tokens-scope-label" className="field-label">
            Access
          </span>
          <label>
            <input type="radio" name="token_scope" value="read" checked={scope === 'read'} onChange={() => setScope('read')} /> Read only
          </label>
          <label>
            <input type="radio" name="token_scope" value="edit" checked={scope === 'edit'} onChange={() => setScope('edit')} /> Read and edit
          </label>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create token'}
        </button>
      </form>
      {fresh && (
        <div className="tokens-fresh" role="status" data-testid="new-token">
          <p>
            <strong>{fresh.name}</strong>: copy it now, it will not be shown again.
          </p>
          <div className="tokens-fresh-row">
            <code data-testid="new-token-value">{fresh.token}</code>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={async () => {
                try {
                  await copyText(fresh.token)
                  setCopied(true)
                } catch {
                  setError('Could not copy; select the token and copy it by hand.')
                }
              }}
            >
              {copied ? <Check size={14} /> : <Copy size={14} />} {copied ? 'Copied' : 'Copy'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFresh(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {tokens && tokens.length === 0 && <p className="muted">No tokens yet.</p>}
      {tokens && tokens.length > 0 && (
        <ul className="tokens-list" aria-label="Your access tokens">
          {tokens.map((token) => (
            <li key={token.id} data-token={token.name}>
              <div>
                <strong>{token.name}</strong> <span className="tokens-scope-badge">{token.scope === 'edit' ? 'read and edit' : 'read only'}</span>
                <div className="muted tokens-meta">
                  sst_…{token.hint} · created {when(token.created_at)} · last used {when(token.last_used_at)}
                </div>
              </div>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => revoke(token)} aria-label={`Revoke ${token.name}`}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
