import { isEmissionOn, isMetallicOn, SMOOTHNESS_RANGE, transparencyOf, usesTransparency, withEmission, withMetallic, type MaterialMapSlot } from '@shared/scene/material-rules'
import type { Material } from '@shared/scene/schema'
import { Check } from '@app/components/fields/check'
import { ColorField } from '@app/components/fields/color-field'
import { docStore, useDoc } from '../editor-store'
import { MapSelect, MATERIAL_TYPED, showMaterialNumber } from '../fields/material-fields'
import { DEBOUNCE_MS, Slider } from '@app/components/fields/slider'
import { MAP_LABELS, nodeWithMaterial, uploadMaterialMap } from '../actions/material-upload'

type Update = (label: string, material: Material, key: string) => void

const RENDERING_MODES = ['Opaque', 'Cutout', 'Fade', 'Transparent'] as const
const SHADERS = ['Standard', 'PBR', 'Unlit'] as const

/**
 * material_settings (editor spec §3, rules §4): rendering mode and its transparency, shader,
 * albedo and texture, alpha, the Metallic and Emission toggles with what they enable, and the
 * normal map. Each change is one commit; a key per field merges a slider drag into one undo step.
 * `nodeId` names the node whose material this is; without it the node is found by the material
 * object (documents keep it by identity).
 */
export function MaterialPanel({ material, update, nodeId }: { material: Material; update: Update; nodeId?: string }) {
  const assets = useDoc((s) => s.doc.assets)
  const images = Object.values(assets).filter((a) => a.type === 'image')
  // The node, named now while `material` is surely the document's: sliders report 300 ms late,
  // after other edits (or another selection), so each change patches that node's material as the
  // document holds it then, never a copy from an older render.
  const owner = nodeId ?? nodeWithMaterial(docStore.getState().doc, material)
  const current = (): Material | undefined => {
    const node = owner ? docStore.getState().doc.nodes[owner] : undefined
    return owner ? (node && 'material' in node && node.material) || undefined : material
  }
  const replace = (label: string, next: (m: Material) => Material, key: string) => {
    const now = current()
    if (now) update(label, next(now), key)
  }
  const set = (label: string, patch: Partial<Material>, key: string) => replace(label, (m) => ({ ...m, ...patch }), key)
  const map = (slot: MaterialMapSlot) => (
    <MapSelect
      label={MAP_LABELS[slot]}
      value={material[slot]}
      images={images}
      testId={slot}
      onSelect={(id) => set(MAP_LABELS[slot], { [slot]: id }, slot)}
      onPick={(file) => void uploadMaterialMap(owner, slot, file)}
    />
  )
  const metallic = isMetallicOn(material)
  const emission = isEmissionOn(material)
  return (
    <div className="panel-section">
      <div className="panel-heading">Material</div>
      <label className="prop-field">
        <span>Rendering mode</span>
        <select className="prop-input" value={material.renderingMode} onChange={(e) => set('Rendering mode', { renderingMode: e.target.value as Material['renderingMode'] }, 'mode')}>
          {RENDERING_MODES.map((m) => <option key={m}>{m}</option>)}
        </select>
      </label>
      {usesTransparency(material) && (
        <label className="prop-field">
          <span>Transparency</span>
          <select className="prop-input" value={transparencyOf(material)} onChange={(e) => set('Transparency', { transparency: e.target.value as 'Alpha' | 'Blend' }, 'transparency')}>
            <option>Alpha</option>
            <option>Blend</option>
          </select>
        </label>
      )}
      <label className="prop-field">
        <span>Shader</span>
        <select className="prop-input" value={material.shader} onChange={(e) => set('Shader', { shader: e.target.value as Material['shader'] }, 'shader')}>
          {SHADERS.map((m) => <option key={m}>{m}</option>)}
        </select>
      </label>
      <ColorField label="Albedo" value={material.albedo} testId="albedo" onChange={(albedo) => set('Colour', { albedo }, 'albedo')} />
      {map('textureAssetId')}
      <Slider label="Alpha" value={material.alpha} range={{ min: 0, max: 1, step: 0.05 }} debounceMs={DEBOUNCE_MS} typed={MATERIAL_TYPED} show={showMaterialNumber} onChange={(alpha) => set('Alpha', { alpha }, 'alpha')} />
      <Check label="Metallic" ariaLabel="Metallic enabled" checked={metallic} onChange={(on) => replace('Metallic', (m) => withMetallic(m, on), 'metal-on')} />
      {metallic && (
        <>
          <Slider label="Metallic" value={material.metallic} range={{ min: 0, max: 1, step: 0.05 }} debounceMs={DEBOUNCE_MS} typed={MATERIAL_TYPED} show={showMaterialNumber} onChange={(v) => set('Metallic', { metallic: v }, 'metal')} />
          <Slider label="Smoothness" value={material.smoothness} range={SMOOTHNESS_RANGE} debounceMs={DEBOUNCE_MS} typed={MATERIAL_TYPED} show={showMaterialNumber} onChange={(smoothness) => set('Smoothness', { smoothness }, 'smooth')} />
          {map('metallicMapAssetId')}
        </>
      )}
      <Check label="Emission" ariaLabel="Emission enabled" checked={emission} onChange={(on) => replace('Emission', (m) => withEmission(m, on), 'emission-on')} />
      {material.emission !== null && (
        <>
          <ColorField label="Emission colour" value={material.emission} testId="emission" onChange={(c) => set('Emission colour', { emission: c }, 'emission')} />
          {map('emissionMapAssetId')}
        </>
      )}
      {map('normalMapAssetId')}
    </div>
  )
}
