import RAPIER from '@dimforge/rapier3d-compat'
import * as THREE from 'three'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultPhysics, resolveBody } from '@shared/scene/behaviours'
import type { PhysicsSettings } from '@shared/scene/schema'
import { shapeGeometry } from '../core/geometries'
import { colliderFor, collectTriangles, fallbackCollider, measureBounds, MIN_THICKNESS, primitiveCollider, type ColliderSpec } from './collider-shape'

/** A node as the renderer builds it under a body: body object → node group (scale only) → mesh. */
function bodyWithShape(shape: Parameters<typeof shapeGeometry>[0], scale: [number, number, number] = [1, 1, 1], position: [number, number, number] = [0, 0, 0]) {
  const body = new THREE.Object3D()
  body.position.set(...position)
  const group = new THREE.Group()
  group.scale.set(...scale)
  group.add(new THREE.Mesh(shapeGeometry(shape), new THREE.MeshBasicMaterial()))
  body.add(group)
  return { body, group }
}

describe('collider sizes from what a node draws', () => {
  it('fits a box, a ball and an upright capsule to a unit cube', () => {
    const { body, group } = bodyWithShape('cube')
    const bounds = measureBounds(group, body)!
    expect(primitiveCollider('cuboid', bounds)).toEqual({ shape: 'cuboid', args: [0.5, 0.5, 0.5], position: [0, 0, 0] })
    expect(primitiveCollider('ball', bounds)).toMatchObject({ shape: 'ball', args: [0.5] })
    const capsule = primitiveCollider('capsule', bounds)
    expect(capsule.shape).toBe('capsule')
    const [halfHeight, radius] = capsule.args as [number, number]
    expect(radius).toBeCloseTo(0.5)
    // Round ends of radius 0.5 on a 1 m tall cube leave (almost) no straight part.
    expect(halfHeight).toBeLessThan(0.01)
  })

  it('keeps the node scale (a 2 × 1 × 3 cube gets a 2 × 1 × 3 box) but not its position', () => {
    const { body, group } = bodyWithShape('cube', [2, 1, 3], [5, 6, 7])
    const spec = primitiveCollider('cuboid', measureBounds(group, body)!)
    expect(spec.args).toEqual([1, 0.5, 1.5])
    expect(spec.position).toEqual([0, 0, 0])
  })

  it('fits the sphere and capsule shapes by their own bounds', () => {
    const sphere = bodyWithShape('sphere')
    expect((primitiveCollider('ball', measureBounds(sphere.group, sphere.body)!).args as number[])[0]).toBeCloseTo(0.5)
    const capsule = bodyWithShape('capsule')
    const [halfHeight, radius] = primitiveCollider('capsule', measureBounds(capsule.group, capsule.body)!).args as number[]
    // three's CapsuleGeometry(0.35, 0.6): radius 0.35, straight part 0.6 → half height 0.3.
    expect(radius).toBeCloseTo(0.35, 2)
    expect(halfHeight).toBeCloseTo(0.3, 2)
  })

  it('gives a flat plane some thickness below its surface, so things rest on the drawn floor', () => {
    const { body, group } = bodyWithShape('plane', [10, 1, 10])
    const spec = primitiveCollider('cuboid', measureBounds(group, body)!)
    expect(spec.args[0]).toBeCloseTo(5)
    expect(spec.args[1]).toBeCloseTo(MIN_THICKNESS / 2)
    expect(spec.position[1] + (spec.args[1] as number)).toBeCloseTo(0)
  })

  it('measures an off-centre child in the body frame and ignores particles', () => {
    const { body, group } = bodyWithShape('cube')
    const child = new THREE.Mesh(shapeGeometry('cube'))
    child.position.set(2, 0, 0)
    group.add(child)
    group.add(new THREE.Points(new THREE.BufferGeometry().setAttribute('position', new THREE.BufferAttribute(new Float32Array([50, 50, 50]), 3))))
    const bounds = measureBounds(group, body)!
    expect(bounds.min).toEqual([-0.5, -0.5, -0.5])
    expect(bounds.max).toEqual([2.5, 0.5, 0.5])
    expect(primitiveCollider('cuboid', bounds).position).toEqual([1, 0, 0])
  })

  it('returns nothing for a node that draws nothing yet, and a small box as the fallback', () => {
    const body = new THREE.Object3D()
    const group = new THREE.Group()
    body.add(group)
    expect(measureBounds(group, body)).toBeNull()
    expect(colliderFor('cuboid', group, body)).toBeNull()
    expect(fallbackCollider().shape).toBe('cuboid')
  })

  it('collects every triangle for mesh colliders, scaled; a flat mesh moving gets a thin box', () => {
    const { body, group } = bodyWithShape('cube', [2, 2, 2])
    const { vertices, indices } = collectTriangles(group, body)
    const geometry = shapeGeometry('cube')
    expect(vertices.length).toBe(geometry.getAttribute('position').count * 3)
    expect(indices.length).toBe(geometry.getIndex()!.count)
    expect(Math.max(...vertices)).toBeCloseTo(1)
    expect(colliderFor('trimesh', group, body)!.shape).toBe('trimesh')
    expect(colliderFor('convexHull', group, body)!.shape).toBe('convexHull')
    const plane = bodyWithShape('plane')
    expect(colliderFor('convexHull', plane.group, plane.body)!.shape).toBe('cuboid')
    expect(colliderFor('trimesh', plane.group, plane.body)!.shape).toBe('trimesh')
  })
})

describe('the colliders in the real engine', () => {
  beforeAll(async () => {
    await RAPIER.init()
  })

  /** The same steps the physics layer takes: resolved settings, measured collider, one body. */
  function addBody(world: RAPIER.World, settings: PhysicsSettings, spec: ColliderSpec, at: [number, number, number]) {
    const body = resolveBody(settings)
    const desc = body.type === 'fixed' ? RAPIER.RigidBodyDesc.fixed() : body.type === 'dynamic' ? RAPIER.RigidBodyDesc.dynamic() : RAPIER.RigidBodyDesc.kinematicPositionBased()
    const rb = world.createRigidBody(desc.setTranslation(...at).setLinearDamping(body.linearDamping).setGravityScale(body.gravityScale))
    const shape = spec.shape === 'cuboid' ? RAPIER.ColliderDesc.cuboid(...spec.args) : spec.shape === 'ball' ? RAPIER.ColliderDesc.ball(...spec.args) : spec.shape === 'capsule' ? RAPIER.ColliderDesc.capsule(...spec.args) : spec.shape === 'trimesh' ? RAPIER.ColliderDesc.trimesh(...spec.args) : RAPIER.ColliderDesc.convexHull(...spec.args)!
    world.createCollider(shape.setTranslation(...spec.position).setMass(body.massKg).setFriction(body.friction).setRestitution(body.restitution), rb)
    return rb
  }
  const measured = (shape: Parameters<typeof shapeGeometry>[0], collider: PhysicsSettings['collider'], settings: PhysicsSettings, scale?: [number, number, number]) => {
    const { body, group } = bodyWithShape(shape, scale)
    return colliderFor(resolveBody({ ...settings, collider }).collider, group, body)!
  }
  const run = (world: RAPIER.World, seconds: number) => {
    for (let i = 0; i < seconds * 60; i++) world.step()
  }

  it('drops a dynamic cube from 3 m onto a fixed 10 × 10 plane, where it comes to rest on the surface', () => {
    const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 })
    const floor = { ...defaultPhysics(), body: 'fixed' as const }
    addBody(world, floor, measured('plane', 'Box', floor, [10, 1, 10]), [0, 0, 0])
    const cube = addBody(world, defaultPhysics(), measured('cube', 'Box', defaultPhysics()), [0, 3, 0])
    run(world, 0.3)
    expect(cube.translation().y).toBeLessThan(3)
    expect(cube.translation().y).toBeGreaterThan(0.6)
    run(world, 3)
    expect(cube.translation().y).toBeCloseTo(0.5, 1)
    expect(Math.hypot(cube.linvel().x, cube.linvel().y, cube.linvel().z)).toBeLessThan(0.05)
  })

  it('lands on a Mesh (trimesh) floor too, and a gravity-off body stays where it is', () => {
    const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 })
    const floor = { ...defaultPhysics(), body: 'fixed' as const }
    addBody(world, floor, measured('plane', 'Mesh', floor, [10, 1, 10]), [0, 0, 0])
    const ball = addBody(world, defaultPhysics(), measured('sphere', 'Sphere', defaultPhysics()), [0, 2, 0])
    const floating = addBody(world, { ...defaultPhysics(), gravity: false }, measured('cube', 'Box', defaultPhysics()), [3, 2, 0])
    run(world, 3)
    expect(ball.translation().y).toBeCloseTo(0.5, 1)
    expect(floating.translation().y).toBeCloseTo(2, 5)
  })

  it('bounces a bouncy ball higher than a dead one', () => {
    const peakAfterImpact = (bounciness: number) => {
      const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 })
      const floor = { ...defaultPhysics(), body: 'fixed' as const, bounciness }
      addBody(world, floor, measured('plane', 'Box', floor, [10, 1, 10]), [0, 0, 0])
      const ball = addBody(world, { ...defaultPhysics(), bounciness }, measured('sphere', 'Sphere', defaultPhysics()), [0, 3, 0])
      let landed = false
      let peak = 0
      for (let i = 0; i < 240; i++) {
        world.step()
        const { y } = ball.translation()
        if (!landed && y < 0.52) landed = true
        if (landed) peak = Math.max(peak, y)
      }
      return peak
    }
    expect(peakAfterImpact(0.9)).toBeGreaterThan(peakAfterImpact(0) + 1)
  })

  it('slows a body with drag', () => {
    const fallen = (drag: number) => {
      const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 })
      const rb = addBody(world, { ...defaultPhysics(), drag }, measured('cube', 'Box', defaultPhysics()), [0, 100, 0])
      run(world, 1)
      return 100 - rb.translation().y
    }
    expect(fallen(5)).toBeLessThan(fallen(0) * 0.5)
  })
})
