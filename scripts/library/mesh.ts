import * as THREE from 'three'
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js'
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { Document, NodeIO } from '@gltf-transform/core'

/** Geometry helpers and the GLB writer for the procedural model library. Units: metres, y up, front faces +Z. */

export type V3 = [number, number, number]
type Geo = THREE.BufferGeometry

export interface MatDef {
  /** sRGB hex, e.g. '#A0703C'. */
  color: string
  roughness?: number
  metallic?: number
  /** sRGB hex emissive colour (lamps, screens). */
  emissive?: string
  doubleSided?: boolean
}

// ── primitive constructors (all centred on the origin like three.js makes them) ──
export const box = (w: number, h: number, d: number): Geo => new THREE.BoxGeometry(w, h, d)
export const rbox = (w: number, h: number, d: number, r: number, seg = 2): Geo => new RoundedBoxGeometry(w, h, d, seg, r)
export const cyl = (rTop: number, rBottom: number, h: number, seg = 12, open = false): Geo => new THREE.CylinderGeometry(rTop, rBottom, h, seg, 1, open)
export const cone = (r: number, h: number, seg = 12): Geo => new THREE.ConeGeometry(r, h, seg)
export const sphere = (r: number, ws = 16, hs = 12): Geo => new THREE.SphereGeometry(r, ws, hs)
export const hemisphere = (r: number, ws = 16, hs = 6, lower = false): Geo =>
  new THREE.SphereGeometry(r, ws, hs, 0, Math.PI * 2, lower ? Math.PI / 2 : 0, Math.PI / 2)
export const torus = (R: number, r: number, rs = 8, ts = 24, arc = Math.PI * 2): Geo => new THREE.TorusGeometry(R, r, rs, ts, arc)
export const capsule = (r: number, len: number, cap = 4, radial = 10): Geo => new THREE.CapsuleGeometry(r, len, cap, radial)
export const ico = (r: number, detail = 1): Geo => new THREE.IcosahedronGeometry(r, detail)
export const dodeca = (r: number, detail = 0): Geo => new THREE.DodecahedronGeometry(r, detail)
/** Lathe around Y from [radius, y] pairs (bottom to top). */
export const lathe = (pts: [number, number][], seg = 16): Geo => new THREE.LatheGeometry(pts.map(([r, y]) => new THREE.Vector2(Math.max(r, 1e-4), y)), seg)
/** Extrudes a 2D outline (x, y) along +Z by `depth`, centred on z; optional bevel. */
export function extrude(pts: [number, number][], depth: number, bevel = 0, holes: [number, number][][] = []): Geo {
  const shape = new THREE.Shape(pts.map(([x, y]) => new THREE.Vector2(x, y)))
  for (const h of holes) shape.holes.push(new THREE.Path(h.map(([x, y]) => new THREE.Vector2(x, y))))
  const g = new THREE.ExtrudeGeometry(shape, {
    depth: Math.max(depth - 2 * bevel, 1e-4),
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 1,
    curveSegments: 8,
  })
  g.translate(0, 0, -Math.max(depth - 2 * bevel, 1e-4) / 2)
  return g
}
/** A tube along a smooth curve through points. */
export const tube = (pts: V3[], r: number, seg = 16, radial = 6): Geo =>
  new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts.map((p) => new THREE.Vector3(...p))), seg, r, radial, false)

/** Points of a circular arc (for outlines): centre, radius, from/to angles in radians. */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number, n = 8): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / n
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as [number, number]
  })
}

// ── transforms ──
/** Scales, then rotates (Euler XYZ, radians), then translates. Returns the same geometry. */
export function xf(g: Geo, p: V3 = [0, 0, 0], r: V3 = [0, 0, 0], s: V3 | number = 1): Geo {
  const sv = typeof s === 'number' ? new THREE.Vector3(s, s, s) : new THREE.Vector3(...s)
  const m = new THREE.Matrix4().compose(new THREE.Vector3(...p), new THREE.Quaternion().setFromEuler(new THREE.Euler(...r)), sv)
  g.applyMatrix4(m)
  if (m.determinant() < 0) flipWinding(g)
  return g
}

function flipWinding(g: Geo): void {
  if (g.index) {
    const idx = g.index.array as Uint16Array | Uint32Array
    for (let i = 0; i < idx.length; i += 3) [idx[i + 1], idx[i + 2]] = [idx[i + 2], idx[i + 1]]
    g.index.needsUpdate = true
  } else {
    for (const name of Object.keys(g.attributes)) {
      const a = g.attributes[name] as THREE.BufferAttribute
      const n = a.itemSize
      const arr = a.array as Float32Array
      for (let i = 0; i < a.count; i += 3) {
        const t = arr.slice((i + 1) * n, (i + 2) * n)
        arr.copyWithin((i + 1) * n, (i + 2) * n, (i + 3) * n)
        arr.set(t, (i + 2) * n)
      }
    }
  }
}

/** A cylinder-like rod between two points (radius r). */
export function rodBetween(a: V3, b: V3, r: number, seg = 8, r2 = r): Geo {
  const va = new THREE.Vector3(...a)
  const vb = new THREE.Vector3(...b)
  const dir = vb.clone().sub(va)
  const len = dir.length()
  const g = new THREE.CylinderGeometry(r2, r, len, seg)
  const q = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 1, 0), dir.normalize())
  const m = new THREE.Matrix4().compose(va.clone().add(vb).multiplyScalar(0.5), q, new THREE.Vector3(1, 1, 1))
  g.applyMatrix4(m)
  return g
}

/** Strips to position + normal only (what the GLB stores). */
function clean(g: Geo): Geo {
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name)
  if (!g.attributes.normal) g.computeVertexNormals()
  return g
}

/** Faceted ("low-poly") shading: unshared vertices, face normals. */
export function flat(g: Geo): Geo {
  const ng = (g.index ? g.toNonIndexed() : g.clone()) as Geo
  for (const name of Object.keys(ng.attributes)) if (name !== 'position') ng.deleteAttribute(name)
  ng.computeVertexNormals()
  return ng
}

/** Welds then moves every vertex by fn(position); returns a smooth-normal indexed geometry. */
export function displace(g: Geo, fn: (v: THREE.Vector3) => THREE.Vector3 | void): Geo {
  const base = g.clone()
  for (const name of Object.keys(base.attributes)) if (name !== 'position') base.deleteAttribute(name)
  const w = mergeVertices(base, 1e-5)
  const pos = w.attributes.position as THREE.BufferAttribute
  const v = new THREE.Vector3()
  for (let i = 0; i < pos.count; i++) {
    v.fromBufferAttribute(pos, i)
    const r = fn(v) ?? v
    pos.setXYZ(i, r.x, r.y, r.z)
  }
  w.computeVertexNormals()
  return w
}

/** Splits a geometry's triangles into groups by a classifier of each face centroid (e.g. land/sea). */
export function splitFaces(g: Geo, n: number, classify: (c: THREE.Vector3, normal: THREE.Vector3) => number): Geo[] {
  const src = (g.index ? g.toNonIndexed() : g) as Geo
  const pos = src.attributes.position as THREE.BufferAttribute
  const nor = src.attributes.normal as THREE.BufferAttribute | undefined
  const buckets: { p: number[]; n: number[] }[] = Array.from({ length: n }, () => ({ p: [], n: [] }))
  const a = new THREE.Vector3()
  const b = new THREE.Vector3()
  const c = new THREE.Vector3()
  const fnrm = new THREE.Vector3()
  for (let i = 0; i < pos.count; i += 3) {
    a.fromBufferAttribute(pos, i)
    b.fromBufferAttribute(pos, i + 1)
    c.fromBufferAttribute(pos, i + 2)
    fnrm.subVectors(c, b).cross(new THREE.Vector3().subVectors(a, b)).normalize()
    const k = Math.max(0, Math.min(n - 1, classify(a.clone().add(b).add(c).divideScalar(3), fnrm)))
    for (let j = 0; j < 3; j++) {
      buckets[k].p.push(pos.getX(i + j), pos.getY(i + j), pos.getZ(i + j))
      if (nor) buckets[k].n.push(nor.getX(i + j), nor.getY(i + j), nor.getZ(i + j))
    }
  }
  return buckets.map((bk) => {
    const out = new THREE.BufferGeometry()
    out.setAttribute('position', new THREE.Float32BufferAttribute(bk.p, 3))
    if (nor) out.setAttribute('normal', new THREE.Float32BufferAttribute(bk.n, 3))
    else out.computeVertexNormals()
    return out
  })
}

// ── model builder ──
export interface BuiltPrimitive {
  material: string
  def: MatDef
  positions: Float32Array
  normals: Float32Array
  indices: Uint16Array | Uint32Array
}

export interface BuiltModel {
  primitives: BuiltPrimitive[]
  triangles: number
  min: V3
  max: V3
}

/** Collects parts per material; `build()` merges them and places the model on y = 0, centred on x/z. */
export class ModelBuilder {
  private parts = new Map<string, Geo[]>()
  constructor(readonly mats: Record<string, MatDef>) {}

  add(mat: string, g: Geo, p?: V3, r?: V3, s?: V3 | number): this {
    if (!this.mats[mat]) throw new Error(`unknown material ${mat}`)
    if (p || r || s !== undefined) xf(g, p, r, s)
    const list = this.parts.get(mat) ?? []
    list.push(g)
    this.parts.set(mat, list)
    return this
  }

  /** Adds the same part mirrored across x = 0 as well (for symmetric models). */
  addMirrorX(mat: string, g: Geo, p: V3, r: V3 = [0, 0, 0], s?: V3 | number): this {
    const g2 = g.clone()
    this.add(mat, g, p, r, s)
    this.add(mat, g2, [-p[0], p[1], p[2]], [r[0], -r[1], -r[2]], s)
    return this
  }

  rod(mat: string, a: V3, b: V3, r: number, seg = 8): this {
    return this.add(mat, rodBetween(a, b, r, seg))
  }

  build(): BuiltModel {
    const merged: { mat: string; geo: Geo }[] = []
    for (const [mat, list] of this.parts) {
      const geos = list.map((g) => {
        const c0 = clean(g)
        const c = c0.index ? c0 : (mergeVertices(c0, 1e-6) as Geo)
        if (!c.index) {
          const n = c.attributes.position.count
          c.setIndex(Array.from({ length: n }, (_, i) => i))
        }
        return c
      })
      const geo = mergeGeometries(geos, false)
      if (!geo) throw new Error(`merge failed for ${mat}`)
      merged.push({ mat, geo })
    }
    // Place on the ground, centred on x/z.
    const box3 = new THREE.Box3()
    for (const { geo } of merged) {
      geo.computeBoundingBox()
      box3.union(geo.boundingBox!)
    }
    const shift: V3 = [-(box3.min.x + box3.max.x) / 2, -box3.min.y, -(box3.min.z + box3.max.z) / 2]
    const r6 = (v: number) => Math.round(v * 1e6) / 1e6
    let triangles = 0
    const primitives: BuiltPrimitive[] = merged.map(({ mat, geo }) => {
      geo.translate(...shift)
      const pos = Float32Array.from(geo.attributes.position.array as Float32Array, r6)
      const nrm = new Float32Array(geo.attributes.normal.array as Float32Array)
      for (let i = 0; i < nrm.length; i += 3) {
        const l = Math.hypot(nrm[i], nrm[i + 1], nrm[i + 2]) || 1
        nrm[i] /= l
        nrm[i + 1] /= l
        nrm[i + 2] /= l
      }
      const idx = geo.index!.array as ArrayLike<number>
      const indices = pos.length / 3 > 65535 ? Uint32Array.from(idx) : Uint16Array.from(idx)
      triangles += indices.length / 3
      return { material: mat, def: this.mats[mat], positions: pos, normals: nrm, indices }
    })
    const size = box3.getSize(new THREE.Vector3())
    return { primitives, triangles, min: [-size.x / 2, 0, -size.z / 2], max: [size.x / 2, size.y, size.z / 2] }
  }
}

/** sRGB hex → linear RGB (glTF factors are linear). */
export function srgbHexToLinear(h: string): V3 {
  const n = parseInt(h.replace('#', ''), 16)
  const f = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
  }
  return [f((n >> 16) & 255), f((n >> 8) & 255), f(n & 255)]
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4

/** Writes a GLB: one root node with one mesh, one primitive per material. */
export async function writeGlb(name: string, model: BuiltModel): Promise<Uint8Array> {
  const doc = new Document()
  doc.getRoot().getAsset().generator = 'Spatial Studio library generator (scripts/library)'
  doc.getRoot().getAsset().copyright = 'CC0 1.0 — Spatial Studio procedural library'
  const buffer = doc.createBuffer()
  const mesh = doc.createMesh(name)
  for (const p of model.primitives) {
    const [r, g, b] = srgbHexToLinear(p.def.color)
    const mat = doc
      .createMaterial(p.material)
      .setBaseColorFactor([round4(r), round4(g), round4(b), 1])
      .setRoughnessFactor(p.def.roughness ?? 0.7)
      .setMetallicFactor(p.def.metallic ?? 0)
      .setDoubleSided(p.def.doubleSided ?? false)
    if (p.def.emissive) {
      const e = srgbHexToLinear(p.def.emissive)
      mat.setEmissiveFactor([round4(e[0]), round4(e[1]), round4(e[2])])
    }
    const position = doc.createAccessor().setType('VEC3').setArray(p.positions).setBuffer(buffer)
    const normal = doc.createAccessor().setType('VEC3').setArray(p.normals).setBuffer(buffer)
    const indices = doc.createAccessor().setType('SCALAR').setArray(p.indices).setBuffer(buffer)
    mesh.addPrimitive(doc.createPrimitive().setAttribute('POSITION', position).setAttribute('NORMAL', normal).setIndices(indices).setMaterial(mat))
  }
  const node = doc.createNode(name).setMesh(mesh)
  const scene = doc.createScene('Scene').addChild(node)
  doc.getRoot().setDefaultScene(scene)
  return new NodeIO().writeBinary(doc)
}
