import { useRef } from 'react'
import { UPLOAD_ACCEPT } from '@shared/api/assets'
import { MATERIAL_NUMBER, parseMaterialNumber } from '@shared/scene/material-rules'
import type { TypedNumber } from '@app/components/fields/slider'
import type { SceneAsset } from '@shared/scene/schema'

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



/** The material sliders' number box: digits and one decimal point, clamped to the range (spec §5). */
export const MATERIAL_TYPED: TypedNumber = { pattern: MATERIAL_NUMBER, parse: parseMaterialNumber }
export const showMaterialNumber = (v: number) => String(Math.round(v * 1000) / 1000)
