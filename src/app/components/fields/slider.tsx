import { useEffect, useRef, useState, type ReactNode } from 'react'

/** The spec's debounce for sliders and text inputs. */
export const DEBOUNCE_MS = 300

export interface SliderRange {
  min: number
  max: number
  step: number
}

/** A number box beside the thumb: what may be typed, and what it means (null: not a value yet). */
export interface TypedNumber {
  pattern: RegExp
  parse: (text: string, min: number, max: number) => number | null
}

export interface SliderProps {
  label: string
  value: number
  range: SliderRange
  onChange: (v: number) => void
  show?: (v: number) => string
  hint?: ReactNode
  testId?: string
  /** The spec's slider debounce (300 ms) where each change is costly; 0 reports every move. */
  debounceMs?: number
  /** Adds a number box that takes the typed value (the material panel's sliders). */
  typed?: TypedNumber
}

/**
 * The one slider of the editor's panels: the thumb moves at once; the caller hears each value
 * (or, debounced, the last of a drag), clamped to the range; the caller's merge key makes a drag
 * one undo step.
 */
export function Slider({ label, value, range, onChange, show = String, hint, testId, debounceMs = 0, typed }: SliderProps) {
  const { min, max, step } = range
  const [local, setLocal] = useState(value)
  const [text, setText] = useState(show(value))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    setLocal(value)
    setText(show(value))
  }, [value]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = (v: number) => {
    setLocal(v)
    if (!debounceMs) return onChange(v)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange(v), debounceMs)
  }
  const thumb = (
    <input
      type="range"
      aria-label={label}
      data-testid={testId}
      min={min}
      max={max}
      step={step}
      value={local}
      style={typed ? { flex: 1, minWidth: 0 } : undefined}
      onChange={(e) => {
        const v = Math.min(max, Math.max(min, Number(e.target.value)))
        setText(show(v))
        send(v)
      }}
    />
  )
  if (!typed) {
    return (
      <label className="prop-field">
        <span>
          {label} {show(local)}
          {hint && <em className="muted"> ({hint})</em>}
        </span>
        {thumb}
      </label>
    )
  }
  return (
    <div className="prop-field">
      <span>{label}</span>
      {/* The colour field's row layout: control, then a narrow number box. */}
      <span className="color-field">
        {thumb}
        <input
          className="prop-input"
          style={{ width: 64, flex: 'none' }}
          inputMode="decimal"
          value={text}
          aria-label={`${label} value`}
          onChange={(e) => {
            if (!typed.pattern.test(e.target.value)) return
            setText(e.target.value)
            const v = typed.parse(e.target.value, min, max)
            if (v !== null) send(v)
          }}
          onBlur={() => setText(show(local))}
        />
      </span>
    </div>
  )
}
