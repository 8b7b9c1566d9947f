import { useEffect, useState } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { docStore } from './editor-store'
import { AudioPanel, VideoPanel } from './media-panels'

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** #RGB or #RRGGBB in, upper-case #RRGGBB out (editor spec §5). */
export function normalizeColor(text: string): string | null {
  if (!HEX.test(text)) return null
  const hex = text.length === 4 ? `#${[...text.slice(1)].map((c) => c + c).join('')}` : text
  return hex.toUpperCase()
}

function ColorField({ label, value, onChange, testId }: { label: string; value: string; onChange: (hex: string) => void; testId?: string }) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const valid = normalizeColor(text) !== null
  return (
    <label className="prop-field">
      <span>{label}</span>
      <span className="color-field">
        <input type="color" value={value} onChange={(e) => onChange(e.target.value.toUpperCase())} aria-label={`${label} picker`} />
        <input
          className={`prop-input${valid ? '' : ' invalid'}`}
          value={text}
          data-testid={testId}
          onChange={(e) => {
            setText(e.target.value)
            const hex = normalizeColor(e.target.value)
            if (hex) onChange(hex)
          }}
          onBlur={() => setText(value)}
        />
      </span>
    </label>
  )
}

export function PropertiesPanel({ node }: { node: SceneNode }) {
  const update = (label: string, patch: Record<string, unknown>, key: string) =>
    docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch }], `${node.id}:${key}`)

  switch (node.kind) {
    case 'video':
      return <VideoPanel node={node} onChange={(patch, label) => update(label, patch, label)} />
    case 'audio':
      return <AudioPanel node={node} onChange={(patch, label) => update(label, patch, label)} />
    case 'shape':
    case 'image':
      return (
        <div className="panel-section">
          <div className="panel-heading">Material</div>
          <ColorField label="Albedo" value={node.material.albedo} testId="albedo" onChange={(albedo) => update('Colour', { material: { ...node.material, albedo } }, 'albedo')} />
          <label className="prop-field">
            <span>Smoothness</span>
            <input type="range" min={0} max={0.95} step={0.05} value={node.material.smoothness} onChange={(e) => update('Smoothness', { material: { ...node.material, smoothness: Number(e.target.value) } }, 'smooth')} />
          </label>
          <label className="prop-field">
            <span>Metallic</span>
            <input type="range" min={0} max={1} step={0.05} value={node.material.metallic} onChange={(e) => update('Metallic', { material: { ...node.material, metallic: Number(e.target.value) } }, 'metal')} />
          </label>
        </div>
      )
    case 'light':
      return (
        <div className="panel-section">
          <div className="panel-heading">Light</div>
          <label className="prop-field">
            <span>Intensity {node.light.intensity.toFixed(1)}</span>
            <input type="range" min={0} max={10} step={0.1} value={node.light.intensity} onChange={(e) => update('Light intensity', { light: { ...node.light, intensity: Number(e.target.value) } }, 'intensity')} />
          </label>
          <label className="prop-field">
            <span>Shadows</span>
            <select className="prop-input" value={node.light.shadow} onChange={(e) => update('Shadows', { light: { ...node.light, shadow: e.target.value } }, 'shadow')}>
              <option value="none">No Shadow</option>
              <option value="soft">Soft Shadow</option>
              <option value="hard">Hard Shadow</option>
            </select>
          </label>
          <ColorField label="Colour" value={node.light.color} onChange={(color) => update('Light colour', { light: { ...node.light, color } }, 'lcolor')} />
        </div>
      )
    case 'text':
      return (
        <div className="panel-section">
          <div className="panel-heading">Text</div>
          <label className="prop-field">
            <span>Content</span>
            <textarea className="prop-input" rows={2} value={node.text.content} onChange={(e) => update('Text', { text: { ...node.text, content: e.target.value } }, 'content')} />
          </label>
          <label className="prop-field">
            <span>Font size {node.text.fontSize}</span>
            <input type="range" min={0} max={128} step={1} value={node.text.fontSize} onChange={(e) => update('Font size', { text: { ...node.text, fontSize: Number(e.target.value) } }, 'fontsize')} />
          </label>
          <ColorField label="Colour" value={node.text.color} onChange={(color) => update('Text colour', { text: { ...node.text, color } }, 'tcolor')} />
        </div>
      )
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
