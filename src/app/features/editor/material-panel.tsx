import type { Material } from '@shared/scene/schema'
import { ColorField } from './color-field'
import { useDoc } from './editor-store'
import { SliderField } from './slider-field'

type Update = (label: string, material: Material, key: string) => void

/** material_settings: rendering mode, shader, albedo, alpha, emission, metallic, smoothness, maps. */
export function MaterialPanel({ material, update }: { material: Material; update: Update }) {
  const images = Object.values(useDoc((s) => s.doc.assets)).filter((a) => a.type === 'image')
  const set = (label: string, patch: Partial<Material>, key: string) => update(label, { ...material, ...patch }, key)
  return (
    <div className="panel-section">
      <div className="panel-heading">Material</div>
      <label className="prop-field">
        <span>Rendering mode</span>
        <select className="prop-input" value={material.renderingMode} onChange={(e) => set('Rendering mode', { renderingMode: e.target.value as Material['renderingMode'] }, 'mode')}>
          {(['Opaque', 'Cutout', 'Fade', 'Transparent'] as const).map((m) => <option key={m}>{m}</option>)}
        </select>
      </label>
      <label className="prop-field">
        <span>Shader</span>
        <select className="prop-input" value={material.shader} onChange={(e) => set('Shader', { shader: e.target.value as Material['shader'] }, 'shader')}>
          {(['Standard', 'PBR', 'Unlit'] as const).map((m) => <option key={m}>{m}</option>)}
        </select>
      </label>
      <ColorField label="Albedo" value={material.albedo} testId="albedo" onChange={(albedo) => set('Colour', { albedo }, 'albedo')} />
      <SliderField label="Alpha" value={material.alpha} min={0} max={1} step={0.05} onChange={(alpha) => set('Alpha', { alpha }, 'alpha')} />
      <label className="prop-field prop-check">
        <input type="checkbox" checked={material.emission !== null} onChange={(e) => set('Emission', { emission: e.target.checked ? '#FFFFFF' : null }, 'emission-on')} />
        <span>Emission</span>
      </label>
      {material.emission !== null && <ColorField label="Emission colour" value={material.emission} onChange={(emission) => set('Emission colour', { emission }, 'emission')} />}
      <SliderField label="Metallic" value={material.metallic} min={0} max={1} step={0.05} onChange={(metallic) => set('Metallic', { metallic }, 'metal')} />
      <SliderField label="Smoothness" value={material.smoothness} min={0} max={0.95} step={0.05} onChange={(smoothness) => set('Smoothness', { smoothness }, 'smooth')} />
      {(['textureAssetId', 'normalMapAssetId'] as const).map((slot) => (
        <label key={slot} className="prop-field">
          <span>{slot === 'textureAssetId' ? 'Texture map' : 'Normal map'}</span>
          <select className="prop-input" value={material[slot] ?? ''} onChange={(e) => set(slot === 'textureAssetId' ? 'Texture map' : 'Normal map', { [slot]: e.target.value || null }, slot)}>
            <option value="">None</option>
            {images.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </label>
      ))}
      {images.length === 0 && <p className="muted prop-hint">Upload an image to use it as a texture or normal map.</p>}
    </div>
  )
}
