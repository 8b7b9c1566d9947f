import { describe, expect, it } from 'vitest'
import {
  ANIMATION_SPEEDS,
  defaultAnimation,
  defaultParticles,
  defaultPhysics,
  EASINGS,
  ease,
  MASS_PRESET_KG,
  massKg,
  MATERIAL_SURFACE,
  PARTICLE_PRESET_SETTINGS,
  PARTICLE_PRESETS,
  PARTICLE_RANGES,
  PHYSICS_MATERIALS,
  resolveBody,
  sceneUsesPhysics,
} from './behaviours'
import { createShape, emptyScene } from './defaults'
import { applyOps } from './ops'
import { animationSchema, particlesSchema, physicsSchema, sceneSchema } from './schema'

describe('physics settings', () => {
  it('defaults to a medium dynamic box with gravity that the schema accepts', () => {
    const physics = defaultPhysics()
    expect(physicsSchema.parse(physics)).toEqual(physics)
    expect(physics).toMatchObject({ body: 'dynamic', mass: 'Medium', gravity: true, collider: 'Box', material: 'Default' })
  })

  it('turns Light, Medium and Heavy into increasing kilograms and keeps a typed number', () => {
    expect(massKg('Light')).toBe(MASS_PRESET_KG.Light)
    expect(massKg('Light')).toBeLessThan(massKg('Medium'))
    expect(massKg('Medium')).toBeLessThan(massKg('Heavy'))
    expect(massKg(42.5)).toBe(42.5)
  })

  it('maps the panel onto the engine: drag, gravity, bounciness, material friction and body type', () => {
    const body = resolveBody({ ...defaultPhysics(), drag: 2.5, gravity: false, bounciness: 0.7, material: 'Ice', mass: 'Heavy' })
    expect(body).toMatchObject({ type: 'dynamic', linearDamping: 2.5, gravityScale: 0, restitution: 0.7, friction: MATERIAL_SURFACE.Ice.friction, massKg: MASS_PRESET_KG.Heavy })
    expect(resolveBody({ ...defaultPhysics(), gravity: true }).gravityScale).toBe(1)
    expect(resolveBody({ ...defaultPhysics(), body: 'kinematic' }).type).toBe('kinematicPosition')
    expect(resolveBody({ ...defaultPhysics(), body: 'fixed' }).type).toBe('fixed')
  })

  it('gives each collider choice its shape; Mesh is exact when fixed and a convex hull when it moves', () => {
    const shape = (collider: 'Box' | 'Sphere' | 'Capsule' | 'Mesh', body: 'dynamic' | 'fixed' | 'kinematic' = 'dynamic') => resolveBody({ ...defaultPhysics(), collider, body }).collider
    expect([shape('Box'), shape('Sphere'), shape('Capsule')]).toEqual(['cuboid', 'ball', 'capsule'])
    expect(shape('Mesh', 'fixed')).toBe('trimesh')
    expect(shape('Mesh', 'kinematic')).toBe('trimesh')
    expect(shape('Mesh', 'dynamic')).toBe('convexHull')
  })

  it('has a friction and a bounciness in range for every physics material; ice slides, rubber bounces', () => {
    for (const name of PHYSICS_MATERIALS) {
      const { friction, restitution } = MATERIAL_SURFACE[name]
      expect(friction).toBeGreaterThanOrEqual(0)
      expect(physicsSchema.shape.bounciness.safeParse(restitution).success).toBe(true)
    }
    expect(MATERIAL_SURFACE.Ice.friction).toBeLessThan(MATERIAL_SURFACE.Default.friction)
    expect(MATERIAL_SURFACE.Rubber.restitution).toBeGreaterThan(MATERIAL_SURFACE.Metal.restitution)
  })

  it('knows whether a scene needs the physics engine at all', () => {
    let doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 3, 0], '#FF0000')
    doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
    expect(sceneUsesPhysics(doc)).toBe(false)
    doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { physics: defaultPhysics() } }]).doc
    expect(sceneUsesPhysics(doc)).toBe(true)
    expect(sceneSchema.safeParse(doc).success).toBe(true)
    // Removing the component is a patch with physics: undefined.
    doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { physics: undefined } }]).doc
    expect(sceneUsesPhysics(doc)).toBe(false)
    expect(sceneSchema.safeParse(JSON.parse(JSON.stringify(doc))).success).toBe(true)
  })
})

describe('easing curves', () => {
  it('run from 0 to 1, clamp outside, and rise monotonically', () => {
    for (const easing of EASINGS) {
      expect(ease(easing, 0)).toBe(0)
      expect(ease(easing, 1)).toBe(1)
      expect(ease(easing, -3)).toBe(0)
      expect(ease(easing, 7)).toBe(1)
      let last = -1
      for (let i = 0; i <= 100; i++) {
        const v = ease(easing, i / 100)
        expect(v).toBeGreaterThanOrEqual(last)
        last = v
      }
    }
  })

  it('shape the middle of a fade: in starts slow, out starts fast, in-out is symmetric', () => {
    expect(ease('Linear', 0.5)).toBe(0.5)
    expect(ease('Ease In', 0.5)).toBeCloseTo(0.25)
    expect(ease('Ease Out', 0.5)).toBeCloseTo(0.75)
    expect(ease('Ease In-Out', 0.5)).toBeCloseTo(0.5)
    expect(ease('Ease In-Out', 0.25)).toBeLessThan(0.25)
    expect(ease('Ease In-Out', 0.25) + ease('Ease In-Out', 0.75)).toBeCloseTo(1)
    expect(ease('Ease In', 0.1)).toBeLessThan(ease('Linear', 0.1))
    expect(ease('Ease Out', 0.1)).toBeGreaterThan(ease('Linear', 0.1))
  })
})

describe('animation settings', () => {
  it('start on the first clip at 1x, looping, and fit the schema; speeds span 0.5x to 2x', () => {
    const settings = defaultAnimation(['Walk', 'Run', 'Jump'])
    expect(animationSchema.parse(settings)).toEqual(settings)
    expect(settings).toMatchObject({ clip: 'Walk', speed: 1, loop: true, autoplay: true, easing: 'Linear' })
    expect(defaultAnimation([]).clip).toBeNull()
    expect(Math.min(...ANIMATION_SPEEDS)).toBe(0.5)
    expect(Math.max(...ANIMATION_SPEEDS)).toBe(2)
    for (const speed of ANIMATION_SPEEDS) expect(animationSchema.shape.speed.safeParse(speed).success).toBe(true)
  })
})

describe('particle settings', () => {
  it('has a valid look for every preset, inside the panel ranges', () => {
    for (const preset of PARTICLE_PRESETS) {
      const settings = defaultParticles(preset)
      expect(particlesSchema.parse(settings)).toEqual(settings)
      expect(settings).toEqual({ preset, ...PARTICLE_PRESET_SETTINGS[preset] })
      for (const field of ['count', 'size', 'speed', 'lifetime', 'spread'] as const) {
        expect(settings[field]).toBeGreaterThanOrEqual(PARTICLE_RANGES[field].min)
        expect(settings[field]).toBeLessThanOrEqual(PARTICLE_RANGES[field].max)
      }
    }
  })

  it('offers exactly the schema limits in the panel', () => {
    expect(particlesSchema.shape.count.safeParse(PARTICLE_RANGES.count.max).success).toBe(true)
    expect(particlesSchema.shape.count.safeParse(PARTICLE_RANGES.count.max + 1).success).toBe(false)
    expect(particlesSchema.shape.size.safeParse(PARTICLE_RANGES.size.min).success).toBe(true)
    expect(particlesSchema.shape.size.safeParse(PARTICLE_RANGES.size.min / 2).success).toBe(false)
  })
})
