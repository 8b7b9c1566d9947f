import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { docStore } from './editor-store'

/**
 * The small controlled fields the Physics, Animation and Particle panels share, in the editor's
 * panel style (prop-field, prop-input). Each reports a finished value; the panel turns it into a
 * node patch with an undo label.
 */

const ROW: CSSProperties = { flexDirection: 'row', alignItems: 'center', gap: 8 }
const HEAD_BUTTON: CSSProperties = { marginLeft: 'auto' }

/** Heading of a component panel with its Add or Remove button (a component absent from a node is off). */
export function ComponentHeading({ title, present, onAdd, onRemove, addDisabled }: { title: string; present: boolean; onAdd: () => void; onRemove: () => void; addDisabled?: boolean }) {
  return (
    <div className="panel-heading">
      {title}
      {present ? (
        <button type="button" className="btn btn-outline btn-sm" style={HEAD_BUTTON} onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </button>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" style={HEAD_BUTTON} onClick={onAdd} disabled={addDisabled} aria-label={`Add ${title}`}>
          Add
        </button>
      )}
    </div>
  )
}

export function Slider(props: { label: string; value: number; range: { min: number; max: number; step: number }; show: (v: number) => string; onChange: (v: number) => void; testId?: string; hint?: ReactNode }) {
  const { label, value, range, show, onChange, testId, hint } = props
  return (
    <label className="prop-field">
      <span>
        {label} {show(value)}
        {hint && <em className="muted"> ({hint})</em>}
      </span>
      <input type="range" aria-label={label} data-testid={testId} min={range.min} max={range.max} step={range.step} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  )
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="prop-field" style={ROW}>
      <input type="checkbox" aria-label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  )
}

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

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** #RGB or #RRGGBB in, upper-case #RRGGBB out (spec §5); null otherwise. */
export function toHex(text: string): string | null {
  if (!HEX.test(text)) return null
  const hex = text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text
  return hex.toUpperCase()
}

export function ColorPick({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  return (
    <label className="prop-field">
      <span>{label}</span>
      <span className="color-field">
        <input type="color" value={value} onChange={(e) => onChange(e.target.value.toUpperCase())} aria-label={`${label} picker`} />
        <input
          className={`prop-input${toHex(text) ? '' : ' invalid'}`}
          aria-label={label}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            const hex = toHex(e.target.value)
            if (hex) onChange(hex)
          }}
          onBlur={() => setText(value)}
        />
      </span>
    </label>
  )
}

/** Commits one node patch as an undo step; repeated changes under one label (a slider drag) merge. */
export function commitNodePatch(node: SceneNode, patch: Record<string, unknown>, label: string) {
  docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch }], `${node.id}:${label}`)
}
