import {
  BODY_TYPES,
  COLLIDERS,
  defaultPhysics,
  isMassPreset,
  MASS_PRESETS,
  MATERIAL_SURFACE,
  PHYSICS_MATERIALS,
  PHYSICS_RANGES,
  type MassPreset,
} from '@shared/scene/behaviours'
import type { PhysicsSettings, SceneNode } from '@shared/scene/schema'
import { commitNodePatch } from '../fields/behaviour-fields'
import { Check } from '@app/components/fields/check'
import { Choice } from '@app/components/fields/choice'
import { NumberField } from '@app/components/fields/number-field'
import { Slider } from '@app/components/fields/slider'
import type { EditorComponent } from './components-list'

export interface PhysicsPanelProps {
  node: SceneNode
  onChange: (patch: { physics: PhysicsSettings }, label: string) => void
}

const BODY_LABELS: Record<PhysicsSettings['body'], string> = { dynamic: 'Dynamic', fixed: 'Fixed', kinematic: 'Kinematic' }
const CUSTOM = 'Custom'
type MassChoice = MassPreset | typeof CUSTOM
const MASS_CHOICES: readonly MassChoice[] = [...MASS_PRESETS, CUSTOM]

/** Lights have no body; everything else gets one (an audio source or empty group a small box). */
export const physicsApplies = (node: SceneNode) => node.kind !== 'light'

/**
 * The Physics fields (spec §3: mass, drag, gravity, colliders, bounciness, physics material),
 * shown inside the components list's Physics card, which adds, removes and collapses it.
 * The body simulates in the preview window and the viewer; the design window stays still.
 */
export function PhysicsPanel({ node, onChange }: PhysicsPanelProps) {
  const physics = node.physics
  if (!physics || !physicsApplies(node)) return null
  const set = <F extends keyof PhysicsSettings>(field: F, value: PhysicsSettings[F], label: string) => onChange({ physics: { ...physics, [field]: value } }, label)

  return (
    <div className="panel-section" data-testid="physics-panel">
      <Choice label="Body" value={physics.body} options={BODY_TYPES} show={(b) => BODY_LABELS[b]} hint={physics.body === 'fixed' ? 'never moves' : physics.body === 'kinematic' ? 'holds its place, pushes others' : 'moved by forces'} onChange={(v) => set('body', v, 'Physics body')} />
      <Choice<MassChoice>
        label="Mass"
        value={isMassPreset(physics.mass) ? physics.mass : CUSTOM}
        options={MASS_CHOICES}
        show={(m) => (m === CUSTOM ? 'Custom (kg)' : m)}
        onChange={(v) => set('mass', v === CUSTOM ? (typeof physics.mass === 'number' ? physics.mass : 1) : v, 'Mass')}
      />
      {typeof physics.mass === 'number' && <NumberField label="Mass in kg" value={physics.mass} min={PHYSICS_RANGES.mass.min} max={PHYSICS_RANGES.mass.max} suffix="kg" onChange={(v) => set('mass', v, 'Mass')} />}
      <Slider label="Drag" value={physics.drag} range={PHYSICS_RANGES.drag} show={(v) => v.toFixed(1)} onChange={(v) => set('drag', v, 'Drag')} testId="physics-drag" />
      <Check label="Gravity" checked={physics.gravity} onChange={(v) => set('gravity', v, 'Gravity')} />
      <Choice label="Colliders" value={physics.collider} options={COLLIDERS} hint={physics.collider === 'Mesh' && physics.body === 'dynamic' ? 'convex hull while dynamic' : undefined} onChange={(v) => set('collider', v, 'Collider')} />
      <Slider label="Bounciness" value={physics.bounciness} range={PHYSICS_RANGES.bounciness} show={(v) => v.toFixed(2)} onChange={(v) => set('bounciness', v, 'Bounciness')} testId="physics-bounciness" />
      <Choice
        label="Physics Material"
        value={physics.material}
        options={PHYSICS_MATERIALS}
        hint={`friction ${MATERIAL_SURFACE[physics.material].friction}`}
        // A material brings its own bounce; the slider can still change it afterwards.
        onChange={(material) => onChange({ physics: { ...physics, material, bounciness: MATERIAL_SURFACE[material].restitution } }, 'Physics material')}
      />
    </div>
  )
}

/** The Physics entry for the right panel's components list (Add a Component, Remove, Collapse). */
export const physicsComponent: EditorComponent = {
  key: 'physics',
  label: 'Physics',
  present: (node) => node.physics !== undefined,
  canAdd: physicsApplies,
  add: (node) => commitNodePatch(node, { physics: defaultPhysics() }, 'Add physics'),
  remove: (node) => commitNodePatch(node, { physics: undefined }, 'Remove physics'),
  Panel: ({ node }) => <PhysicsPanel node={node} onChange={(patch, label) => commitNodePatch(node, patch, label)} />,
}
