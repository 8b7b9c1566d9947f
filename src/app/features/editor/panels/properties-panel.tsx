import type { SceneNode } from '@shared/scene/schema'
import { docStore } from '../editor-store'
import { AudioPanel, VideoPanel } from './media-panels'
import { ColorField } from '@app/components/fields/color-field'
import { Slider } from '@app/components/fields/slider'
import { MaterialPanel } from './material-panel'
import { TextPanel } from './text-panel'
import { SpritePanel, VectorPanel } from './vector-sprite-panels'
import { BodyPointField } from './body-point-field'
import { SplatCropPanel } from './splat-crop-panel'


/**
 * The selected node's type block. Events, Physics, Particle and Animation are cards of the
 * components list (components-list.tsx), added from Add a Component.
 */
export function PropertiesPanel({ node }: { node: SceneNode }) {
  return (
    <>
      <BodyPointField node={node} />
      <KindProperties node={node} />
    </>
  )
}

function KindProperties({ node }: { node: SceneNode }) {
  const update = (label: string, patch: Record<string, unknown>, key: string) =>
    docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch }], `${node.id}:${key}`)

  switch (node.kind) {
    case 'video':
      return <VideoPanel node={node} onChange={(patch, label) => update(label, patch, label)} />
    case 'audio':
      return <AudioPanel node={node} onChange={(patch, label) => update(label, patch, label)} />
    case 'shape':
    case 'image':
      return <MaterialPanel nodeId={node.id} material={node.material} update={(label, material, key) => update(label, { material }, key)} />
    case 'light':
      return (
        <div className="panel-section">
          <div className="panel-heading">Light</div>
          <Slider label="Intensity" value={node.light.intensity} range={{ min: 0, max: 10, step: 0.1 }} show={(v) => v.toFixed(1)} onChange={(intensity) => update('Light intensity', { light: { ...node.light, intensity } }, 'intensity')} />
          <label className="prop-field">
            <span>Shadows</span>
            <select className="prop-input" value={node.light.shadow} onChange={(e) => update('Shadows', { light: { ...node.light, shadow: e.target.value } }, 'shadow')}>
              <option value="none">No Shadow</option>
              <option value="soft">Soft Shadow</option>
              <option value="hard">Hard Shadow</option>
            </select>
          </label>
          {node.light.type === 'point' && node.light.shadow !== 'none' && (
            // The frame budget (scene-render/core/shadow-budget.ts): a point light's shadow is six extra passes.
            <p className="field-hint" data-testid="point-shadow-note">
              Not drawn on phones or in VR. On computers one point light per scene draws its shadow: the nearest to the camera.
            </p>
          )}
          <ColorField label="Colour" value={node.light.color} onChange={(color) => update('Light colour', { light: { ...node.light, color } }, 'lcolor')} />
        </div>
      )
    case 'vector':
      return <VectorPanel node={node} update={(label, vector, key) => update(label, { vector }, key)} />
    case 'sprite':
      return <SpritePanel node={node} assets={docStore.getState().doc.assets} />
    case 'text':
      return <TextPanel text={node.text} update={(label, text, key) => update(label, { text }, key)} />
    case 'splat':
      return <SplatCropPanel node={node} />
    case 'hotspot':
      return (
        <div className="panel-section">
          <div className="panel-heading">Hotspot</div>
          <label className="prop-field">
            <span>Label</span>
            <input className="prop-input" value={node.label} onChange={(e) => update('Hotspot label', { label: e.target.value }, 'label')} />
          </label>
          <ColorField label="Colour" value={node.color} onChange={(color) => update('Hotspot colour', { color }, 'hcolor')} />
        </div>
      )
    default:
      return null
  }
}
