import fs from 'node:fs'
import readline from 'node:readline'
import { Document, type Material, type Primitive } from '@gltf-transform/core'

export class ObjError extends Error {}

const MAX_VERTICES = 0xfffffffe

/** A growable Float32/Uint32 array: OBJ sizes are unknown until the end, and plain arrays of doubles cost twice the memory. */
class Grow<T extends Float32Array | Uint32Array> {
  length = 0
  constructor(private data: T) {}
  push(...values: number[]) {
    if (this.length + values.length > this.data.length) {
      const next = new (this.data.constructor as new (n: number) => T)(Math.max(this.data.length * 2, this.length + values.length))
      next.set(this.data)
      this.data = next
    }
    for (const v of values) this.data[this.length++] = v
  }
  at(i: number) {
    return this.data[i]
  }
  take(): T {
    return this.data.slice(0, this.length) as T
  }
}

interface Group {
  material: string
  indices: Grow<Uint32Array>
}

/**
 * Reads a Wavefront OBJ line by line into a glTF document: v, vt, vn and f (v, v/vt, v//vn,
 * v/vt/vn; triangles, quads and larger polygons as fans; negative indices count back from the
 * end), one primitive per usemtl group. Material libraries are other files and are not available,
 * so materials are plain grey. Without normals, three.js shades the model flat.
 */
export async function readObj(filePath: string): Promise<Document> {
  const positions = new Grow(new Float32Array(3 * 1024))
  const texcoords = new Grow(new Float32Array(2 * 1024))
  const normals = new Grow(new Float32Array(3 * 1024))
  const outPos = new Grow(new Float32Array(3 * 1024))
  const outUv = new Grow(new Float32Array(2 * 1024))
  const outNrm = new Grow(new Float32Array(3 * 1024))
  const vertexOf = new Map<string, number>()
  const groups = new Map<string, Group>()
  let group: Group | undefined
  let usesUv = false
  let missingNormal = false
  let vertexCount = 0
  let lineNo = 0

  const index = (raw: string, count: number, what: string) => {
    const n = Number(raw)
    if (!Number.isInteger(n) || n === 0) throw new ObjError(`line ${lineNo}: bad ${what} index "${raw}"`)
    const i = n < 0 ? count + n : n - 1
    if (i < 0 || i >= count) throw new ObjError(`line ${lineNo}: ${what} index ${n} is out of range`)
    return i
  }
  const vertex = (token: string) => {
    const cached = vertexOf.get(token)
    if (cached !== undefined) return cached
    const [v, vt, vn] = token.split('/')
    const p = index(v, positions.length / 3, 'vertex')
    outPos.push(positions.at(3 * p), positions.at(3 * p + 1), positions.at(3 * p + 2))
    if (vt) {
      const t = index(vt, texcoords.length / 2, 'texture coordinate')
      usesUv = true
      // OBJ counts v from the bottom of the image, glTF from the top.
      outUv.push(texcoords.at(2 * t), 1 - texcoords.at(2 * t + 1))
    } else {
      outUv.push(0, 0)
    }
    if (vn) {
      const q = index(vn, normals.length / 3, 'normal')
      outNrm.push(normals.at(3 * q), normals.at(3 * q + 1), normals.at(3 * q + 2))
    } else {
      missingNormal = true
      outNrm.push(0, 0, 0)
    }
    if (vertexCount >= MAX_VERTICES) throw new ObjError('the model has too many vertices')
    vertexOf.set(token, vertexCount)
    return vertexCount++
  }
  const useGroup = (material: string) => {
    group = groups.get(material)
    if (!group) groups.set(material, (group = { material, indices: new Grow(new Uint32Array(3 * 1024)) }))
  }

  const lines = readline.createInterface({ input: fs.createReadStream(filePath, { encoding: 'utf8' }), crlfDelay: Infinity })
  for await (const raw of lines) {
    lineNo++
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const parts = line.split(/\s+/)
    const numbers = (count: number) => {
      const values = parts.slice(1, 1 + count).map(Number)
      if (values.length < count || values.some((v) => !Number.isFinite(v))) throw new ObjError(`line ${lineNo}: expected ${count} numbers`)
      return values
    }
    switch (parts[0]) {
      case 'v':
        positions.push(...numbers(3))
        break
      case 'vt':
        texcoords.push(...(parts.length >= 3 ? numbers(2) : [...numbers(1), 0]))
        break
      case 'vn':
        normals.push(...numbers(3))
        break
      case 'f': {
        if (parts.length < 4) throw new ObjError(`line ${lineNo}: a face needs at least 3 vertices`)
        if (!group) useGroup('default')
        const corners = parts.slice(1).map(vertex)
        for (let i = 1; i + 1 < corners.length; i++) group!.indices.push(corners[0], corners[i], corners[i + 1])
        break
      }
      case 'usemtl':
        useGroup(parts.slice(1).join(' ') || 'default')
        break
      // Objects, groups, smoothing, lines, points and material libraries shape nothing we keep.
      default:
        break
    }
  }
  const faces = [...groups.values()].filter((g) => g.indices.length > 0)
  if (faces.length === 0) throw new ObjError('the file has no faces')

  const doc = new Document()
  const buffer = doc.createBuffer()
  const position = doc.createAccessor('POSITION').setType('VEC3').setArray(outPos.take()).setBuffer(buffer)
  const uv = usesUv ? doc.createAccessor('TEXCOORD_0').setType('VEC2').setArray(outUv.take()).setBuffer(buffer) : undefined
  const normal = missingNormal ? undefined : doc.createAccessor('NORMAL').setType('VEC3').setArray(outNrm.take()).setBuffer(buffer)
  const mesh = doc.createMesh('obj')
  const materials = new Map<string, Material>()
  for (const { material, indices } of faces) {
    let mat = materials.get(material)
    if (!mat) materials.set(material, (mat = doc.createMaterial(material).setBaseColorFactor([0.8, 0.8, 0.8, 1]).setRoughnessFactor(0.8)))
    const prim: Primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', position)
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices.take()).setBuffer(buffer))
      .setMaterial(mat)
    if (uv) prim.setAttribute('TEXCOORD_0', uv)
    if (normal) prim.setAttribute('NORMAL', normal)
    mesh.addPrimitive(prim)
  }
  const node = doc.createNode('obj').setMesh(mesh)
  doc.getRoot().setDefaultScene(doc.createScene('Scene').addChild(node))
  return doc
}
