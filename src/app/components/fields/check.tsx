import type { ReactNode } from 'react'

/**
 * The one checkbox of the editor's panels: the box beside its label. `ariaLabel` names it where
 * the label alone is ambiguous ("Metallic enabled"); `aside` follows the label (a short hint).
 */
export function Check({ label, checked, onChange, ariaLabel = label, testId, aside }: { label: string; checked: boolean; onChange: (v: boolean) => void; ariaLabel?: string; testId?: string; aside?: ReactNode }) {
  return (
    <label className="prop-field prop-check">
      <input type="checkbox" aria-label={ariaLabel} data-testid={testId} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
      {aside}
    </label>
  )
}
