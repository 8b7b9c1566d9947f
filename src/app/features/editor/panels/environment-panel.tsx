import { useEffect, useRef, useState } from 'react'
import { ENVIRONMENT_COUNTS, ENVIRONMENT_ELEMENTS, type EnvironmentElement } from '@shared/scene/environment'
import type { SceneSettings } from '@shared/scene/schema'
import { isImageSkybox, reflectionProbesOf, SKY_HORIZON, withReflectionProbes, type ReflectionProbes } from '../../scene-render/environment/settings'
import { Check } from '@app/components/fields/check'
import { ColorField } from '@app/components/fields/color-field'
import { Slider } from '@app/components/fields/slider'

export interface EnvironmentPanelProps {
  settings: SceneSettings
  /** One user step: the caller commits it through the document's 'settings' operation. */
  onChange: (patch: Partial<SceneSettings>, label: string) => void
}

type Skybox = SceneSettings['environment']['skybox']
const SKYBOXES: [Skybox, string][] = [
  ['none', 'None'],
  ['color', 'Color'],
  ['studio', 'Studio'],
  ['sunset', 'Sunset'],
  ['night', 'Night'],
  ['forest', 'Forest'],
  ['city', 'City'],
]

const n = (v: number) => v.toLocaleString('en-US')
const ELEMENT_LABELS: Record<EnvironmentElement, [string, string]> = {
  terrain: ['Terrain', `${ENVIRONMENT_COUNTS.terrainSize} × ${ENVIRONMENT_COUNTS.terrainSize} m, ${ENVIRONMENT_COUNTS.rocks} rocks`],
  water: ['Water', 'animated, fills the hollows'],
  clouds: ['Clouds', `${ENVIRONMENT_COUNTS.clouds} drifting`],
  stars: ['Stars', n(ENVIRONMENT_COUNTS.stars)],
  rain: ['Rain', `${n(ENVIRONMENT_COUNTS.rain)} drops`],
  snow: ['Snow', `${n(ENVIRONMENT_COUNTS.snow)} flakes`],
  fire: ['Fire', `${ENVIRONMENT_COUNTS.fire} particles`],
  foliage: ['Foliage', `${ENVIRONMENT_COUNTS.trees} trees, ${ENVIRONMENT_COUNTS.bushes} bushes, ${ENVIRONMENT_COUNTS.grass} grass`],
}

/** The fog colour that matches a sky: its horizon, or the background colour. */
const skyFogColor = (skybox: Skybox, background: string) => (isImageSkybox(skybox) ? SKY_HORIZON[skybox] : background)

const fixed = (digits: number) => (v: number) => v.toFixed(digits)
const hint = { marginLeft: 'auto', fontSize: 11 } as const

/** A number that may be half-typed; a valid value (>= 0) applies at once, blur shows the stored one. */
function NumberField({ label, value, onChange, step = 1 }: { label: string; value: number; onChange: (v: number) => void; step?: number }) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  return (
    <label className="prop-field">
      <span>{label}</span>
      <input
        className="prop-input"
        type="number"
        min={0}
        step={step}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          const v = Number.parseFloat(e.target.value)
          if (Number.isFinite(v) && v >= 0) onChange(v)
        }}
        onBlur={() => setText(String(value))}
      />
    </label>
  )
}

/**
 * The Environment panel (editor spec: skybox, ambientLight, fog checkbox, fogType, fogStart,
 * fogEnd, fog_density, reflectionProbes) and the eight environment elements. Controlled: it
 * shows `settings` and reports each change as a patch with an undo label.
 */
export function EnvironmentPanel({ settings, onChange }: EnvironmentPanelProps) {
  const { environment, fog, ambientLight, background } = settings
  const fogOn = fog.type !== 'none'
  // Turning fog back on brings back the type it had.
  const lastFogType = useRef<'linear' | 'exponential'>(fog.type === 'exponential' ? 'exponential' : 'linear')
  if (fog.type !== 'none') lastFogType.current = fog.type
  const probes = reflectionProbesOf(settings)
  const setProbes = (next: Partial<ReflectionProbes>, label: string) => onChange({ environment: withReflectionProbes(environment, { ...probes, ...next }) }, label)
  const elements = new Set(environment.elements)

  const setSkybox = (skybox: Skybox) => {
    const patch: Partial<SceneSettings> = { environment: { ...environment, skybox } }
    // A fog that matched the old sky follows the new one; a colour the author chose stays.
    if (fog.color === skyFogColor(environment.skybox, background)) patch.fog = { ...fog, color: skyFogColor(skybox, background) }
    onChange(patch, 'Skybox')
  }
  const toggle = (element: EnvironmentElement, on: boolean) => {
    const next = on ? [...environment.elements.filter((e) => e !== element), element] : environment.elements.filter((e) => e !== element)
    // Keep the spec's order, whatever order they were switched on in.
    const ordered = [...ENVIRONMENT_ELEMENTS.filter((e) => next.includes(e)), ...next.filter((e) => !(ENVIRONMENT_ELEMENTS as readonly string[]).includes(e))]
    onChange({ environment: { ...environment, elements: ordered } }, `${on ? 'Show' : 'Hide'} ${ELEMENT_LABELS[element][0]}`)
  }

  return (
    <div data-testid="environment-panel">
      <div className="panel-section">
        <div className="panel-heading">Environment</div>
        <label className="prop-field">
          <span>Skybox</span>
          <select className="prop-input" value={environment.skybox} onChange={(e) => setSkybox(e.target.value as Skybox)}>
            {SKYBOXES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {environment.skybox === 'color' && (
          <ColorField
            label="Sky colour"
            value={background}
            onChange={(hex) => onChange(fog.color === background ? { background: hex, fog: { ...fog, color: hex } } : { background: hex }, 'Sky colour')}
          />
        )}
        <ColorField label="Ambient Light" value={ambientLight.color} onChange={(color) => onChange({ ambientLight: { ...ambientLight, color } }, 'Ambient light colour')} />
        <Slider label="Ambient intensity" value={ambientLight.intensity} range={{ min: 0, max: 10, step: 0.05 }} show={fixed(2)} onChange={(intensity) => onChange({ ambientLight: { ...ambientLight, intensity } }, 'Ambient light intensity')} />
      </div>

      <div className="panel-section">
        <Check label="Fog" checked={fogOn} onChange={(on) => onChange({ fog: { ...fog, type: on ? lastFogType.current : 'none' } }, on ? 'Fog on' : 'Fog off')} />
        {fogOn && (
          <>
            <label className="prop-field">
              <span>Fog Type</span>
              <select className="prop-input" value={fog.type} onChange={(e) => onChange({ fog: { ...fog, type: e.target.value as 'linear' | 'exponential' } }, 'Fog type')}>
                <option value="linear">Linear</option>
                <option value="exponential">Exponential</option>
              </select>
            </label>
            {fog.type === 'linear' ? (
              <>
                <NumberField label="Fog Start" value={fog.near} onChange={(near) => onChange({ fog: { ...fog, near } }, 'Fog start')} />
                <NumberField label="Fog End" value={fog.far} onChange={(far) => onChange({ fog: { ...fog, far } }, 'Fog end')} />
                {fog.far <= fog.near && <div className="field-hint">Fog End should be beyond Fog Start.</div>}
              </>
            ) : (
              <Slider label="Fog Density" value={Math.min(fog.density, 0.2)} range={{ min: 0, max: 0.2, step: 0.001 }} show={fixed(3)} onChange={(density) => onChange({ fog: { ...fog, density } }, 'Fog density')} />
            )}
            <ColorField label="Fog colour" value={fog.color} onChange={(color) => onChange({ fog: { ...fog, color } }, 'Fog colour')} />
          </>
        )}
      </div>

      <div className="panel-section">
        <label className="prop-field">
          <span>Reflection Probes</span>
          <select className="prop-input" value={probes.mode} onChange={(e) => setProbes({ mode: e.target.value as ReflectionProbes['mode'] }, 'Reflection probes')}>
            <option value="sky">Sky</option>
            <option value="off">Off</option>
          </select>
        </label>
        {probes.mode === 'sky' && (
          <Slider label="Probe intensity" value={probes.intensity} range={{ min: 0, max: 2, step: 0.05 }} show={fixed(2)} onChange={(intensity) => setProbes({ intensity }, 'Reflection intensity')} />
        )}
        {!isImageSkybox(environment.skybox) && <div className="field-hint">Reflections come from an image skybox (Studio, Sunset, Night, Forest, City).</div>}
      </div>

      <div className="panel-section">
        <div className="panel-row-title">Elements</div>
        {ENVIRONMENT_ELEMENTS.map((element) => (
          <Check
            key={element}
            label={ELEMENT_LABELS[element][0]}
            checked={elements.has(element)}
            onChange={(on) => toggle(element, on)}
            aside={
              <span className="muted" style={hint}>
                {ELEMENT_LABELS[element][1]}
              </span>
            }
          />
        ))}
      </div>
    </div>
  )
}
