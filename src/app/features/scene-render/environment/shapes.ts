/**
 * The meshes that the instanced elements repeat: one geometry per kind, built once, coloured
 * per vertex so a whole kind (50 trees, 200 grass clumps) is one draw call with one material.
 */
import * as THREE from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { mulberry32 } from './layout'

function paint(geometry: THREE.BufferGeometry, color: THREE.ColorRepresentation | ((y: number) => THREE.Color)): THREE.BufferGeometry {
  const position = geometry.getAttribute('position')
  const colors = new Float32Array(position.count * 3)
  const fixed = typeof color === 'function' ? null : new THREE.Color(color)
  for (let i = 0; i < position.count; i++) {
    const c = fixed ?? (color as (y: number) => THREE.Color)(position.getY(i))
    colors.set([c.r, c.g, c.b], i * 3)
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3))
  return geometry
}

/** Only position, normal and colour: mergeGeometries needs the same attributes everywhere. */
function strip(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name)
  return g
}

/** A faceted boulder about 1 m across: an icosahedron pushed in and out by a seeded jitter. */
export function rockGeometry(seed = 3): THREE.BufferGeometry {
  const random = mulberry32(seed)
  const base = new THREE.IcosahedronGeometry(0.5, 1)
  const position = base.getAttribute('position')
  // Vertices shared by several faces must move together: jitter by position, not by index.
  const offsets = new Map<string, number>()
  for (let i = 0; i < position.count; i++) {
    const key = `${position.getX(i).toFixed(3)},${position.getY(i).toFixed(3)},${position.getZ(i).toFixed(3)}`
    if (!offsets.has(key)) offsets.set(key, 0.75 + random() * 0.45)
    const k = offsets.get(key)!
    position.setXYZ(i, position.getX(i) * k * 1.15, position.getY(i) * k * 0.75, position.getZ(i) * k)
  }
  base.computeVertexNormals()
  return paint(strip(base), '#8A8580')
}

export function treeGeometry(): THREE.BufferGeometry {
  const trunk = paint(strip(new THREE.CylinderGeometry(0.14, 0.22, 1.6, 7).translate(0, 0.8, 0)), '#5B4030')
  const tiers = [
    { radius: 1.35, height: 2.1, y: 2.1, color: '#2E6B34' },
    { radius: 1.05, height: 1.8, y: 3.0, color: '#357A3A' },
    { radius: 0.72, height: 1.5, y: 3.8, color: '#3F8A42' },
  ].map(({ radius, height, y, color }) => paint(strip(new THREE.ConeGeometry(radius, height, 8).translate(0, y, 0)), color))
  return mergeGeometries([trunk, ...tiers])!
}

export function bushGeometry(seed = 5): THREE.BufferGeometry {
  const random = mulberry32(seed)
  const puffs = [0, 1, 2, 3].map((i) => {
    const r = 0.45 + random() * 0.25
    const a = (i / 4) * Math.PI * 2 + random()
    const g = new THREE.IcosahedronGeometry(r, 1)
    g.scale(1, 0.8, 1)
    g.translate(Math.cos(a) * 0.35 * (i ? 1 : 0), r * 0.65, Math.sin(a) * 0.35 * (i ? 1 : 0))
    return paint(strip(g), (y) => new THREE.Color('#2F5E2A').lerp(new THREE.Color('#5C8F3A'), Math.min(1, y / 1.1)))
  })
  return mergeGeometries(puffs)!
}

/** A clump of tapered blades, darker at the root; normals point up so both faces light alike. */
export function grassGeometry(seed = 9, blades = 9): THREE.BufferGeometry {
  const random = mulberry32(seed)
  const positions: number[] = []
  const colors: number[] = []
  const root = new THREE.Color('#2C4F1E')
  const tip = new THREE.Color('#8DB455')
  for (let i = 0; i < blades; i++) {
    const a = random() * Math.PI * 2
    const d = random() * 0.18
    const x = Math.cos(a) * d
    const z = Math.sin(a) * d
    const h = 0.35 + random() * 0.35
    const w = 0.035 + random() * 0.02
    const lean = (random() - 0.5) * 0.25
    const side = a + Math.PI / 2
    const sx = Math.cos(side) * w
    const sz = Math.sin(side) * w
    positions.push(x - sx, 0, z - sz, x + sx, 0, z + sz, x + Math.cos(a) * lean, h, z + Math.sin(a) * lean)
    colors.push(root.r, root.g, root.b, root.r, root.g, root.b, tip.r, tip.g, tip.b)
  }
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3))
  geometry.setAttribute('normal', new THREE.Float32BufferAttribute(positions.map((_, i) => (i % 3 === 1 ? 1 : 0)), 3))
  geometry.setAttribute('color', new THREE.Float32BufferAttribute(colors, 3))
  return geometry
}

/** A cumulus of a few merged puffs, about 10 m wide and flat underneath, centred on its base. */
export function cloudGeometry(seed = 13): THREE.BufferGeometry {
  const random = mulberry32(seed)
  const puffs: THREE.BufferGeometry[] = []
  for (let i = 0; i < 7; i++) {
    const t = i / 6
    const r = 1.6 + Math.sin(t * Math.PI) * 1.6 + random() * 0.6
    const g = new THREE.SphereGeometry(r, 14, 10)
    g.translate((t - 0.5) * 9, r * 0.35 + random() * 0.6, (random() - 0.5) * 3)
    puffs.push(strip(g))
  }
  const merged = mergeGeometries(puffs)!
  // Flatten the underside: clouds have level bases.
  const position = merged.getAttribute('position')
  for (let i = 0; i < position.count; i++) if (position.getY(i) < 0) position.setY(i, position.getY(i) * 0.2)
  return merged
}

/** Crossed logs in a ring of stones, about 1.2 m across, for the campfire. */
export function fireplaceGeometry(seed = 23): THREE.BufferGeometry {
  const random = mulberry32(seed)
  const parts: THREE.BufferGeometry[] = []
  for (let i = 0; i < 4; i++) {
    const log = new THREE.CylinderGeometry(0.065, 0.075, 0.85, 7)
    log.rotateZ(Math.PI / 2 - 0.35)
    log.translate(-0.22, 0.14, 0)
    log.rotateY((i / 4) * Math.PI * 2 + random() * 0.3)
    parts.push(paint(strip(log), (y) => new THREE.Color('#4A3222').lerp(new THREE.Color('#1A1210'), Math.max(0, 0.3 - y) * 3)))
  }
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    const stone = new THREE.IcosahedronGeometry(0.11 + random() * 0.05, 0)
    stone.scale(1.2, 0.75, 1)
    stone.rotateY(random() * Math.PI)
    stone.translate(Math.cos(a) * 0.58, 0.05, Math.sin(a) * 0.58)
    parts.push(paint(strip(stone), new THREE.Color('#6E6A66').multiplyScalar(0.8 + random() * 0.4)))
  }
  const ash = new THREE.CircleGeometry(0.5, 16).rotateX(-Math.PI / 2).translate(0, 0.01, 0)
  parts.push(paint(strip(ash), '#2A2220'))
  return mergeGeometries(parts)!
}
