import type { ReactNode } from 'react'

/** A labelled select of fixed options; `show` words an option, `hint` explains the current one. */
export function Choice<T extends string>(props: { label: string; value: T; options: readonly T[]; onChange: (v: T) => void; show?: (v: T) => string; hint?: ReactNode }) {
  const { label, value, options, onChange, show = String, hint } = props
  return (
    <label className="prop-field">
      <span>
        {label}
        {hint && <em className="muted"> ({hint})</em>}
      </span>
      <select className="prop-input" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {show(o)}
          </option>
        ))}
      </select>
    </label>
  )
}
