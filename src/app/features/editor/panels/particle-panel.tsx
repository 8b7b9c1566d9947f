import { defaultParticles, PARTICLE_PRESET_SETTINGS, PARTICLE_PRESETS, PARTICLE_RANGES } from '@shared/scene/behaviours'
import type { ParticleSettings, SceneNode } from '@shared/scene/schema'
import { commitNodePatch } from '../fields/behaviour-fields'
import { Choice } from '@app/components/fields/choice'
import { ColorField } from '@app/components/fields/color-field'
import { Slider } from '@app/components/fields/slider'
import type { EditorComponent } from './components-list'

export interface ParticlePanelProps {
  node: SceneNode
  onChange: (patch: { particles: ParticleSettings }, label: string) => void
}

const PRESET_LABELS: Record<ParticleSettings['preset'], string> = { sparkles: 'Sparkles', smoke: 'Smoke', fire: 'Fire', confetti: 'Confetti', snow: 'Snow' }
const fixed = (digits: number) => (v: number) => v.toFixed(digits)

/** An emitter sits at its object's origin, so any object (a light or a sound too) can carry one. */
export const particlesApply: (node: SceneNode) => boolean = () => true

/**
 * The Particle fields: an emitter on the selected object, drawn in the design window as well as in
 * the preview and the viewer. It lives in the components list's Particle card, which adds,
 * removes and collapses it. Choosing a preset applies its whole look; every slider after that
 * changes the running emitter directly.
 */
export function ParticlePanel({ node, onChange }: ParticlePanelProps) {
  const particles = node.particles
  if (!particles) return null
  const set = <F extends keyof ParticleSettings>(field: F, value: ParticleSettings[F], label: string) => onChange({ particles: { ...particles, [field]: value } }, label)
  const r = PARTICLE_RANGES

  return (
    <div className="panel-section" data-testid="particle-panel">
      <Choice label="Preset" value={particles.preset} options={PARTICLE_PRESETS} show={(p) => PRESET_LABELS[p]} onChange={(preset) => onChange({ particles: { preset, ...PARTICLE_PRESET_SETTINGS[preset] } }, 'Particle preset')} />
      <Slider label="Count" value={particles.count} range={r.count} show={String} onChange={(v) => set('count', Math.round(v), 'Particle count')} testId="particle-count" />
      <Slider label="Size" value={particles.size} range={r.size} show={fixed(3)} onChange={(v) => set('size', v, 'Particle size')} testId="particle-size" />
      <Slider label="Speed" value={particles.speed} range={r.speed} show={fixed(1)} onChange={(v) => set('speed', v, 'Particle speed')} testId="particle-speed" />
      <Slider label="Lifetime" value={particles.lifetime} range={r.lifetime} show={(v) => `${v.toFixed(1)} s`} onChange={(v) => set('lifetime', v, 'Particle lifetime')} testId="particle-lifetime" />
      <ColorField label="Colour" value={particles.color} onChange={(color) => set('color', color, 'Particle colour')} />
      <Slider label="Spread" value={particles.spread} range={r.spread} show={fixed(1)} onChange={(v) => set('spread', v, 'Particle spread')} testId="particle-spread" />
    </div>
  )
}

/** The Particle entry for the right panel's components list. */
export const particleComponent: EditorComponent = {
  key: 'particle',
  label: 'Particle',
  present: (node) => node.particles !== undefined,
  canAdd: particlesApply,
  add: (node) => commitNodePatch(node, { particles: defaultParticles() }, 'Add particles'),
  remove: (node) => commitNodePatch(node, { particles: undefined }, 'Remove particles'),
  Panel: ({ node }) => <ParticlePanel node={node} onChange={(patch, label) => commitNodePatch(node, patch, label)} />,
}
