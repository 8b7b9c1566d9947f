import { useEffect, useState } from 'react'

interface NumberInputProps {
  label: string
  value: number
  digits: number
  onChange: (value: number) => void
  onCommitEnd?: () => void
  testId?: string
}

/**
 * A number field that may be empty or half-typed ('-', '1.') without changing the object; a
 * parseable value applies at once, and blur puts back the shown precision.
 */
export function NumberInput({ label, value, digits, onChange, onCommitEnd, testId }: NumberInputProps) {
  const format = (v: number) => String(Math.round(v * 10 ** digits) / 10 ** digits)
  const [text, setText] = useState(format(value))
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(format(value))
  }, [value, focused]) // eslint-disable-line react-hooks/exhaustive-deps
  const pattern = new RegExp(`^-?\\d*(\\.\\d{0,${digits}})?$`)
  return (
    <label className="num-input">
      <span>{label}</span>
      <input
        inputMode="decimal"
        value={text}
        data-testid={testId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          setText(format(value))
          onCommitEnd?.()
        }}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        onChange={(e) => {
          const next = e.target.value
          if (!pattern.test(next)) return
          setText(next)
          const parsed = Number.parseFloat(next)
          if (Number.isFinite(parsed)) onChange(parsed)
        }}
      />
    </label>
  )
}
