import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Document, NodeIO } from '@gltf-transform/core'
import sharp from 'sharp'

/** Real media made on the spot (or taken from the starter library) for the upload tests. */
const LIBRARY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/library')

/** A cube (12 triangles) with positions, normals, uvs and a small PNG base colour texture. */
export async function makeCubeGlb(): Promise<Buffer> {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const p: number[] = []
  const n: number[] = []
  const uv: number[] = []
  const idx: number[] = []
  const faces: [number[], number[], number[]][] = [
    [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
    [[-1, 0, 0], [0, 1, 0], [0, 0, -1]],
    [[0, 1, 0], [0, 0, 1], [1, 0, 0]],
    [[0, -1, 0], [0, 0, -1], [1, 0, 0]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
  ]
  for (const [normal, u, v] of faces) {
    const base = p.length / 3
    for (const [su, sv] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
      p.push(...normal.map((c, i) => c * 0.5 + u[i] * su * 0.5 + v[i] * sv * 0.5))
      n.push(...normal)
      uv.push((su + 1) / 2, (sv + 1) / 2)
    }
    idx.push(base, base + 1, base + 2, base, base + 2, base + 3)
  }
  // Not one colour: prune would (rightly) turn a solid texture into a plain colour factor.
  const png = await sharp(crypto.randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer()
  const texture = doc.createTexture('checker').setImage(new Uint8Array(png)).setMimeType('image/png')
  const material = doc.createMaterial('cube').setBaseColorTexture(texture)
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(p)).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(n)).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(new Float32Array(uv)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(idx)).setBuffer(buffer))
    .setMaterial(material)
  const node = doc.createNode('cube').setMesh(doc.createMesh('cube').addPrimitive(prim))
  doc.getRoot().setDefaultScene(doc.createScene().addChild(node))
  return Buffer.from(await new NodeIO().writeBinary(doc))
}

/** A GLB whose buffer lives in another file: the reader would follow the path on the server. */
export function glbWithExternalBuffer(uri: string): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri, byteLength: 32 }] }).padEnd(64, ' '))
  const header = Buffer.alloc(12)
  header.write('glTF', 0, 'latin1')
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(12 + 8 + json.length, 8)
  const chunk = Buffer.alloc(8)
  chunk.writeUInt32LE(json.length, 0)
  chunk.writeUInt32LE(0x4e4f534a, 4)
  return Buffer.concat([header, chunk, json])
}

/** A quad and a triangle; the triangle uses negative (relative) indices. 3 triangles. */
export const QUAD_OBJ = [
  '# test model',
  'o quad',
  'v 0 0 0',
  'v 1 0 0',
  'v 1 1 0',
  'v 0 1 0',
  'vt 0 0',
  'vt 1 0',
  'vt 1 1',
  'vt 0 1',
  'vn 0 0 1',
  'usemtl red',
  'f 1/1/1 2/2/1 3/3/1 4/4/1',
  'v 2 0 0',
  'f -4/-4/-1 -1/-3/-1 -3/-2/-1',
].join('\n')

export const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ff8800' } }).png().toBuffer()

/** The same PNG as a data URL, as the thumbnail call takes it. */
export const pngDataUrl = async (width = 2, height = 2) => `data:image/png;base64,${(await pngOf(width, height)).toString('base64')}`

/** Random pixels barely compress: about 3 MB of honest PNG. */
export const noisyPng = () =>
  sharp(crypto.randomBytes(1024 * 1024 * 3), { raw: { width: 1024, height: 1024, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()

export const libraryFile = (relative: string) => fs.readFileSync(path.join(LIBRARY, relative))

/** A real MP4 grown past `bytes` with a trailing 'free' box: still a well-formed ISO-BMFF file. */
export function paddedMp4(bytes: number): Buffer {
  const mp4 = libraryFile('video/color-gradients.mp4')
  const pad = Buffer.alloc(bytes - mp4.length)
  pad.writeUInt32BE(pad.length, 0)
  pad.write('free', 4, 'latin1')
  return Buffer.concat([mp4, pad])
}

/** The first page of an Ogg Vorbis stream: what an .ogg file starts with. */
export function oggHeader(): Buffer {
  const ogg = Buffer.alloc(4096)
  ogg.write('OggS', 0, 'latin1')
  ogg[5] = 2 // beginning of stream
  ogg[26] = 1
  ogg[27] = 30
  ogg.write('\x01vorbis', 28, 'latin1')
  return ogg
}

export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), crypto.randomBytes(8192)])
export const mzBytes = () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(58), crypto.randomBytes(8192)])
