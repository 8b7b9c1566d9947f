// Physics cost: CPU time per simulation step (1/60 s) for piles of dynamic bodies falling onto a
// fixed floor, with the colliders and settings the app itself builds (resolveBody + the collider
// fitted to each shape's geometry). `node --import tsx scripts/bench-physics.ts`
// Runs the engine in Node (Rapier's WASM, single thread), so it measures the simulation alone,
// not drawing. BENCH_STEPS (default 300) steps per pile size.
import RAPIER from '@dimforge/rapier3d-compat'
import * as THREE from 'three'
import { defaultPhysics, resolveBody } from '../src/shared/scene/behaviours'
import type { PhysicsSettings, ShapeType } from '../src/shared/scene/schema'
import { shapeGeometry } from '../src/app/features/scene-render/core/geometries'
import { colliderFor, type ColliderSpec } from '../src/app/features/scene-render/physics/collider-shape'

const STEPS = Number(process.env.BENCH_STEPS ?? 300)
const SIZES = [10, 100, 500, 1000]

function collider(shape: ShapeType, settings: PhysicsSettings, scale: [number, number, number] = [1, 1, 1]): ColliderSpec {
  const body = new THREE.Object3D()
  const group = new THREE.Group()
  group.scale.set(...scale)
  group.add(new THREE.Mesh(shapeGeometry(shape)))
  body.add(group)
  return colliderFor(resolveBody(settings).collider, group, body)!
}

function desc(spec: ColliderSpec): RAPIER.ColliderDesc {
  switch (spec.shape) {
    case 'cuboid':
      return RAPIER.ColliderDesc.cuboid(...spec.args)
    case 'ball':
      return RAPIER.ColliderDesc.ball(...spec.args)
    case 'capsule':
      return RAPIER.ColliderDesc.capsule(...spec.args)
    case 'trimesh':
      return RAPIER.ColliderDesc.trimesh(...spec.args)
    case 'convexHull':
      return RAPIER.ColliderDesc.convexHull(...spec.args)!
  }
}

function addBody(world: RAPIER.World, settings: PhysicsSettings, spec: ColliderSpec, at: [number, number, number]) {
  const body = resolveBody(settings)
  const base = body.type === 'fixed' ? RAPIER.RigidBodyDesc.fixed() : RAPIER.RigidBodyDesc.dynamic().setCcdEnabled(true)
  const rb = world.createRigidBody(base.setTranslation(...at).setLinearDamping(body.linearDamping).setAngularDamping(body.angularDamping))
  world.createCollider(desc(spec).setTranslation(...spec.position).setMass(body.massKg).setFriction(body.friction).setRestitution(body.restitution), rb)
}

await RAPIER.init()
const kinds: { shape: ShapeType; collider: PhysicsSettings['collider'] }[] = [
  { shape: 'cube', collider: 'Box' },
  { shape: 'sphere', collider: 'Sphere' },
  { shape: 'capsule', collider: 'Capsule' },
  { shape: 'cone', collider: 'Mesh' },
]
console.log(`Physics: ${STEPS} steps of 1/60 s per pile, bodies dropped in a grid onto a fixed 60 × 60 m plane`)
console.log('bodies  ms/step (mean)  ms/step (p95)  ms/step (last 60, settled)')
for (const count of SIZES) {
  const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 })
  const floor = { ...defaultPhysics(), body: 'fixed' as const }
  addBody(world, floor, collider('plane', floor, [60, 1, 60]), [0, 0, 0])
  const side = Math.ceil(Math.sqrt(count))
  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length]
    const settings = { ...defaultPhysics(), collider: kind.collider }
    addBody(world, settings, collider(kind.shape, settings), [(i % side) * 1.5 - side * 0.75, 2 + Math.floor(i / side / side) * 1.5 + (i % 3) * 0.5, Math.floor(i / side) % side * 1.5 - side * 0.75])
  }
  const times: number[] = []
  for (let s = 0; s < STEPS; s++) {
    const t = performance.now()
    world.step()
    times.push(performance.now() - t)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const mean = times.reduce((a, v) => a + v, 0) / times.length
  const settled = times.slice(-60).reduce((a, v) => a + v, 0) / 60
  console.log(`${String(count).padStart(6)}  ${mean.toFixed(3).padStart(14)}  ${sorted[Math.floor(sorted.length * 0.95)].toFixed(3).padStart(13)}  ${settled.toFixed(3).padStart(26)}`)
  world.free()
}
