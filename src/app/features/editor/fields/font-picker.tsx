import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react'
import {
  defaultVariant,
  findFontFamily,
  FONT_CATALOGUE,
  FONT_LABEL_MAX,
  FONT_LIST_FIRST,
  FONT_LIST_MORE,
  FONT_SELECT_TEXT_MAX,
  FONT_WEIGHT_LABELS,
  shortenFontLabel,
  uprightWeights,
  type FontFamily,
} from '@shared/fonts'
import './font-picker.css'

export interface FontPatch {
  fontFamily: string
  fontWeight: number
}

export interface FontPickerProps {
  family: string
  weight: number
  onChange: (patch: FontPatch, label: string) => void
  /** The families to offer (tests pass long lists); the installed catalogue by default. */
  catalogue?: readonly FontFamily[]
}

/** Within this many pixels of the end counts as "scrolled to the bottom". */
const BOTTOM_SLACK = 8

/**
 * Font family and weight for the Text panel (editor spec §9): the family list shows 50 entries,
 * then 30 more each time it is scrolled to the bottom; list labels are cut above 13 characters and
 * the closed select's text above 20. Choosing a family picks its regular weight, else its first.
 */
export function FontPicker({ family, weight, onChange, catalogue = FONT_CATALOGUE }: FontPickerProps) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(FONT_LIST_FIRST)
  const root = useRef<HTMLDivElement>(null)
  const current = findFontFamily(family, catalogue)

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? catalogue.filter((f) => f.family.toLowerCase().includes(q)) : catalogue
  }, [catalogue, query])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const toggle = () => {
    setShown(FONT_LIST_FIRST)
    setQuery('')
    setOpen((o) => !o)
  }

  const choose = (f: FontFamily) => {
    setOpen(false)
    if (f.family !== family) onChange({ fontFamily: f.family, fontWeight: defaultVariant(f).weight }, 'Font family')
  }

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK) setShown((n) => (n < matches.length ? n + FONT_LIST_MORE : n))
  }

  const weights = current ? uprightWeights(current) : []
  // A document may name a weight this family lacks (an import, an old file): show it rather than lie.
  const weightOptions = weights.includes(weight) ? weights : [weight, ...weights].sort((a, b) => a - b)
  const familyName = current?.family ?? family

  return (
    <div className="font-picker" ref={root}>
      <label className="prop-field">
        <span>Font</span>
        <button
          type="button"
          className="prop-input font-picker-button"
          aria-haspopup="listbox"
          aria-expanded={open}
          title={familyName}
          data-testid="font-family"
          onClick={toggle}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          {shortenFontLabel(familyName, FONT_SELECT_TEXT_MAX)}
        </button>
      </label>
      {open && (
        <div className="font-picker-popup" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <input
            className="prop-input"
            placeholder="Search fonts"
            aria-label="Search fonts"
            autoFocus
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setShown(FONT_LIST_FIRST)
            }}
          />
          <div className="font-picker-list" role="listbox" aria-label="Font family" onScroll={onScroll} data-testid="font-list">
            {matches.length === 0 && <div className="font-picker-empty">No match found</div>}
            {matches.slice(0, shown).map((f) => (
              <button
                key={f.pkg}
                type="button"
                role="option"
                aria-selected={f.family === familyName}
                className={`font-picker-option${f.family === familyName ? ' selected' : ''}`}
                title={f.family}
                onClick={() => choose(f)}
              >
                {shortenFontLabel(f.family, FONT_LABEL_MAX)}
              </button>
            ))}
          </div>
        </div>
      )}
      <label className="prop-field">
        <span>Font weight</span>
        <select
          className="prop-input"
          value={weight}
          data-testid="font-weight"
          disabled={weightOptions.length <= 1}
          onChange={(e) => onChange({ fontFamily: familyName, fontWeight: Number(e.target.value) }, 'Font weight')}
        >
          {weightOptions.map((w) => (
            <option key={w} value={w}>
              {FONT_WEIGHT_LABELS[w] ?? w}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
