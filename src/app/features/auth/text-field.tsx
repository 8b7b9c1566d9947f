import { Eye, EyeOff, Lock } from 'lucide-react'
import { useState, type InputHTMLAttributes } from 'react'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
  locked?: boolean
}

/** A labelled input with its error below; password fields get a show/hide toggle. */
export function TextField({ label, error, hint, locked, type = 'text', id, ...rest }: TextFieldProps) {
  const [reveal, setReveal] = useState(false)
  const inputId = id ?? `field-${rest.name}`
  const isPassword = type === 'password'
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="input-wrap">
        <input
          id={inputId}
          className={`input${error ? ' has-error' : ''}`}
          type={isPassword && reveal ? 'text' : type}
          readOnly={locked}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            className="icon-btn input-adornment"
            onClick={() => setReveal((v) => !v)}
            aria-label={reveal ? 'Hide password' : 'Show password'}
          >
            {reveal ? <EyeOff size={18} /> : <Eye size={18} />}
          </button>
        )}
        {locked && (
          <span className="input-adornment icon-btn" aria-hidden="true">
            <Lock size={16} />
          </span>
        )}
      </div>
      {error ? (
        <span className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span className="field-hint" id={`${inputId}-hint`}>
            {hint}
          </span>
        )
      )}
    </div>
  )
}
