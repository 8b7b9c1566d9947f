import {
  animationSchema,
  particlesSchema,
  physicsSchema,
  type AnimationSettings,
  type ParticleSettings,
  type PhysicsSettings,
  type SceneDocument,
} from './schema'

/**
 * Defaults, ranges and lookups for the Physics, Animation and Particle panels: one place that the
 * panels, the renderer and the tests read, so a number offered in a panel is the number simulated.
 */

// ---------- Physics ----------

export const BODY_TYPES = physicsSchema.shape.body.options
export const COLLIDERS = physicsSchema.shape.collider.options
export const PHYSICS_MATERIALS = physicsSchema.shape.material.options
export const MASS_PRESETS = ['Light', 'Medium', 'Heavy'] as const
export type MassPreset = (typeof MASS_PRESETS)[number]

/** The spec's Light / Medium / Heavy, in kilograms (a hand-held object, a chair, a person-sized crate). */
export const MASS_PRESET_KG: Record<MassPreset, number> = { Light: 1, Medium: 10, Heavy: 100 }

export const PHYSICS_RANGES = {
  mass: { min: 0.001, max: 100000, step: 0.1 },
  drag: { min: 0, max: 10, step: 0.1 },
  bounciness: { min: 0, max: 1, step: 0.05 },
} as const

/**
 * Surface friction per physics material, and the bounciness the panel proposes when the material
 * is chosen (the author can still move the slider afterwards; the slider is what is simulated).
 */
export const MATERIAL_SURFACE: Record<PhysicsSettings['material'], { friction: number; restitution: number }> = {
  Default: { friction: 0.5, restitution: 0.2 },
  Ice: { friction: 0.02, restitution: 0.05 },
  Rubber: { friction: 0.9, restitution: 0.8 },
  Wood: { friction: 0.45, restitution: 0.3 },
  Metal: { friction: 0.3, restitution: 0.15 },
}

/** Unity's default angular drag: spinning objects slow down a little even with drag 0. */
export const ANGULAR_DAMPING = 0.05

export const defaultPhysics = (): PhysicsSettings => ({
  body: 'dynamic',
  mass: 'Medium',
  drag: 0,
  gravity: true,
  collider: 'Box',
  bounciness: MATERIAL_SURFACE.Default.restitution,
  material: 'Default',
})

export const massKg = (mass: PhysicsSettings['mass']): number => (typeof mass === 'number' ? mass : MASS_PRESET_KG[mass])

export const isMassPreset = (value: unknown): value is MassPreset => MASS_PRESETS.includes(value as MassPreset)

/** What the engine gets for a node's Physics panel settings. */
export interface ResolvedBody {
  type: 'dynamic' | 'fixed' | 'kinematicPosition'
  massKg: number
  linearDamping: number
  angularDamping: number
  gravityScale: number
  friction: number
  restitution: number
  /**
   * Box/Sphere/Capsule as chosen. Mesh is the exact triangle mesh for bodies that never move
   * under forces (fixed, kinematic); a moving body gets the mesh's convex hull, since triangle
   * meshes have no volume (no mass, no inside) and cannot collide with one another.
   */
  collider: 'cuboid' | 'ball' | 'capsule' | 'trimesh' | 'convexHull'
}

export function resolveBody(settings: PhysicsSettings): ResolvedBody {
  const type = settings.body === 'kinematic' ? 'kinematicPosition' : settings.body
  const collider = ({ Box: 'cuboid', Sphere: 'ball', Capsule: 'capsule', Mesh: type === 'dynamic' ? 'convexHull' : 'trimesh' } as const)[settings.collider]
  return {
    type,
    massKg: massKg(settings.mass),
    linearDamping: settings.drag,
    angularDamping: ANGULAR_DAMPING,
    gravityScale: settings.gravity ? 1 : 0,
    friction: MATERIAL_SURFACE[settings.material].friction,
    restitution: settings.bounciness,
    collider,
  }
}

/** Physics (and its ~800 KB engine) loads only for scenes where some node has a body. */
export const sceneUsesPhysics = (doc: Pick<SceneDocument, 'nodes'>): boolean => Object.values(doc.nodes).some((n) => n.physics !== undefined)

// ---------- Animation ----------

export const EASINGS = animationSchema.shape.easing.options
export type Easing = AnimationSettings['easing']
/** The spec's 0.5x to 2.0x. */
export const ANIMATION_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const
/** Length of a fade in, fade out or cross-fade between clips, shaped by the easing. */
export const TRANSITION_SECONDS = 0.5
export const ANIMATION_MESSAGES = { noClips: 'No animation clips in this model', loading: 'Loading the model’s clips…' } as const

/** Easing curves on [0, 1] → [0, 1]: quadratic in, out and in-out. */
export function ease(easing: Easing, t: number): number {
  const x = Math.min(1, Math.max(0, t))
  switch (easing) {
    case 'Ease In':
      return x * x
    case 'Ease Out':
      return 1 - (1 - x) * (1 - x)
    case 'Ease In-Out':
      return x < 0.5 ? 2 * x * x : 1 - 2 * (1 - x) * (1 - x)
    default:
      return x
  }
}

/** The first clip, looping at 1x, linear, autoplay: a model with clips animates once added. */
export const defaultAnimation = (clips: readonly string[]): AnimationSettings => ({
  clip: clips[0] ?? null,
  loop: true,
  speed: 1,
  easing: 'Linear',
  autoplay: true,
})

// ---------- Particles ----------

export const PARTICLE_PRESETS = particlesSchema.shape.preset.options
export type ParticlePreset = ParticleSettings['preset']

export const PARTICLE_RANGES = {
  count: { min: 1, max: 5000, step: 1 },
  size: { min: 0.005, max: 2, step: 0.005 },
  speed: { min: 0, max: 20, step: 0.1 },
  lifetime: { min: 0.1, max: 20, step: 0.1 },
  spread: { min: 0, max: 10, step: 0.1 },
} as const

/** Each preset's look; choosing a preset in the panel applies all of it. */
export const PARTICLE_PRESET_SETTINGS: Record<ParticlePreset, Omit<ParticleSettings, 'preset'>> = {
  sparkles: { count: 200, size: 0.06, speed: 0.4, lifetime: 2, color: '#FFE9A8', spread: 1 },
  smoke: { count: 150, size: 0.6, speed: 0.6, lifetime: 5, color: '#9A9A9A', spread: 0.4 },
  fire: { count: 300, size: 0.25, speed: 1.2, lifetime: 1.2, color: '#FF6A1A', spread: 0.3 },
  confetti: { count: 400, size: 0.08, speed: 4, lifetime: 3, color: '#FF4F9A', spread: 1.5 },
  snow: { count: 600, size: 0.06, speed: 0.5, lifetime: 8, color: '#FFFFFF', spread: 4 },
}

export const defaultParticles = (preset: ParticlePreset = 'sparkles'): ParticleSettings => ({ preset, ...PARTICLE_PRESET_SETTINGS[preset] })
