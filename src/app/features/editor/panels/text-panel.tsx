import { findFontFamily, hasVariant } from '@shared/fonts'
import type { TextSettings } from '@shared/scene/schema'
import { Check } from '@app/components/fields/check'
import { ColorField } from '@app/components/fields/color-field'
import { FontPicker } from '../fields/font-picker'
import { DEBOUNCE_MS, Slider } from '@app/components/fields/slider'

type Update = (label: string, text: TextSettings, key: string) => void

/** Whether the catalogue has the italic face of this family at this weight (the toggle shows only then). */
export function italicAvailable(family: string, weight: number): boolean {
  const known = findFontFamily(family)
  return !!known && hasVariant(known, { weight, italic: true })
}

/** Every text_material field with the spec's ranges; the 3D-only ones show for 3D text. */
export function TextPanel({ text, update }: { text: TextSettings; update: Update }) {
  const set = (label: string, patch: Partial<TextSettings>, key: string) => update(label, { ...text, ...patch }, key)
  const italic = text.fontStyle === 'italic'
  const hasItalic = italicAvailable(text.fontFamily, text.fontWeight)
  // A family or weight without an italic face drops the style in the same step, so nothing stale is saved.
  const setFont = (patch: Pick<TextSettings, 'fontFamily' | 'fontWeight'>, label: string) =>
    set(label, italic && !italicAvailable(patch.fontFamily, patch.fontWeight) ? { ...patch, fontStyle: 'normal' } : patch, label)
  return (
    <div className="panel-section">
      <div className="panel-heading">Text</div>
      <label className="prop-field">
        <span>Text type</span>
        <select className="prop-input" value={text.textType} onChange={(e) => set('Text type', { textType: e.target.value as TextSettings['textType'] }, 'ttype')}>
          <option value="2D">2D Text</option>
          <option value="3D">3D Text</option>
        </select>
      </label>
      <label className="prop-field">
        <span>Content</span>
        <textarea className="prop-input" rows={2} value={text.content} onChange={(e) => set('Text', { content: e.target.value }, 'content')} />
      </label>
      <FontPicker family={text.fontFamily} weight={text.fontWeight} onChange={setFont} />
      {hasItalic && (
        <Check label="Italic" testId="font-italic" checked={italic} onChange={(on) => set('Italic', { fontStyle: on ? 'italic' : 'normal' }, 'italic')} />
      )}
      <Slider label="Font size" value={text.fontSize} range={{ min: 0, max: 128, step: 1 }} debounceMs={DEBOUNCE_MS} onChange={(fontSize) => set('Font size', { fontSize }, 'fontsize')} />
      <ColorField label="Colour" value={text.color} onChange={(color) => set('Text colour', { color }, 'tcolor')} />
      <label className="prop-field">
        <span>Horizontal</span>
        <select className="prop-input" value={text.horizontal} onChange={(e) => set('Horizontal alignment', { horizontal: e.target.value as TextSettings['horizontal'] }, 'halign')}>
          <option value="left">Left</option>
          <option value="center">Center</option>
          <option value="right">Right</option>
        </select>
      </label>
      <label className="prop-field">
        <span>Vertical</span>
        <select className="prop-input" value={text.vertical} onChange={(e) => set('Vertical alignment', { vertical: e.target.value as TextSettings['vertical'] }, 'valign')}>
          <option value="top">Top</option>
          <option value="center">Center</option>
          <option value="bottom">Bottom</option>
        </select>
      </label>
      {text.textType === '3D' && (
        <>
          <Slider label="Extrusion" value={text.extrusion} range={{ min: 0.001, max: 0.05, step: 0.001 }} debounceMs={DEBOUNCE_MS} onChange={(extrusion) => set('Extrusion', { extrusion }, 'extrusion')} />
          <Slider label="Bevel size" value={text.bevelSize} range={{ min: 0, max: 0.1, step: 0.01 }} debounceMs={DEBOUNCE_MS} onChange={(bevelSize) => set('Bevel size', { bevelSize }, 'bsize')} />
          <Slider label="Bevel thickness" value={text.bevelThickness} range={{ min: 0, max: 0.1, step: 0.01 }} debounceMs={DEBOUNCE_MS} onChange={(bevelThickness) => set('Bevel thickness', { bevelThickness }, 'bthick')} />
          <Slider label="Bevel offset" value={text.bevelOffset} range={{ min: -0.1, max: 0.1, step: 0.01 }} debounceMs={DEBOUNCE_MS} onChange={(bevelOffset) => set('Bevel offset', { bevelOffset }, 'boffset')} />
          <Slider label="Bevel segments" value={text.bevelSegments} range={{ min: 0, max: 20, step: 1 }} debounceMs={DEBOUNCE_MS} onChange={(bevelSegments) => set('Bevel segments', { bevelSegments }, 'bseg')} />
          <Slider label="Curve segments" value={text.curveSegments} range={{ min: 1, max: 50, step: 1 }} debounceMs={DEBOUNCE_MS} onChange={(curveSegments) => set('Curve segments', { curveSegments }, 'cseg')} />
          <Slider label="Metalness" value={text.metalness} range={{ min: 0, max: 1, step: 0.05 }} debounceMs={DEBOUNCE_MS} onChange={(metalness) => set('Metalness', { metalness }, 'tmetal')} />
          <Slider label="Roughness" value={text.roughness} range={{ min: 0, max: 1, step: 0.05 }} debounceMs={DEBOUNCE_MS} onChange={(roughness) => set('Roughness', { roughness }, 'trough')} />
        </>
      )}
    </div>
  )
}
