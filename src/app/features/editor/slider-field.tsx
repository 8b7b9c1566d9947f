import { useEffect, useRef, useState } from 'react'

const DEBOUNCE_MS = 300

/**
 * A labelled slider with its number: the thumb moves at once, the document hears of it 300 ms
 * after the last move (the spec's slider debounce), and the merge key makes a drag one undo step.
 */
export function SliderField({ label, value, min, max, step, onChange, format = (v) => String(v) }: { label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void; format?: (v: number) => string }) {
  const [local, setLocal] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => setLocal(value), [value])
  useEffect(() => () => clearTimeout(timer.current), [])
  const set = (v: number) => {
    const clamped = Math.min(max, Math.max(min, v))
    setLocal(clamped)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange(clamped), DEBOUNCE_MS)
  }
  return (
    <label className="prop-field">
      <span>
        {label} <span className="muted">{format(local)}</span>
      </span>
      <input type="range" min={min} max={max} step={step} value={local} onChange={(e) => set(Number(e.target.value))} aria-label={label} />
    </label>
  )
}
