import { useEffect, useState } from 'react'

interface NumberInputProps {
  label: string
  value: number
  digits: number
  onChange: (value: number) => void
  onCommitEnd?: () => void
  testId?: string
  /** What an unparsable or empty field means when it is left (the spec: scale becomes 1). */
  emptyAs?: number
  /** Dragging the label sideways changes the value by this much per pixel (one undo step per drag). */
  dragStep?: number
  /** The smallest value a label drag may reach. */
  dragMin?: number
  readOnly?: boolean
}

/**
 * A number field that may be empty or half-typed ('-', '1.') without changing the object; a
 * parseable value applies at once, and blur puts back the shown precision.
 */
export function NumberInput({ label, value, digits, onChange, onCommitEnd, testId, emptyAs, dragStep, dragMin = -Infinity, readOnly }: NumberInputProps) {
  const format = (v: number) => String(Math.round(v * 10 ** digits) / 10 ** digits)
  const [text, setText] = useState(format(value))
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(format(value))
  }, [value, focused]) // eslint-disable-line react-hooks/exhaustive-deps
  const pattern = new RegExp(`^-?\\d*(\\.\\d{0,${digits}})?$`)
  // The drag reads its start from the pointer-down, so a re-render mid-drag changes nothing.
  const onLabelDown = (e: React.PointerEvent<HTMLSpanElement>) => {
    if (!dragStep || readOnly || e.button !== 0) return
    e.preventDefault()
    const target = e.currentTarget
    target.setPointerCapture(e.pointerId)
    const startX = e.clientX
    const start = value
    const move = (ev: PointerEvent) => {
      const next = Math.max(dragMin, start + (ev.clientX - startX) * dragStep)
      onChange(Math.round(next * 10 ** digits) / 10 ** digits)
    }
    const up = () => {
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', up)
      target.removeEventListener('pointercancel', up)
      onCommitEnd?.()
    }
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', up)
    target.addEventListener('pointercancel', up)
  }
  return (
    <label className="num-input">
      <span className={dragStep ? 'num-drag' : undefined} title={dragStep ? `Drag sideways to change ${label}` : undefined} onPointerDown={dragStep ? onLabelDown : undefined}>{label}</span>
      <input
        inputMode="decimal"
        value={text}
        readOnly={readOnly}
        data-testid={testId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          if (emptyAs !== undefined && !Number.isFinite(Number.parseFloat(text))) onChange(emptyAs)
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
