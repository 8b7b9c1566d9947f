import { useEffect, useState } from 'react'

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** #RGB or #RRGGBB in, upper-case #RRGGBB out (editor spec §5). */
export function normalizeColor(text: string): string | null {
  if (!HEX.test(text)) return null
  const hex = text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text
  return hex.toUpperCase()
}

export function ColorField({ label, value, onChange, testId }: { label: string; value: string; onChange: (hex: string) => void; testId?: string }) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const valid = normalizeColor(text) !== null
  return (
    <label className="prop-field">
      <span>{label}</span>
      <span className="color-field">
        <input type="color" value={value} onChange={(e) => onChange(e.target.value.toUpperCase())} aria-label={`${label} picker`} />
        <input
          className={`prop-input${valid ? '' : ' invalid'}`}
          value={text}
          aria-label={label}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value)
            const hex = normalizeColor(e.target.value)
            if (hex) onChange(hex)
          }}
          onBlur={() => setText(value)}
        />
      </span>
    </label>
  )
}

