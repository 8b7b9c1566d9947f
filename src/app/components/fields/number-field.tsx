import { useEffect, useState } from 'react'

/**
 * A number typed by hand: applied while valid and inside the range, shown red otherwise; on blur
 * an out-of-range value is clamped (spec §5: number fields clamp to min and max).
 */
export function NumberField({ label, value, min, max, onChange, suffix }: { label: string; value: number; min: number; max: number; onChange: (v: number) => void; suffix?: string }) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const parsed = Number(text)
  const valid = text.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= max
  return (
    <label className="prop-field">
      <span>
        {label}
        {suffix && <em className="muted"> ({suffix})</em>}
      </span>
      <input
        className={`prop-input${valid ? '' : ' invalid'}`}
        aria-label={label}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          const n = Number(e.target.value)
          if (e.target.value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max) onChange(n)
        }}
        onBlur={() => {
          const n = Number(text)
          if (text.trim() === '' || !Number.isFinite(n)) return setText(String(value))
          const clamped = Math.min(max, Math.max(min, n))
          if (clamped !== value) onChange(clamped)
          setText(String(clamped))
        }}
      />
    </label>
  )
}
