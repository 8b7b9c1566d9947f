import { useEffect, useRef, useState } from 'react'
import { UPLOAD_ACCEPT } from '@shared/api/assets'
import { MATERIAL_NUMBER, parseMaterialNumber } from '@shared/scene/material-rules'
import type { SceneAsset } from '@shared/scene/schema'

const DEBOUNCE_MS = 300
/** The select's value for "Map": never stored, it only opens the file picker. */
const PICK = '__pick__'

/**
 * A map slot: Unselected, the project's images, or Map, which opens the file picker (spec §4).
 * The picker is a hidden file input clicked from the change handler, inside the user's gesture.
 */
export function MapSelect({ label, value, images, onSelect, onPick, testId }: { label: string; value: string | null | undefined; images: SceneAsset[]; onSelect: (id: string | null) => void; onPick: (file: File) => void; testId?: string }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <label className="prop-field">
      <span>{label}</span>
      <select
        className="prop-input"
        value={value ?? ''}
        data-testid={testId}
        onChange={(e) => {
          if (e.target.value === PICK) input.current?.click()
          else onSelect(e.target.value || null)
        }}
      >
        <option value="">Unselected</option>
        {images.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
        <option value={PICK}>Map</option>
      </select>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT.image}
        hidden
        aria-label={`${label} file`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // Cleared, so choosing the same file again still fires a change.
          e.target.value = ''
          if (file) onPick(file)
        }}
      />
    </label>
  )
}

const show = (v: number) => String(Math.round(v * 1000) / 1000)

/**
 * A material slider with its number field: the field takes digits and one decimal point and
 * clamps to the range (spec §5); the document hears 300 ms after the last change, and the
 * caller's merge key makes a drag one undo step.
 */
export function MaterialSlider({ label, value, min, max, step, onChange }: { label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void }) {
  const [local, setLocal] = useState(value)
  const [text, setText] = useState(show(value))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    setLocal(value)
    setText(show(value))
  }, [value])
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = (v: number) => {
    setLocal(v)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange(v), DEBOUNCE_MS)
  }
  return (
    <div className="prop-field">
      <span>{label}</span>
      {/* The colour field's row layout: control, then a narrow number box. */}
      <span className="color-field">
        <input
          type="range"
          style={{ flex: 1, minWidth: 0 }}
          min={min}
          max={max}
          step={step}
          value={local}
          aria-label={label}
          onChange={(e) => {
            const v = Math.min(max, Math.max(min, Number(e.target.value)))
            setText(show(v))
            send(v)
          }}
        />
        <input
          className="prop-input"
          style={{ width: 64, flex: 'none' }}
          inputMode="decimal"
          value={text}
          aria-label={`${label} value`}
          onChange={(e) => {
            if (!MATERIAL_NUMBER.test(e.target.value)) return
            setText(e.target.value)
            const v = parseMaterialNumber(e.target.value, min, max)
            if (v !== null) send(v)
          }}
          onBlur={() => setText(show(local))}
        />
      </span>
    </div>
  )
}
